/*
 * Public addresses of articles and author profiles, without the locale prefix (next-intl's Link and
 * lib/seo/urls.ts add it). The id decides which page it is; the unique_key is the readable part, and
 * a page reached with a stale one redirects (308) to these.
 */

import { parseRecordId } from '@/lib/core/record-id';

export function articlePath(article: { id: number; uniqueKey: string }): string {
  return `/post/${encodeURIComponent(article.uniqueKey)}/${article.id}`;
}

/** An author's profile; page 1 has no page segment. */
export function profilePath(author: { id: number; uniqueKey: string }, page = 1): string {
  const base = `/profile/${encodeURIComponent(author.uniqueKey)}/${author.id}`;
  return page > 1 ? `${base}/page/${page}` : base;
}

/** A positive integer id from a route segment ("42"), or null ("42abc", "0", "-1", past a PostgreSQL integer). */
export function parseRouteId(segment: string | undefined): number | null {
  return parseRecordId(segment);
}
