// Shared by the parsers: where an image sits inside an uploads zip, and which images an HTML body uses.

import type { ImportedMedia } from './model';

// WordPress serves uploads from wp-content/uploads/, Ghost from content/images/: the zip of that
// folder holds the same relative path.
const UPLOAD_ROOTS = [/\/wp-content\/uploads\/(.+)$/, /\/content\/images\/(.+)$/];

/** The path an image has inside an uploads zip ("2013/01/photo.jpg"), from its URL; null when unknown. */
export function zipPathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://x.invalid');
  } catch {
    return null;
  }
  // WordPress.com serves uploads from SITE.files.wordpress.com/2013/03/photo.jpg, with no uploads folder.
  const wordpressCom = /\.files\.wordpress\.com$/i.test(parsed.hostname) ? /^\/(.+)$/.exec(parsed.pathname) : null;
  const match = wordpressCom ?? UPLOAD_ROOTS.map((root) => root.exec(parsed.pathname)).find(Boolean);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hold. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The value of an attribute in one HTML start tag, decoded; null when absent. */
export function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  if (!match) return null;
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Turns a possibly relative URL into an absolute one against the old site; a root-relative one stays
 * as it is when the site is unknown (the uploads zip can still match it); null for anything else.
 */
export function absoluteUrl(src: string, site: string): string | null {
  if (!site && src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    const url = site ? new URL(src, site) : new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function withAttribute(tag: string, name: string, value: string): string {
  const present = new RegExp(`(\\s${name}\\s*=\\s*)(?:"[^"]*"|'[^']*'|[^\\s"'>]+)`, 'i');
  const written = `"${escapeAttribute(value)}"`;
  return present.test(tag) ? tag.replace(present, (_whole, head: string) => `${head}${written}`) : tag.replace(/(\s*\/?>)$/, ` ${name}=${written}$1`);
}

/**
 * Every <img> of a body with an absolute src (so that the body and its list of images name each image
 * the same way, and the import can swap the address for the new one) and, when the tag has no alt
 * text, the one the source knows for it (a WordPress attachment's).
 */
export function resolveImages(html: string, site: string, altFor: (url: string) => string | null = () => null): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = attributeOf(tag, 'src');
    const url = src ? absoluteUrl(src.trim(), site) : null;
    if (!url) return tag;
    const resolved = url === src ? tag : withAttribute(tag, 'src', url);
    const known = attributeOf(tag, 'alt')?.trim() ? null : altFor(url);
    return known ? withAttribute(resolved, 'alt', known) : resolved;
  });
}

/**
 * The images an HTML body references (<img src>), once each, with their alt text; `altFor` gives the
 * alt text the source knows for a URL (a WordPress attachment) when the tag has none.
 */
export function imagesOf(html: string, site: string, altFor: (url: string) => string | null = () => null): ImportedMedia[] {
  const seen = new Map<string, ImportedMedia>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = attributeOf(tag, 'src');
    const url = src ? absoluteUrl(src.trim(), site) : null;
    if (!url || seen.has(url)) continue;
    const alt = attributeOf(tag, 'alt')?.trim() || altFor(url);
    seen.set(url, { url, zipPath: zipPathOf(url), alt: alt || null });
  }
  return [...seen.values()];
}
