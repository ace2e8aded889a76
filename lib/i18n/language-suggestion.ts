import { isLocale, locales, type Locale } from '@/i18n/routing';

/*
 * Which of our languages to offer a visitor, decided in the browser (components/site/language-suggestion-island.tsx):
 * the server answers every address in the language of its path only, so a CDN keeps one copy per address.
 */

/** localStorage: the languages whose suggestion the visitor dismissed (comma-separated). */
export const DISMISSED_SUGGESTIONS_KEY = 'vitrine_language_suggestion_dismissed';

/** One of our locales for a browser language tag: 'en-US' → 'en', 'pt' → 'pt-BR', 'de' → null. */
export function localeOfLanguageTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const exact = locales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return locales.find((l) => l.toLowerCase().split('-')[0] === base) ?? null;
}

/** The locales a dismissed list names (unknown entries ignored). */
export function parseDismissed(value: string | null | undefined): Locale[] {
  return (value ?? '').split(',').filter(isLocale);
}

/** The NEXT_LOCALE cookie's value, when it names one of our locales. */
export function chosenLocale(cookieHeader: string): Locale | null {
  const match = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookieHeader);
  const value = match ? decodeURIComponent(match[1]) : null;
  return isLocale(value) ? value : null;
}

/**
 * The language to suggest on a page in `pageLocale`, or null. A language picked in the switcher
 * (NEXT_LOCALE) wins: picking the page's own language means "leave me here". Otherwise the browser's
 * first language we have: when that is the page's, nothing is suggested. A dismissed language is not offered again.
 */
export function suggestedLocale({
  pageLocale,
  chosen,
  languages,
  dismissed,
}: {
  pageLocale: string;
  chosen: Locale | null;
  languages: readonly string[];
  dismissed: readonly Locale[];
}): Locale | null {
  const preferred = chosen ?? languages.map(localeOfLanguageTag).find((l) => l !== null) ?? null;
  if (!preferred || preferred === pageLocale || dismissed.includes(preferred)) return null;
  return preferred;
}
