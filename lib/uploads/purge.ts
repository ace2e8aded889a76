import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDbHandle, type DbHandle } from '@/db/client';
import { articleRevisions, articles, categories, faqs, files, layoutSettings, pageRevisions, pages, seoSettings, users } from '@/db/schema';
import { logger } from '@/lib/logger';
import { getStorage, type Storage } from '@/lib/storage';

/** An upload nothing references is removed once it is older than this (time to save the form it was uploaded from). */
export const ORPHAN_UPLOAD_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 500;

/**
 * Every column that can hold an upload's URL (`/api/files/<unique_key>`, site-relative or absolute,
 * maybe with `?w=`): single URLs (covers, category images, photos, logos) and markup (article HTML,
 * SEO snippets, texts, a page's blocks as JSON). Revisions count, so an article or page restored to an
 * earlier version keeps its images; so does a page editor's unsaved draft; every row of the settings
 * history counts too. A new column that stores an upload's URL
 * must be listed here, or its images are removed a day after their upload.
 */
export const uploadReferenceColumns: [PgTable, AnyPgColumn][] = [
  [articles, articles.image],
  [articles, articles.content],
  [articleRevisions, articleRevisions.image],
  [articleRevisions, articleRevisions.content],
  [categories, categories.image],
  [categories, categories.description],
  [users, users.photo],
  [users, users.biography],
  [layoutSettings, layoutSettings.logoV1],
  [layoutSettings, layoutSettings.logoV2],
  [seoSettings, seoSettings.head],
  [seoSettings, seoSettings.body],
  [faqs, faqs.answer],
  [pages, pages.image],
  [pages, pages.blocks],
  [pages, pages.draft],
  [pageRevisions, pageRevisions.image],
  [pageRevisions, pageRevisions.blocks],
];

/** The unique keys of the uploads that some row references (one pass over each column, not one per file). */
function referencedKeys(): SQL {
  const sources = uploadReferenceColumns.map(
    // ::text: JSON columns (a page's blocks) are searched as their text.
    ([table, column]) => sql`select ${column}::text as v from ${table} where ${column}::text like ${'%/api/files/%'}`,
  );
  return sql`select (regexp_matches(r.v, ${'/api/files/([a-f0-9]{32})'}, 'g'))[1] from (${sql.join(sources, sql` union all `)}) r`;
}

export interface PurgeOrphanUploadsResult {
  /** `files` rows deleted (with their objects). */
  files: number;
  /** Objects removed from storage (each variant is one). */
  objects: number;
  /** Orphans kept for the next run because the store refused to delete one of their objects. */
  failed: number;
}

/**
 * Removes the uploads created before `olderThan` (default: 24 hours ago) that no article, revision,
 * category, user, layout or SEO setting or FAQ references and that are not in the media library
 * (`in_library`: uploaded or described there, kept even unused): first their objects (every variant),
 * then their `files` row. Idempotent: a missing object counts as removed, and a file whose objects
 * could not all be removed keeps its row, so the next run tries again.
 */
export async function purgeOrphanUploads(
  options: { olderThan?: Date; handle?: DbHandle; storage?: Storage } = {},
): Promise<PurgeOrphanUploadsResult> {
  const { db } = options.handle ?? (await getDbHandle());
  const storage = options.storage ?? getStorage();
  const olderThan = options.olderThan ?? new Date(Date.now() - ORPHAN_UPLOAD_GRACE_MS);
  const result: PurgeOrphanUploadsResult = { files: 0, objects: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const orphans = await db
      .select({ id: files.id, storageKey: files.storageKey, variants: files.variants })
      .from(files)
      .where(and(gt(files.id, afterId), lt(files.createdAt, olderThan), eq(files.inLibrary, false), isNull(files.deletedAt), sql`${files.uniqueKey} not in (${referencedKeys()})`))
      .orderBy(asc(files.id))
      .limit(BATCH);
    if (orphans.length === 0) break;
    afterId = orphans[orphans.length - 1].id;

    const removed: number[] = [];
    for (const file of orphans) {
      const keys = [...new Set([file.storageKey, ...Object.values(file.variants)])];
      try {
        await Promise.all(keys.map((key) => storage.delete(key)));
        removed.push(file.id);
        result.objects += keys.length;
      } catch (error) {
        result.failed += 1;
        logger.warn({ err: error, fileId: file.id }, 'could not remove an orphan upload; it is retried at the next run');
      }
    }
    if (removed.length > 0) {
      const deleted = await db.delete(files).where(inArray(files.id, removed)).returning({ id: files.id });
      result.files += deleted.length;
    }
    if (orphans.length < BATCH) break;
  }
  return result;
}
