import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
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

/** The narrowest variant at least `wanted` wide, or the widest one (no `wanted`, or none wide enough). */
export function pickVariant(variants: Record<string, string>, wanted: number | null): string | null {
  const widths = Object.keys(variants)
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);
  if (widths.length === 0) return null;
  const width = (wanted ? widths.find((w) => w >= wanted) : undefined) ?? widths[widths.length - 1];
  return variants[String(width)];
}

/** The WebP bytes of a stored image's best variant for `width`; 404 "Image not found" when the row or the object is gone. Public. */
export async function readImage(uniqueKey: string, width: number | null): Promise<Uint8Array> {
  if (!/^[a-f0-9]{32}$/.test(uniqueKey)) throw imageNotFound();
  const db = await getDb();
  const [row] = await db.select({ variants: files.variants, storageKey: files.storageKey }).from(files).where(eq(files.uniqueKey, uniqueKey)).limit(1);
  if (!row) throw imageNotFound();
  const key = pickVariant(row.variants, width) ?? row.storageKey;
  const bytes = await getStorage().get(key);
  if (!bytes) throw imageNotFound();
  return bytes;
}
