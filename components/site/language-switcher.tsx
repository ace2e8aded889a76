import { getLocale, getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { LanguageSelect, type LanguageSelectProps } from './language-select';

// Catalogue keys of the language names (each written in its own language).
const languageKey = { 'pt-BR': 'ptBR', en: 'en', es: 'es', fr: 'fr', ht: 'ht' } as const satisfies Record<Locale, string>;

/**
 * Switches the interface language and stays on the same page. Its words are read here, on the
 * server, and handed to the select (a small client island): the public pages need no translation
 * runtime in the browser (issue 17).
 */
export async function LanguageSwitcher({
  label,
  ...props
}: Omit<LanguageSelectProps, 'locale' | 'options' | 'label' | 'changing'> & {
  /** Visible or screen-reader label; defaults to the catalogue's "Language". */
  label?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('Site'), getLocale()]);
  return (
    <LanguageSelect
      {...props}
      locale={locale}
      options={locales.map((l) => ({ value: l, label: t(`languages.${languageKey[l]}`) }))}
      label={label ?? t('languageSwitcher.label')}
      changing={t('languageSwitcher.changing')}
    />
  );
}
