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

type ImportRecord = typeof importRecords.$inferSelect;

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

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An old path as the redirects table keeps it (the same form lib/redirects gives a from-path, so the
 * served table finds it): no host, percent-decoded, lower-case, repeated and trailing slashes dropped;
 * of the query only WordPress's post id, written `?p=ID` (`?page_id=ID` too). Null for the home page
 * itself and for what no address holds.
 */
function normalisedOldPath(raw: string): string | null {
  let text = raw.trim().split('#')[0];
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  const q = text.indexOf('?');
  const [pathPart, search] = q === -1 ? [text, ''] : [text.slice(0, q), text.slice(q + 1)];
  const decoded = pathPart.split('/').map(safeDecode).join('/');
  if (!decoded.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const collapsed = decoded.replace(/\/{2,}/g, '/');
  const path = (collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed).toLowerCase();
  const params = new URLSearchParams(search);
  const postId = [params.get('p'), params.get('page_id')].find((v) => v !== null && /^\d{1,12}$/.test(v));
  if (postId) return `${path}?p=${Number(postId)}`;
  return path === '/' ? null : path;
}

/**
 * Sends each old path to the record's new address (origin 'import', so the import's undo removes
 * them). A path that already redirects elsewhere keeps its redirect; a path equal to its target is none.
 */
export async function addRedirects(db: DbOrTx, oldPaths: readonly string[], target: string, importId: number, actorId: number | null): Promise<number> {
  const rows = [...new Set(oldPaths.map(normalisedOldPath))]
    .filter((from): from is string => from !== null && from !== target.toLowerCase())
    .map((fromPath) => ({ fromPath, toTarget: target, statusCode: 301, origin: 'import' as const, importId, createdBy: actorId }));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(redirects).values(rows).onConflictDoNothing({ target: redirects.fromPath }).returning({ id: redirects.id });
  return inserted.length;
}
