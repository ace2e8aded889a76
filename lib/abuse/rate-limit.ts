import 'server-only';
import { and, count, eq, gt, min, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { closeSharedRedis } from '@/lib/server/redis';
import { DatabaseCounters, FallbackCounters, purgeExpiredDatabaseCounters, RedisCounters, type CounterStore } from './counter-stores';
import { readRateLimiter } from './read-limiter';

/*
 * The one rate-limit module: sign-ins (and the password change, which proves the current password
 * like a sign-in), the account-recovery and verification endpoints, and the public forms (contact,
 * newsletter), and the article read beacon. Three kinds of count:
 * - the login throttle and the public forms count in a CounterStore (lib/abuse/counter-stores.ts: the
 *   database or Redis), atomically (the login throttle before the password is checked);
 * - the account-recovery and verification limits count the tries logged in login_attempts, whose
 *   `reason` names the action (success = false and never reason 'failed', so they count neither as
 *   failed logins nor clear a login lockout);
 * - the read beacon counts in this process's memory (lib/abuse/read-limiter.ts).
 * A refusal is a 429 with the minutes to wait and Retry-After (tooManyAttempts).
 */

export function tooManyAttempts(scope: 'account' | 'address', retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(scope === 'account' ? 'Errors.tooManyAttempts' : 'Errors.tooManyAttemptsFromAddress', 429, {
    values: { minutes },
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

// ---- Sign-ins ----

/**
 * Brute-force limits: failed passwords per account and per client address inside a window that
 * starts at the first attempt and lasts LOGIN_WINDOW_MINUTES.
 *
 * An attempt takes a slot of both budgets BEFORE its password is verified, and the counting and
 * the decision are one atomic step (one upsert in the login_counters table, shared by every
 * instance, or one Lua script in Redis when REDIS_URL is set): however many attempts arrive at once,
 * at most `limit` of them per window are ever checked. A wrong password simply keeps its slot (that
 * is the counted failure). A right password gives its slot back (`slot.release()`), and a sign-in
 * clears the account's count (`clearAccount`), so a colleague's typos don't lock an office's
 * address (that limit is far higher and counts failures only). A refused attempt takes nothing, so
 * the window always passes.
 *
 * login_attempts (written by the callers) stays the audit trail of every try; it is not what the
 * limits count.
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export function throttleLimits(): ThrottleLimits {
  const e = env();
  return {
    perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
  };
}

/** A reserved attempt. Spent (a counted failure) unless released. */
export interface AttemptSlot {
  /** The attempt was not a failure (right password): its slot goes back to both budgets. Idempotent. */
  release(): Promise<void>;
}

export type ThrottleVerdict =
  | { blocked: false; slot: AttemptSlot }
  | { blocked: true; scope: 'account' | 'address'; retryAfterMs: number };

export interface LoginThrottle {
  /** Takes one attempt from the address's and the account's budgets, or refuses (taking nothing). */
  reserve(email: string, ip: string): Promise<ThrottleVerdict>;
  /** A successful sign-in: the account's failures are forgotten. */
  clearAccount(email: string): Promise<void>;
}

class CountingThrottle implements LoginThrottle {
  constructor(
    private readonly limits: ThrottleLimits,
    private readonly store: CounterStore,
  ) {}

  async reserve(email: string, ip: string): Promise<ThrottleVerdict> {
    const { perAccount, perAddress, windowMs } = this.limits;
    const address = `addr:${ip}`;
    const account = `acct:${email}`;
    const byAddress = await this.store.take(address, perAddress, windowMs);
    if (byAddress.count > perAddress) return { blocked: true, scope: 'address', retryAfterMs: byAddress.retryAfterMs };
    const byAccount = await this.store.take(account, perAccount, windowMs);
    if (byAccount.count > perAccount) {
      await this.store.giveBack(address, perAddress, byAddress.window);
      return { blocked: true, scope: 'account', retryAfterMs: byAccount.retryAfterMs };
    }
    let released = false;
    return {
      blocked: false,
      slot: {
        release: async () => {
          if (released) return;
          released = true;
          await this.store.giveBack(account, perAccount, byAccount.window);
          await this.store.giveBack(address, perAddress, byAddress.window);
        },
      },
    };
  }

  async clearAccount(email: string): Promise<void> {
    await this.store.clear(`acct:${email}`);
  }
}

/**
 * Deletes the database counters whose window has ended (they would restart at 1 anyway), for the
 * periodic purge; returns how many. The longest window of the limits that count there decides, so
 * no counter is dropped while it still counts. Nothing to do on Redis, where keys expire by themselves.
 */
export function purgeExpiredLoginCounters(): Promise<number> {
  return purgeExpiredDatabaseCounters(Math.max(throttleLimits().windowMs, PUBLIC_FORM_LIMIT.windowMs));
}

const globalForLimits = globalThis as unknown as { vitrineThrottle?: LoginThrottle; vitrineCounters?: CounterStore };

/**
 * The counters of every limit here (chosen once per process): the database's, or Redis's when
 * REDIS_URL is set, with the database's while Redis is unreachable, so a Redis outage neither fails
 * sign-ins and forms nor lifts their limits.
 */
function counterStore(): CounterStore {
  if (!globalForLimits.vitrineCounters) {
    const url = env().REDIS_URL;
    if (url) {
      const redis = new RedisCounters(url);
      globalForLimits.vitrineCounters = new FallbackCounters(redis, new DatabaseCounters(), { probe: () => redis.ping(), log: logger });
    } else {
      globalForLimits.vitrineCounters = new DatabaseCounters();
    }
  }
  return globalForLimits.vitrineCounters;
}

export async function loginThrottle(): Promise<LoginThrottle> {
  globalForLimits.vitrineThrottle ??= new CountingThrottle(throttleLimits(), counterStore());
  return globalForLimits.vitrineThrottle;
}

/** For tests: forget the chosen backend (limits are read from the environment again) and close the Redis connection. */
export async function resetLoginThrottle(): Promise<void> {
  await closeSharedRedis();
  globalForLimits.vitrineThrottle = undefined;
  globalForLimits.vitrineCounters = undefined;
}

// ---- Logged tries (login_attempts) ----

type LoggedAction = AccountAction;

/** The logged tries of `action` from an address or for an email. */
function triesOf(action: LoggedAction, by: { ip: string } | { email: string }): SQL | undefined {
  return and(eq(loginAttempts.reason, action), 'ip' in by ? eq(loginAttempts.ipAddress, by.ip) : eq(loginAttempts.email, by.email));
}

async function logTry(action: LoggedAction, input: { email?: string | null; ip: string; userId?: number | null }): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email: input.email ?? '', ipAddress: input.ip, userId: input.userId ?? null, success: false, reason: action });
}

/**
 * Limits of the account-recovery and verification endpoints, "like login": refused tries are counted
 * per client address in the login window (LOGIN_MAX_FAILURES_PER_ADDRESS within LOGIN_WINDOW_MINUTES),
 * from rows of login_attempts whose `reason` names the action. These rows are always success = false
 * and never have reason 'failed', so they neither count as failed logins nor clear a login lockout.
 */
export type AccountAction = 'recovery-request' | 'recovery-code-failed' | 'reset-link-failed' | 'device-code-failed' | 'device-resend';

export async function recordAccountAction(action: AccountAction, input: { email?: string | null; ip: string; userId?: number | null }) {
  await logTry(action, input);
}

/** How many logged tries match `filter` since `since`, and when the oldest of them was made. */
async function countSince(filter: SQL | undefined, since: Date) {
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
  const { n, oldest } = await countSince(triesOf(action, { ip }), new Date(now - windowMs));
  if (n >= perAddress && oldest) throw tooManyAttempts('address', oldest.getTime() + windowMs - now);
}

/**
 * Throws 429 when `key` (an email) already had `max` such actions within `windowMs`. Used for the
 * resend limits: once a minute, five times an hour.
 */
export async function assertKeyAllowed(action: AccountAction, email: string, limits: { max: number; windowMs: number }[]): Promise<void> {
  const now = Date.now();
  for (const { max, windowMs } of limits) {
    const { n, oldest } = await countSince(triesOf(action, { email }), new Date(now - windowMs));
    if (n >= max && oldest) throw tooManyAttempts('account', oldest.getTime() + windowMs - now);
  }
}

// ---- Public forms ----

/**
 * Per-address limit of the public forms (contact, newsletter): 5 submissions per 10 minutes, counted
 * in the same CounterStore as the login throttle (the database, or Redis when REDIS_URL is set), in
 * a window that starts at the address's first submission. Going over the limit does not refuse the
 * submission: the caller stores it flagged as spam, for review.
 */
export type PublicFormAction = 'contact-submit' | 'newsletter-submit';

const PUBLIC_FORM_LIMIT = { windowMs: 10 * 60_000 };

/** Counts this submission; true when the address had already reached the limit in its window (treat it as spam). */
export async function overPublicFormLimit(action: PublicFormAction, input: { ip: string }): Promise<boolean> {
  const max = env().PUBLIC_FORM_MAX_PER_ADDRESS;
  const { count } = await counterStore().take(`form:${action}:${input.ip}`, max, PUBLIC_FORM_LIMIT.windowMs);
  return count > max;
}

// ---- Consent records ----

/**
 * Per-address limit of the consent proof records (POST /api/consent/consent-record): a visitor makes
 * one choice, and changes it now and then; 20 per 10 minutes leaves room for an office behind one
 * address. Beyond it the record is refused (429): a flood must not fill the proof table.
 */
export const CONSENT_RECORD_LIMIT = { max: 20, windowMs: 10 * 60_000 };

/** Counts this record; throws 429 when the address already sent the limit's number in its window. */
export async function assertConsentRecordAllowed(ip: string): Promise<void> {
  const { count, retryAfterMs } = await counterStore().take(`consent-record:${ip}`, CONSENT_RECORD_LIMIT.max, CONSENT_RECORD_LIMIT.windowMs);
  if (count > CONSENT_RECORD_LIMIT.max) throw tooManyAttempts('address', retryAfterMs);
}

// ---- Article reads ----

/** Throws 429 when `address` already sent READ_LIMIT counted reads within the window (this process). */
export function assertReadAllowed(address: string): void {
  const limiter = readRateLimiter();
  if (!limiter.allow(address)) throw tooManyAttempts('address', limiter.retryAfterMs(address));
}
