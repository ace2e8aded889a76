import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

/** The [locale] route param as a Locale (the [locale] layout has already answered 404 for any other value). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}
