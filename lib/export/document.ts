import 'server-only';
import { asc, gt, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { exportedColumns, exportSections, type ExportColumn, type SectionSpec } from './tables';

export const EXPORT_FORMAT = 'vitrine-export';
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportOptions {
  /** Leads and messages (personal data) are left out unless asked for. */
  personalData?: boolean;
  /** Rows read per query: the export holds one page of a table (and its children) at a time. */
  pageSize?: number;
  /** Called for every exported file row (its storage key and variants go into the zip). */
  onFile?: (file: { storage_key: string; variants: Record<string, string> }) => void;
  now?: () => Date;
}

export type ExportRow = Record<string, unknown>;

/**
 * Rows per page: an article page carries every revision of its articles (each a full copy of the
 * content), so pages stay small enough that even long histories fit comfortably in memory.
 */
const DEFAULT_PAGE_SIZE = 100;

function jsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function toDocumentRow(row: Record<string, unknown>, columns: ExportColumn[]): ExportRow {
  const out: ExportRow = {};
  for (const c of columns) out[c.name] = jsonValue(row[c.prop]);
  return out;
}

function fieldsOf(columns: ExportColumn[]): Record<string, AnyPgColumn> {
  return Object.fromEntries(columns.map((c) => [c.prop, c.column]));
}

function propOf(columns: ExportColumn[], column: AnyPgColumn): string {
  const found = columns.find((c) => c.column === column);
  if (!found) throw new Error(`Export: ${column.name} is not an exported column`);
  return found.prop;
}

/** One page of a section: its rows (keyset after `after`), each with its children nested. */
async function readPage(db: Db, spec: SectionSpec, after: unknown, limit: number): Promise<{ rows: ExportRow[]; last: unknown }> {
  const columns = exportedColumns(spec.table, spec.omit);
  const orderProp = propOf(columns, spec.orderBy);
  const rows = (await db
    .select(fieldsOf(columns))
    .from(spec.table)
    .where(after === undefined ? undefined : gt(spec.orderBy, after))
    .orderBy(asc(spec.orderBy))
    .limit(limit)) as Record<string, unknown>[];
  if (rows.length === 0) return { rows: [], last: undefined };
  const out = rows.map((row) => toDocumentRow(row, columns));
  for (const child of spec.children ?? []) {
    const childColumns = exportedColumns(child.table);
    const parentProp = propOf(childColumns, child.parent);
    const shown = childColumns.filter((c) => c.column !== child.parent);
    // The parent's key column is always `id` here (articles, pages, users, leads, messages).
    const ids = rows.map((row) => row[orderProp] as number);
    const childRows = (await db
      .select(fieldsOf(childColumns))
      .from(child.table)
      .where(inArray(child.parent, ids))
      .orderBy(asc(child.parent), asc(child.orderBy))) as Record<string, unknown>[];
    const byParent = new Map<unknown, ExportRow[]>();
    for (const row of childRows) {
      const list = byParent.get(row[parentProp]) ?? [];
      list.push(toDocumentRow(row, shown));
      byParent.set(row[parentProp], list);
    }
    rows.forEach((row, i) => {
      out[i][child.key] = byParent.get(row[orderProp]) ?? [];
    });
  }
  return { rows: out, last: rows[rows.length - 1][orderProp] };
}

/** Every row of a section, one page at a time. */
export async function* sectionRows(db: Db, spec: SectionSpec, pageSize = DEFAULT_PAGE_SIZE): AsyncGenerator<ExportRow> {
  let after: unknown = undefined;
  for (;;) {
    const page = await readPage(db, spec, after, pageSize);
    if (page.rows.length === 0) return;
    yield* page.rows;
    if (page.rows.length < pageSize) return;
    after = page.last;
  }
}

/**
 * The export document (README "Export and restore") as JSON text, in chunks: the sections are read
 * page by page, so a site of 10,000 articles is never held in memory whole (nor twice). Rows come in
 * id order, so two exports of the same data are equal but for `exported_at`. It is not one snapshot:
 * a row written while the export runs may or may not be in it.
 */
export async function* exportDocumentChunks(db: Db, options: ExportOptions = {}): AsyncGenerator<string> {
  const personal = options.personalData === true;
  const header = {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: (options.now?.() ?? new Date()).toISOString(),
    personal_data: personal,
  };
  yield JSON.stringify(header).slice(0, -1);
  let group: string | null = null;
  for (const spec of exportSections) {
    if (spec.personal && !personal) continue;
    const [top, sub] = spec.path;
    if (sub === undefined) {
      if (group !== null) yield '}';
      group = null;
      yield `,\n${JSON.stringify(top)}:[`;
    } else {
      if (group !== top) {
        if (group !== null) yield '}';
        yield `,\n${JSON.stringify(top)}:{`;
        group = top;
        yield `${JSON.stringify(sub)}:[`;
      } else {
        yield `,${JSON.stringify(sub)}:[`;
      }
    }
    let first = true;
    for await (const row of sectionRows(db, spec, options.pageSize)) {
      if (spec.path[0] === 'files') options.onFile?.(row as { storage_key: string; variants: Record<string, string> });
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    yield ']';
  }
  if (group !== null) yield '}';
  yield '}\n';
}

/** The whole document as one string (tests, and small sites). */
export async function exportDocumentText(db: Db, options: ExportOptions = {}): Promise<string> {
  let text = '';
  for await (const chunk of exportDocumentChunks(db, options)) text += chunk;
  return text;
}
