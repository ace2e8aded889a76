import { shortenText } from '@/lib/format/text';
import { decodeReferences, resolveReference } from './html-entities';
import { BUTTON_HREF, isCalloutType, isVideoId, isVideoProvider, MAX_VIDEO_TITLE } from './rich-nodes';

/*
 * Article HTML is sanitized on the server at save time; the public page renders only the result.
 * The allow-list is what the Tiptap editor produces (StarterKit + Link + Image), nothing more:
 *
 *   blocks   p, h2, h3, h4, blockquote, pre > code (class "language-…" only), ul, ol (start), li, hr
 *   inline   strong, em, s, u, code, br, a (href, title, target, rel), img (src, alt, title)
 *   rich     (issue 31 §3, formats in ./rich-nodes.ts) a video <div data-video-provider data-video-id
 *            data-video-title> (empty), a callout <div data-callout> (blocks inside), a button link
 *            <a data-button-link>, tables (table > tbody > tr > th/td > blocks)
 *
 * Decisions:
 * - Headings: the article title is the page's only h1, so h1 becomes h2; h5/h6 become h4.
 * - Equivalent legacy spellings are normalised to what the editor emits: b → strong, i → em,
 *   strike/del → s. Any other tag is dropped, its text kept (escaped); the content of script,
 *   style, iframe, object, embed, svg, math, template, textarea, select, noscript … is dropped whole.
 * - No style, class (except the code-block language), id, on* or data-* attribute survives.
 * - Links: http, https, mailto and tel URLs, site-relative paths and #fragments. `target` is kept
 *   only when it is "_blank". External links (absolute http(s) or protocol-relative "//host") always
 *   get rel="noopener noreferrer nofollow"; other links keep only those three tokens from the input
 *   and get "noopener noreferrer" when they open a new tab. A link left without href is unwrapped.
 * - Images: src must be http(s) or site-relative under /api/files/ or /uploads/ (no "..", no data:,
 *   no protocol-relative); an image without a valid src is removed. alt and title are kept.
 * - Rich blocks: a div is kept only as a video (a known provider and a well-formed id; its content is
 *   dropped, no iframe ever survives) or a callout of a known type; any other div is unwrapped. The
 *   button marker is kept only on a link to http(s) or a site-relative address (a mailto: link stays
 *   a plain link, a javascript: one is unwrapped as any link).
 * - Tables are written in the one shape the parser reads back as written: table > tbody > tr >
 *   th/td, the missing tbody or tr supplied (thead/tfoot become tbody). Text and elements placed in
 *   a table outside a cell (which a browser would move before the table) are dropped; a cell, row or
 *   body start tag closes the open one, as browsers do. Cells hold blocks. No table attribute is kept.
 * - U+00A0 is written as &nbsp; and void elements as "<br>" (as the editor does), so the editor's
 *   output survives unchanged and sanitizing is idempotent.
 * - At most MAX_NESTING allowed elements are open at once; deeper ones are unwrapped (text kept).
 *
 * How (linear time, one pass): articles may hold up to a megabyte of HTML, so this is a single
 * left-to-right scan with sticky regular expressions and an explicit element stack; every step
 * moves forward, and each element is pushed and popped once (an end tag with no open element of
 * its name is found absent in O(1) through a count per name). It replaced sanitize-html, whose
 * per-tag cost (≈ 6 µs, mostly garbage collection) and quadratic paths (deep nesting, removed links
 * and images) let one 500 kB article hold the server for seconds.
 *
 * Safety does not rest on parsing the input exactly as a browser would: whatever the scan decides,
 * the output is built only from allow-listed tags written by this module, attribute values that
 * were checked after decoding and are written back quoted and escaped (& < > "), and text with
 * every < and > escaped. The tokenizer follows the HTML standard's rules for tags, attributes,
 * comments and raw-text elements, so that normal and legacy markup keeps its meaning.
 */

const REL_TOKENS = ['noopener', 'noreferrer', 'nofollow'] as const;
const EXTERNAL_REL = REL_TOKENS.join(' ');
const IMAGE_SRC = /^(?:https?:\/\/[^\s/]|\/(?:api\/files|uploads)\/)/i;
/** URL schemes a link's href may have (a URL without a scheme is relative, and allowed). */
export const LINK_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
/** URL schemes an image's src may have (besides site-relative paths under /api/files/ and /uploads/). */
export const IMAGE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

/** Deepest nesting of allowed elements kept; the editor never goes near it. */
export const MAX_NESTING = 100;

/**
 * The allow-list: every element the output may hold, with the attributes it may carry (the
 * differential test checks a browser-grade parse of the output against this very table).
 */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: [], h2: [], h3: [], h4: [], blockquote: [], pre: [], code: ['class'], ul: [], ol: ['start'], li: [], hr: [], br: [],
  strong: [], em: [], s: [], u: [], a: ['href', 'title', 'target', 'rel', 'data-button-link'], img: ['src', 'alt', 'title'],
  div: ['data-video-provider', 'data-video-id', 'data-video-title', 'data-callout'],
  table: [], tbody: [], tr: [], th: [], td: [],
};
const ALLOWED: ReadonlySet<string> = new Set(Object.keys(ALLOWED_ATTRIBUTES));
const RENAMED: Record<string, string> = {
  h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em', strike: 's', del: 's', thead: 'tbody', tfoot: 'tbody',
};
/** Written table parts; only a cell holds content, the others only the next part down. */
const TABLE_PARTS = new Set(['table', 'tbody', 'tr', 'th', 'td']);
const TABLE_SECTIONS = new Set(['table', 'tbody', 'tr']);
/** Elements whose whole content is dropped. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'textarea', 'select',
  'option', 'noscript', 'noembed', 'noframes', 'xmp', 'title', 'head',
]);
/** Elements whose content the browser reads as raw text up to their end tag (scripting enabled). */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'textarea', 'title']);
const FOREIGN = new Set(['svg', 'math']);
const VOID = new Set([
  'area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'isindex',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

// Opening one of these closes an open paragraph first, with whatever is open inside it, as browsers
// do ("close a p element" when one is in button scope; no element of the output is a scope
// boundary). Closing it only when it is the innermost element would write "<p><em>a<h2>b</h2></em></p>",
// which the browser reads as a paragraph and a heading side by side: the output would change when
// sanitized again.
const P_CLOSERS = new Set([
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div',
  'dl', 'dd', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hgroup', 'hr', 'li', 'listing', 'main', 'menu',
  'nav', 'ol', 'pre', 'search', 'section', 'summary', 'table', 'ul',
]);
/**
 * Written elements an <li> does not close an item across (the browser's "special" elements, but
 * for p): "<li><ul><li>" nests a list, "<li><strong>a<li>" starts a second item. Elements unwrapped
 * as unknown are not in the output, so they are no boundary: the output must read back as built.
 */
const LIST_ITEM_BOUNDARY = new Set(['h2', 'h3', 'h4', 'blockquote', 'pre', 'ul', 'ol', 'table', 'tbody', 'tr', 'th', 'td']);
// Opening one of these closes an innermost open element of the listed names: "<dd>a<dt>b" is two.
const IMPLIED_CLOSE = new Map<string, Set<string>>([
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
]);

const SPACE_OR_SLASH = /[\t\n\f\r /]*/y;
const SPACE = /[\t\n\f\r ]*/y;
const ATTR_NAME = /=?[^\t\n\f\r />=]*/y;
const UNQUOTED = /[^\t\n\f\r >]*/y;
// In text, the canonical references (&amp; &lt; &gt; &nbsp;) stay as they are; any other
// reference is resolved, and bare & < > U+00A0 NUL are escaped.
const TEXT_ESCAPE = /&(?!(?:amp|lt|gt|nbsp);)(?:#\d+;|#[xX][\da-fA-F]+;|[a-zA-Z][a-zA-Z\d]*;)?|[<>\u00a0\0]/g;
const NEEDS_ESCAPE = /[&<>\u00a0\0]/;
const ATTR_ESCAPE = /[&<>"\u00a0]/g;
const TEXT_CHAR = /[&<>\u00a0]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\u00a0': '&nbsp;', '\0': '\uFFFD' };
const RAW_TEXT_END = new Map([...RAW_TEXT].map((tag) => [tag, new RegExp(`</${tag}[\\t\\n\\f\\r />]`, 'gi')]));

/** End of the tag name starting at `at` (an ASCII letter there), or `at` when there is none. */
function tagNameEnd(html: string, at: number): number {
  const first = html.charCodeAt(at) | 0x20;
  if (first < 0x61 || first > 0x7a) return at;
  let p = at + 1;
  for (;;) {
    const c = html.charCodeAt(p);
    // Ends at whitespace (\t \n \f \r space), "/", ">" or the end of the input (NaN).
    if (c !== c || c === 0x20 || c === 0x2f || c === 0x3e || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) return p;
    p++;
  }
}

function match(re: RegExp, html: string, at: number): string {
  re.lastIndex = at;
  return re.exec(html)?.[0] ?? '';
}

const escapeChar = (c: string) => ESCAPES[c] ?? c;

/** Text as it will be written: references resolved where known (unknown &name; kept), markup escaped. */
function escapeText(raw: string): string {
  if (!NEEDS_ESCAPE.test(raw)) return raw;
  // One resolution per distinct reference: a text of one reference repeated costs one look-up.
  let seen: Map<string, string> | undefined;
  return raw.replace(TEXT_ESCAPE, (found) => {
    if (found.length === 1) return ESCAPES[found];
    seen ??= new Map();
    let written = seen.get(found);
    if (written === undefined) {
      const char = resolveReference(found);
      written = char === found ? found : char.replace(TEXT_CHAR, escapeChar);
      seen.set(found, written);
    }
    return written;
  });
}

/** References that stand for whitespace (they do not make a text visible). */
const SPACE_REFERENCE = /&(?:nbsp|#0*(?:9|10|12|13|32|160)|#[xX]0*(?:9|[aAcCdD]|20|[aA]0));/g;

/** True when the raw text shows something other than whitespace and no-break spaces. */
function isVisibleText(raw: string): boolean {
  if (!/\S/.test(raw)) return false;
  return /\S/.test(raw.includes('&') ? raw.replace(SPACE_REFERENCE, '') : raw);
}

/** An attribute value as the browser reads it: every well-formed reference of the table decoded. */
function decodeAttribute(raw: string): string {
  return raw.includes('&') ? decodeReferences(raw).replace(/\0/g, '\uFFFD') : raw.replace(/\0/g, '\uFFFD');
}

/** An attribute value written back quoted: & < > " and U+00A0 escaped (also what lib/media/alt.ts writes). */
export function escapeAttribute(value: string): string {
  return value.replace(ATTR_ESCAPE, (c) => (c === '\u00a0' ? '&nbsp;' : ESCAPES[c]));
}

/**
 * True when the URL may be written: its scheme (read as browsers do, ignoring control characters
 * and spaces) is one of `schemes`, or it has none (relative, fragment, protocol-relative "//host").
 * A raw "<" is refused: no real URL has one, and it is how comments are smuggled into schemes.
 */
function safeUrl(url: string, schemes: ReadonlySet<string>): boolean {
  const cleaned = url.replace(/[\x00-\x20]+/g, '');
  if (cleaned.includes('<')) return false;
  const scheme = /^([a-zA-Z][a-zA-Z\d.+-]*):/.exec(cleaned);
  return scheme === null || schemes.has(scheme[1].toLowerCase());
}

/** True for absolute http(s) URLs and protocol-relative "//host" URLs. */
function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}

type Attributes = Map<string, string>;

/** The link's attributes as written, or null when it has no usable href (it is then unwrapped). */
function linkAttributes(attribs: Attributes): string | null {
  const href = attribs.get('href')?.trim();
  if (href === undefined || !safeUrl(href, LINK_SCHEMES)) return null;
  const opensNewTab = attribs.get('target') === '_blank';
  const external = isExternalHref(href);
  const given = new Set((attribs.get('rel') ?? '').toLowerCase().split(/\s+/));
  const tokens = external ? [...REL_TOKENS] : REL_TOKENS.filter((t) => given.has(t) || (opensNewTab && t !== 'nofollow'));
  // A button goes to a page: an absolute http(s) URL or a site-relative one, never mailto:/tel:.
  const button = attribs.has('data-button-link') && BUTTON_HREF.test(href);
  // Keep the input's attribute order, so that the editor's own output is left as it was.
  let out = '';
  let relWritten = false;
  for (const [name, value] of attribs) {
    if (name === 'target' && opensNewTab) out += ' target="_blank"';
    else if (name === 'rel' && tokens.length > 0) {
      out += ` rel="${tokens.join(' ')}"`;
      relWritten = true;
    } else if (name === 'href') out += ` href="${escapeAttribute(href)}"`;
    else if (name === 'title' && value !== '') out += ` title="${escapeAttribute(value)}"`;
    else if (name === 'data-button-link' && button) out += ' data-button-link=""';
  }
  if (tokens.length > 0 && !relWritten) out += ` rel="${external ? EXTERNAL_REL : tokens.join(' ')}"`;
  return out;
}

/** The image's attributes as written, or null when its src is refused (the image is removed). */
function imageAttributes(attribs: Attributes): string | null {
  const src = attribs.get('src')?.trim();
  if (
    src === undefined ||
    !IMAGE_SRC.test(src) ||
    /(?:^|[/\\])\.\.(?:[/\\]|$)/.test(src) ||
    /[\s\\]/.test(src) ||
    !safeUrl(src, IMAGE_SCHEMES)
  ) {
    return null;
  }
  let out = '';
  for (const [name, value] of attribs) {
    if (name === 'src') out += ` src="${escapeAttribute(src)}"`;
    else if (name === 'alt') out += ` alt="${escapeAttribute(value)}"`;
    else if (name === 'title' && value !== '') out += ` title="${escapeAttribute(value)}"`;
  }
  return out;
}

/** A video's attributes, in their one written order, or null when it is no video of a known provider. */
function videoAttributes(attribs: Attributes): string | null {
  const provider = attribs.get('data-video-provider')?.trim();
  const id = attribs.get('data-video-id')?.trim();
  if (!isVideoProvider(provider) || id === undefined || !isVideoId(provider, id)) return null;
  const title = (attribs.get('data-video-title') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_VIDEO_TITLE);
  return ` data-video-provider="${provider}" data-video-id="${id}" data-video-title="${escapeAttribute(title)}"`;
}

/** A callout's attribute, or null when the div is no callout (it is then unwrapped). */
function calloutAttributes(attribs: Attributes): string | null {
  const type = attribs.get('data-callout')?.trim();
  return isCalloutType(type) ? ` data-callout="${type}"` : null;
}

function otherAttributes(tag: string, attribs: Attributes): string {
  if (tag === 'ol') {
    const start = attribs.get('start')?.trim();
    return start && /^-?\d{1,9}$/.test(start) ? ` start="${start}"` : '';
  }
  if (tag === 'code') {
    const classes = (attribs.get('class') ?? '').split(/[\t\n\f\r ]+/).filter((c) => /^language-[^"'<>&]*$/.test(c));
    return classes.length > 0 ? ` class="${escapeAttribute(classes.join(' '))}"` : '';
  }
  return '';
}

interface Frame {
  /** The tag name as written in the input (what its end tag names). */
  name: string;
  /** The end tag written to the output ("</strong>"), or null when the element was unwrapped or dropped. */
  close: string | null;
  drops: boolean;
  foreign: boolean;
  /** An item does not close across it (LIST_ITEM_BOUNDARY, written or unwrapped for the nesting cap). */
  boundary: boolean;
  /** The written table part (TABLE_PARTS) this frame is, or null. */
  part: string | null;
}

const CLOSE_TAG = new Map([...ALLOWED].map((tag) => [tag, `</${tag}>`]));
const OPEN_TAG = new Map([...ALLOWED].map((tag) => [tag, `<${tag}>`]));
const NO_ATTRIBUTES: Attributes = new Map();

export interface SanitizeOptions {
  /** Stop at the first visible text or image (for emptiness checks); the output is then partial. */
  stopAtContent?: boolean;
}

interface SanitizeResult {
  html: string;
  /** Whether visible text (other than whitespace and no-break spaces) or an image was written. */
  hasContent: boolean;
}

function run(html: string, options: SanitizeOptions = {}): SanitizeResult {
  const out: string[] = [];
  const stack: Frame[] = [];
  const openCount = new Map<string, number>();
  let written = 0; // allowed elements open in the output
  let dropping = 0; // open elements whose content is dropped
  let foreign = 0; // open svg/math (raw-text rules do not apply inside them)
  let hasContent = false;
  // Stack positions of the open <li> frames and of the written boundaries, innermost last: whether
  // an <li> closes an open item is then known in O(1), however deep the stack.
  const items: number[] = [];
  const boundaries: number[] = [];
  // Stack positions of the written table parts, innermost last.
  const parts: number[] = [];
  const length = html.length;
  let i = 0;

  const push = (name: string, tag: string | null, drops = DROPPED_WITH_CONTENT.has(name)) => {
    const frame: Frame = {
      name,
      close: tag === null ? null : CLOSE_TAG.get(tag)!,
      drops,
      foreign: FOREIGN.has(name),
      // An allowed element unwrapped only for the nesting cap is a boundary too: what it holds is
      // still written inside the deepest element kept, so "<ul><li>" past the cap does not close
      // the item it stands in.
      boundary: LIST_ITEM_BOUNDARY.has(tag ?? (written >= MAX_NESTING ? (RENAMED[name] ?? name) : '')),
      part: tag !== null && TABLE_PARTS.has(tag) ? tag : null,
    };
    if (frame.part !== null) parts.push(stack.length);
    if (name === 'li') items.push(stack.length);
    if (frame.boundary) boundaries.push(stack.length);
    stack.push(frame);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    if (frame.close !== null) written++;
    if (frame.drops) dropping++;
    if (frame.foreign) foreign++;
  };
  const pop = () => {
    const frame = stack.pop()!;
    if (frame.part !== null) parts.pop();
    if (frame.name === 'li') items.pop();
    if (frame.boundary) boundaries.pop();
    openCount.set(frame.name, openCount.get(frame.name)! - 1);
    if (frame.close !== null) {
      written--;
      out.push(frame.close);
    }
    if (frame.drops) dropping--;
    if (frame.foreign) foreign--;
  };
  /** The innermost written table part when it is a table, body or row (no content goes there), else null. */
  const section = (): string | null => {
    const part = parts.length > 0 ? stack[parts[parts.length - 1]].part : null;
    return part !== null && TABLE_SECTIONS.has(part) ? part : null;
  };
  /** Closes open elements down to and including the innermost written table part, when it is `part`. */
  const closePart = (part: string) => {
    const at = parts[parts.length - 1];
    if (at !== undefined && stack[at].part === part) while (stack.length > at) pop();
  };
  const text = (raw: string) => {
    // Text in a table outside a cell would be moved before the table by the browser: dropped.
    if (dropping > 0 || raw === '' || section() !== null) return;
    if (!hasContent && isVisibleText(raw)) {
      hasContent = true;
      if (options.stopAtContent) return;
    }
    out.push(escapeText(raw));
  };

  /** Reads attributes from `at` to the tag's ">"; null at the end of the input (the tag is dropped). */
  const readAttributes = (at: number): { attribs: Attributes; end: number } | null => {
    if (html[at] === '>') return { attribs: NO_ATTRIBUTES, end: at + 1 };
    const attribs: Attributes = new Map();
    let p = at;
    for (;;) {
      SPACE_OR_SLASH.lastIndex = p;
      SPACE_OR_SLASH.exec(html);
      p = SPACE_OR_SLASH.lastIndex;
      if (p >= length) return null;
      if (html[p] === '>') return { attribs, end: p + 1 };
      const name = match(ATTR_NAME, html, p);
      p += name.length;
      p += match(SPACE, html, p).length;
      let value = '';
      if (html[p] === '=') {
        p += 1;
        p += match(SPACE, html, p).length;
        const quote = html[p];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, p + 1);
          if (close === -1) return null;
          value = html.slice(p + 1, close);
          p = close + 1;
        } else {
          value = match(UNQUOTED, html, p);
          p += value.length;
        }
      }
      const key = name.toLowerCase();
      if (!attribs.has(key)) attribs.set(key, decodeAttribute(value));
    }
  };

  const startTag = (name: string, attribs: Attributes) => {
    if (dropping === 0) {
      if (P_CLOSERS.has(name) && (openCount.get('p') ?? 0) > 0) {
        while (stack[stack.length - 1].name !== 'p') pop();
        pop();
      }
      if (name === 'li' && items.length > 0 && items[items.length - 1] > (boundaries[boundaries.length - 1] ?? -1)) {
        const item = items[items.length - 1];
        while (stack.length > item) pop();
      }
      const closes = IMPLIED_CLOSE.get(name);
      while (closes && stack.length > 0 && closes.has(stack[stack.length - 1].name)) pop();
      const tag = RENAMED[name] ?? name;
      if (TABLE_PARTS.has(tag) && parts.length > 0) {
        placeTablePart(name, tag);
        return;
      }
      if (section() !== null) {
        // Anything else in a table outside a cell is dropped with its content.
        if (!VOID.has(name)) push(name, null, true);
        return;
      }
    }
    if (dropping > 0 || (TABLE_PARTS.has(RENAMED[name] ?? name) && name !== 'table') || DROPPED_WITH_CONTENT.has(name) || !ALLOWED.has(RENAMED[name] ?? name) || (written >= MAX_NESTING && !VOID.has(name))) {
      if (!VOID.has(name)) push(name, null);
      return;
    }
    const tag = RENAMED[name] ?? name;
    if (tag === 'div') {
      const video = videoAttributes(attribs);
      if (video !== null) {
        // A video holds nothing: whatever the input put inside is dropped.
        out.push(`<div${video}>`);
        push(name, tag, true);
        hasContent = true;
        return;
      }
    }
    const attributes =
      tag === 'a' ? linkAttributes(attribs)
      : tag === 'img' ? imageAttributes(attribs)
      : tag === 'div' ? calloutAttributes(attribs)
      : otherAttributes(tag, attribs);
    if (tag === 'img') {
      if (attributes !== null) {
        out.push(`<img${attributes}>`);
        hasContent = true;
      }
      return;
    }
    if (attributes === null) {
      push(name, null); // a link without a usable href: unwrapped
      return;
    }
    out.push(attributes === '' ? OPEN_TAG.get(tag)! : `<${tag}${attributes}>`);
    if (!VOID.has(name)) push(name, tag);
  };

  /**
   * A table part opened inside a table: the cell, row or body it ends is closed first, the body and
   * row it needs are supplied, so that the output is table > tbody > tr > cell. A table opened in a
   * table outside a cell closes that table first. Past the nesting cap the part is dropped whole.
   */
  const placeTablePart = (name: string, tag: string) => {
    if (tag === 'table') {
      if (section() !== null) {
        while (parts.length > 0 && stack[parts[parts.length - 1]].part !== 'table') pop();
        closePart('table');
      }
      write(name, tag);
      return;
    }
    closePart('td');
    closePart('th');
    if (tag !== 'td' && tag !== 'th') closePart('tr');
    if (tag === 'tbody') closePart('tbody');
    const current = section();
    if (current === null) {
      push(name, null, true); // no table part open here any more (cannot happen; kept safe)
      return;
    }
    const missing = tag === 'tbody' ? [] : tag === 'tr' ? (current === 'table' ? ['tbody'] : []) : current === 'table' ? ['tbody', 'tr'] : current === 'tbody' ? ['tr'] : [];
    if (written + missing.length + 1 > MAX_NESTING) {
      push(name, null, true);
      return;
    }
    for (const supplied of missing) {
      out.push(OPEN_TAG.get(supplied)!);
      push(supplied, supplied);
    }
    out.push(OPEN_TAG.get(tag)!);
    push(name, tag);
  };

  /** Writes a table with no attributes (or unwraps it past the nesting cap). */
  const write = (name: string, tag: string) => {
    if (written >= MAX_NESTING) {
      push(name, null);
      return;
    }
    out.push(OPEN_TAG.get(tag)!);
    push(name, tag);
  };

  const endTag = (name: string) => {
    if ((openCount.get(name) ?? 0) === 0) {
      // As browsers do: a stray </p> is an empty paragraph, a </br> a line break.
      if (name === 'p' || name === 'br') {
        startTag(name, NO_ATTRIBUTES);
        if (name === 'p') endTag('p');
      }
      return;
    }
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      pop();
      if (top.name === name) break;
    }
  };

  while (i < length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text(html.slice(i));
      break;
    }
    if (lt > i) text(html.slice(i, lt));
    if (options.stopAtContent && hasContent) break;
    i = lt;
    const next = html[i + 1];
    if (next === '!' && html.startsWith('<!--', i)) {
      // A comment: "<!-->" and "<!--->" end at once; otherwise up to "-->" or "--!>" (or the end).
      if (html[i + 4] === '>') i += 5;
      else if (html.startsWith('->', i + 4)) i += 6;
      else {
        const end = /--!?>/g;
        end.lastIndex = i + 4;
        const found = end.exec(html);
        i = found ? found.index + found[0].length : length;
      }
    } else if (next === '!' || next === '?') {
      // Doctype, CDATA, processing instruction: a bogus comment up to the next ">".
      const end = html.indexOf('>', i + 2);
      i = end === -1 ? length : end + 1;
    } else if (next === '/') {
      const nameEnd = tagNameEnd(html, i + 2);
      const name = html.slice(i + 2, nameEnd);
      if (name === '') {
        if (html[i + 2] === '>') i += 3; // "</>" is ignored
        else if (i + 2 >= length) {
          text('</');
          i = length;
        } else {
          const end = html.indexOf('>', i + 2);
          i = end === -1 ? length : end + 1; // "</ …>" is a bogus comment
        }
        continue;
      }
      const tag = readAttributes(i + 2 + name.length);
      if (tag === null) break; // end of input inside a tag: the tag is dropped
      i = tag.end;
      endTag(name.toLowerCase());
    } else {
      const nameEnd = tagNameEnd(html, i + 1);
      const name = html.slice(i + 1, nameEnd);
      if (name === '') {
        // "<" not followed by a letter is text, up to the next "<".
        const nextLt = html.indexOf('<', i + 1);
        const end = nextLt === -1 ? length : nextLt;
        text(html.slice(i, end));
        i = end;
        continue;
      }
      const tag = readAttributes(i + 1 + name.length);
      if (tag === null) break;
      i = tag.end;
      const lower = name.toLowerCase();
      if (lower === 'plaintext' && dropping === 0) {
        // Everything after <plaintext> is text, references included.
        text(html.slice(i).replace(/&/g, '&amp;'));
        break;
      }
      startTag(lower, tag.attribs);
      if (RAW_TEXT.has(lower) && foreign === 0) {
        // Its content is raw text up to its end tag (or the end of the input): dropped whole.
        const end = RAW_TEXT_END.get(lower)!;
        end.lastIndex = i;
        i = end.exec(html)?.index ?? length;
      }
    }
    if (options.stopAtContent && hasContent) break;
  }
  while (stack.length > 0) pop();
  return { html: out.join(''), hasContent };
}

/**
 * The article HTML with everything outside the editor's allow-list removed (see the comment at the
 * top of this file). Pure, linear in the input's length and idempotent: sanitizing the result again
 * returns it unchanged.
 */
export function sanitizeArticleHtml(html: string): string {
  return run(html).html;
}

const BLOCK_BOUNDARY = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|img|div|table|tbody|tr|th|td)\b[^>]*>/gi;
/** A stored video (written by videoAttributes): its title is its text in summaries. */
const VIDEO_TAG = /<div data-video-provider="[^"]*" data-video-id="[^"]*" data-video-title="([^"]*)">/g;

/**
 * The visible text of HTML that is already sanitized (as stored): tags stripped, references
 * decoded, whitespace collapsed. Linear: in sanitized HTML every "<" opens a tag and no tag holds
 * a raw ">". `maxChars` stops once that much text has been gathered (an excerpt needs little).
 */
export function textOfSanitizedHtml(clean: string, maxChars = Infinity): string {
  let text = '';
  // Work through the HTML in slices cut just before a "<", so a long article is not stripped whole
  // when its first characters are all an excerpt needs.
  const SLICE = 16_384;
  for (let from = 0; from < clean.length && text.length <= maxChars; ) {
    let to = Math.min(clean.length, from + SLICE);
    if (to < clean.length) {
      // Do not cut a tag in two: end the slice before it, or after it when it is longer than a slice.
      const lt = clean.lastIndexOf('<', to - 1);
      if (lt > clean.lastIndexOf('>', to - 1)) {
        const gt = clean.indexOf('>', lt);
        to = lt > from ? lt : gt === -1 ? clean.length : gt + 1;
      }
    }
    text += decodeReferences(clean.slice(from, to).replace(VIDEO_TAG, ' $1 ').replace(BLOCK_BOUNDARY, ' ').replace(/<[^>]*>/g, ''))
      .replace(/\s+/gu, ' ');
    from = to;
  }
  return text.replace(/\s+/gu, ' ').trim();
}

/** Plain-text excerpt of article HTML, cut at a word boundary to at most `max` characters. */
export function excerptFromHtml(html: string, max = 160): string {
  return excerptFromSanitizedHtml(sanitizeArticleHtml(html), max);
}

/** excerptFromHtml for HTML that is already sanitized (the content being saved or stored). */
export function excerptFromSanitizedHtml(clean: string, max = 160): string {
  const text = textOfSanitizedHtml(clean, max + 1);
  return text === '' ? '' : shortenText(text, max);
}

/**
 * True when the article HTML has nothing to show: no text other than whitespace or &nbsp; and no
 * image (an article made of a single image is content; a lone horizontal rule is not). This is the
 * "Content is required" rule. It stops at the first visible character or image.
 */
export function isEmptyArticleHtml(html: string): boolean {
  return !run(html, { stopAtContent: true }).hasContent;
}
