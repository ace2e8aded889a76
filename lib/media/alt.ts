import 'server-only';
import type { DbOrTx } from '@/db/client';
import { decodeReferences } from '@/lib/articles/html-entities';
import { escapeAttribute } from '@/lib/articles/sanitize';
import { AppError } from '@/lib/core/errors';
import { blockSchema, type Block } from '@/lib/pages/blocks';
import { altFor, describeFiles, fileKeyOf, type FileDescription } from './lookup';
import { requireAltToPublish } from './settings';

/*
 * Alt text rules (issue 31 §1).
 *
 * Filling: an <img> of article HTML that points at a library file (/api/files/<key>) and has no alt
 * of its own — or an empty one while the file is not decorative (the editor used to insert every
 * image with alt="") — gets the file's alt text for the article's language; a decorative file gets
 * alt="". An alt the author wrote is kept. It runs on save (the stored HTML carries the text) and at
 * render (a description added later reaches articles already published).
 *
 * Publishing rule: an image counts as described when its own alt is not blank (an author's
 * `<img alt="…">`, a block's `image_alt`, a logo's `alt`) or when it is a library file that is
 * decorative or has alt text for the language. Anything else — a library file without text for that
 * language, an <img> of any other address without alt — is missing, and publishing is refused with 422
 * IMAGE_ALT_MISSING naming the images, unless the setting "Require alt text to publish" is off.
 *
 * Input HTML is the sanitizer's output (lib/articles/sanitize.ts), as stored: there every "<" opens a
 * tag, no tag holds a raw ">", and attribute values are written double-quoted with & < > " escaped.
 * So an image tag is found by a linear scan for "<img" and its attributes by one regular expression;
 * the text written back is escaped the sanitizer's way, so the result is still its output
 * (sanitizing it again changes nothing).
 */

/** The errorCode of the refusal. */
export const IMAGE_ALT_MISSING = 'IMAGE_ALT_MISSING';

/** An image a piece of content shows: where (the API field, e.g. `image`, `content`, `blocks.2.image`), its URL and its own alt, if any. */
export interface ImageRef {
  field: string;
  url: string;
  alt?: string | null;
  /** A bare URL field (a cover, a share image, a hero image): nowhere to write an alt of its own. */
  urlOnly?: true;
}

/** An image the refusal names. */
export interface MissingImage {
  field: string;
  url: string;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)="([^"]*)"/g;

interface ImgTag {
  src: string;
  /** The alt attribute as written (decoded), or undefined when the tag has none. */
  alt: string | undefined;
}

function readImgTag(tag: string): ImgTag {
  let src = '';
  let alt: string | undefined;
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (key === 'src') src = decodeReferences(value);
    else if (key === 'alt' && alt === undefined) alt = decodeReferences(value);
  }
  return { src, alt };
}

const isBlank = (text: string | null | undefined) => !text || text.trim() === '';

/** The images of sanitized HTML, in order, each with its src and its own alt. */
export function imagesOfHtml(clean: string): { url: string; alt: string | undefined }[] {
  const found: { url: string; alt: string | undefined }[] = [];
  for (const [tag] of clean.matchAll(IMG_TAG)) {
    const { src, alt } = readImgTag(tag);
    if (src) found.push({ url: src, alt });
  }
  return found;
}

/** The alt the tag should get, or null when it stays as written. */
function filledAlt(tag: ImgTag, locale: string, described: ReadonlyMap<string, FileDescription>): string | null {
  const key = fileKeyOf(tag.src);
  if (key === null) return null;
  const description = described.get(key);
  if (!description) return null;
  if (!isBlank(tag.alt)) return null; // the author's own words
  const text = altFor(description, locale);
  if (text === undefined) return null;
  return text === (tag.alt ?? null) ? null : text;
}

/**
 * Sanitized HTML with each library image's alt filled in for `locale` (see the top of this file).
 * Pure: `described` holds the files the HTML points at (describeFiles). Unchanged HTML is returned as is.
 */
export function fillAltText(clean: string, locale: string, described: ReadonlyMap<string, FileDescription>): string {
  if (described.size === 0 || !clean.includes('<img')) return clean;
  return clean.replace(IMG_TAG, (tag) => {
    const read = readImgTag(tag);
    const alt = filledAlt(read, locale, described);
    if (alt === null) return tag;
    const written = `alt="${escapeAttribute(alt)}"`;
    if (read.alt !== undefined) {
      // Replace the (blank) alt the tag has, where it stands.
      let done = false;
      return tag.replace(ATTRIBUTE, (whole, name: string) => {
        if (done || name.toLowerCase() !== 'alt') return whole;
        done = true;
        return ` ${written}`;
      });
    }
    return `${tag.slice(0, -1)} ${written}>`;
  });
}

/** fillAltText with the files looked up: what the save and the public page call. */
export async function withAltText(clean: string, locale: string): Promise<string> {
  if (!clean.includes('<img')) return clean;
  const images = imagesOfHtml(clean);
  if (!images.some((image) => fileKeyOf(image.url) !== null)) return clean;
  return fillAltText(clean, locale, await describeFiles(images.map((image) => image.url)));
}

/** The images of HTML as references under `field`. */
function htmlImages(field: string, clean: string): ImageRef[] {
  return imagesOfHtml(clean).map((image) => ({ field, url: image.url, alt: image.alt }));
}

/** An article's images: the cover (`image`) and those of its body (`content`). */
export function articleImages(article: { image: string | null | undefined; content: string }): ImageRef[] {
  return [...(article.image ? [{ field: 'image', url: article.image, urlOnly: true as const }] : []), ...htmlImages('content', article.content)];
}

/**
 * A page's images: its share image (`image`) and its blocks' (`blocks.N.image`, `blocks.N.html`,
 * `blocks.N.text`, `blocks.N.items.M.image`). A testimonial's photo is left out: it is shown beside
 * the person's name, as decoration (alt=""), so it needs no description.
 */
export function pageImages(page: { image: string | null | undefined; blocks: readonly Block[] | readonly unknown[] }): ImageRef[] {
  const refs: ImageRef[] = page.image ? [{ field: 'image', url: page.image, urlOnly: true }] : [];
  page.blocks.forEach((raw, n) => {
    // Stored blocks are read back through their schema, as the public page does (lib/pages/public.ts);
    // one that no longer parses is not shown, so it has no image to describe.
    const parsed = blockSchema.safeParse(raw);
    if (!parsed.success) return;
    const block = parsed.data;
    const at = `blocks.${n}`;
    switch (block.type) {
      case 'hero':
        if (block.image) refs.push({ field: `${at}.image`, url: block.image, urlOnly: true });
        break;
      case 'media_text':
        if (block.image) refs.push({ field: `${at}.image`, url: block.image, alt: block.image_alt });
        refs.push(...htmlImages(`${at}.text`, block.text));
        break;
      case 'rich_text':
        refs.push(...htmlImages(`${at}.html`, block.html));
        break;
      case 'logos':
        block.items.forEach((item, m) => {
          if (item.image) refs.push({ field: `${at}.items.${m}.image`, url: item.image, alt: item.alt });
        });
        break;
      default:
        break;
    }
  });
  return refs;
}

/** The images of `refs` without a description for `locale` (see the top of this file), each named once per field. */
export function undescribedImages(refs: readonly ImageRef[], locale: string, described: ReadonlyMap<string, FileDescription>): MissingImage[] {
  const missing: MissingImage[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    if (!isBlank(ref.alt)) continue;
    const key = fileKeyOf(ref.url);
    if (key !== null && altFor(described.get(key), locale) !== undefined) continue;
    // An outside address in a bare URL field (an API client's cover on its own CDN) can be described
    // nowhere: refusing it would refuse that client's every publish, so it is not counted (and renders alt="").
    if (key === null && ref.urlOnly) continue;
    const id = `${ref.field}\n${ref.url}`;
    if (seen.has(id)) continue;
    seen.add(id);
    missing.push({ field: ref.field, url: ref.url });
  }
  return missing;
}

/**
 * The library files `refs` point at. Read before the publishing transaction, not in it: the lookup
 * uses its own connection, which an embedded PGlite would make wait for the transaction (a deadlock).
 */
export function describeImages(refs: readonly ImageRef[]): Promise<Map<string, FileDescription>> {
  return describeFiles(refs.map((ref) => ref.url));
}

/** 422 IMAGE_ALT_MISSING naming the images (`data.images`), in the failure envelope's usual shape. */
export function imageAltMissing(images: readonly MissingImage[]): AppError {
  return new AppError('AltText.errors.imageAltMissing', 422, {
    values: { count: images.length },
    errorCode: IMAGE_ALT_MISSING,
    data: { images },
  });
}

/**
 * The publishing rule: throws IMAGE_ALT_MISSING when an image of `refs` has no description for
 * `locale` and the setting requires one. `db` is the publishing transaction (the setting is read in it).
 */
export async function assertImagesDescribed(
  db: DbOrTx,
  refs: readonly ImageRef[],
  locale: string,
  described: ReadonlyMap<string, FileDescription>,
): Promise<void> {
  const missing = undescribedImages(refs, locale, described);
  if (missing.length === 0) return;
  if (!(await requireAltToPublish(db))) return;
  throw imageAltMissing(missing);
}
