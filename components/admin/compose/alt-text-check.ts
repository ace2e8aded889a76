/*
 * Which images of the article being edited would stop it from publishing (issue 31 §1), computed in
 * the browser from the editor's HTML and the cover as the server's rule does (lib/media/alt.ts): a
 * body <img> with no alt of its own (or a blank one) is missing unless it is a library file already
 * described for the language (the server fills its alt in); the cover is missing only when it is a
 * library file without a description (an outside address has nowhere to be described and is not counted).
 */

/** What the server said of a library file (lib/media/alt-hint.ts). */
export interface KnownFile {
  id: number;
  described: boolean;
}

export type MissingAlt =
  | { kind: 'cover'; url: string; fileKey: string | null }
  /** `number`: the image's place among the body's images (1-based), to name it. */
  | { kind: 'body'; url: string; fileKey: string | null; number: number };

const fileKeyPattern = /\/api\/files\/([a-f0-9]{32})(?![a-f0-9])/;

/** The library file a URL points at (`/api/files/<key>`), or null. */
export function fileKeyOf(url: string | null | undefined): string | null {
  return url ? (fileKeyPattern.exec(url)?.[1] ?? null) : null;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The editor's images in order: their src and their alt (undefined when the tag has none). */
export function editorImages(html: string): { url: string; alt: string | undefined }[] {
  const found: { url: string; alt: string | undefined }[] = [];
  for (const [tag] of html.matchAll(IMG_TAG)) {
    let url = '';
    let alt: string | undefined;
    for (const match of tag.matchAll(ATTRIBUTE)) {
      const name = match[1].toLowerCase();
      const value = decode(match[2] ?? match[3] ?? '');
      if (name === 'src') url = value;
      else if (name === 'alt' && alt === undefined) alt = value;
    }
    if (url) found.push({ url, alt });
  }
  return found;
}

/** The library files the article points at (cover first), to ask the server about. */
export function libraryUrls(html: string, cover: string): string[] {
  return [...(cover ? [cover] : []), ...editorImages(html).map((i) => i.url)].filter((url) => fileKeyOf(url) !== null);
}

/**
 * The images without alt text, cover first, each body URL once. `known` holds what the server said
 * of library files; a file not (yet) in it counts as undescribed, as the refusal would say.
 */
export function missingAltText(html: string, cover: string, known: ReadonlyMap<string, KnownFile>): MissingAlt[] {
  const missing: MissingAlt[] = [];
  const coverKey = fileKeyOf(cover);
  if (cover && coverKey !== null && !known.get(coverKey)?.described) missing.push({ kind: 'cover', url: cover, fileKey: coverKey });
  const seen = new Set<string>();
  editorImages(html).forEach((image, index) => {
    if (image.alt !== undefined && image.alt.trim() !== '') return;
    const key = fileKeyOf(image.url);
    if (key !== null && known.get(key)?.described) return;
    if (seen.has(image.url)) return;
    seen.add(image.url);
    missing.push({ kind: 'body', url: image.url, fileKey: key, number: index + 1 });
  });
  return missing;
}

/** The images a refusal (422 IMAGE_ALT_MISSING, `data.images`) names, or null when the data is not that. */
export function refusedImages(data: unknown): { field: string; url: string }[] | null {
  if (!data || typeof data !== 'object') return null;
  const images = (data as { images?: unknown }).images;
  if (!Array.isArray(images)) return null;
  return images.filter(
    (i): i is { field: string; url: string } => !!i && typeof i === 'object' && typeof (i as { field?: unknown }).field === 'string' && typeof (i as { url?: unknown }).url === 'string',
  );
}
