import { getTranslations } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { getMediaSetting } from '@/lib/media/settings';
import { lastSavedText } from './last-saved';
import { MediaSettingsForm } from './media-settings-form';

/** The media settings in the settings screen's tab: "Require alt text to publish" (issue 31 §1). */
export async function MediaSettingsPanel({ viewer }: { viewer: CurrentUser }) {
  const t = await getTranslations('AltText.settings');
  const setting = await getMediaSetting(viewer);
  const lastSaved = await lastSavedText(setting.updatedAt, setting.updatedBy?.name ?? null);
  return (
    <section aria-labelledby="media-settings-title" className="flex flex-col gap-6">
      <div>
        <h2 id="media-settings-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="media-settings-last-saved">
          {lastSaved ?? t('neverSaved')}
        </p>
      </div>
      <MediaSettingsForm requireAlt={setting.requireAlt} version={setting.version} />
    </section>
  );
}
