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
