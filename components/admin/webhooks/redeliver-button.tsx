'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { redeliverWebhookAction } from '@/lib/api/actions/webhooks';

/** Sends one delivery again (same event id and body, signed anew), whatever its state; the list refreshes. */
export function RedeliverButton({ webhook, deliveryId, label }: { webhook: { id: number; uniqueKey: string }; deliveryId: number; label: string }) {
  const t = useTranslations('WebhooksAdmin.actions');
  const { perform } = useStaffAction();
  return (
    <Button size="sm" variant="secondary" aria-label={label} onClick={() => perform(() => redeliverWebhookAction({ id: webhook.id, uniqueKey: webhook.uniqueKey, deliveryId }))}>
      {t('redeliver')}
    </Button>
  );
}
