'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asked when an in-app link is followed with unsaved changes (use-leave-guard.ts stops the click). */
export function LeaveConfirmDialog({ open, onClose, onLeave }: { open: boolean; onClose: () => void; onLeave: () => void }) {
  const t = useTranslations('Admin.compose');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('leave.title')}
      description={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      variant="danger"
      onConfirm={onLeave}
    />
  );
}
