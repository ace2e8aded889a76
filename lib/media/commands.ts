import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { files } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { matchesKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import type { Actor } from '@/lib/core/actor';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import { acceptImage, fileRequired } from '@/lib/uploads/detect';
import { processImage, storeVariants } from '@/lib/uploads/process';
import type { UploadInput } from '@/lib/uploads/commands';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { assertMayDeletePermanently } from '@/lib/trash/access';
import type { PermanentDeleteOptions } from '@/lib/trash/schema';
import { presentMedia, type MediaDetail, type MediaRow } from './present';
import { assertMediaUser, mediaColumns } from './queries';
import type { MediaUpdate } from './schema';
import { cacheTagsOf, usagesOf, type UsageView } from './used-in';

/**
 * Locks the file addressed by id + unique_key or answers 404. A trashed file is not found (issue 33 §4)
 * unless `trash` asks for it: 'only' (a restore) or 'any' (a permanent delete).
 */
async function lockFile(tx: Tx, key: RecordKey, trash: 'none' | 'only' | 'any' = 'none'): Promise<MediaRow> {
  const inTrash = trash === 'none' ? isNull(files.deletedAt) : trash === 'only' ? isNotNull(files.deletedAt) : undefined;
  const [row] = await tx.select(mediaColumns).from(files).where(and(matchesKey(files, key), inTrash)).for('update').limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** 409 MEDIA_IN_USE, with where the file is used in `data.used_in` (a failure's data is sent as is: spelled here as the API spells it). */
const mediaInUse = (usedIn: UsageView[]) => new AppError('Media.errors.inUse', 409, { errorCode: 'MEDIA_IN_USE', data: { used_in: usedIn } });

/** `{…saved, …sent}` with the languages sent empty removed. */
function merged(saved: Record<string, string>, sent: Partial<Record<string, string>> | undefined): Record<string, string> {
  if (!sent) return saved;
  const next = { ...saved };
  for (const [locale, text] of Object.entries(sent)) {
    if (text) next[locale] = text;
    else delete next[locale];
  }
  return next;
}

/**
 * Describes a file: alt text and caption per language (merged: languages not sent keep theirs), focal
 * point, decorative. The file joins the library (`in_library`: kept by the purge even unused). The
 * public pages that show it are expired, so its new alt text and crop reach visitors at once.
 */
export async function updateMedia(actor: Actor, key: RecordKey, values: MediaUpdate): Promise<MediaDetail> {
  assertMediaUser(actor);
  const db = await getDb();
  const { detail, tags } = await db.transaction(async (tx) => {
    const before = await lockFile(tx, key);
    const [after] = await tx
      .update(files)
      .set({
        alt: merged(before.alt, values.alt),
        caption: merged(before.caption, values.caption),
        focalX: values.focal_x ?? before.focalX,
        focalY: values.focal_y ?? before.focalY,
        decorative: values.decorative ?? before.decorative,
        inLibrary: true,
        updatedAt: new Date(),
      })
      .where(eq(files.id, before.id))
      .returning(mediaColumns);
    return afterFileChange(tx, actor, 'media.update', before, after, { from: described(before), to: described(after) });
  });
  if (tags.length > 0) await invalidate(...tags);
  return detail;
}

/**
 * What follows a change of a file's row, in its transaction: where it is used now, the audit row and the
 * `media.updated` webhook. Answers the record and the cache tags of the pages that show the file.
 */
async function afterFileChange(tx: Tx, actor: Actor, action: 'media.update' | 'media.replace', before: MediaRow, after: MediaRow, details: Record<string, unknown>) {
  const usedIn = await usagesOf(tx, after.uniqueKey);
  const detail: MediaDetail = { ...presentMedia(after), usedIn };
  await writeAudit(tx, actor, { action, entityType: 'file', entityId: before.id, details: { unique_key: before.uniqueKey, ...details } });
  await queueWebhookEvent(tx, 'media.updated', detail);
  return { detail, tags: cacheTagsOf(usedIn) };
}

const described = (row: MediaRow) => ({ alt: row.alt, caption: row.caption, focal_x: row.focalX, focal_y: row.focalY, decorative: row.decorative });

const objectKeys = (row: { storageKey: string; variants: Record<string, string> }) => [...new Set([row.storageKey, ...Object.values(row.variants)])];

/** Removes stored objects after the change committed; a failure leaves an orphan object, logged, never an error. */
async function removeObjects(keys: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(keys.map((k) => storage.delete(k).catch((err: unknown) => logger.warn({ err, key: k }, 'could not remove a stored image'))));
}

/**
 * Deletes a file nothing uses (needs `media` and `settings`, an admin holds both): its row, then its
 * objects. While an article, a page, a category, a user, a setting or a FAQ entry uses it: 409
 * MEDIA_IN_USE with the list (the row is locked and the uses read in one transaction).
 */
export async function deleteMedia(actor: Actor, key: RecordKey, { permanent }: PermanentDeleteOptions = { permanent: false }): Promise<MediaDetail> {
  if (!actor.grants.includes('media') || !actor.grants.includes('settings')) throw errors.accessDenied();
  if (permanent) assertMayDeletePermanently(actor);
  const db = await getDb();
  if (!permanent) {
    // The trash (issue 33 §4): the row and its stored copies stay; its address answers 404 meanwhile.
    const detail = await db.transaction(async (tx) => {
      const row = await lockFile(tx, key);
      const usedIn = await usagesOf(tx, row.uniqueKey);
      if (usedIn.length > 0) throw mediaInUse(usedIn);
      await tx.update(files).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(files.id, row.id));
      const detail: MediaDetail = { ...presentMedia(row), usedIn: [] };
      await writeAudit(tx, actor, { action: 'media.trash', entityType: 'file', entityId: row.id, details: { unique_key: row.uniqueKey, name: row.originalName, ...described(row) } });
      return detail;
    });
    await invalidate(cacheTags.file(detail.uniqueKey));
    return detail;
  }
  const { detail, keys } = await db.transaction(async (tx) => {
    const row = await lockFile(tx, key, 'any');
    const usedIn = await usagesOf(tx, row.uniqueKey);
    if (usedIn.length > 0) throw mediaInUse(usedIn);
    const [stored] = await tx.select({ storageKey: files.storageKey, variants: files.variants }).from(files).where(eq(files.id, row.id));
    await tx.delete(files).where(eq(files.id, row.id));
    const detail: MediaDetail = { ...presentMedia(row), usedIn: [] };
    await writeAudit(tx, actor, { action: 'media.delete', entityType: 'file', entityId: row.id, details: { unique_key: row.uniqueKey, name: row.originalName, ...described(row) } });
    await queueWebhookEvent(tx, 'media.deleted', detail);
    return { detail, keys: objectKeys(stored) };
  });
  await removeObjects(keys);
  return detail;
}

/** Takes the file out of the trash (any media library user): same id, unique key and address. */
export async function restoreMediaFromTrash(actor: Actor, key: RecordKey): Promise<MediaDetail> {
  assertMediaUser(actor);
  const db = await getDb();
  const detail = await db.transaction(async (tx) => {
    const row = await lockFile(tx, key, 'only');
    await tx.update(files).set({ deletedAt: null, deletedBy: null }).where(eq(files.id, row.id));
    await writeAudit(tx, actor, { action: 'media.untrash', entityType: 'file', entityId: row.id, details: { unique_key: row.uniqueKey, name: row.originalName } });
    return { ...presentMedia(row), usedIn: await usagesOf(tx, row.uniqueKey) };
  });
  await invalidate(cacheTags.file(detail.uniqueKey));
  return detail;
}

/**
 * Replaces a file's image: same id, unique key and address, new copies (processed like an upload).
 * The new copies get new storage keys (so a new version: the `?v=` of the media record's url), the
 * row is switched to them in one transaction, then the old objects are removed. The public pages
 * showing it are expired, and with a CDN its `file:{unique_key}` tag is purged: the plain
 * address's answers carry that tag (lib/uploads/operations.ts).
 */
export async function replaceMedia(actor: Actor, key: RecordKey, file: UploadInput | null): Promise<MediaDetail> {
  assertMediaUser(actor);
  if (!file || file.bytes.length === 0) throw fileRequired();
  const db = await getDb();
  // 404 before any processing for a file that does not exist.
  const [existing] = await db.select({ uniqueKey: files.uniqueKey }).from(files).where(and(eq(files.id, Number(key.id)), isNull(files.deletedAt))).limit(1);
  if (!existing || existing.uniqueKey !== key.uniqueKey) throw errors.notFound();
  const mimeType = acceptImage(file.bytes);
  const image = await processImage(file.bytes);

  const storage = getStorage();
  const stored: string[] = [];
  try {
    // A new prefix per replacement: the old and new copies never share a key, so a reader sees the
    // old bytes or the new ones, and the version changes.
    const prefix = `${key.uniqueKey}-${randomBytes(4).toString('hex')}`;
    const variants = await storeVariants(prefix, image, async (objectKey, bytes, contentType) => {
      stored.push(objectKey);
      try {
        await storage.put(objectKey, bytes, contentType);
      } catch (error) {
        logger.error({ err: error, key: objectKey }, 'replacement could not be written to storage');
        throw errors.storageUnavailable();
      }
    });
    const widest = image.variants[image.variants.length - 1];
    const { detail, oldKeys, tags } = await db.transaction(async (tx) => {
      const before = await lockFile(tx, key);
      const [old] = await tx.select({ storageKey: files.storageKey, variants: files.variants }).from(files).where(eq(files.id, before.id));
      const [after] = await tx
        .update(files)
        .set({
          storageKey: variants[String(widest.width)],
          variants,
          originalName: file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || before.originalName,
          mimeType,
          size: file.bytes.length,
          width: image.width,
          height: image.height,
          inLibrary: true,
          updatedAt: new Date(),
        })
        .where(eq(files.id, before.id))
        .returning(mediaColumns);
      const sized = (row: MediaRow) => ({ name: row.originalName, size: row.size, width: row.width, height: row.height });
      const { detail, tags } = await afterFileChange(tx, actor, 'media.replace', before, after, { from: sized(before), to: sized(after) });
      return { detail, oldKeys: objectKeys(old), tags: [...tags, cacheTags.file(after.uniqueKey)] };
    });
    stored.length = 0;
    await removeObjects(oldKeys.filter((k) => !Object.values(variants).includes(k)));
    await invalidate(...tags);
    return detail;
  } catch (error) {
    await removeObjects(stored);
    throw error;
  }
}
