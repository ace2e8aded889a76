import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/api/errors';
import { login } from '@/lib/auth/login';
import { resetLoginThrottle } from '@/lib/auth/throttle';
import { resetEnvCache } from '@/lib/env';
import { createTestDb, type TestDb } from './helpers/test-db';
import { createUser } from './helpers/users';

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
});
