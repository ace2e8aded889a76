import { hasNul } from '@/lib/core/page-params';
import { decodePathSegment } from '@/lib/format/path-segment';

/** The search results page, without locale prefix (spec §2: /list-article-results/{search?}). */
export const SEARCH_RESULTS_BASE = '/list-article-results';

/*
 * A term holding '%' stays in ?q= instead of the path: the locale proxy decodes the path before
 * Next decodes the segment again, so "100%25" would fail as a malformed URL.
 */
const pathSafe = (query: string) => !query.includes('%');

/**
 * The search term of the path's segments: '' for no segment, undefined for a deeper path or one
 * holding a NUL (not a search address). The segment arrives percent-encoded and is decoded once
 * here; a malformed sequence is searched as the raw text the reader typed rather than failing the page.
 */
export function searchTermOfPath(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return '';
  if (segments.length > 1) return undefined;
  const term = decodePathSegment(segments[0]) ?? segments[0];
  return hasNul(term) ? undefined : term;
}

/** Whether ?q= must stay a query parameter (it cannot travel in the path). */
export function queryStaysInSearch(query: string): boolean {
  return !pathSafe(query);
}

/** The results page of a query, category and page, without locale prefix. */
export function searchResultsPath(query: string, category?: number, page = 1): string {
  const params = new URLSearchParams();
  if (query && !pathSafe(query)) params.set('q', query);
  if (category !== undefined) params.set('category', String(category));
  if (page > 1) params.set('page', String(page));
  const search = params.size ? `?${params}` : '';
  return `${SEARCH_RESULTS_BASE}${query && pathSafe(query) ? `/${encodeURIComponent(query)}` : ''}${search}`;
}
