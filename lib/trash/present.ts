import { TRASH_RETENTION_MS, type TrashKind } from './schema';

/** A trashed record as the trash list shows it. */
export interface TrashItemView {
  kind: TrashKind;
  id: number;
  uniqueKey: string;
  /** The title (articles, pages), question (FAQs), name (categories) or file name (files). */
  title: string;
  deletedBy: { id: number; name: string } | null;
  deletedAt: string;
  /** When the maintenance job deletes it for good (30 days after it was trashed). */
  purgeAt: string;
}

export interface TrashItemRow {
  kind: string;
  id: number;
  unique_key: string;
  title: string | null;
  deleted_by: number | null;
  deleted_by_name: string | null;
  deleted_at: Date | string;
}

export function presentTrashItem(row: TrashItemRow): TrashItemView {
  const deletedAt = new Date(row.deleted_at);
  return {
    kind: row.kind as TrashKind,
    id: Number(row.id),
    uniqueKey: row.unique_key,
    title: row.title ?? '',
    deletedBy: row.deleted_by !== null && row.deleted_by_name !== null ? { id: Number(row.deleted_by), name: row.deleted_by_name } : null,
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + TRASH_RETENTION_MS).toISOString(),
  };
}
