import 'server-only';
import { and, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { getDb, type Db, type DbOrTx } from '@/db/client';
import { sessions, users } from '@/db/schema';
import { actorColumns } from '@/lib/users/columns';
import { accessOf } from '@/lib/users/present';
import { rolesOfUser } from '@/lib/users/queries';
import type { CurrentUser } from './current-user-type';
import { grantsOf } from './routes';
import { hashToken, randomToken } from './tokens';

export const SESSION_TTL_MS = { remember: 30 * 24 * 60 * 60 * 1000, short: 12 * 60 * 60 * 1000 } as const;
// Refresh last_seen_at at most this often, so a busy user does not cost a write per request.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface NewSession {
  token: string;
  id: number;
  expiresAt: Date;
}

export async function createSession(input: {
  userId: number;
  remember: boolean;
  kind?: 'cookie' | 'api';
  userAgent?: string | null;
  ipAddress?: string | null;
}): Promise<NewSession> {
  const db = await getDb();
  // The user's expired sessions go at each sign-in (cheap, by user), so their list stays bounded
  // even where the periodic purge (lib/jobs/purge.ts) does not run.
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, new Date())));
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (input.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.short));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      remember: input.remember,
      kind: input.kind ?? 'cookie',
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
      expiresAt,
      // Signing in proves the password (and the second factor): sudo mode starts open (lib/auth/sudo.ts).
      reauthenticatedAt: new Date(),
    })
    .returning({ id: sessions.id });
  return { token, id: row.id, expiresAt };
}

export type SessionLookup =
  | { state: 'valid'; user: CurrentUser }
  | { state: 'expired' }
  | { state: 'invalid' };

/** Resolves a session token (cookie or Bearer) to its user; expired, revoked or unusable accounts get no user. */
export async function resolveSession(token: string | null | undefined): Promise<SessionLookup> {
  if (!token) return { state: 'invalid' };
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      ...actorColumns,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: 'invalid' };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return { state: 'expired' };
  if (row.status !== 'active' && row.status !== 'first-access') return { state: 'invalid' };

  const roleRows = await rolesOfUser(db, row.id);
  const access = accessOf(roleRows);

  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId));
  }

  const { expiresAt: _e, lastSeenAt: _l, totpEnabledAt, ...user } = row;
  return {
    state: 'valid',
    user: {
      ...user,
      roles: access.roles,
      grants: access.activeRoutes,
      twoFactorSetupRequired: !totpEnabledAt && roleRows.some((r) => r.requireTwoFactor),
    },
  };
}

/** Every grant a user holds through their roles (where to send them after signing in). */
export async function grantsOfUser(userId: number): Promise<string[]> {
  return [...grantsOf(await rolesOfUser(await getDb(), userId))];
}

/*
 * Revocation: the one place that ends sessions. Every way out (logout, a status change to inactive or
 * blocked, a password change or reset, first access, the profile's session list) comes through here.
 * Pass the caller's transaction as `db` when the revocation belongs to a larger change, so both
 * commit or neither does. Each answers the ids of the sessions it ended.
 */

async function endSessions(where: SQL | undefined, db?: DbOrTx): Promise<number[]> {
  const executor = db ?? (await getDb());
  const ended = await executor.delete(sessions).where(where).returning({ id: sessions.id });
  return ended.map((r) => r.id);
}

/** Ends the session of a token (logout with a Bearer token). */
export function revokeSession(token: string, db?: DbOrTx): Promise<number[]> {
  return endSessions(eq(sessions.tokenHash, hashToken(token)), db);
}

/** Ends one session by id; with `userId`, only if it is that user's (one's own session list). */
export function revokeSessionById(id: number, options: { userId?: number; db?: DbOrTx } = {}): Promise<number[]> {
  return endSessions(and(eq(sessions.id, id), options.userId === undefined ? undefined : eq(sessions.userId, options.userId)), options.db);
}

/**
 * Ends every session of the given users at once (status change, password reset, deletion), or all
 * but `except` (the session in use, when the user stays signed in: password change, first access).
 */
export async function revokeUserSessions(userIds: number | number[], options: { except?: number; db?: DbOrTx } = {}): Promise<number[]> {
  const ids = Array.isArray(userIds) ? userIds : [userIds];
  if (ids.length === 0) return [];
  const others = options.except === undefined ? undefined : ne(sessions.id, options.except);
  return endSessions(and(ids.length === 1 ? eq(sessions.userId, ids[0]) : inArray(sessions.userId, ids), others), options.db);
}

/** Rows deleted per statement by the purge: short transactions, bounded memory, however much piled up. */
const PURGE_BATCH = 5_000;

/**
 * Housekeeping: deletes every session that expired before `olderThan`, in batches; answers how many.
 * Run by the periodic purge (lib/jobs/purge.ts, `npm run sessions:purge`); idempotent.
 */
export async function deleteExpiredSessions(olderThan = new Date(), db?: Db): Promise<number> {
  const executor = db ?? (await getDb());
  let total = 0;
  for (;;) {
    const batch = executor.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, olderThan)).limit(PURGE_BATCH);
    const deleted = await executor.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH) return total;
  }
}
