import { and, eq } from 'drizzle-orm';
import { loginAttempts, loginCounters } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { login } from '@/lib/auth/login';
import { purgeExpiredLoginCounters, resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// A burst of wrong passwords for one account must not get more than the account's limit
// (LOGIN_MAX_FAILURES_PER_ACCOUNT, default 5) checked: the lockout counts and decides in one atomic
// step before the password is verified. Here on the database backend (PGlite or PostgreSQL, by
// TEST_DB); auth-throttle-redis.test.ts runs the same burst on Redis.
const t = setUpTestDb();
const password = 'Correct-Horse-9';
const email = 'ana@example.com';

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (error: unknown) => {
      if (error instanceof AppError) return error.status;
      throw error;
    },
  );

beforeEach(async () => {
  delete process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT;
  delete process.env.LOGIN_MAX_FAILURES_PER_ADDRESS;
  delete process.env.REDIS_URL;
  resetEnvCache();
  await resetLoginThrottle();
});

describe('login lockout under a burst', () => {
  it('checks at most 5 of 25 concurrent wrong passwords for one account (5 × 401, 20 × 429), then refuses the right one', async () => {
    await createUser(t.db, { email, password, role: 'admin' });
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => statusOf(login({ email, password: `Wrong-${i}-pass!` }, { ip: `198.51.100.${i + 1}` }))),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect(count(401)).toBeLessThanOrEqual(5);
    expect([count(401), count(429)]).toEqual([5, 20]);

    // The audit trail has every try: 5 checked and failed, 20 refused.
    const reasons = await t.db
      .select({ reason: loginAttempts.reason })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, false)));
    expect(reasons.filter((r) => r.reason === 'failed')).toHaveLength(5);
    expect(reasons.filter((r) => r.reason === 'throttled')).toHaveLength(20);

    // The right password is refused too while the window lasts.
    const after = await login({ email, password }, { ip: '192.0.2.50' }).catch((error: AppError) => error);
    expect(after).toBeInstanceOf(AppError);
    expect((after as AppError).status).toBe(429);
    expect((after as AppError).messageKey).toBe('Errors.tooManyAttempts');
    expect(Number((after as AppError).options.headers?.['Retry-After'])).toBeGreaterThan(14 * 60);
  });

  it('checks at most the address limit of a concurrent burst from one address over many accounts', async () => {
    process.env.LOGIN_MAX_FAILURES_PER_ADDRESS = '4';
    resetEnvCache();
    await resetLoginThrottle();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => statusOf(login({ email: `x${i}@example.com`, password: 'Wrong-pass-1' }, { ip: '203.0.113.9' }))),
    );
    expect([statuses.filter((s) => s === 401).length, statuses.filter((s) => s === 429).length]).toEqual([4, 11]);
  });

  it('spends no slot on a right password (inactive account included), so the wrong ones still get their 5 checks', async () => {
    await createUser(t.db, { email, password, role: 'admin' });
    await createUser(t.db, { email: 'off@example.com', password, role: 'user', status: 'inactive' });
    const ip = '203.0.113.10';
    for (let i = 0; i < 8; i++) expect(await statusOf(login({ email, password }, { ip }))).toBe(200);
    for (let i = 0; i < 8; i++) expect(await statusOf(login({ email: 'off@example.com', password }, { ip }))).toBe(403);
    const wrong = await Promise.all(Array.from({ length: 7 }, () => statusOf(login({ email, password: 'Wrong-pass-1' }, { ip }))));
    expect(wrong.sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('purges the counters whose window has ended, and only those', async () => {
    await login({ email: 'x@example.com', password: 'Wrong-pass-1' }, { ip: '203.0.113.11' }).catch(() => undefined);
    expect((await t.db.select().from(loginCounters)).map((r) => r.key).sort()).toEqual(['acct:x@example.com', 'addr:203.0.113.11']);
    await t.db.update(loginCounters).set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) }).where(eq(loginCounters.key, 'addr:203.0.113.11'));
    expect(await purgeExpiredLoginCounters()).toBe(1);
    expect((await t.db.select().from(loginCounters)).map((r) => r.key)).toEqual(['acct:x@example.com']);
  });
});
