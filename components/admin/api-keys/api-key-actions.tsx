'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { revokeApiKeyAction } from '@/lib/api/actions/api-keys';

/** Revoke of one key, after a confirmation (its integrations stop at once). */
export function ApiKeyActions({ apiKey }: { apiKey: { id: number; uniqueKey: string; name: string } }) {
  const t = useTranslations('ApiKeys');
  const { perform } = useStaffAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`${t('actions.revoke')}: ${apiKey.name}`}>
        {t('actions.revoke')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.revokeTitle', { name: apiKey.name })}
        description={t('confirm.revokeText')}
        variant="danger"
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={async () => {
          await perform(() => revokeApiKeyAction({ id: apiKey.id, uniqueKey: apiKey.uniqueKey }));
        }}
      />
    </>
  );
}
