import { sql, type SQL } from 'drizzle-orm';
import { articles } from '@/db/schema';
import { defaultLocale, type Locale } from '@/i18n/routing';

/*
 * The language rule of every public list (issue 18; README "Languages of the lists"): a page lists
 * the articles written in its language first; when they are fewer than the list needs, it is filled
 * with articles of the default language (pt-BR), each marked `filled` (its card shows a language
 * badge). Articles in any other language are left out, and so is a default-language article whose
 * translation into the page's language is live (the reader gets that one instead).
 *
 * One rule, two forms: the pure functions below say it for data already read (and are unit tested);
 * `inListLanguages` + `listLanguageOrder` say the same in SQL, so a query can apply it before LIMIT.
 */

/** Where an article stands in a list of a `page` locale: 0 the page's language, 1 a default-language fill, null left out. */
export function languagePlace(articleLocale: string, page: Locale): 0 | 1 | null {
  if (articleLocale === page) return 0;
  if (articleLocale === defaultLocale) return 1;
  return null;
}

/** True when the card is only there to fill a list short of articles in the page's language. */
export function isFill(articleLocale: string, page: Locale): boolean {
  return languagePlace(articleLocale, page) === 1;
}

/**
 * Applies the rule to items already in their list's order: the page's language first, then the
 * default-language fill (each keeps its order), others dropped, cut to `limit`, each marked `filled`.
 */
export function languageFirst<T extends { locale: string }>(items: readonly T[], page: Locale, limit = Infinity): (T & { filled: boolean })[] {
  const own = items.filter((item) => languagePlace(item.locale, page) === 0);
  const fill = items.filter((item) => languagePlace(item.locale, page) === 1);
  return [...own, ...fill].slice(0, limit).map((item) => ({ ...item, filled: isFill(item.locale, page) }));
}

/**
 * SQL: `articles` is in a language a list of `page` shows (its own, or the default as a fill), and
 * is not a default-language article whose translation into `page`'s language is live.
 */
export function inListLanguages(page: Locale): SQL {
  if (page === defaultLocale) return sql`${articles.locale} = ${page}`;
  return sql`(${articles.locale} = ${page} or ${defaultLanguageFill(page)})`;
}

/** SQL: `articles` is a default-language article a list of `page` (not the default) may show as a fill. */
export function defaultLanguageFill(page: Locale): SQL {
  return sql`(${articles.locale} = ${defaultLocale} and not exists (
    select 1 from articles translation
    where translation.translation_group = ${articles.translationGroup} and translation.locale = ${page}
      and translation.status = 'published' and translation.published_at <= now()))`;
}

/** SQL ORDER BY term putting the page's language before the fill (first in a list's ordering). */
export function listLanguageOrder(page: Locale): SQL {
  return sql`(${articles.locale} <> ${page})`;
}
