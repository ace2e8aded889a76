import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as recoverPost } from '@/app/api/auth/recover-password/route';
import { emailOutbox, users } from '@/db/schema';
import { settleBackground } from '@/lib/jobs/background';
import { resetEnvCache } from '@/lib/env';
import { params, post } from './helpers/api';
import { createTestDb, type TestDb } from './helpers/test-db';
import { createUser } from './helpers/users';

// POST /api/auth/recover-password must not tell a known email from an unknown one by how long it
// takes to answer. 50 requests for accounts and 50 for unknown addresses, interleaved; the medians of
// the two must be within max(5 ms, 35 %) of each other. A comparison of two paths in the same run,
// not an absolute timing goal. Each email and client address is used once, so no limit answers 429.

const ROUNDS = 50;
const WARM_UP = 5;
let t: TestDb;
const savedEnv = { ...process.env };

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  process.env.LOGIN_MAX_FAILURES_PER_ADDRESS = '100000';
  delete process.env.SMTP_URL;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  await settleBackground();
  process.env = savedEnv;
  resetEnvCache();
  await t.close();
});

/** Accounts that can recover their password (one hashed password shared, to keep set-up quick). */
async function createAccounts(n: number): Promise<string[]> {
  const first = `known-0-${randomUUID().slice(0, 8)}@example.com`;
  await createUser(t.db, { email: first, password: 'Correct-Horse-9', role: 'operational' });
  const [{ passwordHash }] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, first));
  const rest = Array.from({ length: n - 1 }, (_, i) => `known-${i + 1}-${randomUUID().slice(0, 8)}@example.com`);
  await t.db.insert(users).values(
    rest.map((email) => ({ uniqueKey: randomUUID(), name: 'Known', lastName: 'User', fullName: 'Known User', email, status: 'active' as const, passwordHash, gender: 'female' as const })),
  );
  return [first, ...rest];
}

let addressCounter = 0;
function recoverRequest(email: string) {
  addressCounter += 1;
  const ip = `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  return post('/api/auth/recover-password', { body: { email }, ip });
}

/** Time until the client has the whole answer; background work is then let finish, untimed. */
async function timedRecover(email: string): Promise<number> {
  const req = recoverRequest(email);
  const start = performance.now();
  const res = await recoverPost(req, params({}));
  const body = await res.json();
  const elapsed = performance.now() - start;
  expect(res.status).toBe(200);
  expect(body).toMatchObject({ error: false, data: null });
  await settleBackground();
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

describe('POST /api/auth/recover-password timing', () => {
  it('answers a known and an unknown email in the same time (medians of 50 each, interleaved)', async () => {
    const known = await createAccounts(ROUNDS + WARM_UP);
    const unknown = Array.from({ length: ROUNDS + WARM_UP }, (_, i) => `unknown-${i}-${randomUUID().slice(0, 8)}@example.com`);

    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < ROUNDS + WARM_UP; i += 1) {
      // Alternate which path goes first, so neither always follows the other.
      const pair = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of pair) {
        const ms = await timedRecover(kind === 'known' ? known[i] : unknown[i]);
        if (i >= WARM_UP) (kind === 'known' ? knownMs : unknownMs).push(ms);
      }
    }

    const knownMedian = median(knownMs);
    const unknownMedian = median(unknownMs);
    const tolerance = Math.max(5, 0.35 * Math.max(knownMedian, unknownMedian));
    console.log(
      `recover-password medians (${t.engine}): known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms, tolerance ${tolerance.toFixed(2)} ms`,
    );
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(tolerance);

    // The mail work still happened, for every account and nobody else.
    const mails = await t.db.select({ to: emailOutbox.toAddress, template: emailOutbox.template }).from(emailOutbox);
    expect(mails).toHaveLength(known.length);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(known));
  }, 120_000);
});
