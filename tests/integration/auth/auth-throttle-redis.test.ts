import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/core/errors';
import { login } from '@/lib/auth/login';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// Runs where a Redis server is given (TEST_REDIS_URL: .ci/run sets it when Redis answers); with
// REDIS_URL set, the login counters live in Redis instead of the database.
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
let t: TestDb;

describeWithRedis('login throttle on Redis', () => {
  beforeAll(async () => {
    t = await createTestDb();
    process.env.REDIS_URL = redisUrl!;
    resetEnvCache();
    await resetLoginThrottle();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    resetEnvCache();
    await resetLoginThrottle();
    await t.close();
  });

  it('counts failures in Redis and refuses the 6th attempt with 429', async () => {
    const email = `r-${randomUUID()}@example.com`;
    const ip = `10.${Math.floor(Math.random() * 250)}.0.1`;
    await createUser(t.db, { email, password: 'Correct-Horse-9', role: 'user' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const password = i < 5 ? 'Wrong-pass-1' : 'Correct-Horse-9';
      statuses.push(await login({ email, password }, { ip }).then(() => 200, (e: AppError) => e.status));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('checks at most 5 of 25 concurrent wrong passwords for one account (5 × 401, 20 × 429), then refuses the right one', async () => {
    const email = `r-${randomUUID()}@example.com`;
    await createUser(t.db, { email, password: 'Correct-Horse-9', role: 'user' });
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login({ email, password: `Wrong-${i}-pass!` }, { ip: `10.${Math.floor(Math.random() * 250)}.1.${i + 1}` }).then(
          () => 200,
          (e: AppError) => e.status,
        ),
      ),
    );
    const count = (status: number) => burst.filter((s) => s === status).length;
    expect(count(401)).toBeLessThanOrEqual(5);
    expect([count(401), count(429)]).toEqual([5, 20]);
    const after = await login({ email, password: 'Correct-Horse-9' }, { ip: '10.255.0.1' }).catch((e: AppError) => e);
    expect((after as AppError).status).toBe(429);
    expect(Number((after as AppError).options.headers?.['Retry-After'])).toBeGreaterThan(14 * 60);
  });

  it('spends no slot on a right password, so the wrong ones still get their 5 checks', async () => {
    const email = `r-${randomUUID()}@example.com`;
    const ip = `10.${Math.floor(Math.random() * 250)}.2.1`;
    await createUser(t.db, { email, password: 'Correct-Horse-9', role: 'user' });
    const statusOf = (password: string) => login({ email, password }, { ip }).then(() => 200, (e: AppError) => e.status);
    for (let i = 0; i < 7; i++) expect(await statusOf('Correct-Horse-9')).toBe(200);
    const wrong = await Promise.all(Array.from({ length: 7 }, () => statusOf('Wrong-pass-1')));
    expect(wrong.sort()).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
