'use client';

import { useTranslations } from 'next-intl';
import { SavedSwitch } from '@/components/admin/settings/saved-switch';
import { saveFormSettingsAction } from '@/lib/api/actions/form-settings';

/** The switch "Require a proof-of-work on the contact and newsletter forms", saved as soon as it is flipped, naming the version shown. */
export function FormProtectionForm({ on, version }: { on: boolean; version: number }) {
  const t = useTranslations('FormProtection');
  return (
    <SavedSwitch
      id="form-proof-of-work"
      label={t('proofOfWork')}
      hint={t('proofOfWorkHint')}
      initial={on}
      save={(next) => saveFormSettingsAction({}, { proof_of_work: next ? 'on' : 'off', version })}
    />
  );
}
