import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiKeys, users } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user-type';
import { presentApiKey, type ApiKeyView } from './present';

export type ApiKeyViewer = Pick<CurrentUser, 'id' | 'grants'> & { apiKeyId?: number };

export const KEY_CANNOT_MANAGE_KEYS = 'API_KEY_CANNOT_MANAGE_KEYS';

/** Managing keys needs the `api-keys` capability. */
export function assertApiKeysManager(viewer: ApiKeyViewer): void {
  if (!viewer.grants.includes('api-keys')) throw errors.accessDenied();
}

/**
 * A key never manages keys: one that makes keys would outlive its own revocation through its
 * children, and one that lists or revokes them would see or end its siblings (403 on every key route).
 */
export function assertNotAKey(viewer: ApiKeyViewer, action: 'create' | 'manage' = 'manage'): void {
  if (viewer.apiKeyId === undefined) return;
  throw new AppError(action === 'create' ? 'ApiKeys.errors.keyCannotCreate' : 'ApiKeys.errors.keyCannotManage', 403, { errorCode: KEY_CANNOT_MANAGE_KEYS });
}

/**
 * A key acts for an integration, not for the person who made it: it never reads or changes its
 * creator's own account (profile, permissions), even through routes that managers use for anyone.
 */
export function assertNotOwnAccountByKey(viewer: { id: number; apiKeyId?: number }, userId: number): void {
  if (viewer.apiKeyId !== undefined && viewer.id === userId) throw errors.accessDenied();
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
  assertNotAKey(viewer);
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
