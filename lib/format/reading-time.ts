/** Reading speed assumed by the spec (§9). */
export const WORDS_PER_MINUTE = 200;

/**
 * What the UI shows for a reading time. The caller translates it with next-intl:
 * `lessThanOne` → `t('Format.readingLessThanOne')`, `minutes` → `t('Format.readingMinutes', { minutes })`.
 */
export type ReadingTime = { kind: 'lessThanOne' } | { kind: 'minutes'; minutes: number };

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
const SPACE_ENTITY = /&(?:nbsp|#160|#xa0);/gi;

/** Plain text of an HTML fragment (or of plain text, which passes through): tags, scripts and styles removed. */
function toPlainText(textOrHtml: string): string {
  return textOrHtml
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(SPACE_ENTITY, ' ')
    .replace(ENTITY, '');
}

/** Number of words: whitespace-separated tokens holding at least one letter or digit. */
export function countWords(textOrHtml: string): number {
  return toPlainText(textOrHtml)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes needed to read the text at 200 words per minute, rounded up; no words → 0. */
export function readingTimeMinutes(textOrHtml: string): number {
  return Math.ceil(countWords(textOrHtml) / WORDS_PER_MINUTE);
}

/**
 * Reading time ready for display. Below one minute of reading (fewer than 200 words, including
 * an empty text) it is `lessThanOne`; otherwise the minutes rounded up.
 */
export function readingTime(textOrHtml: string): ReadingTime {
  return describeReadingTime(countWords(textOrHtml) / WORDS_PER_MINUTE);
}

/** Same rule for a reading time already computed (e.g. stored with the article): below 1 → `lessThanOne`. */
export function describeReadingTime(minutes: number): ReadingTime {
  if (!Number.isFinite(minutes) || minutes < 1) return { kind: 'lessThanOne' };
  return { kind: 'minutes', minutes: Math.ceil(minutes) };
}
