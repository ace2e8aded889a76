import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiKeys, users } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentApiKey, type ApiKeyView } from './present';

export type ApiKeyViewer = Pick<CurrentUser, 'id' | 'grants'> & { apiKeyId?: number };

export const KEY_CANNOT_MANAGE_KEYS = 'API_KEY_CANNOT_MANAGE_KEYS';

/** Managing keys needs the `api-keys` capability. */
export function assertApiKeysManager(viewer: ApiKeyViewer): void {
  if (!viewer.grants.includes('api-keys')) throw errors.accessDenied();
}

/** A key never makes keys: it would outlive its own revocation through its children. */
export function assertNotAKey(viewer: ApiKeyViewer): void {
  if (viewer.apiKeyId !== undefined) throw new AppError('ApiKeys.errors.keyCannotCreate', 403, { errorCode: KEY_CANNOT_MANAGE_KEYS });
}

export const apiKeyColumns = {
  id: apiKeys.id,
  uniqueKey: apiKeys.uniqueKey,
  name: apiKeys.name,
  tokenPrefix: apiKeys.tokenPrefix,
  grants: apiKeys.grants,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
  revokedAt: apiKeys.revokedAt,
  creatorId: users.id,
  creatorName: users.fullName,
  creatorEmail: users.email,
};

/** Every key, newest first, revoked ones included (they show as revoked). Keys are few: no pagination. */
export async function listApiKeys(viewer: ApiKeyViewer): Promise<ApiKeyView[]> {
  assertApiKeysManager(viewer);
  const db = await getDb();
  const rows = await db
    .select(apiKeyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const now = new Date();
  return rows.map((row) => presentApiKey(row, now));
}
