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

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of HTML character references: the named ones the editor writes (&amp; &lt; &gt; &quot;
 * &apos; &nbsp;) and numeric ones; any other stays as written. One pass, so "&amp;lt;" is "&lt;".
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    // Not a character, a surrogate half, NUL or a marker: left out.
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0 || code === 0xe000 || code === 0xe001) return ' ';
    return String.fromCodePoint(code);
  });
}

/** Where an excerpt sits in its text: a passage cut from inside it starts or ends with "…". */
export interface ExcerptCuts {
  /** The text goes on before the passage. */
  cutBefore?: boolean;
  /** The text goes on after it. */
  cutAfter?: boolean;
}

/** The mark of a cut text (with a space on its inner side). */
export const EXCERPT_ELLIPSIS = '…';

/**
 * The segments of ts_headline's marked text: entities decoded, whitespace collapsed, ends trimmed,
 * empty pieces dropped, neighbours of the same kind joined ("a" "b" → "ab"); "… " before and " …"
 * after when the passage is cut from inside its text. A stray marker (an unclosed match) ends where
 * the text does.
 */
export function excerptSegments(marked: string, cuts: ExcerptCuts = {}): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let match = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const decoded = decodeEntities(text);
    const last = segments.at(-1);
    if (last && last.match === match) last.text += decoded;
    else segments.push({ text: decoded, match });
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
  const result = kept.filter((s) => s.text !== '');
  if (result.length === 0) return result;
  if (cuts.cutBefore) {
    if (result[0].match) result.unshift({ text: `${EXCERPT_ELLIPSIS} `, match: false });
    else result[0].text = `${EXCERPT_ELLIPSIS} ${result[0].text}`;
  }
  if (cuts.cutAfter) {
    const last = result[result.length - 1];
    if (last.match) result.push({ text: ` ${EXCERPT_ELLIPSIS}`, match: false });
    else last.text = `${last.text} ${EXCERPT_ELLIPSIS}`;
  }
  return result;
}

/** Whether an excerpt shows at least one of the reader's words (else the card's own excerpt serves better). */
export function excerptHasMatch(segments: readonly ExcerptSegment[]): boolean {
  return segments.some((s) => s.match);
}
