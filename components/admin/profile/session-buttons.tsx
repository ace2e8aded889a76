'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { revokeOtherSessionsAction, revokeSessionAction } from '@/lib/api/actions/profile';

/** "Sign out this session" on a row of another device; `describedBy` is the id of the row's device name. */
export function RevokeSessionButton({ sessionId, describedBy }: { sessionId: number; describedBy: string }) {
  const t = useTranslations('MyProfile.sessions');
  const { perform } = useStaffAction();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={pending}
      aria-describedby={describedBy}
      onClick={async () => {
        setPending(true);
        await perform(() => revokeSessionAction(sessionId));
        setPending(false);
      }}
    >
      {t('revoke')}
    </Button>
  );
}

/** "Sign out all other sessions", after confirmation. */
export function RevokeOtherSessionsButton() {
  const t = useTranslations('MyProfile.sessions');
  const { perform } = useStaffAction();
  return (
    <ConfirmDialog
      title={t('confirmTitle')}
      description={t('confirmText')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      variant="danger"
      onConfirm={async () => {
        await perform(() => revokeOtherSessionsAction());
      }}
      trigger={<Button variant="danger">{t('revokeOthers')}</Button>}
    />
  );
}
