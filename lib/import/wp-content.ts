// A WordPress body (content:encoded) as HTML the editor can open: Gutenberg's block comments removed,
// [caption] as a figure, the classic editor's bare paragraphs wrapped (what WordPress's wpautop does
// when it renders), embedded videos as video blocks, and the other shortcodes left as text but named,
// for the report.

import { decodeAttribute } from './html-images';
import { embedHtml, linkHtml, videoBlock } from './embeds';

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;

// Tags that start a block of their own: a chunk of classic text that begins with one is not wrapped in <p>.
const BLOCK_TAGS =
  'address|article|aside|blockquote|dd|details|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul|iframe|video|audio|object|embed|script|style|noscript|math|svg';
const STARTS_WITH_BLOCK = new RegExp(`^<\\/?(?:${BLOCK_TAGS})\\b`, 'i');
const ENDS_WITH_BLOCK = new RegExp(`<\\/(?:${BLOCK_TAGS})>$`, 'i');

/** Whether the body was written with the block editor. */
export function hasBlocks(body: string): boolean {
  return /<!--\s*\/?wp:/.test(body);
}

/**
 * The blocks WordPress renders on the server (<!-- wp:latest-posts /-->, reusable blocks): they hold
 * no HTML in the export, so they vanish with their comment; named once each for the report.
 */
export function dynamicBlocksIn(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(/<!--\s*wp:([a-z0-9/-]+)([\s\S]*?)-->/g)) if (match[2].trimEnd().endsWith('/')) names.add(match[1]);
  return [...names];
}

/** Removes Gutenberg's block comments, keeping the HTML between them, one block a line. */
export function unwrapBlocks(body: string): string {
  return body
    .replace(BLOCK_COMMENT, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function shortcodeAttribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2]) : null;
}

/** [caption ...]<img> text[/caption] → <figure><img><figcaption>text</figcaption></figure>. */
export function captionsToFigures(body: string): string {
  return body.replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/g, (_whole, attributes: string, inner: string) => {
    const parts = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    const media = parts ? parts[1] : inner.trim();
    const caption = (parts ? parts[2] : '').trim() || (shortcodeAttribute(attributes, 'caption') ?? '').trim();
    return caption ? `<figure>${media}<figcaption>${caption}</figcaption></figure>` : `<figure>${media}</figure>`;
  });
}

/**
 * Wraps the classic editor's text in paragraphs: a blank line between paragraphs, a single newline a
 * line break, as WordPress does when it shows the post. <pre> blocks keep their lines.
 */
export function autoParagraphs(body: string): string {
  const kept: string[] = [];
  const protectedBody = body
    .replace(/\r\n?/g, '\n')
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => {
      kept.push(pre);
      return `\u0000${kept.length - 1}\u0000`;
    });
  const chunks = protectedBody
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      if (/^\u0000\d+\u0000$/.test(chunk) || STARTS_WITH_BLOCK.test(chunk) || ENDS_WITH_BLOCK.test(chunk)) return chunk;
      return `<p>${chunk.replace(/\s*\n\s*/g, '<br />\n')}</p>`;
    });
  return chunks.join('\n').replace(/\u0000(\d+)\u0000/g, (_whole, index: string) => kept[Number(index)]);
}

// [name], [name attr="x"], [/name]; names start with a lowercase letter, so "[1]" and "[A]" are text.
const SHORTCODE = /\[\/?([a-z][a-z0-9_-]*)(?:\s[^\]\n]*)?\/?\]/g;

/** The shortcodes a body still holds, once each in order of first use. */
export function shortcodesIn(html: string): string[] {
  const names = new Set<string>();
  const withoutCode = html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/gi, '');
  for (const match of withoutCode.matchAll(SHORTCODE)) names.add(match[1]);
  return [...names];
}

/**
 * Embeds as WordPress stores them: the block editor's embed figure (the address alone in a wrapper
 * div), [embed]address[/embed], and, in classic posts, an address alone on its line (oEmbed).
 */
export function embedsToBlocks(html: string): string {
  return html
    .replace(
      /<figure\b[^>]*\bwp-block-embed\b[^>]*>\s*<div\b[^>]*\bwp-block-embed__wrapper\b[^>]*>\s*([^<\s]+)\s*<\/div>\s*(?:<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>\s*)?<\/figure>/gi,
      (_whole, url: string, caption: string | undefined) => embedHtml(decodeAttribute(url), decodeAttribute((caption ?? '').replace(/<[^>]*>/g, ''))),
    )
    .replace(/<p>\s*(\[embed[^\]]*\])?\s*(https?:\/\/[^\s<\[]+?)\s*(?:\[\/embed\])?\s*<\/p>/gi, (whole, embed: string | undefined, url: string) =>
      embed ? embedHtml(decodeAttribute(url)) : (videoBlock(decodeAttribute(url)) ?? whole),
    )
    .replace(/\[embed[^\]]*\]\s*(https?:\/\/[^\s<\[]+)\s*\[\/embed\]/gi, (_whole, url: string) => videoBlock(decodeAttribute(url)) ?? linkHtml(decodeAttribute(url)));
}

/** A WordPress body as clean HTML. */
export function wordpressHtml(body: string): string {
  const blocks = hasBlocks(body);
  // Comments other than blocks are <!--more--> and <!--nextpage--> markers and notes: none is content.
  const withoutNotes = body.replace(/<!--(?!\s*\/?wp:)[\s\S]*?-->/g, '');
  const html = captionsToFigures(blocks ? unwrapBlocks(withoutNotes) : withoutNotes);
  return embedsToBlocks(blocks ? html : autoParagraphs(html));
}
