import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import { localePath } from '@/lib/i18n/paths';

/**
 * The public path of `path` in `locale`: the default locale has no prefix (/blog), the others do
 * (/en/blog), as the routing's `as-needed` prefix says. `path` starts with "/".
 */
export function localizedPath(locale: Locale, path: string): string {
  return localePath(locale, path);
}

/** `path` made absolute against SITE_URL (sitemaps, feeds, JSON-LD and OG tags need full URLs). */
export function absoluteUrl(path: string, siteUrl = process.env.SITE_URL || 'http://localhost:3000'): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** hreflang alternates of one page: each locale's path plus x-default (the default locale's). */
export function languageAlternates(path: string): Record<string, string> {
  const entries: [string, string][] = locales.map((locale) => [locale, localizedPath(locale, path)]);
  return Object.fromEntries([...entries, ['x-default', localizedPath(defaultLocale, path)]]);
}
