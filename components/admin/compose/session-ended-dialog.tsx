'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';

/** The session ended while editing: the work is kept in the browser until the writer signs in again. */
export function SessionEndedDialog({ open, onOpenChange, onSignIn }: { open: boolean; onOpenChange: (open: boolean) => void; onSignIn: () => void }) {
  const t = useTranslations('Admin.compose');
  const tErrors = useTranslations('Errors');
  return (
    <DialogFrame
      open={open}
      // Closing keeps the writer on the page (the copy stays in the browser); saving again asks again.
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('sessionExpired.title')}
      description={tErrors('sessionExpired')}
      width="narrow"
    >
      <p className="mt-3 text-sm text-muted-foreground">{t('sessionExpired.kept')}</p>
      <DialogActions cancelLabel={t('dialogs.cancel')} className="mt-6">
        <Button onClick={onSignIn}>{t('sessionExpired.signIn')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
