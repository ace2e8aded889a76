import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { auditLog, sessions } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import type { CurrentUser } from './current-user';
import { firstAccessRequired } from './first-access';
import { revokeSessionById, revokeUserSessions } from './sessions';
import { describeDevice, parseUserAgent } from './user-agent';

// The signed-in user's own sessions (beyond the spec, after GitHub's and Google's "devices" pages):
// list them, end one, end all but the one in use. Nobody can see or end another user's sessions here.

export type SessionActor = Pick<CurrentUser, 'id' | 'sessionId' | 'status'>;

/** One session as the profile page and GET /api/user/sessions show it. */
export interface OwnSession {
  id: number;
  /** 'cookie' (a browser) or 'api' (a Bearer token from POST /api/auth/auth). */
  kind: 'cookie' | 'api';
  browser: string | null;
  os: string | null;
  /** "Chrome on Linux" (English; the page words it in the user's language from browser and os). */
  device: string | null;
  userAgent: string | null;
  ipAddress: string | null;
  lastSeenAt: string;
  createdAt: string;
  expiresAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** errorCode of the refusal to end the session in use here (that is "Log out"). */
export const CURRENT_SESSION = 'CURRENT_SESSION';

const sessionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const sessionNotFound = () => new AppError('MyProfile.errors.sessionNotFound', 404);

function assertActive(actor: SessionActor) {
  // The API answers first-access users before this (apiHandler); the page's actions reach it.
  if (actor.status === 'first-access') throw firstAccessRequired();
}

async function audit(tx: Tx, actor: SessionActor, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorId: actor.id, action: 'user.sessions.revoke', entityType: 'user', entityId: String(actor.id), details });
}

/** The actor's unexpired sessions, the one in use first, then by last activity. */
export async function listOwnSessions(actor: SessionActor): Promise<OwnSession[]> {
  assertActive(actor);
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      ...parseUserAgent(row.userAgent),
      device: describeDevice(row.userAgent),
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      lastSeenAt: row.lastSeenAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === actor.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the actor's own sessions (another user's id answers 404, as an unknown one does). The
 * session in use is refused with 409 CURRENT_SESSION: ending it here would sign the user out without
 * clearing the browser's cookie, which is what "Log out" does properly.
 */
export async function revokeOwnSession(actor: SessionActor, sessionId: unknown): Promise<void> {
  assertActive(actor);
  const id = sessionIdSchema.safeParse(sessionId);
  if (!id.success) throw sessionNotFound();
  if (id.data === actor.sessionId) throw new AppError('MyProfile.errors.currentSession', 409, { errorCode: CURRENT_SESSION });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ended = await revokeSessionById(id.data, { userId: actor.id, db: tx });
    if (ended.length === 0) throw sessionNotFound();
    await audit(tx, actor, { session_id: id.data });
  });
}

/** Ends every session of the actor but the one in use; answers how many ended. */
export async function revokeOtherSessions(actor: SessionActor): Promise<number> {
  assertActive(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ended = await revokeUserSessions(actor.id, { except: actor.sessionId, db: tx });
    if (ended.length > 0) await audit(tx, actor, { others: true, ended_sessions: ended.length });
    return ended.length;
  });
}
