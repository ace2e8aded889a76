import 'server-only';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files, importItems, importRecords, imports, type ImportItemAction } from '@/db/schema';
import { articlePublicTags } from '@/lib/articles/commands';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { Actor } from '@/lib/core/actor';
import { withJobLock, type LockedRun } from '@/lib/jobs/lock';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import { saveUpload } from '@/lib/uploads/commands';
import { fileUrl } from '@/lib/uploads/queries';
import { applyAuthor, applyPost, applyTerm, type ApplyContext, type ItemOutcome } from './apply';
import { parseGhost } from './ghost';
import { mediaSource } from './media';
import { ImportFileError, type ImportBundle, type ImportWarning, type ParseFile } from './model';
import { checksumOf, findRecord, saveRecord } from './records';
import { importOptionsSchema, type ImportFileSource } from './schema';
import { parseWordpress } from './wordpress';

/*
 * The import job (issue 34 §1): runs a queued import in the server's background, in batches of
 * BATCH_SIZE items, and writes its progress (processed of total, the counts, the warnings and one
 * report line per item) after each batch, so a reloaded page, or another instance, sees how far it
 * is. One import at a time across instances (the job's advisory lock); an import left `running` by a
 * stopped server is taken up again where its last batch ended (every item is idempotent).
 */

export const IMPORT_JOB = 'import';
const BATCH_SIZE = 25;
/** Warnings kept in the report (a 5,000-post file may have one per image): the rest are counted. */
const MAX_WARNINGS = 1000;

export const importParsers: Record<ImportFileSource, ParseFile> = { wordpress: parseWordpress, ghost: parseGhost };

/** The grant the import's uploads are made under (the media library); its other writes are its own. */
const UPLOAD_GRANTS = ['media'];

type Step = { kind: 'author' | 'term' | 'post'; run: (ctx: ApplyContext) => Promise<ItemOutcome>; sourceKind: string; sourceId: string; title: string };

/** Every item of the bundle in the order they depend on each other: authors, terms, then posts. */
function importSteps(bundle: ImportBundle): Step[] {
  return [
    ...bundle.authors.map((a): Step => ({ kind: 'author', sourceKind: 'author', sourceId: a.sourceId, title: a.name, run: (ctx) => applyAuthor(ctx, a) })),
    ...bundle.terms.map((t): Step => ({ kind: 'term', sourceKind: t.kind, sourceId: t.sourceId, title: t.name, run: (ctx) => applyTerm(ctx, t) })),
    ...bundle.posts.map((p): Step => ({ kind: 'post', sourceKind: p.kind, sourceId: p.sourceId, title: p.title, run: (ctx) => applyPost(ctx, p) })),
  ];
}

type ImportRow = typeof imports.$inferSelect;

const inProcess = globalThis as unknown as { vitrineImportRun?: Promise<LockedRun<number>> | null; vitrineImportAgain?: boolean };

/**
 * Runs every queued import, one after the other, under the job's lock. A call while this process is
 * already running them only asks that run to look again when it is done.
 */
export function runPendingImports(): Promise<LockedRun<number>> {
  if (inProcess.vitrineImportRun) {
    inProcess.vitrineImportAgain = true;
    return inProcess.vitrineImportRun;
  }
  const run = withJobLock(IMPORT_JOB, async () => {
    await dropStaleFiles();
    let ran = 0;
    do {
      inProcess.vitrineImportAgain = false;
      for (let next = await claimNext(); next; next = await claimNext()) {
        await runImport(next);
        ran += 1;
      }
    } while (inProcess.vitrineImportAgain);
    return ran;
  }).finally(() => {
    inProcess.vitrineImportRun = null;
  });
  inProcess.vitrineImportRun = run;
  return run;
}

/** The oldest import waiting (or left running by a stopped server), marked running. */
async function claimNext(): Promise<ImportRow | null> {
  const db = await getDb();
  const [waiting] = await db
    .select({ id: imports.id })
    .from(imports)
    .where(inArray(imports.status, ['queued', 'running']))
    .orderBy(asc(imports.createdAt), asc(imports.id))
    .limit(1);
  if (!waiting) return null;
  const [row] = await db
    .update(imports)
    .set({ status: 'running', startedAt: sql`coalesce(${imports.startedAt}, now())`, updatedAt: new Date() })
    .where(eq(imports.id, waiting.id))
    .returning();
  return row ?? null;
}

/** Text a report can hold: no NUL (PostgreSQL stores none), within `max` characters. */
function storable(text: string, max: number): string {
  return text.replace(/\u0000/g, '').slice(0, max);
}

/** Why an item or a run failed, for the report: the database's own reason rather than the whole failed query. */
function failureMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return storable(cause instanceof Error ? cause.message : String(cause), 1000);
}

async function fail(id: number, error: string): Promise<void> {
  const db = await getDb();
  await db.update(imports).set({ status: 'failed', error: storable(error, 2000), finishedAt: new Date(), updatedAt: new Date() }).where(eq(imports.id, id));
}

/** Source author/term id → record, from what earlier runs (or earlier batches of this one) wrote. */
async function knownTargets(row: ImportRow, site: string): Promise<{ authors: Map<string, number | null>; terms: Map<string, number | null> }> {
  const db = await getDb();
  const rows = await db
    .select({ kind: importRecords.sourceKind, sourceId: importRecords.sourceId, targetId: importRecords.targetId })
    .from(importRecords)
    .where(and(eq(importRecords.source, row.source), eq(importRecords.site, site), inArray(importRecords.sourceKind, ['author', 'category', 'tag'])));
  const authors = new Map<string, number | null>();
  const terms = new Map<string, number | null>();
  for (const r of rows) (r.kind === 'author' ? authors : terms).set(r.sourceId, r.targetId);
  return { authors, terms };
}

/** Stores an image through the normal upload path (sizes, AVIF/WebP, the media library), once per URL and site. */
function uploader(row: ImportRow, site: string, actor: Actor, locale: string): ApplyContext['upload'] {
  return async (found, media) => {
    const db = await getDb();
    const ref = { source: row.source, site, kind: 'media', sourceId: media.url };
    const record = await findRecord(db, ref);
    if (record) {
      const [file] = await db.select({ uniqueKey: files.uniqueKey }).from(files).where(eq(files.id, record.targetId)).limit(1);
      if (file) return fileUrl(file.uniqueKey);
    }
    const saved = await saveUpload({ id: actor.id, grants: UPLOAD_GRANTS }, { name: found.fileName, bytes: new Uint8Array(found.bytes) }, { alt: media.alt?.slice(0, 250) || undefined, locale, library: true });
    await saveRecord(db, ref, { kind: 'file', id: saved.id }, checksumOf(media.url), row.id, row.id);
    return saved.url;
  };
}

function emptyCounts(): Record<ImportItemAction | 'warnings', number> {
  return { created: 0, updated: 0, skipped: 0, failed: 0, warnings: 0 };
}

/** Expires the public pages the batch changed, once (not once per item). */
function expire(outcomes: ItemOutcome[]): void {
  const tags = new Set<string>();
  for (const { touched } of outcomes) {
    if (!touched) continue;
    if (touched.kind === 'article') for (const tag of articlePublicTags(touched.id, touched.authorId)) tags.add(tag);
    else if (touched.kind === 'page') tags.add(cacheTags.pages);
    else tags.add(cacheTags.categories);
  }
  if (tags.size > 0) invalidate(...tags);
}

/** Reads the stored files, parses them and walks the bundle from where the import stands. */
async function runImport(row: ImportRow): Promise<void> {
  const storage = getStorage();
  const db = await getDb();
  try {
    if (row.source === 'vitrine') throw new Error('A Vitrine export is restored by the export domain, not by this job.');
    if (!row.createdBy) throw new Error('The person who started the import no longer exists.');
    if (!row.fileKey) throw new Error('The uploaded file is gone.');
    const file = await storage.get(row.fileKey);
    if (!file) throw new Error('The uploaded file is gone.');
    const zip = row.mediaKey ? await storage.get(row.mediaKey) : null;
    const bundle = importParsers[row.source](Buffer.from(file));
    const options = importOptionsSchema.parse(row.options);
    const actor: Actor = { id: row.createdBy, grants: [] };
    const site = bundle.site;
    const known = await knownTargets(row, site);
    const ctx: ApplyContext = {
      importId: row.id,
      source: row.source,
      site,
      dryRun: row.dryRun,
      options,
      actor,
      media: mediaSource({ zip: zip ? Buffer.from(zip) : null, fetch: options.fetch_media }),
      upload: uploader(row, site, actor, options.locale),
      authors: known.authors,
      terms: known.terms,
      images: new Map(),
    };
    const steps = importSteps(bundle);
    const counts = { ...emptyCounts(), ...row.counts };
    const warnings: ImportWarning[] = row.processed === 0 ? [...bundle.warnings] : (row.warnings as ImportWarning[]);
    if (row.processed === 0) counts.warnings = warnings.length;
    if (row.total !== steps.length) await db.update(imports).set({ total: steps.length }).where(eq(imports.id, row.id));

    // Earlier batches (a resumed run): their authors and terms are known from import_records; a dry
    // run has none, so it replays them without a report line.
    if (row.dryRun) for (const step of steps.slice(0, row.processed)) if (step.kind !== 'post') await step.run(ctx).catch(() => undefined);

    for (let start = row.processed; start < steps.length; start += BATCH_SIZE) {
      const batch = steps.slice(start, start + BATCH_SIZE);
      const lines: (typeof importItems.$inferInsert)[] = [];
      const outcomes: ItemOutcome[] = [];
      for (const step of batch) {
        let outcome: ItemOutcome;
        try {
          outcome = await step.run(ctx);
        } catch (error) {
          // One bad item is reported and skipped; its transaction left nothing behind.
          logger.warn({ err: error, importId: row.id, item: `${step.sourceKind}:${step.sourceId}` }, 'import item failed');
          outcome = { action: 'failed', targetKind: null, targetId: null, warnings: [], message: failureMessage(error) };
        }
        outcomes.push(outcome);
        counts[outcome.action] += 1;
        counts.warnings += outcome.warnings.length;
        for (const w of outcome.warnings) if (warnings.length < MAX_WARNINGS) warnings.push({ ...w, detail: storable(w.detail, 500), ...(w.item ? { item: storable(w.item, 200) } : {}) });
        lines.push({
          importId: row.id,
          sourceKind: step.sourceKind,
          sourceId: storable(step.sourceId, 500),
          title: storable(step.title, 300) || null,
          action: outcome.action,
          targetKind: outcome.targetKind,
          targetId: outcome.targetId,
          message: outcome.message ? storable(outcome.message, 1000) : outcome.warnings.length > 0 ? outcome.warnings.map((w) => w.code).join(', ') : null,
        });
      }
      await db.transaction(async (tx) => {
        await tx.insert(importItems).values(lines);
        await tx
          .update(imports)
          .set({ processed: start + batch.length, counts, warnings, updatedAt: new Date() })
          .where(eq(imports.id, row.id));
      });
      expire(outcomes);
      // Let the requests waiting behind the batch through before the next one.
      await new Promise((resolve) => setImmediate(resolve));
    }

    await db.update(imports).set({ status: 'done', finishedAt: new Date(), updatedAt: new Date() }).where(eq(imports.id, row.id));
    // A real run is done with its files; a dry run keeps them for the run that confirms it.
    if (!row.dryRun) await dropFiles(row);
  } catch (error) {
    logger.error({ err: error, importId: row.id }, 'import failed');
    await fail(row.id, error instanceof ImportFileError ? `${error.code}: ${error.message}` : failureMessage(error));
  }
}

/** How long a finished dry run keeps its files for the run that would confirm it. */
const KEEP_FILES_MS = 24 * 60 * 60_000;

/** The files of dry runs nobody confirmed within a day (and of imports that failed) leave storage. */
async function dropStaleFiles(now = new Date()): Promise<void> {
  const db = await getDb();
  const stale = await db
    .select({ id: imports.id, fileKey: imports.fileKey, mediaKey: imports.mediaKey })
    .from(imports)
    .where(and(isNotNull(imports.fileKey), inArray(imports.status, ['done', 'failed', 'undone']), lt(imports.finishedAt, new Date(now.getTime() - KEEP_FILES_MS))));
  for (const row of stale) await dropFiles(row);
}

/** Removes the import's uploaded files from storage and forgets their keys. */
async function dropFiles(row: Pick<ImportRow, 'id' | 'fileKey' | 'mediaKey'>): Promise<void> {
  const storage = getStorage();
  for (const key of [row.fileKey, row.mediaKey]) if (key) await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'could not remove an import file'));
  const db = await getDb();
  await db.update(imports).set({ fileKey: null, mediaKey: null }).where(eq(imports.id, row.id));
}
