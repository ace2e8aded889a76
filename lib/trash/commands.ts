import 'server-only';
import { and, eq, isNotNull, lt, notExists } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/db/client';
import { articleCategories, articles, categories, faqs, files, pages } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { Actor } from '@/lib/core/actor';
import { errors } from '@/lib/core/errors';
import type { RecordKey } from '@/lib/core/command';
import { logger } from '@/lib/logger';
import { getStorage, type Storage } from '@/lib/storage';
import { restoreArticleFromTrash } from '@/lib/articles/commands';
import { restoreCategoryFromTrash } from '@/lib/categories/commands';
import { restoreFaqFromTrash } from '@/lib/faq/commands';
import { restoreMediaFromTrash } from '@/lib/media/commands';
import { restorePageFromTrash } from '@/lib/pages/commands';
import { mayHandleKind } from './queries';
import { TRASH_RETENTION_MS, trashKinds, type TrashKind } from './schema';

/**
 * Takes a record out of the trash (POST /api/trash/restore/{kind}/{id}/{unique_key}): same id and
 * unique_key, back to the state it had. Each domain's command checks its own grant, locks the row,
 * writes the audit row (`<kind>.untrash`) and expires its caches; a record not in the trash is 404.
 */
export async function restoreFromTrash(actor: Actor, kind: string, key: RecordKey): Promise<unknown> {
  if (!(trashKinds as readonly string[]).includes(kind)) throw errors.notFound();
  const known = kind as TrashKind;
  if (!mayHandleKind(actor, known)) throw errors.accessDenied();
  switch (known) {
    case 'article':
      return restoreArticleFromTrash(actor, key);
    case 'page':
      return restorePageFromTrash(actor, key);
    case 'faq':
      return restoreFaqFromTrash(actor, key);
    case 'category':
      return restoreCategoryFromTrash(actor, key);
    case 'file':
      return restoreMediaFromTrash(actor, key);
  }
}

export interface TrashPurgeResult {
  articles: number;
  pages: number;
  faqs: number;
  categories: number;
  files: number;
}

/**
 * The maintenance job's part (lib/jobs/purge.ts): deletes for good what has been in the trash for more
 * than 30 days (TRASH_RETENTION_MS) as of `now`. Articles go first (their category links with them),
 * then a category nothing uses any more; a file's stored copies are removed after its row. Idempotent.
 */
export async function purgeTrash(now = new Date(), db?: Db, storage?: Storage): Promise<TrashPurgeResult> {
  const database = db ?? (await getDb());
  const before = new Date(now.getTime() - TRASH_RETENTION_MS);
  const old = (table: { deletedAt: PgColumn }) => and(isNotNull(table.deletedAt), lt(table.deletedAt, before));
  const purgedArticles = await database.delete(articles).where(old(articles)).returning({ id: articles.id });
  const purgedPages = await database.delete(pages).where(old(pages)).returning({ id: pages.id });
  const purgedFaqs = await database.delete(faqs).where(old(faqs)).returning({ id: faqs.id });
  const purgedCategories = await database
    .delete(categories)
    .where(and(old(categories), notExists(database.select({ one: articleCategories.categoryId }).from(articleCategories).where(eq(articleCategories.categoryId, categories.id)))))
    .returning({ id: categories.id });
  const purgedFiles = await database.delete(files).where(old(files)).returning({ id: files.id, storageKey: files.storageKey, variants: files.variants });
  if (purgedFiles.length > 0) {
    const store = storage ?? getStorage();
    const keys = [...new Set(purgedFiles.flatMap((f) => [f.storageKey, ...Object.values(f.variants)]))];
    await Promise.all(keys.map((k) => store.delete(k).catch((err: unknown) => logger.warn({ err, key: k }, 'could not remove a purged file’s stored copy'))));
  }
  if (purgedArticles.length > 0 || purgedCategories.length > 0) invalidate(cacheTags.articles, cacheTags.categories);
  if (purgedPages.length > 0) invalidate(cacheTags.pages);
  if (purgedFaqs.length > 0) invalidate(cacheTags.faqs);
  return {
    articles: purgedArticles.length,
    pages: purgedPages.length,
    faqs: purgedFaqs.length,
    categories: purgedCategories.length,
    files: purgedFiles.length,
  };
}
