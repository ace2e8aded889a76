import { defaultLocale } from '@/i18n/routing';

/** The public address a page would have (the default language has no prefix; a home page is its language's root). */
export function pageAddress(locale: string, slug: string, isHome = false): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  if (isHome) return prefix || '/';
  return `${prefix}/${slug}`;
}
