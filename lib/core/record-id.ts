// Ids are PostgreSQL `integer`s (serial): past this, an id names nothing. Kept free of zod so the
// public pages' path helpers (lib/blog/paths.ts) can use it without weight.

/** The largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_RECORD_ID = 2_147_483_647;

/** An id from a route segment ("42"), or null ("42abc", "0", "-1", "1e3", past MAX_RECORD_ID). */
export function parseRecordId(segment: unknown): number | null {
  if (typeof segment === 'number') return Number.isInteger(segment) && segment >= 1 && segment <= MAX_RECORD_ID ? segment : null;
  if (typeof segment !== 'string' || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}
