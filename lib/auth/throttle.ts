import 'server-only';
import { and, count, eq, gt, max, min } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { env } from '@/lib/env';

/**
 * Brute-force limits: failures per account and per client address inside a sliding window.
 * Counted from the login_attempts table (shared by every instance), or from Redis when REDIS_URL is set.
 * A success clears the account's count (so a colleague's typos don't lock an office's address: that
 * limit is far higher), and refused attempts are recorded but not counted, so the window always passes.
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

export type ThrottleVerdict = { blocked: false } | { blocked: true; scope: 'account' | 'address'; retryAfterMs: number };

export interface LoginThrottle {
  check(email: string, ip: string): Promise<ThrottleVerdict>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

class DatabaseThrottle implements LoginThrottle {
  constructor(private readonly limits: ThrottleLimits) {}

  async check(email: string, ip: string): Promise<ThrottleVerdict> {
    const db = await getDb();
    const now = Date.now();
    const since = new Date(now - this.limits.windowMs);
    const [lastSuccess] = await db
      .select({ at: max(loginAttempts.createdAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)));
    const accountSince = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
    const failures = (filter: ReturnType<typeof eq>, from: Date) =>
      db
        .select({ n: count(), oldest: min(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(filter, eq(loginAttempts.success, false), eq(loginAttempts.reason, 'failed'), gt(loginAttempts.createdAt, from)));

    const [byAddress] = await failures(eq(loginAttempts.ipAddress, ip), since);
    if (byAddress.n >= this.limits.perAddress && byAddress.oldest) {
      return { blocked: true, scope: 'address', retryAfterMs: byAddress.oldest.getTime() + this.limits.windowMs - now };
    }
    const [byAccount] = await failures(eq(loginAttempts.email, email), accountSince);
    if (byAccount.n >= this.limits.perAccount && byAccount.oldest) {
      return { blocked: true, scope: 'account', retryAfterMs: byAccount.oldest.getTime() + this.limits.windowMs - now };
    }
    return { blocked: false };
  }

  // The attempts themselves are written by recordLoginAttempt (login.ts) for the audit trail; nothing more to do.
  async recordFailure(): Promise<void> {}
  async recordSuccess(): Promise<void> {}
}

/** Redis variant: sorted sets of failure times per account and per address. */
class RedisThrottle implements LoginThrottle {
  constructor(
    private readonly limits: ThrottleLimits,
    private readonly redis: import('ioredis').Redis,
  ) {}

  private keys(email: string, ip: string) {
    return { account: `vitrine:login:acct:${email}`, address: `vitrine:login:addr:${ip}` };
  }

  async check(email: string, ip: string): Promise<ThrottleVerdict> {
    const now = Date.now();
    const { account, address } = this.keys(email, ip);
    for (const [key, limit, scope] of [
      [address, this.limits.perAddress, 'address'],
      [account, this.limits.perAccount, 'account'],
    ] as const) {
      await this.redis.zremrangebyscore(key, 0, now - this.limits.windowMs);
      const n = await this.redis.zcard(key);
      if (n >= limit) {
        const [, oldest] = (await this.redis.call('ZRANGE', key, '0', '0', 'WITHSCORES')) as string[];
        return { blocked: true, scope, retryAfterMs: Number(oldest) + this.limits.windowMs - now };
      }
    }
    return { blocked: false };
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = Date.now();
    const member = `${now}-${Math.random().toString(36).slice(2)}`;
    const { account, address } = this.keys(email, ip);
    const ttl = Math.ceil(this.limits.windowMs / 1000);
    await this.redis.multi().zadd(account, now, member).expire(account, ttl).zadd(address, now, member).expire(address, ttl).exec();
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(email, ip).account);
  }
}

const globalForThrottle = globalThis as unknown as { vitrineThrottle?: LoginThrottle; vitrineRedis?: import('ioredis').Redis };

export async function loginThrottle(): Promise<LoginThrottle> {
  if (!globalForThrottle.vitrineThrottle) {
    const limits = throttleLimits();
    const url = env().REDIS_URL;
    if (url) {
      const { Redis } = await import('ioredis');
      globalForThrottle.vitrineRedis = new Redis(url, { maxRetriesPerRequest: 2 });
      globalForThrottle.vitrineThrottle = new RedisThrottle(limits, globalForThrottle.vitrineRedis);
    } else {
      globalForThrottle.vitrineThrottle = new DatabaseThrottle(limits);
    }
  }
  return globalForThrottle.vitrineThrottle;
}

/** For tests: forget the chosen backend (limits are read from the environment again) and close its connection. */
export async function resetLoginThrottle(): Promise<void> {
  await globalForThrottle.vitrineRedis?.quit().catch(() => undefined);
  globalForThrottle.vitrineRedis = undefined;
  globalForThrottle.vitrineThrottle = undefined;
}
