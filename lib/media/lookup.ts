import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';

/**
 * What the media library knows of an image, found from the URL a page, an article or a card stores
 * (`/api/files/<unique_key>`, site-relative or absolute, maybe with `?w=` or `?v=`). Shared by the
 * renderers (alt text and focal point of covers and cards), the article HTML (alt text filled in) and the
 * publishing rule (IMAGE_ALT_MISSING).
 */
export interface FileDescription {
  uniqueKey: string;
  /** Alt text per language, as saved ({ "pt-BR": "…" }); empty languages are absent. */
  alt: Record<string, string>;
  caption: Record<string, string>;
  /** Percent of the width and height that covers and cards keep in view when they crop. */
  focalX: number;
  focalY: number;
  decorative: boolean;
}

const fileKeyPattern = /\/api\/files\/([a-f0-9]{32})(?![a-f0-9])/;

/** The library file a URL points at, or null for any other address. */
export function fileKeyOf(url: string | null | undefined): string | null {
  return url ? (fileKeyPattern.exec(url)?.[1] ?? null) : null;
}

/** The descriptions of the files these URLs point at, keyed by unique key (URLs of no library file are skipped). */
export async function describeFiles(urls: Iterable<string | null | undefined>): Promise<Map<string, FileDescription>> {
  const keys = [...new Set([...urls].map(fileKeyOf).filter((k): k is string => k !== null))];
  const found = new Map<string, FileDescription>();
  if (keys.length === 0) return found;
  const db = await getDb();
  const rows = await db
    .select({ uniqueKey: files.uniqueKey, alt: files.alt, caption: files.caption, focalX: files.focalX, focalY: files.focalY, decorative: files.decorative })
    .from(files)
    .where(inArray(files.uniqueKey, keys));
  for (const row of rows) found.set(row.uniqueKey, row);
  return found;
}

/**
 * The alt text to render for a file in a language: '' for a decorative image (screen readers skip it),
 * the language's text when there is one, otherwise undefined (the caller decides: a fallback or the rule).
 */
export function altFor(description: FileDescription | undefined, locale: string): string | undefined {
  if (!description) return undefined;
  if (description.decorative) return '';
  const text = description.alt[locale]?.trim();
  return text ? text : undefined;
}

/** The description of the file one URL points at (undefined for another address or an unknown file). */
export function descriptionOf(descriptions: ReadonlyMap<string, FileDescription>, url: string | null | undefined): FileDescription | undefined {
  const key = fileKeyOf(url);
  return key ? descriptions.get(key) : undefined;
}

/** CSS object-position of a file's focal point ("50% 50%" when unknown). */
export function focalPosition(description: FileDescription | undefined): string {
  return `${description?.focalX ?? 50}% ${description?.focalY ?? 50}%`;
}
