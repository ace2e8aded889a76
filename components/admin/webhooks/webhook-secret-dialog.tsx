'use client';

import { useTranslations } from 'next-intl';
import { OnceShownSecretDialog } from '@/components/admin/once-shown-secret-dialog';

/** An endpoint's signing secret, shown once after its creation or rotation, with how a receiver checks a signature. */
export function WebhookSecretDialog({ secret, rotated, onClose }: { secret: string | null; rotated: boolean; onClose: () => void }) {
  const t = useTranslations('WebhooksAdmin.secret');
  return (
    <OnceShownSecretDialog
      secret={secret}
      onClose={onClose}
      testId="webhook-secret"
      words={{
        title: rotated ? t('rotatedTitle') : t('title'),
        description: t('description'),
        label: t('label'),
        onceNote: t('onceNote'),
        copy: t('copy'),
        copied: t('copied'),
        copyManually: t('copyManually'),
        close: t('close'),
      }}
    >
      <p className="mt-4 text-sm text-muted-foreground">{t('verify')}</p>
    </OnceShownSecretDialog>
  );
}
