import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { importRecords, redirects, type ImportSource } from '@/db/schema';

// The import's memory of what it wrote (import_records) and the old addresses it sends on (redirects).

/** Where an item of a source came from: the same item of the same site always finds the same record. */
export interface SourceRef {
  source: ImportSource;
  site: string;
  kind: string;
  sourceId: string;
}

export type ImportRecord = typeof importRecords.$inferSelect;

/** A stable digest of an item as the parser read it: a changed item (or changed options) has another one. */
export function checksumOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export async function findRecord(db: DbOrTx, ref: SourceRef): Promise<ImportRecord | null> {
  const [row] = await db
    .select()
    .from(importRecords)
    .where(and(eq(importRecords.source, ref.source), eq(importRecords.site, ref.site), eq(importRecords.sourceKind, ref.kind), eq(importRecords.sourceId, ref.sourceId)))
    .limit(1);
  return row ?? null;
}

/**
 * Records (or re-points) the item's record. `createdBy` is the import that created the target, or null
 * when the target was there before (matched by email or slug): an undo never removes that one.
 */
export async function saveRecord(db: DbOrTx, ref: SourceRef, target: { kind: string; id: number }, checksum: string, importId: number, createdBy: number | null): Promise<void> {
  const now = new Date();
  await db
    .insert(importRecords)
    .values({ source: ref.source, site: ref.site, sourceKind: ref.kind, sourceId: ref.sourceId, targetKind: target.kind, targetId: target.id, checksum, createdByImport: createdBy, lastImport: importId })
    .onConflictDoUpdate({
      target: [importRecords.source, importRecords.site, importRecords.sourceKind, importRecords.sourceId],
      set: { targetKind: target.kind, targetId: target.id, checksum, createdByImport: createdBy, lastImport: importId, updatedAt: now },
    });
}

/** Marks the record as seen (and, with a new checksum, updated) by this import. */
export async function touchRecord(db: DbOrTx, recordId: number, checksum: string, importId: number): Promise<void> {
  await db.update(importRecords).set({ checksum, lastImport: importId, updatedAt: new Date() }).where(eq(importRecords.id, recordId));
}

/**
 * An old path as the redirects table keeps it: no host, no trailing slash (the root aside). A query
 * (WordPress's `/?p=123`) is kept: lib/redirects decides how it is matched.
 */
export function normalisedOldPath(raw: string): string | null {
  let path = raw.trim();
  if (!path) return null;
  try {
    if (/^https?:\/\//i.test(path)) {
      const url = new URL(path);
      path = url.pathname + url.search;
    }
  } catch {
    return null;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  const [pathname, query] = path.split('?', 2) as [string, string | undefined];
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return query ? `${trimmed}?${query}` : trimmed;
}

/**
 * Sends each old path to the record's new address (origin 'import', so the import's undo removes
 * them). A path that already redirects elsewhere keeps its redirect; a path equal to its target is none.
 */
export async function addRedirects(db: DbOrTx, oldPaths: readonly string[], target: string, importId: number, actorId: number | null): Promise<number> {
  const rows = [...new Set(oldPaths.map(normalisedOldPath))]
    .filter((from): from is string => from !== null && from !== target && from !== '/')
    .map((fromPath) => ({ fromPath, toTarget: target, statusCode: 301, origin: 'import' as const, importId, createdBy: actorId }));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(redirects).values(rows).onConflictDoNothing({ target: redirects.fromPath }).returning({ id: redirects.id });
  return inserted.length;
}
