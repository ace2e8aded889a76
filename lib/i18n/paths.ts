import { defaultLocale, locales } from '@/i18n/routing';

/*
 * The public URLs of a locale (routing: localePrefix 'as-needed', no localized pathnames), computed
 * without next-intl's navigation APIs: those bring next-intl's client runtime into the page's
 * JavaScript, and public pages ship none of it (issue 17). Isomorphic: server links and client
 * islands use the same two functions.
 */

/** `/blog` in `en` → `/en/blog`; in the default locale → `/blog`; `/` → `/en`. Other hrefs unchanged. */
export function localePath(locale: string, href: string): string {
  if (locale === defaultLocale || !href.startsWith('/')) return href;
  if (href === '/') return `/${locale}`;
  if (href.startsWith('/?') || href.startsWith('/#')) return `/${locale}${href.slice(1)}`;
  return `/${locale}${href}`;
}

/** The path without its locale prefix: `/en/blog` → `/blog`, `/en` → `/`, `/blog` → `/blog`. */
export function withoutLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!(locales as readonly string[]).includes(first)) return pathname || '/';
  return pathname.slice(first.length + 1) || '/';
}

/** The query flag of a blog opened by the language switcher from an article with no translation in its language. */
export const NO_TRANSLATION_FLAG = 'translation';

/** That blog: `/en/blog?translation=missing` (components/blog/no-translation-notice.tsx shows the notice). */
export function noTranslationPath(locale: string): string {
  return `${localePath(locale, '/blog')}?${NO_TRANSLATION_FLAG}=missing`;
}
