import type { PreviewLinkKind } from './schema';

/** A preview link as the editor and the API list it (never its token: only its hash is kept). */
export interface PreviewLinkView {
  id: number;
  kind: PreviewLinkKind;
  entityId: number;
  createdAt: Date;
  expiresAt: Date;
  /** Who made it; null once that user is deleted. */
  createdBy: { id: number; name: string } | null;
}

export interface PreviewLinkRow {
  id: number;
  kind: string;
  entityId: number;
  createdAt: Date;
  expiresAt: Date;
  creatorId: number | null;
  creatorName: string | null;
}

export function presentPreviewLink(row: PreviewLinkRow): PreviewLinkView {
  return {
    id: row.id,
    kind: row.kind === 'page' ? 'page' : 'article',
    entityId: row.entityId,
    createdAt: new Date(row.createdAt),
    expiresAt: new Date(row.expiresAt),
    createdBy: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? '' },
  };
}
