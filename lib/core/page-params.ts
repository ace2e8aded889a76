import { parseRecordId } from './record-id';

/*
 * What a page (or a file route such as a feed) reads from its address, made safe before any query
 * sees it; the API's twin is apiHandler's NUL check (lib/api/handler.ts). A NUL character cannot be
 * stored or compared by PostgreSQL, a malformed %-sequence names nothing, and an id past the
 * `integer` column names no row: as a path segment each reads as null (the page answers 404); as a
 * search parameter the value is left out (searchParamsObject, ./search-params.ts), so the page shows
 * as if it were absent and its own validation judges the rest. Kept free of zod and of Next so every
 * page and route may use it.
 */

/** Longer than any slug, token or term an address of this site carries; past it a segment names nothing. */
export const MAX_SEGMENT_LENGTH = 2_000;

/** Whether a string holds a NUL character. */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * A dynamic path segment as the reader typed it, or null when it cannot name anything: a NUL, a
 * malformed %-sequence, or longer than MAX_SEGMENT_LENGTH. Next hands dynamic segments over still
 * percent-encoded (/faq/gest%C3%A3o arrives as "gest%C3%A3o"), so each is decoded exactly once,
 * here: decoding again would turn a literal "%41" typed as "%2541" into "A".
 */
export function pathSegment(raw: string | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_SEGMENT_LENGTH * 3) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return decoded.length > MAX_SEGMENT_LENGTH || hasNul(decoded) ? null : decoded;
}

/** A record id in a path segment ("42"), or null: not digits, 0, negative, past a PostgreSQL integer. */
export function pathRecordId(raw: string | undefined): number | null {
  return parseRecordId(pathSegment(raw));
}

/**
 * A segment Next has already decoded (a route handler's params: /feed/{name}.xml), or null when it
 * cannot name anything: a NUL, or longer than MAX_SEGMENT_LENGTH.
 */
export function decodedSegment(value: string | undefined): string | null {
  return typeof value === 'string' && value.length <= MAX_SEGMENT_LENGTH && !hasNul(value) ? value : null;
}
