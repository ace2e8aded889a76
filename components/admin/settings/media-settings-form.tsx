'use client';

import { useTranslations } from 'next-intl';
import { saveMediaSettingAction } from '@/lib/api/actions/media-settings';
import { SavedSwitch } from './saved-switch';

/** The switch "Require alt text to publish", saved as soon as it is flipped, naming the version shown. */
export function MediaSettingsForm({ requireAlt, version }: { requireAlt: boolean; version: number }) {
  const t = useTranslations('AltText.settings');
  return (
    <SavedSwitch
      id="media-require-alt"
      label={t('requireAlt')}
      hint={t('requireAltHint')}
      initial={requireAlt}
      save={(next) => saveMediaSettingAction({}, { require_alt: next, version })}
    />
  );
}
