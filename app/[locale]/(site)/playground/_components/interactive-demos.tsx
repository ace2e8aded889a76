'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ToastProvider, useToast, type ToastVariant } from '@/components/ui/toast';

const variants: ToastVariant[] = ['success', 'error', 'info', 'warning'];

function Demos() {
  const t = useTranslations('Playground');
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);

  function save() {
    setSaving(true);
    window.setTimeout(() => {
      setSaving(false);
      toast({ message: t('feedback.saved'), variant: 'success' });
    }, 1200);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('feedback.toasts')}</h3>
        <div className="flex flex-wrap gap-3">
          {variants.map((variant) => (
            <Button key={variant} variant="ghost" className="border border-border" onClick={() => toast({ message: t(`feedback.toast.${variant}`), variant })}>
              {t(`feedback.show.${variant}`)}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('feedback.dialogs')}</h3>
        <div className="flex flex-wrap gap-3">
          <ConfirmDialog
            trigger={<Button>{t('feedback.openDialog')}</Button>}
            title={t('feedback.dialogTitle')}
            description={t('feedback.dialogText')}
            confirmLabel={t('feedback.confirm')}
            cancelLabel={t('feedback.cancel')}
            onConfirm={() => {
              toast({ message: t('feedback.confirmed'), variant: 'success' });
            }}
          />
          <ConfirmDialog
            variant="danger"
            trigger={<Button variant="danger">{t('feedback.openDangerDialog')}</Button>}
            title={t('feedback.dangerTitle')}
            description={t('feedback.dangerText')}
            confirmLabel={t('feedback.delete')}
            cancelLabel={t('feedback.cancel')}
            onConfirm={() => new Promise<void>((resolve) => window.setTimeout(resolve, 800))}
          />
          <Button loading={saving} onClick={save} variant="secondary">
            {saving ? t('feedback.saving') : t('feedback.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The playground's interactive part: notifications, confirmation dialogs and a busy button. */
export function InteractiveDemos() {
  const t = useTranslations('Playground');
  return (
    <ToastProvider dismissLabel={t('feedback.dismiss')}>
      <Demos />
    </ToastProvider>
  );
}
