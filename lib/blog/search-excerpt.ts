/*
 * The excerpt beside a search result: a short passage of the article around the reader's words,
 * those words marked. PostgreSQL's ts_headline writes it with two marker characters around each
 * match (lib/blog/search.ts); this turns it into plain segments that the page renders as text and
 * <mark> elements (React escapes the text: no HTML from the article ever reaches the page as HTML)
 * and that GET /api/article/search answers as data. Pure: no database, unit-tested.
 */

/** Start of a match in ts_headline's answer: a private-use character, removed from the source text first. */
export const EXCERPT_MATCH_START = '\uE000';
/** End of a match. */
export const EXCERPT_MATCH_END = '\uE001';

/** A piece of an excerpt: text, or a match of the reader's words (`match: true`). */
export interface ExcerptSegment {
  text: string;
  match: boolean;
}

/**
 * The segments of ts_headline's marked text: whitespace collapsed, ends trimmed, empty pieces
 * dropped, neighbours of the same kind joined ("a" "b" → "ab"). A stray marker (an unclosed match)
 * ends where the text does.
 */
export function excerptSegments(marked: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
    text = '';
  };
  for (const char of marked) {
    if (char === EXCERPT_MATCH_START || char === EXCERPT_MATCH_END) {
      flush();
      match = char === EXCERPT_MATCH_START;
    } else {
      text += char;
    }
  }
  flush();
  // One space between words, across segment edges too; none at the ends.
  let spaceBefore = true;
  for (const segment of segments) {
    segment.text = segment.text.replace(/\s+/g, ' ');
    if (spaceBefore) segment.text = segment.text.replace(/^ /, '');
    if (segment.text !== '') spaceBefore = segment.text.endsWith(' ');
  }
  // A blank piece that went may leave two pieces of one kind side by side: one again.
  const kept: ExcerptSegment[] = [];
  for (const segment of segments) {
    if (segment.text === '') continue;
    const last = kept.at(-1);
    if (last && last.match === segment.match) last.text += segment.text;
    else kept.push(segment);
  }
  if (kept.length) kept[kept.length - 1].text = kept[kept.length - 1].text.trimEnd();
  return kept.filter((s) => s.text !== '');
}

/** Whether an excerpt shows at least one of the reader's words (else the card's own excerpt serves better). */
export function excerptHasMatch(segments: readonly ExcerptSegment[]): boolean {
  return segments.some((s) => s.match);
}
