import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { sessions } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import type { CurrentUser } from './current-user';

/*
 * Sudo mode: the changes that decide who may do what (roles and grants, creating or deleting users,
 * API keys, webhooks, code injection, resetting someone's two-factor) need the password or a TOTP code
 * proven in this session within the last SUDO_WINDOW_MS. A script running in a staff member's browser
 * rides their cookie but cannot supply that proof. API keys are exempt: their grants are fixed at
 * creation (which itself needed the proof) and they have no password to give.
 */
export const SUDO_WINDOW_MS = 15 * 60_000;

/** What the check needs of the caller: its session, or the API key it acts through. */
export type SudoActor = Pick<CurrentUser, 'sessionId' | 'apiKeyId'>;

export function reauthRequired(): AppError {
  return new AppError('Errors.reauthRequired', 403, { errorCode: 'REAUTH_REQUIRED' });
}

/** Whether the session proved its password (or TOTP) within the window. */
export async function hasRecentAuth(user: SudoActor, now = Date.now()): Promise<boolean> {
  if (user.apiKeyId) return true;
  const db = await getDb();
  const [row] = await db.select({ at: sessions.reauthenticatedAt }).from(sessions).where(eq(sessions.id, user.sessionId));
  return !!row?.at && now - row.at.getTime() <= SUDO_WINDOW_MS;
}

/** Throws 403 REAUTH_REQUIRED unless the session proved its password (or TOTP) within the window. */
export async function requireRecentAuth(user: SudoActor): Promise<void> {
  if (!(await hasRecentAuth(user))) throw reauthRequired();
}

/**
 * Ends this session's sudo mode now (DELETE /api/auth/reauth): the next sudo-mode change asks for the
 * password again. It only ever takes a privilege away, so it needs no proof.
 */
export async function forgetReauthentication(sessionId: number): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ reauthenticatedAt: null }).where(eq(sessions.id, sessionId));
}

/** The session just proved its password or TOTP code (sign-in, or the re-authentication dialog). */
export async function markReauthenticated(sessionId: number, at = new Date(), db?: DbOrTx): Promise<void> {
  await (db ?? (await getDb())).update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.id, sessionId));
}
