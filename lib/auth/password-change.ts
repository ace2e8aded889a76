import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, loginAttempts, users } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import { validationError } from '@/lib/core/validation';
import type { UserProfile } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';
import { passwordChangeSchema } from '@/lib/users/schema';
import type { CurrentUser } from './current-user';
import { firstAccessRequired } from './first-access';
import { hashPassword, verifyPassword } from './password';
import { tooManyAttempts } from '@/lib/abuse/rate-limit';
import { revokeUserSessions } from './sessions';
import { loginThrottle } from '@/lib/abuse/rate-limit';

export type PasswordChangeActor = Pick<CurrentUser, 'id' | 'sessionId' | 'status'>;

export interface PasswordChangeContext {
  /** The client's address: a wrong current password counts against the login limits of this address too. */
  ip?: string;
}

export const currentPasswordIncorrect = () =>
  new AppError('Errors.currentPasswordIncorrect', 422, {
    fieldErrors: [{ field: 'current_password', messageKey: 'Errors.currentPasswordIncorrect' }],
  });

const samePassword = () =>
  new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'password', messageKey: 'MyProfile.errors.samePassword' }] });

/**
 * PUT /api/user/user-reset-password and the profile's "Change password" form: the signed-in user
 * replaces their own password, proving the current one. Any active user may (no route needed: it is
 * their own account); a first-access user goes through the first-access screen instead.
 *
 * A wrong current password is recorded as a failed sign-in of the account (login_attempts, reason
 * 'failed'), so guessing through this form uses up the same budget as guessing at /login, and a
 * throttled account is refused here too (429). On success the new argon2id hash and
 * password_changed_at are written, every other session of the user ends (the one in use stays, so
 * the caller remains signed in) and an audit row records it, in one transaction.
 */
export async function changeOwnPassword(actor: PasswordChangeActor, input: unknown, ctx: PasswordChangeContext = {}): Promise<UserProfile> {
  if (actor.status === 'first-access') throw firstAccessRequired();
  const parsed = passwordChangeSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { current_password: current, password } = parsed.data;

  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!user) throw errors.unauthorized();

  // Like a sign-in: the attempt takes its slot of the account's and the address's budgets before the
  // current password is verified (atomically), keeps it when the password is wrong and gives it back
  // when it is right.
  const ip = ctx.ip ?? 'unknown';
  const verdict = await (await loginThrottle()).reserve(user.email, ip);
  if (verdict.blocked) throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);

  let ok: boolean;
  try {
    ok = !!user.passwordHash && (await verifyPassword(user.passwordHash, current));
  } catch (error) {
    await verdict.slot.release().catch(() => undefined);
    throw error;
  }
  if (!ok) {
    await db.insert(loginAttempts).values({ email: user.email, ipAddress: ip, userId: actor.id, success: false, reason: 'failed' });
    throw currentPasswordIncorrect();
  }
  await verdict.slot.release();
  if (password === current) throw samePassword();

  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.transaction(async (tx) => {
    // Only over the hash that was just verified: a concurrent change makes the proof stale.
    const updated = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(and(eq(users.id, actor.id), eq(users.passwordHash, user.passwordHash as string)))
      .returning({ id: users.id });
    if (updated.length === 0) throw currentPasswordIncorrect();
    const ended = await revokeUserSessions(actor.id, { except: actor.sessionId, db: tx });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'user.password.change',
      entityType: 'user',
      entityId: String(actor.id),
      details: { ended_sessions: ended.length },
      ipAddress: ctx.ip ?? null,
    });
  });

  const profile = await findUserProfile(actor.id);
  if (!profile) throw errors.unauthorized();
  return profile;
}
