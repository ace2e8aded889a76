'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StatusAction } from './compose-state';

export type StatusChangeDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so that its text does not switch during the animation. */
  action: StatusAction;
  title: string;
  onClose: () => void;
  onConfirm: (action: StatusAction) => Promise<void>;
};

/** Unpublish or delete from the editor, asked with the article list's own words. */
export function StatusChangeDialog({ open, action, title, onClose, onConfirm }: StatusChangeDialogProps) {
  const tList = useTranslations('Admin.articles');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={action === 'delete' ? tList('confirm.deleteTitle', { title }) : tList('confirm.unpublishTitle', { title })}
      description={action === 'delete' ? tList('confirm.deleteText') : tList('confirm.unpublishText')}
      variant="danger"
      confirmLabel={action === 'delete' ? tList('actions.delete') : tList('actions.unpublish')}
      cancelLabel={tList('confirm.cancel')}
      onConfirm={() => onConfirm(action)}
    />
  );
}
