import type { imports, importItems, ImportStatus } from '@/db/schema';
import { verbatim } from '@/lib/core/api-case';
import type { ImportWarning } from './model';

// An import as the API and the screen show it: its progress, its counts and its report.

export type ImportRow = typeof imports.$inferSelect;
type ItemRow = typeof importItems.$inferSelect;

export interface ImportItemView {
  source_kind: string;
  source_id: string;
  title: string | null;
  action: string;
  target_kind: string | null;
  target_id: number | null;
  message: string | null;
}

export interface ImportView {
  id: number;
  unique_key: string;
  source: string;
  status: ImportStatus;
  dry_run: boolean;
  file_name: string;
  options: Record<string, unknown>;
  total: number;
  processed: number;
  counts: { created: number; updated: number; skipped: number; failed: number; warnings: number };
  warnings: ImportWarning[];
  error: string | null;
  /** Seconds left, estimated from the pace so far; null before the first batch or once finished. */
  eta_seconds: number | null;
  report_url: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

const reportUrl = (id: number) => `/api/import/import/${id}`;

function etaSeconds(row: Pick<ImportRow, 'status' | 'startedAt' | 'processed' | 'total'>, now = new Date()): number | null {
  if (row.status !== 'running' || !row.startedAt || row.processed === 0 || row.processed >= row.total) return null;
  const perItem = (now.getTime() - row.startedAt.getTime()) / row.processed;
  return Math.max(1, Math.round((perItem * (row.total - row.processed)) / 1000));
}

export function presentImport(row: ImportRow, now = new Date()): ImportView {
  const c = row.counts;
  return {
    id: row.id,
    unique_key: row.uniqueKey,
    source: row.source,
    status: row.status,
    dry_run: row.dryRun,
    file_name: row.fileName,
    // Free-form: author_map's keys are the source's ids.
    options: verbatim({ ...row.options }),
    total: row.total,
    processed: row.processed,
    counts: { created: c.created ?? 0, updated: c.updated ?? 0, skipped: c.skipped ?? 0, failed: c.failed ?? 0, warnings: c.warnings ?? 0 },
    warnings: row.warnings as ImportWarning[],
    error: row.error,
    eta_seconds: etaSeconds(row, now),
    report_url: reportUrl(row.id),
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentItem(row: ItemRow): ImportItemView {
  return { source_kind: row.sourceKind, source_id: row.sourceId, title: row.title, action: row.action, target_kind: row.targetKind, target_id: row.targetId, message: row.message };
}
