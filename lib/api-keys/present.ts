/** An API key as the page and GET /api/api-key/api-keys show it: never its token or hash. */
export interface ApiKeyView {
  id: number;
  uniqueKey: string;
  name: string;
  /** `vk_` and the first characters of the token, to recognise it. */
  tokenPrefix: string;
  grants: string[];
  creator: { id: number; name: string; email: string };
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  /** Revoked wins over expired: either way the key answers 401. */
  status: 'active' | 'revoked' | 'expired';
}

export interface ApiKeyRow {
  id: number;
  uniqueKey: string;
  name: string;
  tokenPrefix: string;
  grants: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
  creatorId: number;
  creatorName: string | null;
  creatorEmail: string;
}

export function presentApiKey(row: ApiKeyRow, now = new Date()): ApiKeyView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    tokenPrefix: row.tokenPrefix,
    grants: [...row.grants],
    creator: { id: row.creatorId, name: row.creatorName ?? '', email: row.creatorEmail },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
  };
}
