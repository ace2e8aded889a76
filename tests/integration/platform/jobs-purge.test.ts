import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/db/client';
import { loginAttempts, loginCounters, sessions } from '@/db/schema';
import { listOwnSessions } from '@/lib/auth/session-list';
import { createSession } from '@/lib/auth/sessions';
import { resetEnvCache } from '@/lib/env';
import { runInBackground, settleBackground } from '@/lib/jobs/background';
import { withJobLock } from '@/lib/jobs/lock';
import { LOGIN_ATTEMPTS_RETENTION_MS, PURGE_JOB, purgeExpired, runPurgeJob } from '@/lib/jobs/purge';

import { startScheduler, type ScheduledJob } from '@/lib/jobs/scheduler';
import { logger } from '@/lib/logger';
import { createTestDb, openSecondInstance, rowsOf, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// Nothing in the trash in these tests (the trash's purge: tests/integration/trash).
const NO_TRASH = { articles: 0, pages: 0, faqs: 0, categories: 0, files: 0 };

let t: TestDb;
const DAY = 24 * 60 * 60_000;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => t.truncate());

async function addSession(userId: number, expiresInMs: number): Promise<number> {
  const [row] = await t.db
    .insert(sessions)
    .values({ tokenHash: randomBytes(32).toString('hex'), userId, remember: false, kind: 'cookie', expiresAt: new Date(Date.now() + expiresInMs) })
    .returning({ id: sessions.id });
  return row.id;
}

/** Three users, each with two expired and two live sessions. */
async function sessionsOfThreeUsers() {
  const live: number[] = [];
  const expired: number[] = [];
  const userIds: number[] = [];
  for (const name of ['ana', 'bia', 'caio']) {
    const { id } = await createUser(t.db, { email: `${name}@example.com`, password: 'Correct-Horse-9', role: 'operational' });
    userIds.push(id);
    expired.push(await addSession(id, -1000), await addSession(id, -40 * DAY));
    live.push(await addSession(id, 60_000), await addSession(id, 30 * DAY));
  }
  return { userIds, live, expired };
}

const sessionIds = async () => (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the purge job', () => {
  it('removes the expired sessions of every user and keeps the live ones; a second run finds nothing', async () => {
    const { live, expired } = await sessionsOfThreeUsers();
    const outcome = await runPurgeJob();
    expect(outcome).toEqual({ ran: true, result: { sessions: expired.length, loginAttempts: 0, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH } });
    expect(await sessionIds()).toEqual(sorted(live));
    expect(await runPurgeJob()).toEqual({ ran: true, result: { sessions: 0, loginAttempts: 0, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH } });
  });

  it('removes sign-in records older than 90 days and keeps the recent ones', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    await t.db.insert(loginAttempts).values([
      { email: 'a@example.com', ipAddress: '10.0.0.1', success: false, reason: 'failed', createdAt: at(LOGIN_ATTEMPTS_RETENTION_MS + DAY) },
      { email: 'b@example.com', ipAddress: '10.0.0.2', success: true, reason: null, createdAt: at(200 * DAY) },
      { email: 'c@example.com', ipAddress: '10.0.0.3', success: false, reason: 'failed', createdAt: at(LOGIN_ATTEMPTS_RETENTION_MS - DAY) },
      { email: 'd@example.com', ipAddress: '10.0.0.4', success: false, reason: 'recovery-request', createdAt: at(60_000) },
    ]);
    expect(await purgeExpired(new Date(now))).toEqual({ sessions: 0, loginAttempts: 2, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH });
    const left = await t.db.select({ email: loginAttempts.email }).from(loginAttempts);
    expect(left.map((r) => r.email).sort()).toEqual(['c@example.com', 'd@example.com']);
  });

  it('removes the login counters whose window has ended and keeps the running ones', async () => {
    const minutes = (n: number) => new Date(Date.now() - n * 60_000);
    await t.db.insert(loginCounters).values([
      { key: 'acct:old@example.com', count: 3, windowStartedAt: minutes(16) },
      { key: 'addr:10.0.0.9', count: 6, windowStartedAt: minutes(60 * 24) },
      { key: 'acct:now@example.com', count: 2, windowStartedAt: minutes(1) },
    ]);
    expect(await runPurgeJob()).toEqual({ ran: true, result: { sessions: 0, loginAttempts: 0, loginCounters: 2, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH } });
    expect(await t.db.select({ key: loginCounters.key }).from(loginCounters)).toEqual([{ key: 'acct:now@example.com' }]);
  });

  it('deletes in batches when many rows piled up', async () => {
    const { id } = await createUser(t.db, { email: 'ana@example.com', password: 'Correct-Horse-9', role: 'operational' });
    await t.db.execute(
      sql`insert into sessions (token_hash, user_id, remember, kind, expires_at)
          select md5(g::text), ${id}, false, 'cookie', now() - interval '1 hour' from generate_series(1, 12000) g`,
    );
    const keep = await addSession(id, DAY);
    expect(await purgeExpired()).toEqual({ sessions: 12000, loginAttempts: 0, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH });
    expect(await sessionIds()).toEqual([keep]);
  });

  it('a sign-in purges that user’s expired sessions only, and the profile lists only unexpired ones', async () => {
    const { userIds, live, expired } = await sessionsOfThreeUsers();
    const [ana] = userIds;
    const created = await createSession({ userId: ana, remember: false });
    const left = await sessionIds();
    // Ana's two expired sessions are gone; the other users' stay until the periodic purge.
    expect(left).toEqual(sorted([...live, ...expired.slice(2), created.id]));

    // The list shown in the profile never includes an expired session, purged or not yet.
    const bia = userIds[1];
    const list = await listOwnSessions({ id: bia, sessionId: live[2], status: 'active' });
    expect(list.map((s) => s.id)).toEqual([live[2], live[3]]);
    expect(list[0].current).toBe(true);
  });
});

(onPostgres ? describe : describe.skip)('one instance at a time (PostgreSQL advisory lock)', () => {
  let other: DbHandle;
  beforeAll(async () => {
    other = await openSecondInstance(t.db);
  });
  afterAll(async () => other.close());

  it('a run that finds the lock taken skips; the holder purges', async () => {
    const { live, expired } = await sessionsOfThreeUsers();
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withJobLock(
      PURGE_JOB,
      async () => {
        entered();
        await gate;
        return purgeExpired(new Date(), t.handle);
      },
      t.handle,
    );
    await inside;
    expect(await runPurgeJob({ handle: other })).toEqual({ ran: false });
    expect(await runPurgeJob({ handle: t.handle })).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, result: { sessions: expired.length, loginAttempts: 0, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH } });
    expect(await sessionIds()).toEqual(sorted(live));

    // Released after the run: the next one takes it.
    expect(await runPurgeJob({ handle: other })).toEqual({ ran: true, result: { sessions: 0, loginAttempts: 0, loginCounters: 0, spentChallenges: 0, consentRecords: 0, notFoundPaths: 0, trash: NO_TRASH } });
  });

  it('two concurrent runs on two instances: one purges, together they delete each row once', async () => {
    const { live, expired } = await sessionsOfThreeUsers();
    const outcomes = await Promise.all([runPurgeJob({ handle: t.handle }), runPurgeJob({ handle: other })]);
    const purged = outcomes.flatMap((o) => (o.ran ? [o.result.sessions] : []));
    expect(purged.reduce((a, b) => a + b, 0)).toBe(expired.length);
    expect(purged.filter((n) => n > 0)).toHaveLength(1);
    expect(await sessionIds()).toEqual(sorted(live));
    const [{ held }] = rowsOf<{ held: number }>(await t.db.execute(sql`select count(*)::int as held from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`));
    expect(held).toBe(0);
  });
});

describe('the scheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each job shortly after start, then at its interval, never overlapping itself, and survives a failure', async () => {
    let runs = 0;
    let finish: (() => void) | null = null;
    const job: ScheduledJob = {
      name: 'test-job',
      firstAfterMs: 1_000,
      everyMs: 10_000,
      run: () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const stop = startScheduler([job]);
    try {
      expect(startScheduler([job])).toBe(stop);
      await jest.advanceTimersByTimeAsync(999);
      expect(runs).toBe(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      // Still running at the first interval: that tick is skipped.
      await jest.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(1);
      finish!();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(2);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: 'test-job' }), 'scheduled job failed');
      await jest.advanceTimersByTimeAsync(10_000);
      expect(runs).toBe(3);
    } finally {
      stop();
      logged.mockRestore();
    }
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
  });
});

describe('session rows', () => {
  it('the purge leaves a live session usable', async () => {
    const { id } = await createUser(t.db, { email: 'ana@example.com', password: 'Correct-Horse-9', role: 'operational' });
    const { id: sessionId } = await createSession({ userId: id, remember: true });
    await runPurgeJob();
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(1);
  });
});

describe('runInBackground (outside a request: lib functions called directly)', () => {
  it('starts after the caller has moved on, logs a failure instead of throwing, and settleBackground waits for all of it', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const order: string[] = [];
    try {
      runInBackground('first', async () => {
        order.push('first');
        runInBackground('nested', async () => void order.push('nested'));
      });
      runInBackground('failing', () => Promise.reject(new Error('boom')));
      order.push('caller');
      await Promise.resolve();
      expect(order).toEqual(['caller']);
      await settleBackground();
      expect(order).toEqual(['caller', 'first', 'nested']);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'background work failed');
    } finally {
      logged.mockRestore();
    }
  });
});
