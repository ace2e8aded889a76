import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, rowsOf, type Db, type Tx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { getStorage, type Storage } from '@/lib/storage';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from './document';
import { exportedColumns, exportSections, tableName, type SectionSpec } from './tables';
import { readExportZip, type ExportUpload } from './zip';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

/** Who restores: their password hash is kept on the restored user with the same email, so they can still sign in. */
export interface RestoreActor {
  id: number;
}

export interface RestoreSummary {
  /** Rows written per section ('articles', 'settings.seo', …; children counted with their table). */
  counts: Record<string, number>;
  files: number;
}

const refused = (messageKey: 'Export.errors.notAnExport' | 'Export.errors.unsupportedVersion' | 'Export.errors.invalidDocument', values?: Record<string, string | number>) =>
  new AppError(messageKey, 422, { errorCode: 'INVALID_EXPORT', values });

/**
 * The tables whose rows mean "this site already has content": anything written after the first-start
 * seed (the seed's own rows are replaced by the restore). Users count only when created later, since
 * signing in touches the administrator's row.
 */
async function contentAfterSeed(tx: Tx): Promise<string[]> {
  const [{ seeded_at: seededAt }] = rowsOf<{ seeded_at: string | null }>(await tx.execute(sql`select min(created_at)::text as seeded_at from roles`));
  const tables = ['articles', 'article_revisions', 'categories', 'pages', 'page_revisions', 'faqs', 'files', 'redirects', 'leads', 'messages', 'api_keys', 'webhook_endpoints', 'users'];
  const found: string[] = [];
  for (const table of tables) {
    let condition: string;
    if (seededAt === null) {
      // Never seeded (a bare migrated database): only the pages the migrations wrote may be there.
      if (table === 'pages' || table === 'page_revisions') continue;
      condition = 'true';
    } else {
      const hasUpdated = !['article_revisions', 'page_revisions', 'users'].includes(table);
      const at = `'${seededAt.replace(/'/g, "''")}'::timestamptz`;
      condition = hasUpdated ? `created_at > ${at} or updated_at > ${at}` : `created_at > ${at}`;
    }
    const rows = rowsOf<{ found: number }>(await tx.execute(sql.raw(`select 1 as found from "${table}" where ${condition} limit 1`)));
    if (rows.length > 0) found.push(table);
  }
  return found;
}

async function assertEmpty(tx: Tx): Promise<void> {
  const found = await contentAfterSeed(tx);
  if (found.length > 0) throw new AppError('Export.errors.siteNotEmpty', 409, { errorCode: 'SITE_NOT_EMPTY', values: { tables: found.join(', ') } });
}

/** The document's rows of a table, as Drizzle insert values (ISO text back to dates; unknown keys ignored). */
function toInsertRow(row: unknown, table: PgTable, omit: readonly string[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw refused('Export.errors.invalidDocument', { table: tableName(table) });
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = { ...extra };
  for (const { prop, name, column } of exportedColumns(table, omit)) {
    if (!(name in source)) continue;
    const value = source[name];
    out[prop] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

function arrayAt(document: Record<string, unknown>, path: readonly string[]): unknown[] {
  let value: unknown = document;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw refused('Export.errors.invalidDocument', { table: path.join('.') });
  return value;
}

async function insertAll(tx: Tx, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH) as PgTable['$inferInsert'][]);
  }
}

function parentIdOf(row: unknown, spec: SectionSpec): unknown {
  return (row as Record<string, unknown>)[spec.orderBy.name];
}

/** Every table the restore writes, children first (the order to empty them in). */
function tablesToEmpty(): PgTable[] {
  return exportSections.flatMap((s) => [...(s.children ?? []).map((c) => c.table), s.table]).reverse();
}

async function resetSequence(tx: Tx, table: PgTable): Promise<void> {
  const id = exportedColumns(table).find((c) => c.name === 'id');
  if (!id || (id.column as AnyPgColumn).columnType !== 'PgSerial') return;
  const name = tableName(table);
  await tx.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 1), max(id) is not null) from "${name}"`),
  );
}

function parseDocument(bytes: Uint8Array): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refused('Export.errors.notAnExport');
  }
  if (typeof document !== 'object' || document === null || (document as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw refused('Export.errors.notAnExport');
  }
  const version = (document as { format_version?: unknown }).format_version;
  if (version !== EXPORT_FORMAT_VERSION) throw refused('Export.errors.unsupportedVersion', { version: String(version) });
  return document as Record<string, unknown>;
}

async function putUploads(storage: Storage, uploads: ExportUpload[]): Promise<void> {
  for (const upload of uploads) await storage.put(upload.key, upload.bytes, upload.contentType);
}

/**
 * Restores a Vitrine export (the zip of lib/export/zip.ts) into a site that has no content beyond
 * the first-start seed: refused with 409 otherwise, and with 422 when the file is not an export.
 * The seed's rows are replaced by the export's, in one transaction, with their ids and unique keys;
 * the sequences are moved past the highest ids; the uploads are put back in storage first (and
 * removed again if the transaction fails). Users come back without passwords (the export has none):
 * they set one through "forgot password", except the restoring person, who keeps theirs when the
 * export has a user with their email.
 */
export async function restoreExport(zip: Uint8Array, actor: RestoreActor | null, deps: { db?: Db; storage?: Storage } = {}): Promise<RestoreSummary> {
  const { document: documentBytes, uploads } = readExportZip(zip);
  const document = parseDocument(documentBytes);
  const db = deps.db ?? (await getDb());
  const storage = deps.storage ?? getStorage();

  let keep: { email: string; passwordHash: string | null; passwordChangedAt: Date | null } | undefined;
  if (actor) {
    [keep] = await db
      .select({ email: users.email, passwordHash: users.passwordHash, passwordChangedAt: users.passwordChangedAt })
      .from(users)
      .where(eq(users.id, actor.id));
  }

  // Checked again inside the transaction; this first look keeps a refused restore away from storage.
  await db.transaction(async (tx) => assertEmpty(tx));
  await putUploads(storage, uploads);
  const counts: Record<string, number> = {};
  try {
    await db.transaction(async (tx) => {
      // One restore at a time, and none while another one commits.
      await tx.execute(sql`select pg_advisory_xact_lock(7318205)`);
      await assertEmpty(tx);

      // Every row goes: the seed's are replaced by the export's (deletes, not TRUNCATE … CASCADE, so
      // tables the export does not hold keep their rows, their references set null by the schema).
      for (const table of tablesToEmpty()) await tx.delete(table).where(sql`true`);

      for (const spec of exportSections) {
        const rows = arrayAt(document, spec.path);
        const omit = spec.omit ?? [];
        const values = rows.map((row) => {
          const value = toInsertRow(row, spec.table, omit);
          if (spec.table === users && keep && value.email === keep.email) {
            value.passwordHash = keep.passwordHash;
            value.passwordChangedAt = keep.passwordChangedAt;
          }
          return value;
        });
        await insertAll(tx, spec.table, values);
        counts[spec.path.join('.')] = values.length;
        for (const child of spec.children ?? []) {
          const childRows = rows.flatMap((row) => {
            const list = (row as Record<string, unknown>)[child.key];
            if (list === undefined) return [];
            if (!Array.isArray(list)) throw refused('Export.errors.invalidDocument', { table: tableName(child.table) });
            const parentProp = exportedColumns(child.table).find((c) => c.column === child.parent)!.prop;
            return list.map((item) => toInsertRow(item, child.table, [child.parent.name], { [parentProp]: parentIdOf(row, spec) }));
          });
          await insertAll(tx, child.table, childRows);
          counts[`${spec.path.join('.')}.${child.key}`] = childRows.length;
        }
      }
      for (const spec of exportSections) {
        await resetSequence(tx, spec.table);
        for (const child of spec.children ?? []) await resetSequence(tx, child.table);
      }
      const [restorer] = keep ? await tx.select({ id: users.id }).from(users).where(eq(users.email, keep.email)) : [];
      await tx.insert(auditLog).values({
        actorId: restorer?.id ?? null,
        action: 'export.restore',
        entityType: 'site',
        details: { exported_at: String(document.exported_at ?? ''), counts, files: uploads.length },
      });
    });
  } catch (error) {
    await Promise.allSettled(uploads.map((u) => storage.delete(u.key)));
    throw error;
  }
  return { counts, files: uploads.length };
}

/**
 * What restoreExport would write, without writing (the import screen's dry run of a Vitrine export):
 * the same checks (an export of this format, a site with nothing beyond the seed), the rows per section.
 */
export async function inspectExport(zip: Uint8Array, deps: { db?: Db } = {}): Promise<RestoreSummary> {
  const { document: documentBytes, uploads } = readExportZip(zip);
  const document = parseDocument(documentBytes);
  const db = deps.db ?? (await getDb());
  await db.transaction(async (tx) => assertEmpty(tx));
  const counts: Record<string, number> = {};
  for (const spec of exportSections) counts[spec.path.join('.')] = arrayAt(document, spec.path).length;
  return { counts, files: uploads.length };
}
