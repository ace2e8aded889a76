import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { apiKeys, users } from '@/db/schema';
import { lockByKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError } from '@/lib/core/errors';
import { canGrant } from '@/lib/auth/routes';
import { requireRecentAuth, type SudoActor } from '@/lib/auth/sudo';
import { hashToken, randomToken } from '@/lib/auth/tokens';
import { apiKeyColumns, assertApiKeysManager, assertNotAKey, type ApiKeyViewer } from './queries';
import { presentApiKey, type ApiKeyView } from './present';
import type { ApiKeyValues } from './schema';
import { API_KEY_PREFIX } from './token';

// Writes of the API keys page and /api/api-key/…. A key's token is shown once, at creation; only its
// SHA-256 is stored (a leaked table gives no usable key).

/** Characters of the token kept in clear to recognise a key in the list (`vk_` + 6). */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
export const CANNOT_GRANT = 'CANNOT_GRANT';

const keyNotFound = () => new AppError('ApiKeys.errors.notFound', 404);
/** Nobody gives a key, nor revokes a key holding, a grant they lack (as with roles). */
const cannotGrant = () => new AppError('Users.errors.cannotGrant', 403, { errorCode: CANNOT_GRANT });

export interface CreatedApiKey {
  id: number;
  uniqueKey: string;
  /** The whole key: shown once, never stored. */
  token: string;
}

/** A new token: `vk_` + 256 random bits in base64url. */
export function newApiKeyToken(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`;
}

const snapshot = (row: { name: string; grants: string[]; expiresAt: Date | null; tokenPrefix: string }) => ({
  name: row.name,
  grants: [...row.grants],
  expires_at: row.expiresAt?.toISOString() ?? null,
  prefix: row.tokenPrefix,
});

/** A sudo-mode change (lib/auth/sudo.ts): the caller's session must have proved its password lately. */
export async function createApiKey(actor: ApiKeyViewer & SudoActor, values: ApiKeyValues): Promise<CreatedApiKey> {
  assertNotAKey(actor, 'create');
  assertApiKeysManager(actor);
  if (!canGrant(new Set(actor.grants), values.grants)) throw cannotGrant();
  await requireRecentAuth(actor);
  const token = newApiKeyToken();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        uniqueKey: randomUUID(),
        name: values.name,
        tokenHash: hashToken(token),
        tokenPrefix: token.slice(0, PREFIX_LENGTH),
        grants: values.grants,
        createdBy: actor.id,
        expiresAt: values.expires_at ?? null,
      })
      .returning({ id: apiKeys.id, uniqueKey: apiKeys.uniqueKey, name: apiKeys.name, grants: apiKeys.grants, expiresAt: apiKeys.expiresAt, tokenPrefix: apiKeys.tokenPrefix });
    await writeAudit(tx, actor, { action: 'api-key.create', entityType: 'api-key', entityId: row.id, details: { from: null, to: snapshot(row) } });
    return { id: row.id, uniqueKey: row.uniqueKey, token };
  });
}

function lockKey(tx: Tx, key: RecordKey) {
  return lockByKey<{ id: number; uniqueKey: string; name: string; grants: string[]; expiresAt: Date | null; tokenPrefix: string; revokedAt: Date | null }>(
    tx,
    apiKeys,
    { id: apiKeys.id, uniqueKey: apiKeys.uniqueKey, name: apiKeys.name, grants: apiKeys.grants, expiresAt: apiKeys.expiresAt, tokenPrefix: apiKeys.tokenPrefix, revokedAt: apiKeys.revokedAt },
    key,
    keyNotFound,
  );
}

/** Revokes a key at once (its next request is a 401); revoking a revoked key changes nothing. */
export async function revokeApiKey(actor: ApiKeyViewer, key: RecordKey): Promise<ApiKeyView> {
  assertNotAKey(actor);
  assertApiKeysManager(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockKey(tx, key);
    if (!canGrant(new Set(actor.grants), before.grants)) throw cannotGrant();
    if (!before.revokedAt) {
      await tx.update(apiKeys).set({ revokedAt: new Date(), updatedAt: new Date() }).where(eq(apiKeys.id, before.id));
      await writeAudit(tx, actor, { action: 'api-key.revoke', entityType: 'api-key', entityId: before.id, details: { from: snapshot(before), to: null } });
    }
    const [row] = await tx.select(apiKeyColumns).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.createdBy)).where(eq(apiKeys.id, before.id));
    return presentApiKey(row);
  });
}
