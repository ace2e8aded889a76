import { defineRouting } from 'next-intl/routing';

export const locales = ['pt-BR', 'en', 'es', 'fr', 'ht'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt-BR';

// Public URLs carry the locale only when it is not the default: /blog, /en/blog.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
