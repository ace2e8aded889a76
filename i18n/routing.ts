import { defineRouting } from 'next-intl/routing';

export const locales = ['pt-BR', 'en', 'es', 'fr', 'ht'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

// Public URLs carry the locale only when it is not the default: /blog, /en/blog.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The path alone says the language: no redirect from Accept-Language or the NEXT_LOCALE cookie, so a
  // page's bytes never depend on them and a CDN keeps one copy per address (issue 35). The browser
  // offers the visitor's language instead (components/site/language-suggestion.tsx).
  localeDetection: false,
  // No `Link: …; rel="alternate"` header from the proxy: it would name every locale for every path,
  // while an article exists in its translations' languages only. Each page's head carries its own
  // hreflang alternates (lib/seo/metadata.ts, lib/seo/article-alternates.ts).
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
