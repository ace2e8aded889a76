import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts, users } from '@/db/schema';
import { AppError } from '@/lib/api/errors';
import { validationError } from '@/lib/api/validation';
import { loginSchema } from './schema';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession, type NewSession } from './sessions';
import { loginThrottle } from './throttle';

export interface LoginContext {
  ip: string;
  userAgent?: string | null;
  kind?: 'cookie' | 'api';
}

async function recordLoginAttempt(email: string, ip: string, userId: number | null, success: boolean, reason: string) {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email, ipAddress: ip, userId, success, reason });
}

function tooManyAttempts(scope: 'account' | 'address', retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(scope === 'account' ? 'Errors.tooManyAttempts' : 'Errors.tooManyAttemptsFromAddress', 429, {
    values: { minutes },
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/**
 * Checks credentials and opens a session. Throws AppError: 422 (bad input), 429 (throttled),
 * 401 'Invalid credentials' for an unknown email or a wrong password alike, 403 for an inactive or
 * blocked account (said only after the right password, so it reveals nothing to a guesser).
 */
export async function login(input: unknown, ctx: LoginContext): Promise<{ userId: number; session: NewSession }> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) {
    throw validationError(parsed.error);
  }
  const { email, password, remember } = parsed.data;
  const throttle = await loginThrottle();
  const verdict = await throttle.check(email, ctx.ip);
  if (verdict.blocked) {
    await recordLoginAttempt(email, ctx.ip, null, false, 'throttled');
    throw tooManyAttempts(verdict.scope, verdict.retryAfterMs);
  }

  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // Always verify a hash, so an unknown email takes as long as a wrong password.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !user.passwordHash || !ok) {
    await recordLoginAttempt(email, ctx.ip, user?.id ?? null, false, 'failed');
    await throttle.recordFailure(email, ctx.ip);
    throw new AppError('Errors.invalidCredentials', 401);
  }
  if (user.status === 'inactive' || user.status === 'blocked') {
    await recordLoginAttempt(email, ctx.ip, user.id, false, user.status);
    throw new AppError(user.status === 'inactive' ? 'Errors.accountInactive' : 'Errors.accountBlocked', 403);
  }

  const session = await createSession({ userId: user.id, remember, kind: ctx.kind, userAgent: ctx.userAgent, ipAddress: ctx.ip });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  await recordLoginAttempt(email, ctx.ip, user.id, true, 'success');
  await throttle.recordSuccess(email, ctx.ip);
  return { userId: user.id, session };
}
