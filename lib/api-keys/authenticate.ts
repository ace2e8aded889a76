import 'server-only';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { apiKeys, auditLog, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { hashToken } from '@/lib/auth/tokens';
import { actorColumns } from '@/lib/users/columns';
import { accessOf } from '@/lib/users/present';
import { rolesOfUser } from '@/lib/users/queries';
import { API_KEY_PREFIX } from './token';

/**
 * A key's use is recorded (last_used_at/ip and an `api-key.use` audit row) at most once a minute per
 * key and address: an integration polling every second would otherwise write a row per request.
 */
export const USE_RECORD_INTERVAL_MS = 60_000;

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/**
 * The caller behind a `vk_…` Bearer token, or null (unknown, revoked, expired, or its creator no longer
 * active). Its grants are the key's grants ∩ its creator's grants NOW, read at each request: a creator
 * who loses a grant, is blocked or deleted (the key goes with them) takes it from their keys at once.
 */
export async function resolveApiKey(token: string, ip: string, request: { method: string; path: string }): Promise<CurrentUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      keyGrants: apiKeys.grants,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      ...actorColumns,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  const now = new Date();
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  // A first-access creator has not chosen a password yet: their keys wait, like their sessions would.
  if (row.status !== 'active') return null;

  const roleRows = await rolesOfUser(db, row.id);
  const access = accessOf(roleRows);
  const held = new Set(access.activeRoutes);
  await recordUse(row.keyId, row.id, ip, now, request);

  const { keyId, keyGrants, expiresAt: _e, revokedAt: _r, totpEnabledAt, ...user } = row;
  return {
    ...user,
    roles: access.roles,
    grants: keyGrants.filter((g) => held.has(g)),
    sessionId: 0,
    apiKeyId: keyId,
    // As for a session: a creator whose role requires two-factor and who has not turned it on acts
    // through no key either (the API handler answers 403 TWO_FACTOR_REQUIRED), or a key would be the
    // way around the requirement.
    twoFactorSetupRequired: !totpEnabledAt && roleRows.some((r) => r.requireTwoFactor),
  };
}

/** Last use and its audit row: one conditional update decides, so two requests at once write one row. */
async function recordUse(keyId: number, creatorId: number, ip: string, now: Date, request: { method: string; path: string }) {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - USE_RECORD_INTERVAL_MS);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(apiKeys)
      .set({ lastUsedAt: now, lastUsedIp: ip })
      .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, cutoff), ne(sql`coalesce(${apiKeys.lastUsedIp}, '')`, ip))))
      .returning({ id: apiKeys.id });
    if (updated.length === 0) return;
    await tx.insert(auditLog).values({
      actorId: creatorId,
      action: 'api-key.use',
      entityType: 'api-key',
      entityId: String(keyId),
      details: { method: request.method, path: request.path },
      ipAddress: ip,
    });
  });
}
