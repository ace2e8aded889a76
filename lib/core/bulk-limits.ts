// Limits of the bulk actions (issue 33 §5), shared by the API (lib/core/bulk.ts) and the lists' selection bar.

/** Rows one bulk call may name, by ids or by a filter (more is a 422). */
export const BULK_MAX = 500;

/** Rows the back office sends per call, so a long run shows its progress. */
export const BULK_CHUNK = 25;
