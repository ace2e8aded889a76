import 'server-only';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { throttleLimits } from './throttle';

/**
 * Limits of the account-recovery and verification endpoints, "like login": refused tries are counted
 * per client address in the login window (LOGIN_MAX_FAILURES_PER_ADDRESS within LOGIN_WINDOW_MINUTES),
 * from rows of login_attempts whose `reason` names the action. These rows are always success = false
 * and never have reason 'failed', so they neither count as failed logins nor clear a login lockout.
 */
export type AccountAction = 'recovery-request' | 'recovery-code-failed' | 'reset-link-failed' | 'device-code-failed' | 'device-resend';

export async function recordAccountAction(action: AccountAction, input: { email?: string | null; ip: string; userId?: number | null }) {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email: input.email ?? '', ipAddress: input.ip, userId: input.userId ?? null, success: false, reason: action });
}

export function tooManyAttempts(scope: 'account' | 'address', retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(scope === 'account' ? 'Errors.tooManyAttempts' : 'Errors.tooManyAttemptsFromAddress', 429, {
    values: { minutes },
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

async function countSince(filter: ReturnType<typeof and>, since: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(filter, gt(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Throws 429 when this address already made the login limit's number of such tries within the window. */
export async function assertAddressAllowed(action: AccountAction, ip: string): Promise<void> {
  const { perAddress, windowMs } = throttleLimits();
  const now = Date.now();
  const { n, oldest } = await countSince(and(eq(loginAttempts.reason, action), eq(loginAttempts.ipAddress, ip)), new Date(now - windowMs));
  if (n >= perAddress && oldest) throw tooManyAttempts('address', oldest.getTime() + windowMs - now);
}

/**
 * Throws 429 when `key` (an email) already had `max` such actions within `windowMs`. Used for the
 * resend limits: once a minute, five times an hour.
 */
export async function assertKeyAllowed(action: AccountAction, email: string, limits: { max: number; windowMs: number }[]): Promise<void> {
  const now = Date.now();
  for (const { max, windowMs } of limits) {
    const { n, oldest } = await countSince(and(eq(loginAttempts.reason, action), eq(loginAttempts.email, email)), new Date(now - windowMs));
    if (n >= max && oldest) throw tooManyAttempts('account', oldest.getTime() + windowMs - now);
  }
}
