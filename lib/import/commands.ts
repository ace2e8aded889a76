import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articleCategories, articles, categories, importRecords, imports, pages, redirects, users } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { writeAudit } from '@/lib/core/command';
import type { Actor } from '@/lib/core/actor';
import { AppError, errors } from '@/lib/core/errors';
import { runInBackground } from '@/lib/jobs/background';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import { ImportFileError } from './model';
import { presentImport, type ImportView } from './present';
import { assertImporter, importIdOf } from './queries';
import { importParsers, runPendingImports } from './run';
import type { ImportConfirm, ImportStart } from './schema';
import { confirmVitrineExport, importVitrineExport } from './vitrine';

// Starting an import (the file checked, kept in storage, the job queued), confirming a dry run, and
// undoing an import from its report.

export interface ImportFiles {
  file: { name: string; bytes: Uint8Array } | null;
  media: { name: string; bytes: Uint8Array } | null;
}

/** 422 with the message for the parser's reason, in the caller's language. */
function refusedFile(error: ImportFileError): AppError {
  return new AppError(`Import.fileErrors.${error.code}`, 422, { errorCode: `IMPORT_${error.code.toUpperCase()}` });
}

const fileRequired = () => new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'file', messageKey: 'Import.errors.fileRequired' }] });

/**
 * 422 unless every user `author_map` names exists: a typo would otherwise fail each of that author's
 * items one by one, in the middle of the run.
 */
async function assertMappedUsers(authorMap: Record<string, number>): Promise<void> {
  const ids = [...new Set(Object.values(authorMap))];
  if (ids.length === 0) return;
  const db = await getDb();
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) {
    throw new AppError('Import.errors.unknownUser', 422, { values: { id: missing[0] }, errorCode: 'IMPORT_UNKNOWN_USER', fieldErrors: [{ field: 'author_map', messageKey: 'Import.errors.invalidValue' }] });
  }
}

/** Starts the job now (after the answer, inside a request) rather than at the scheduler's next tick. */
function kick(): void {
  runInBackground('import', () => runPendingImports());
}

/**
 * Checks the file (the parser refuses a malformed or hostile one: 422, nothing written), keeps it
 * and the images zip in storage, and queues the import. Answers at once: the job does the rest.
 */
export async function startImport(actor: Actor, start: ImportStart, uploaded: ImportFiles): Promise<ImportView> {
  assertImporter(actor);
  if (!uploaded.file || uploaded.file.bytes.length === 0) throw fileRequired();
  if (start.source === 'vitrine') return importVitrineExport(actor, start.dry_run, uploaded.file.bytes, uploaded.file.name);
  const bytes = Buffer.from(uploaded.file.bytes.buffer, uploaded.file.bytes.byteOffset, uploaded.file.bytes.byteLength);
  let total: number;
  try {
    const bundle = importParsers[start.source](bytes);
    total = bundle.authors.length + bundle.terms.length + bundle.posts.length;
  } catch (error) {
    if (error instanceof ImportFileError) throw refusedFile(error);
    throw error;
  }
  await assertMappedUsers(start.author_map);
  const uniqueKey = randomUUID();
  const storage = getStorage();
  const fileKey = `imports/${uniqueKey}/source`;
  const mediaKey = uploaded.media && uploaded.media.bytes.length > 0 ? `imports/${uniqueKey}/media.zip` : null;
  try {
    await storage.put(fileKey, uploaded.file.bytes, 'application/octet-stream');
    if (mediaKey && uploaded.media) await storage.put(mediaKey, uploaded.media.bytes, 'application/zip');
  } catch (error) {
    logger.error({ err: error }, 'import file could not be stored');
    await Promise.all([fileKey, mediaKey].map((key) => (key ? storage.delete(key).catch(() => undefined) : undefined)));
    throw errors.storageUnavailable();
  }
  const { source, dry_run: dryRun, ...options } = start;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(imports)
      .values({ uniqueKey, source, dryRun, fileName: uploaded.file!.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'import', fileKey, mediaKey, options, total, createdBy: actor.id })
      .returning();
    await writeAudit(tx, actor, { action: dryRun ? 'import.dry_run' : 'import.start', entityType: 'import', entityId: inserted.id, details: { source, file_name: inserted.fileName, total, options } });
    return inserted;
  });
  kick();
  return presentImport(row);
}

/**
 * Runs a finished dry run for real: a new import of the same files and options (the files pass to
 * it); `author_map`, when given, replaces the dry run's (the authors mapped on the report).
 */
export async function confirmImport(actor: Actor, idParam: string, choices?: ImportConfirm): Promise<ImportView> {
  assertImporter(actor);
  const id = importIdOf(idParam);
  const authorMap = choices?.author_map;
  if (authorMap) await assertMappedUsers(authorMap);
  const db = await getDb();
  const [vitrine] = await db.select({ id: imports.id, fileKey: imports.fileKey, fileName: imports.fileName, dryRun: imports.dryRun, status: imports.status }).from(imports).where(and(eq(imports.id, id), eq(imports.source, 'vitrine')));
  if (vitrine) {
    if (!vitrine.dryRun || vitrine.status !== 'done' || !vitrine.fileKey) throw new AppError('Import.errors.notConfirmable', 409, { errorCode: 'IMPORT_NOT_CONFIRMABLE' });
    return confirmVitrineExport(actor, { id: vitrine.id, fileKey: vitrine.fileKey, fileName: vitrine.fileName });
  }
  const row = await db.transaction(async (tx) => {
    const [dry] = await tx.select().from(imports).where(eq(imports.id, id)).for('update').limit(1);
    if (!dry) throw errors.notFound();
    if (!dry.dryRun || dry.status !== 'done' || !dry.fileKey) throw new AppError('Import.errors.notConfirmable', 409, { errorCode: 'IMPORT_NOT_CONFIRMABLE' });
    const [inserted] = await tx
      .insert(imports)
      .values({ source: dry.source, dryRun: false, fileName: dry.fileName, fileKey: dry.fileKey, mediaKey: dry.mediaKey, options: authorMap ? { ...dry.options, author_map: authorMap } : dry.options, total: dry.total, createdBy: actor.id })
      .returning();
    await tx.update(imports).set({ fileKey: null, mediaKey: null, updatedAt: new Date() }).where(eq(imports.id, dry.id));
    await writeAudit(tx, actor, { action: 'import.start', entityType: 'import', entityId: inserted.id, details: { source: inserted.source, file_name: inserted.fileName, dry_run_id: dry.id, ...(authorMap ? { author_map: authorMap } : {}) } });
    return inserted;
  });
  kick();
  return presentImport(row);
}

interface UndoOutcome {
  articles: number;
  pages: number;
  categories: number;
  users: number;
  redirects: number;
}

/**
 * Undoes what the import created: its articles and pages go to the trash (restorable for 30 days),
 * its categories, users and redirects are deleted. Records it only updated stay as they are.
 */
export async function undoImport(actor: Actor, idParam: string): Promise<ImportView & { undone: UndoOutcome }> {
  assertImporter(actor);
  const id = importIdOf(idParam);
  const db = await getDb();
  const { row, undone } = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(imports).where(eq(imports.id, id)).for('update').limit(1);
    if (!found) throw errors.notFound();
    if (found.dryRun || (found.status !== 'done' && found.status !== 'failed')) throw new AppError('Import.errors.notUndoable', 409, { errorCode: 'IMPORT_NOT_UNDOABLE' });
    const records = await tx.select({ kind: importRecords.targetKind, id: importRecords.targetId }).from(importRecords).where(eq(importRecords.createdByImport, id));
    const ids = (kind: string) => records.filter((r) => r.kind === kind).map((r) => r.id);
    const now = new Date();
    const trashedArticles = ids('article').length
      ? await tx
          .update(articles)
          .set({ deletedAt: now, deletedBy: actor.id, deletedStatus: sql`${articles.status}`, status: 'draft', updatedAt: sql`${articles.updatedAt}` })
          .where(and(inArray(articles.id, ids('article')), isNull(articles.deletedAt)))
          .returning({ id: articles.id, authorId: articles.authorId })
      : [];
    const trashedPages = ids('page').length
      ? await tx
          .update(pages)
          .set({ deletedAt: now, deletedBy: actor.id, deletedStatus: sql`${pages.status}`, status: 'draft', updatedAt: sql`${pages.updatedAt}` })
          .where(and(inArray(pages.id, ids('page')), isNull(pages.deletedAt)))
          .returning({ id: pages.id })
      : [];
    // The import's categories leave its (now trashed) articles; other articles keep theirs, so a
    // category another article uses is kept.
    let deletedCategories: { id: number }[] = [];
    if (ids('category').length) {
      await tx.delete(articleCategories).where(and(inArray(articleCategories.categoryId, ids('category')), inArray(articleCategories.articleId, ids('article').length ? ids('article') : [0])));
      const used = await tx.selectDistinct({ id: articleCategories.categoryId }).from(articleCategories).where(inArray(articleCategories.categoryId, ids('category')));
      const free = ids('category').filter((c) => !used.some((u) => u.id === c));
      if (free.length) deletedCategories = await tx.delete(categories).where(inArray(categories.id, free)).returning({ id: categories.id });
    }
    const deletedUsers = ids('user').length ? await tx.delete(users).where(and(inArray(users.id, ids('user')), isNull(users.passwordHash))).returning({ id: users.id }) : [];
    const deletedRedirects = await tx.delete(redirects).where(eq(redirects.importId, id)).returning({ id: redirects.id });
    // Forgotten, so that importing the file again creates them anew.
    await tx.delete(importRecords).where(and(eq(importRecords.createdByImport, id), sql`${importRecords.targetKind} <> 'file'`));
    const [after] = await tx.update(imports).set({ status: 'undone', updatedAt: now }).where(eq(imports.id, id)).returning();
    const undone = { articles: trashedArticles.length, pages: trashedPages.length, categories: deletedCategories.length, users: deletedUsers.length, redirects: deletedRedirects.length };
    await writeAudit(tx, actor, { action: 'import.undo', entityType: 'import', entityId: id, details: { ...undone } });
    return { row: after, undone, authors: trashedArticles };
  });
  invalidate(cacheTags.articles, cacheTags.categories, cacheTags.authors, cacheTags.pages);
  return { ...presentImport(row), undone };
}
