import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

/** The [locale] route param as a Locale (the [locale] layout has already answered 404 for any other value). */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * The locale of a not-found's metadata, from the params Next passes to it (not-found pages get no
 * props, their metadata does); the default locale when they are missing. Never the request headers.
 */
export async function notFoundLocale(params: Promise<{ locale?: string }> | undefined): Promise<Locale> {
  const locale = params ? (await params).locale : undefined;
  return isLocale(locale) ? locale : defaultLocale;
}
