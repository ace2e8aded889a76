/**
 * A dynamic path segment as the reader typed it. Next hands catch-all segments over still
 * percent-encoded (/list-article-results/gest%C3%A3o arrives as "gest%C3%A3o"), so each page
 * decodes exactly once: decoding again would turn a literal "%41" typed as "%2541" into "A".
 * A malformed sequence ("%E0%A4%A", a lone "%") is not an error page: it yields null, and the
 * caller decides (a search keeps the raw text, an address is not found).
 */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
