import { z } from 'zod';
import { recordId } from '@/lib/core/fields';

/*
 * The reader's search: GET /api/article/search?q=&category=&page=&limit= and the
 * /list-article-results/{q}?category=&page= page parse it with the same schema. Messages are
 * catalogue keys; the boundary translates them.
 */

const INVALID = 'Search.errors.invalidValue';

export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_PAGE_SIZE = 48;
/** Longer text is not a search a reader types; it only costs parsing. */
export const SEARCH_QUERY_MAX = 200;
/** Deep pages of a ranked search are never read; the cap keeps OFFSET bounded. */
export const SEARCH_MAX_PAGE = 1000;

/** '' and null mean "no value" (an empty field or select sends ''). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const articleSearchSchema = z.object({
  /** Words, "quoted phrases", `or` and -exclusions (websearch syntax); empty lists the newest articles. */
  q: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: INVALID }).trim().max(SEARCH_QUERY_MAX, 'Search.errors.queryTooLong')),
  /** An active category's id. */
  category: z.preprocess(blankToUndefined, recordId(INVALID).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(SEARCH_MAX_PAGE, INVALID).default(1)),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(SEARCH_MAX_PAGE_SIZE, INVALID).default(SEARCH_PAGE_SIZE),
  ),
});
export type ArticleSearch = z.output<typeof articleSearchSchema>;

/**
 * The page's lenient reading of its URL: a malformed value (?page=abc) falls back to its default
 * instead of failing the page; the API answers 422 for the same input.
 */
export function parseSearchLeniently(input: Record<string, unknown>): ArticleSearch {
  const parsed = articleSearchSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(input).filter(([key]) => !bad.has(key)));
  // An overlong query is still the reader's words: search its beginning.
  if (bad.has('q') && typeof input.q === 'string') kept.q = input.q.trim().slice(0, SEARCH_QUERY_MAX);
  const retry = articleSearchSchema.safeParse(kept);
  return retry.success ? retry.data : articleSearchSchema.parse({});
}

/**
 * The one spelling of a query that every equal search shares: trimmed, inner spaces collapsed,
 * lower-case, accents folded. The search itself already ignores case and accents (tsquery,
 * unaccent), so "Nuvem", " nuvem " and "núvem" find the same articles and may share one answer.
 */
export function normalizeSearchQuery(query: string): string {
  return query.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The arguments a cached search answer is kept under (lib/blog/search.ts cachedSearchResults): the
 * page's language (it orders the answer: its articles first), the normalised query, the category
 * (null: none), the page and its size. Equal keys share one answer.
 */
export function searchCacheKey<L extends string>(input: { locale: L; query: string; category?: number; page: number; limit: number }) {
  return [input.locale, normalizeSearchQuery(input.query), input.category ?? null, input.page, input.limit] as const;
}
