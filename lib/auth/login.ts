import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts, users, type UserStatus } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { validationError } from '@/lib/core/validation';
import { loginSchema, type TwoFactorLoginValues, type VerifyDeviceValues } from './schema';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, grantsOfUser, type NewSession } from './sessions';
import { tooManyAttempts } from '@/lib/abuse/rate-limit';
import { loginThrottle } from '@/lib/abuse/rate-limit';
import { deviceVerificationEnabled, isDeviceRemembered, startDeviceChallenge, verifyDeviceCode } from './device';
import { startTwoFactorChallenge, twoFactorEnabled, verifyTwoFactorChallenge } from './two-factor';

export interface LoginContext {
  ip: string;
  userAgent?: string | null;
  kind?: 'cookie' | 'api';
  /** The remembered-device cookie (device verification), when the client sent one. */
  deviceCookie?: string | null;
}

export interface LoginResult {
  userId: number;
  status: UserStatus;
  session: NewSession;
  /** What the user's roles grant: where to send them next (adminHomePath). */
  grants: string[];
}

async function recordLoginAttempt(email: string, ip: string, userId: number | null, success: boolean, reason: string) {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email, ipAddress: ip, userId, success, reason });
}

/** Opens the session of a user whose credentials (and device, when verified) were accepted, and records the sign-in. */
export async function completeLogin(
  user: { id: number; email: string; status: UserStatus },
  remember: boolean,
  ctx: LoginContext,
): Promise<LoginResult> {
  const db = await getDb();
  const session = await createSession({ userId: user.id, remember, kind: ctx.kind, userAgent: ctx.userAgent, ipAddress: ctx.ip });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  await recordLoginAttempt(user.email, ctx.ip, user.id, true, 'success');
  await (await loginThrottle()).clearAccount(user.email);
  return { userId: user.id, status: user.status, session, grants: await grantsOfUser(user.id) };
}

/**
 * Checks credentials and opens a session. Throws AppError: 422 (bad input), 429 (throttled),
 * 401 'Invalid credentials' for an unknown email or a wrong password alike, 403 for an inactive or
 * blocked account (said only after the right password, so it reveals nothing to a guesser), and,
 * with device verification on and an unremembered device, 403 DEVICE_VERIFICATION_REQUIRED with
 * `data: { challenge, expiresAt }` after emailing a code (no session yet). With two-factor sign-in on,
 * it throws a TwoFactorChallenge (lib/auth/two-factor.ts) first: the code step is loginWithTwoFactor.
 */
export async function login(input: unknown, ctx: LoginContext): Promise<LoginResult> {
  // The sign-in form and the tests hand the raw fields; the API has parsed them already (parsing twice is harmless).
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    throw validationError(parsed.error);
  }
  const { email, password, remember } = parsed.data;
  // The attempt takes its slot of the account's and the address's budgets before the password is
  // verified, in one atomic step: however many arrive at once, at most the limit are ever checked.
  const verdict = await (await loginThrottle()).reserve(email, ctx.ip);
  if (verdict.blocked) {
    await recordLoginAttempt(email, ctx.ip, null, false, 'throttled');
    throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);
  }

  let user: { id: number; status: UserStatus; passwordHash: string | null } | undefined;
  let ok: boolean;
  try {
    const db = await getDb();
    [user] = await db
      .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    // Always verify a hash, so an unknown email takes as long as a wrong password.
    ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  } catch (error) {
    // Nothing was checked: the attempt is not a failure.
    await verdict.slot.release().catch(() => undefined);
    throw error;
  }
  if (!user || !user.passwordHash || !ok) {
    // The slot stays taken: that is the counted failure.
    await recordLoginAttempt(email, ctx.ip, user?.id ?? null, false, 'failed');
    throw new AppError('Errors.invalidCredentials', 401);
  }
  // The right password is no failure, whatever follows (inactive, blocked, device check, sign-in);
  // the account's count is cleared only when a session is granted (completeLogin).
  await verdict.slot.release();
  if (user.status === 'inactive' || user.status === 'blocked') {
    await recordLoginAttempt(email, ctx.ip, user.id, false, user.status);
    throw new AppError(user.status === 'inactive' ? 'Errors.accountInactive' : 'Errors.accountBlocked', 403);
  }

  // Two-factor sign-in comes before device verification: no code is emailed to someone who has
  // only the password.
  if (await twoFactorEnabled(user.id)) {
    const pending = await startTwoFactorChallenge(user.id, remember);
    // Not a failure (the password was right) and not yet a success: no session was granted.
    await recordLoginAttempt(email, ctx.ip, user.id, false, 'two-factor');
    throw pending;
  }
  return afterSecondFactor({ id: user.id, email, status: user.status }, remember, ctx);
}

/** The device check (when on) and then the session, for a user whose password (and code, with two-factor on) was right. */
async function afterSecondFactor(user: { id: number; email: string; status: UserStatus }, remember: boolean, ctx: LoginContext): Promise<LoginResult> {
  if (deviceVerificationEnabled() && !isDeviceRemembered(ctx.deviceCookie, user.id)) {
    const { challenge, expiresAt } = await startDeviceChallenge(user.id, remember, ctx);
    // Not a failure (the password was right) and not yet a success: no session was granted.
    await recordLoginAttempt(user.email, ctx.ip, user.id, false, 'device-verification');
    throw new AppError('VerifyDevice.required', 403, {
      errorCode: 'DEVICE_VERIFICATION_REQUIRED',
      data: { challenge, expiresAt: expiresAt.toISOString() },
    });
  }
  return completeLogin(user, remember, ctx);
}

/**
 * Second step of a sign-in with two-factor on: a right code for the challenge goes on as the password
 * step would (device verification when on, then the session, long when "remember" was ticked).
 */
export async function loginWithTwoFactor(input: TwoFactorLoginValues, ctx: LoginContext): Promise<LoginResult> {
  const { userId, remember } = await verifyTwoFactorChallenge(input, ctx);
  const db = await getDb();
  const [user] = await db.select({ id: users.id, email: users.email, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('TwoFactor.invalidCode', 401);
  if (user.status === 'inactive' || user.status === 'blocked') {
    throw new AppError(user.status === 'inactive' ? 'Errors.accountInactive' : 'Errors.accountBlocked', 403);
  }
  return afterSecondFactor(user, remember, ctx);
}

/**
 * Second step of a sign-in under device verification: a right code for the challenge opens the
 * session (long when "remember" was ticked at the first step). The caller sets the remembered-device
 * cookie (lib/auth/device.ts rememberDevice).
 */
export async function loginWithDeviceCode(input: VerifyDeviceValues, ctx: LoginContext): Promise<LoginResult> {
  const { userId, remember } = await verifyDeviceCode(input, ctx);
  const db = await getDb();
  const [user] = await db.select({ id: users.id, email: users.email, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('Errors.invalidCode', 422);
  return completeLogin(user, remember, ctx);
}
