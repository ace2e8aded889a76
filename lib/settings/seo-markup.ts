/*
 * The head markup of a public SEO entry (analytics snippets, verification tags) as a list of tags
 * React can render inside <head>. Staff paste raw HTML; React cannot render a raw string into
 * <head>, so the markup is split here into the few tags a <head> may hold: script, style, noscript
 * (raw content kept as is), meta and link. Comments and whitespace are skipped; anything else is
 * reported as unsupported, so the form can refuse it instead of silently dropping it.
 *
 * Pure (no server-only import): the settings schema and its form use it too.
 */

export type HeadAttributes = Record<string, string | true>;

export type HeadTag =
  | { tag: 'script' | 'style' | 'noscript'; attributes: HeadAttributes; content: string }
  | { tag: 'meta' | 'link'; attributes: HeadAttributes };

export interface ParsedHeadMarkup {
  tags: HeadTag[];
  /** Pieces of the markup that are not one of the supported tags (shortened for messages). */
  unsupported: string[];
}

const RAW_TEXT_TAGS = ['script', 'style', 'noscript'] as const;
const VOID_TAGS = ['meta', 'link'] as const;

// An attribute list that may hold ">" inside quoted values.
const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const rawTextOpen = new RegExp(`^<(${RAW_TEXT_TAGS.join('|')})(?=[\\s>/])${ATTRIBUTES}>`, 'i');
const voidTag = new RegExp(`^<(${VOID_TAGS.join('|')})(?=[\\s>/])${ATTRIBUTES}>`, 'i');
const attribute = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** `name="value"` pairs of a start tag; a name without a value is `true` (async, defer, crossorigin). */
export function parseAttributes(source: string): HeadAttributes {
  const result: HeadAttributes = {};
  for (const match of source.replace(/\/\s*$/, '').matchAll(attribute)) {
    const name = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4];
    if (!(name in result)) result[name] = value === undefined ? true : decodeEntities(value);
  }
  return result;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}

export function parseHeadMarkup(markup: string): ParsedHeadMarkup {
  const tags: HeadTag[] = [];
  const unsupported: string[] = [];
  let rest = markup;
  while (rest.length > 0) {
    const trimmed = rest.replace(/^\s+/, '');
    if (trimmed.length === 0) break;
    rest = trimmed;

    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }

    const open = rawTextOpen.exec(rest);
    if (open) {
      const tag = open[1].toLowerCase() as (typeof RAW_TEXT_TAGS)[number];
      const afterOpen = rest.slice(open[0].length);
      const close = new RegExp(`</${tag}\\s*>`, 'i').exec(afterOpen);
      if (!close) {
        unsupported.push(shorten(rest));
        break;
      }
      tags.push({ tag, attributes: parseAttributes(open[2]), content: afterOpen.slice(0, close.index) });
      rest = afterOpen.slice(close.index + close[0].length);
      continue;
    }

    const single = voidTag.exec(rest);
    if (single) {
      tags.push({ tag: single[1].toLowerCase() as (typeof VOID_TAGS)[number], attributes: parseAttributes(single[2]) });
      rest = rest.slice(single[0].length);
      continue;
    }

    // Text or a tag a <head> cannot hold here (div, title, base …): up to the next tag.
    const next = rest.indexOf('<', 1);
    const piece = next === -1 ? rest : rest.slice(0, next);
    unsupported.push(shorten(piece));
    rest = next === -1 ? '' : rest.slice(next);
  }
  return { tags, unsupported };
}
