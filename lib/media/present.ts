import { fileUrl, fileVersion } from '@/lib/uploads/queries';
import type { UsageView } from './used-in';

/** The columns of `files` a media record is made of. */
export interface MediaRow {
  id: number;
  uniqueKey: string;
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: Record<string, string>;
  caption: Record<string, string>;
  focalX: number;
  focalY: number;
  decorative: boolean;
  inLibrary: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A file of the library as the API answers it (`ok()` spells the fields in snake_case). */
export interface MediaView {
  id: number;
  uniqueKey: string;
  /**
   * `/api/files/{unique_key}?v={version}`: the version changes when the file is replaced, so this
   * address may be cached for a year (the plain address is revalidated: lib/uploads/operations.ts).
   */
  url: string;
  version: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
  focalX: number;
  focalY: number;
  decorative: boolean;
  inLibrary: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface MediaListItem extends MediaView {
  /** How many articles, pages, categories, users, settings and FAQ entries use it. */
  uses: number;
}

export interface MediaDetail extends MediaView {
  usedIn: UsageView[];
}

export function presentMedia(row: MediaRow): MediaView {
  const version = fileVersion(row.storageKey);
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    url: `${fileUrl(row.uniqueKey)}?v=${version}`,
    version,
    name: row.originalName,
    width: row.width ?? 0,
    height: row.height ?? 0,
    bytes: row.size,
    mime: row.mimeType,
    alt: row.alt,
    caption: row.caption,
    focalX: row.focalX,
    focalY: row.focalY,
    decorative: row.decorative,
    inLibrary: row.inLibrary,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
