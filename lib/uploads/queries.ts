import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';

export interface UploadView {
  id: number;
  /** Where the image is served: `/api/files/{uniqueKey}` (add `?w=480` for a narrower copy). */
  url: string;
  width: number;
  height: number;
}

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
}

/**
 * A stored image's best variant for `width`: AVIF when the browser accepts it and the upload has it
 * (uploads before AVIF have WebP only), else WebP. 404 "Image not found" when the row or the
 * object is gone. Public.
 */
export async function readImage(uniqueKey: string, width: number | null, avif = false): Promise<StoredImage> {
  if (!/^[a-f0-9]{32}$/.test(uniqueKey)) throw imageNotFound();
  const db = await getDb();
  const [row] = await db.select({ variants: files.variants, storageKey: files.storageKey }).from(files).where(eq(files.uniqueKey, uniqueKey)).limit(1);
  if (!row) throw imageNotFound();
  const picked = pickWidth(row.variants, width);
  const avifKey = avif && picked !== null ? row.variants[`avif:${picked}`] : undefined;
  const key = avifKey ?? (picked !== null ? row.variants[String(picked)] : row.storageKey);
  const bytes = await getStorage()
    .get(key)
    .catch((error: unknown) => {
      logger.error({ err: error, key }, 'image could not be read from storage');
      throw errors.storageUnavailable();
    });
  if (!bytes) throw imageNotFound();
  return { bytes, contentType: avifKey ? 'image/avif' : 'image/webp' };
}
