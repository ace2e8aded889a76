import 'server-only';
import { randomBytes } from 'node:crypto';
import { files } from '@/db/schema';
import { getDb } from '@/db/client';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import { acceptImage, fileRequired } from './detect';
import { processImage, storeVariants } from './process';
import { defaultLocale } from '@/i18n/routing';
import { presentMedia, type MediaView } from '@/lib/media/present';
import { fileUrl } from './queries';

import type { Actor } from '@/lib/core/actor';

export interface UploadInput {
  name: string;
  bytes: Uint8Array;
}

/** Grants whose screens upload images: article covers, user photos (admin and own profile), logos, the media library. */
export const uploadGrants = ['compose', 'users', 'settings-profile', 'layout-settings', 'media'] as const;

/** What an upload may say of itself (POST /api/upload's `alt`, `locale` and `library` fields). */
export interface UploadDescription {
  /** Alt text in `locale` (the site's default language when absent). */
  alt?: string;
  locale?: string;
  /** Uploaded into the library: kept even while nothing uses it. */
  library?: boolean;
}

/**
 * Stores an uploaded image: checks the type by content, re-encodes it to WebP and AVIF variants without
 * metadata, writes them to storage, then records the `files` row and an audit entry in one
 * transaction. Nothing is half-saved: when the storage fails (503 STORAGE_UNAVAILABLE) no row is
 * written, and when the database write fails the objects already stored are removed again.
 * The row keeps the upload's name, detected type and size; storage_key is the widest variant.
 */
export async function saveUpload(actor: Actor, file: UploadInput | null, description: UploadDescription = {}): Promise<MediaView> {
  if (!uploadGrants.some((g) => actor.grants.includes(g))) throw errors.accessDenied();
  if (!file || file.bytes.length === 0) throw fileRequired();
  const mimeType = acceptImage(file.bytes);
  const image = await processImage(file.bytes);

  const uniqueKey = randomBytes(16).toString('hex');
  const storage = getStorage();
  const stored: string[] = [];
  const removeStored = () =>
    Promise.all(stored.map((key) => storage.delete(key).catch((err) => logger.warn({ err, key }, 'could not remove an orphan upload'))));
  try {
    const variants = await storeVariants(uniqueKey, image, async (key, bytes, contentType) => {
      // Listed before the write: a write that failed half-way (or timed out) may still have left
      // the object, and removing a missing one is no error.
      stored.push(key);
      try {
        await storage.put(key, bytes, contentType);
      } catch (error) {
        // The store is down or refused: a clear 503 and, below, no row and no variant left behind.
        logger.error({ err: error, key }, 'upload could not be written to storage');
        throw errors.storageUnavailable();
      }
    });
    const widest = image.variants[image.variants.length - 1];
    const db = await getDb();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(files)
        .values({
          uniqueKey,
          storageKey: variants[String(widest.width)],
          // The name is only shown back to staff; it never becomes a path.
          // Control characters (a NUL cannot even be stored) are dropped.
          originalName: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'image',
          mimeType,
          size: file.bytes.length,
          width: image.width,
          height: image.height,
          variants,
          uploadedBy: actor.id,
          alt: description.alt ? { [description.locale ?? defaultLocale]: description.alt } : {},
          inLibrary: description.library ?? false,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'file.upload',
        entityType: 'file',
        entityId: inserted.id,
        details: {
          unique_key: uniqueKey,
          mime_type: mimeType,
          size: file.bytes.length,
          widths: image.variants.map((v) => v.width),
          ...(description.alt ? { alt: inserted.alt } : {}),
          ...(description.library ? { in_library: true } : {}),
        },
      });
      return inserted;
    });
    // The media record, with `url` the plain address as before (what forms and articles store; the
    // record's `?v=` address is the versioned one): a superset of the answer before the library.
    return { ...presentMedia(row), url: fileUrl(row.uniqueKey), width: row.width ?? image.width, height: row.height ?? image.height };
  } catch (error) {
    await removeStored();
    throw error;
  }
}
