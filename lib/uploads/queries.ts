import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';

export const fileUrl = (uniqueKey: string) => `/api/files/${uniqueKey}`;

export const imageNotFound = () => new AppError('Errors.imageNotFound', 404);

/** The narrowest WebP variant at least `wanted` wide, or the widest one (no `wanted`, or none wide enough). */
export function pickVariant(variants: Record<string, string>, wanted: number | null): string | null {
  const width = pickWidth(variants, wanted);
  return width === null ? null : variants[String(width)];
}

function pickWidth(variants: Record<string, string>, wanted: number | null): number | null {
  const widths = Object.keys(variants)
    .filter((key) => /^\d+$/.test(key))
    .map(Number)
    .filter((w) => w > 0)
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  return (wanted ? widths.find((w) => w >= wanted) : undefined) ?? widths[widths.length - 1];
}

/** True when an `Accept` header names AVIF (browsers that decode it say so on image requests). */
export function acceptsAvif(accept: string | null): boolean {
  return /(^|,)\s*image\/avif\s*(;(?!\s*q=0(\.0*)?\s*(,|$))|,|$)/i.test(accept ?? '');
}

export interface StoredImage {
  bytes: Uint8Array;
  contentType: 'image/webp' | 'image/avif';
  /** The file's current version (fileVersion) and the answer's entity tag. */
  version: string;
  etag: string;
}

/** The file is unchanged since the copy the client holds (its If-None-Match named this etag). */
export interface NotModified {
  notModified: true;
  version: string;
  etag: string;
}

/**
 * A stored image's best variant for `width`: AVIF when the browser accepts it and the upload has it
 * (uploads before AVIF have WebP only), else WebP. 404 "Image not found" when the row or the
 * object is gone. With `ifNoneMatch` naming the current copy's etag: NotModified, storage unread.
 * Public.
 */
export async function readImage(uniqueKey: string, width: number | null, avif = false, ifNoneMatch: string | null = null): Promise<StoredImage | NotModified> {
  if (!/^[a-f0-9]{32}$/.test(uniqueKey)) throw imageNotFound();
  const db = await getDb();
  const [row] = await db.select({ variants: files.variants, storageKey: files.storageKey }).from(files).where(and(eq(files.uniqueKey, uniqueKey), isNull(files.deletedAt))).limit(1);
  if (!row) throw imageNotFound();
  const picked = pickWidth(row.variants, width);
  const avifKey = avif && picked !== null ? row.variants[`avif:${picked}`] : undefined;
  const key = avifKey ?? (picked !== null ? row.variants[String(picked)] : row.storageKey);
  const version = fileVersion(row.storageKey);
  // One tag per stored object: a replaced file's objects have new keys.
  const etag = `"${createHash('sha256').update(key).digest('hex').slice(0, 16)}"`;
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*')) return { notModified: true, version, etag };
  const bytes = await getStorage()
    .get(key)
    .catch((error: unknown) => {
      logger.error({ err: error, key }, 'image could not be read from storage');
      throw errors.storageUnavailable();
    });
  if (!bytes) throw imageNotFound();
  return { bytes, contentType: avifKey ? 'image/avif' : 'image/webp', version, etag };
}

/**
 * A short token of a file's current bytes, from the storage key of its widest copy (a replaced file's
 * copies get new keys): `/api/files/{key}?v={version}` names those bytes only, so it may be cached
 * for a year, and the media record's `url` carries it.
 */
export function fileVersion(storageKey: string): string {
  return createHash('sha256').update(storageKey).digest('hex').slice(0, 12);
}
