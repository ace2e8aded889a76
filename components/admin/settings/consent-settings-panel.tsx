import { getLocale, getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/routing';
import type { CurrentUser } from '@/lib/auth/current-user';
import { getConsentSettings } from '@/lib/consent/settings';
import { translator } from '@/lib/i18n/translate';
import { buttonClasses } from '@/components/ui/button';
import { ConsentSettingsForm } from './consent-settings-form';
import { lastSavedText } from './last-saved';

/**
 * The consent banner's settings on /admin/seo (grant `seo`): its title and text per language (blank:
 * the built-in text, shown as the placeholder), the privacy policy page, and the export of the proof
 * records as CSV.
 */
export async function ConsentSettingsPanel({ viewer }: { viewer: CurrentUser }) {
  const t = await getTranslations('Consent.settings');
  const locale = await getLocale();
  const setting = await getConsentSettings(viewer);
  const lastSaved = await lastSavedText(setting.updatedAt, setting.updatedBy?.name ?? null);
  const languages = await getTranslations('Site.languages');
  const builtIn = locales.map((code) => {
    const tl = translator(code);
    return { code, name: languages(code === 'pt-BR' ? 'ptBR' : code), title: tl('Site.consent.title'), body: tl('Site.consent.body') };
  });
  return (
    <section aria-labelledby="consent-settings-title" className="flex flex-col gap-6">
      <div className="max-w-prose">
        <h2 id="consent-settings-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="consent-settings-version">
          {t('version', { version: setting.version })} · {lastSaved ?? t('neverSaved')}
        </p>
      </div>
      <ConsentSettingsForm texts={setting.texts} privacyPath={setting.privacyPath} languages={builtIn} current={locale} editVersion={setting.editVersion} />
      <div className="flex flex-col items-start gap-2">
        <a href={`/api/settings/consent-records.csv?${new URLSearchParams({ locale }).toString()}`} download className={buttonClasses({ variant: 'secondary' })}>
          {t('export')}
        </a>
        <p className="text-sm text-muted-foreground">{t('exportHint')}</p>
      </div>
    </section>
  );
}
