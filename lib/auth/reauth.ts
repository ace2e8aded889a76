import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, loginAttempts, users } from '@/db/schema';
import { loginThrottle, tooManyAttempts } from '@/lib/abuse/rate-limit';
import { AppError, errors } from '@/lib/core/errors';
import type { CurrentUser } from './current-user';
import { verifyPassword } from './password';
import type { ReauthValues } from './schema';
import { markReauthenticated, SUDO_WINDOW_MS } from './sudo';
import { acceptTotp } from './two-factor';

// Re-authentication for sudo mode (lib/auth/sudo.ts): the person at the keyboard proves, again, that
// they know the password (or hold the authenticator) of the account their session belongs to. A
// script riding the session cookie has neither.

export type ReauthActor = Pick<CurrentUser, 'id' | 'sessionId' | 'apiKeyId'>;

const wrongPassword = () =>
  new AppError('Errors.currentPasswordIncorrect', 422, { fieldErrors: [{ field: 'password', messageKey: 'Errors.currentPasswordIncorrect' }] });
const wrongCode = () => new AppError('TwoFactor.invalidCode', 422, { fieldErrors: [{ field: 'code', messageKey: 'TwoFactor.invalidCode' }] });
const twoFactorOff = () => new AppError('TwoFactor.notEnabled', 422, { fieldErrors: [{ field: 'code', messageKey: 'TwoFactor.notEnabled' }] });

/**
 * POST /api/auth/reauth and the back office's dialog. A right password (or a current TOTP code, once:
 * the same replay rule as sign-in) marks this session re-authenticated and answers until when the
 * sudo window lasts. A wrong one is a failed sign-in of the account: it takes its slot of the login
 * limits (per account and per address) and is recorded in login_attempts, so guessing here uses up
 * the same budget as at /login; a throttled account is refused (429). Recovery codes are not taken
 * here: they are kept for a sign-in without the phone, and the password serves then.
 */
export async function reauthenticate(actor: ReauthActor, values: ReauthValues, ctx: { ip?: string } = {}): Promise<{ reauthenticatedUntil: Date }> {
  // An API key has no password to give, and needs none (its grants are fixed).
  if (actor.apiKeyId !== undefined) throw errors.accessDenied();
  const password = values.password || undefined;
  const code = password === undefined ? values.code : undefined;

  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!user) throw errors.unauthorized();
  if (code !== undefined && !user.totpSecret) throw twoFactorOff();

  const ip = ctx.ip ?? 'unknown';
  const verdict = await (await loginThrottle()).reserve(user.email, ip);
  if (verdict.blocked) throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);
  let ok: boolean;
  try {
    ok = code !== undefined ? await acceptTotp(db, user, code) : !!user.passwordHash && (await verifyPassword(user.passwordHash, password ?? ''));
  } catch (error) {
    await verdict.slot.release().catch(() => undefined);
    throw error;
  }
  if (!ok) {
    // The slot stays taken: that is the counted failure.
    await db.insert(loginAttempts).values({ email: user.email, ipAddress: ip, userId: user.id, success: false, reason: code !== undefined ? 'two-factor-failed' : 'failed' });
    throw code !== undefined ? wrongCode() : wrongPassword();
  }
  await verdict.slot.release();

  const now = new Date();
  await db.transaction(async (tx) => {
    await markReauthenticated(actor.sessionId, now, tx);
    await tx.insert(auditLog).values({
      actorId: user.id,
      action: 'user.reauthenticate',
      entityType: 'user',
      entityId: String(user.id),
      details: { method: code !== undefined ? 'totp' : 'password' },
      ipAddress: ctx.ip ?? null,
    });
  });
  return { reauthenticatedUntil: new Date(now.getTime() + SUDO_WINDOW_MS) };
}
