/** Reading speed assumed by the spec (§9). */
export const WORDS_PER_MINUTE = 200;

/**
 * What the UI shows for a reading time. The caller translates it with next-intl:
 * `lessThanOne` → `t('Format.readingLessThanOne')`, `minutes` → `t('Format.readingMinutes', { minutes })`.
 */
export type ReadingTime = { kind: 'lessThanOne' } | { kind: 'minutes'; minutes: number };

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
const SPACE_ENTITY = /&(?:nbsp|#160|#xa0);/gi;

const NON_TEXT_START = /<(script|style)\b|<!--/gi;
const NON_TEXT_END: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * Removes scripts, styles and comments in one left-to-right pass (an unclosed one runs to the end,
 * as in a browser). A lazy `<script[\s\S]*?<\/script>` regex is quadratic when many are left open.
 */
function withoutNonText(html: string): string {
  if (!html.includes('<')) return html;
  let out = '';
  let from = 0;
  NON_TEXT_START.lastIndex = 0;
  for (let m = NON_TEXT_START.exec(html); m; m = NON_TEXT_START.exec(html)) {
    out += html.slice(from, m.index) + ' ';
    let end = html.length;
    if (m[1] === undefined) {
      const close = html.indexOf('-->', m.index + 4);
      if (close !== -1) end = close + 3;
    } else {
      const close = NON_TEXT_END[m[1].toLowerCase()];
      close.lastIndex = NON_TEXT_START.lastIndex;
      const found = close.exec(html);
      if (found) end = found.index + found[0].length;
    }
    from = end;
    NON_TEXT_START.lastIndex = end;
  }
  return out + html.slice(from);
}

/** Plain text of an HTML fragment (or of plain text, which passes through): tags, scripts and styles removed. */
function toPlainText(textOrHtml: string): string {
  return withoutNonText(textOrHtml)
    .replace(/<[^<>]*>/g, ' ')
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
