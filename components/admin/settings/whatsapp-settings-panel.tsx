import { getTranslations } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { getWhatsappSettingForAdmin } from '@/lib/settings/queries';
import { WHATSAPP_DEFAULT_COLOR } from '@/lib/settings/schema';
import { lastSavedText } from './last-saved';
import { WhatsappSettingsForm } from './whatsapp-settings-form';

/** The WhatsApp button settings: at /admin/settings-whatsapp (level 1 heading) and in the settings tab (level 2). */
export async function WhatsappSettingsPanel({ viewer, headingLevel }: { viewer: CurrentUser; headingLevel: 1 | 2 }) {
  const t = await getTranslations('Settings.whatsapp');
  const { setting, savedByName } = await getWhatsappSettingForAdmin(viewer);
  const Heading = `h${headingLevel}` as const;
  const lastSaved = await lastSavedText(setting?.createdAt ?? null, savedByName);
  return (
    <section aria-labelledby="whatsapp-settings-title" className="flex flex-col gap-6">
      <div>
        <Heading id="whatsapp-settings-title" className={headingLevel === 1 ? 'text-2xl font-bold tracking-tight sm:text-3xl' : 'text-xl font-semibold'}>
          {t('title')}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="whatsapp-last-saved">
          {lastSaved ?? t('neverSaved')}
        </p>
      </div>
      <WhatsappSettingsForm
        initial={{ phone: setting?.phone ?? '', message: setting?.message ?? '', button_color: setting?.buttonColor ?? WHATSAPP_DEFAULT_COLOR }}
        version={setting?.id}
      />
    </section>
  );
}
