import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

import { shortenText } from '@/lib/format/text';

/*
 * Article HTML is sanitized on the server at save time; the public page renders only the result.
 * The allow-list is what the Tiptap editor produces (StarterKit + Link + Image), nothing more:
 *
 *   blocks   p, h2, h3, h4, blockquote, pre > code (class "language-…" only), ul, ol (start), li, hr
 *   inline   strong, em, s, u, code, br, a (href, title, target, rel), img (src, alt, title)
 *
 * Decisions:
 * - Headings: the article title is the page's only h1, so h1 becomes h2; h5/h6 become h4.
 * - Equivalent legacy spellings are normalised to what the editor emits: b → strong, i → em,
 *   strike/del → s. Any other tag is dropped, its text kept (escaped); the content of script,
 *   style, iframe, object, embed, svg, math, template, textarea, select, noscript is dropped whole.
 * - No style, class (except the code-block language), id, on* or data-* attribute survives.
 * - Links: http, https, mailto and tel URLs, site-relative paths and #fragments. `target` is kept
 *   only when it is "_blank". External links (absolute http(s) or protocol-relative "//host") always
 *   get rel="noopener noreferrer nofollow"; other links keep only those three tokens from the input
 *   and get "noopener noreferrer" when they open a new tab. A link left without href is unwrapped.
 * - Images: src must be http(s) or site-relative under /api/files/ or /uploads/ (no "..", no data:,
 *   no protocol-relative); an image without a valid src is removed. alt and title are kept.
 * - U+00A0 is written back as &nbsp; and void elements as "<br>" (as the editor does), so the
 *   editor's output survives unchanged and sanitizing is idempotent.
 */

const REL_TOKENS = ['noopener', 'noreferrer', 'nofollow'] as const;
const EXTERNAL_REL = REL_TOKENS.join(' ');
const IMAGE_SRC = /^(?:https?:\/\/[^\s/]|\/(?:api\/files|uploads)\/)/i;
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'textarea', 'select',
  'option', 'noscript', 'noembed', 'noframes', 'xmp', 'title', 'head',
];

/** True for absolute http(s) URLs and protocol-relative "//host" URLs. */
function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}

function transformLink(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = {};
  const href = attribs.href?.trim();
  const opensNewTab = attribs.target === '_blank';
  const external = href !== undefined && isExternalHref(href);
  const given = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/));
  const tokens = external
    ? [...REL_TOKENS]
    : REL_TOKENS.filter((t) => given.has(t) || (opensNewTab && t !== 'nofollow'));
  // Keep the input's attribute order, so that the editor's own output is left as it was.
  for (const name of Object.keys(attribs)) {
    if (name === 'target' && opensNewTab) out.target = '_blank';
    else if (name === 'rel' && tokens.length > 0) out.rel = tokens.join(' ');
    else if (name === 'href' && href !== undefined) out.href = href;
    else if (name === 'title') out.title = attribs.title;
  }
  if (tokens.length > 0 && out.rel === undefined) out.rel = external ? EXTERNAL_REL : tokens.join(' ');
  return { tagName, attribs: out };
}

function transformImage(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const out: Attributes = {};
  for (const name of Object.keys(attribs)) {
    if (name === 'src') {
      const src = attribs.src.trim();
      if (IMAGE_SRC.test(src) && !/(?:^|[/\\])\.\.(?:[/\\]|$)/.test(src) && !/[\s\\]/.test(src)) out.src = src;
    } else if (name === 'alt' || name === 'title') {
      out[name] = attribs[name];
    }
  }
  return { tagName, attribs: out };
}

function transformOrderedList(tagName: string, attribs: Attributes): sanitizeHtml.Tag {
  const start = attribs.start?.trim();
  return { tagName, attribs: start && /^-?\d{1,9}$/.test(start) ? { start } : {} };
}

const ARTICLE_OPTIONS: IOptions = {
  allowedTags: [
    'p', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'hr', 'br',
    'strong', 'em', 's', 'u', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['br', 'hr', 'img'],
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: transformLink,
    img: transformImage,
    ol: transformOrderedList,
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img' && !frame.attribs.src) return true;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/**
 * The article HTML with everything outside the editor's allow-list removed (see the comment at the
 * top of this file). Pure and idempotent: sanitizing the result again returns it unchanged.
 */
export function sanitizeArticleHtml(html: string): string {
  // Repeat until stable: removing a tag can never create a new one, but a dropped link or image can
  // leave markup that normalises differently on a second pass; this keeps the function idempotent.
  let current = html;
  for (let pass = 0; pass < 3; pass++) {
    const next = sanitizeHtml(current, ARTICLE_OPTIONS)
      .replace(/\u00a0/g, '&nbsp;')
      // sanitize-html writes void elements as "<br />"; the editor writes "<br>". Safe to rewrite:
      // in its output every ">" inside text or an attribute value is escaped as &gt;.
      .replace(/<(br|hr|img)\b([^>]*?) \/>/g, '<$1$2>');
    if (next === current) break;
    current = next;
  }
  return current;
}

const BLOCK_BOUNDARY = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|div|td|th|tr|img)\b[^>]*>/gi;

/** The visible text of article HTML: tags stripped, entities decoded, whitespace collapsed. */
function textFromHtml(html: string): string {
  // A space at each block boundary, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = sanitizeArticleHtml(html).replace(BLOCK_BOUNDARY, ' $&');
  const escaped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Plain-text excerpt of article HTML, cut at a word boundary to at most `max` characters. */
export function excerptFromHtml(html: string, max = 160): string {
  const text = textFromHtml(html);
  return text === '' ? '' : shortenText(text, max);
}

/**
 * True when the article HTML has nothing to show: no text other than whitespace or &nbsp; and no
 * image (an article made of a single image is content; a lone horizontal rule is not). This is the
 * "Content is required" rule.
 */
export function isEmptyArticleHtml(html: string): boolean {
  const clean = sanitizeArticleHtml(html);
  if (/<img\b/i.test(clean)) return false;
  return textFromHtml(clean) === '';
}
