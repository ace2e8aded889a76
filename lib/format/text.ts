export const ELLIPSIS = '…';

/** Characters dropped from the end of a cut text before the ellipsis. */
const TRAILING = /[\s,;:.\-–—]+$/u;

/**
 * Shortens `text` to at most `max` characters, ending with "…" when something was cut. Cuts at the
 * last word boundary that fits; a single word longer than the limit is cut inside the word.
 */
export function shortenText(text: unknown, max: number): string {
  if (typeof text !== 'string') throw new TypeError('the text argument must be a string');
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  if (text.length <= max) return text;

  let head = text.slice(0, max - 1);
  // Never leave half of a surrogate pair (emoji and the like).
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  if (!/\s/.test(text[head.length])) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  const trimmed = head.replace(TRAILING, '');
  return (trimmed || head) + ELLIPSIS;
}

export const EMPTY_DISPLAY_VALUE = '-';

/**
 * Text for a table cell or detail line. null, undefined, empty or blank strings, NaN, invalid dates
 * and empty arrays show "-"; 0 and false are values and show "0" and "false". Strings are kept as
 * they are, dates become ISO strings, arrays are joined with ", ".
 */
export function displayValue(v: unknown): string {
  if (v === null || v === undefined) return EMPTY_DISPLAY_VALUE;
  if (typeof v === 'string') return v.trim() === '' ? EMPTY_DISPLAY_VALUE : v;
  if (typeof v === 'number') return Number.isNaN(v) ? EMPTY_DISPLAY_VALUE : String(v);
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? EMPTY_DISPLAY_VALUE : v.toISOString();
  if (Array.isArray(v)) {
    const parts = v.map(displayValue).filter((part) => part !== EMPTY_DISPLAY_VALUE);
    return parts.length === 0 ? EMPTY_DISPLAY_VALUE : parts.join(', ');
  }
  const text = String(v);
  return text.trim() === '' ? EMPTY_DISPLAY_VALUE : text;
}
