import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/db/client';
import { articles, emailOutbox, jobState, leads, newsletterDigestSends } from '@/db/schema';
import { articlePublicTags } from '@/lib/articles/commands';
import { cacheTags } from '@/lib/cache/tags';
import { resetEnvCache } from '@/lib/env';
import { DIGEST_JOB, runDigestJob } from '@/lib/jobs/digest';
import { withJobLock } from '@/lib/jobs/lock';
import { runMailRetryJob } from '@/lib/jobs/mail-retry';
import { FIRST_RUN_LOOKBACK_MS, PUBLISH_JOB, expireScheduledArticles, runPublishScheduledJob } from '@/lib/jobs/publish';
import { defaultJobs } from '@/lib/jobs/scheduler';
import { readJobCursor, writeJobCursor } from '@/lib/jobs/state';
import { DELIVERY_LEASE_MS, deliver, resetMailTransport, settleDeliveries } from '@/lib/mail/transport';
import { sendWeeklyDigest, type DigestOptions } from '@/lib/newsletter/digest';
import { startTestSmtp, type TestSmtp } from '@/tests/support/smtp';
import { createTestDb, openSecondInstance, rowsOf, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

let t: TestDb;
const onPostgres = process.env.TEST_DB === 'postgres';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

beforeAll(async () => {
  setEnv({ AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SMTP_URL: undefined, NEWSLETTER_DIGEST_AT: undefined, SITE_TIME_ZONE: undefined });
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => {
  setEnv({ SMTP_URL: undefined, NEWSLETTER_DIGEST_AT: undefined, SITE_TIME_ZONE: undefined });
  await t.truncate();
});

async function article(publishedAt: Date | null, extra: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(articles)
    .values({
      uniqueKey: `a-${randomUUID().slice(0, 8)}`,
      title: `Article ${randomUUID().slice(0, 8)}`,
      content: '<p>x</p>',
      excerpt: 'About it',
      image: '/uploads/a.webp',
      status: 'published',
      locale: 'pt-BR',
      publishedAt,
      ...extra,
    })
    .returning({ id: articles.id });
  return row.id;
}

describe('the scheduler', () => {
  it('runs scheduled publishing, webhook deliveries, the outbox retry, the weekly digest, the daily follow-up emails and queued imports next to the purges', () => {
    expect(defaultJobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['publish-scheduled', 15_000],
      ['webhook-deliveries', 10_000],
      ['mail-retry', 60_000],
      ['newsletter-digest', 15 * 60_000],
      ['lead-follow-ups', 15 * 60_000],
      ['import', 30_000],
      ['purge-expired', 60 * 60_000],
      ['purge-orphan-uploads', 6 * 60 * 60_000],
    ]);
  });
});

describe('scheduled publishing', () => {
  const T = new Date('2026-11-20T12:00:00Z');
  const at = (ms: number) => new Date(T.getTime() + ms);
  let expired: string[][];
  const expire = (...tags: string[]) => void expired.push(tags);
  beforeEach(() => (expired = []));

  it('expires a just-due article once, with the tags publishing expires, and moves the cursor; the next run finds nothing', async () => {
    const { id: author } = await createUser(t.db, { email: 'ana@example.com', password: 'Correct-Horse-9', role: 'operational' });
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    const soon = await article(at(5 * SECOND), { authorId: author });
    await article(at(HOUR)); // still scheduled
    await article(at(5 * SECOND), { status: 'draft' }); // a draft never goes live

    const first = await expireScheduledArticles({ now: at(15 * SECOND), expire });
    expect(first).toEqual({ from: T, to: at(15 * SECOND), articleIds: [soon], pageIds: [] });
    expect(expired).toEqual([articlePublicTags(soon, author)]);
    expect(expired[0]).toEqual([cacheTags.articles, cacheTags.article(soon), cacheTags.author(author)]);
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(at(15 * SECOND));

    const second = await expireScheduledArticles({ now: at(30 * SECOND), expire });
    expect(second).toEqual({ from: at(15 * SECOND), to: at(30 * SECOND), articleIds: [], pageIds: [] });
    expect(expired).toHaveLength(1);
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(at(30 * SECOND));
  });

  it('catches up every article that became due while the server was down, in one expiry', async () => {
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    const before = await article(at(-MINUTE)); // due before the cursor: handled by an earlier run
    const a = await article(at(2 * HOUR));
    const b = await article(at(26 * HOUR));
    const later = await article(at(3 * DAY));

    const result = await runPublishScheduledJob({ now: at(2 * DAY), expire });
    expect(result).toEqual({ ran: true, result: { from: T, to: at(2 * DAY), articleIds: [a, b], pageIds: [] } });
    expect(expired).toEqual([[cacheTags.articles, cacheTags.article(a), cacheTags.article(b)]]);
    expect(expired.flat()).not.toContain(cacheTags.article(before));
    expect(expired.flat()).not.toContain(cacheTags.article(later));
  });

  it('on its very first run looks back one hour only', async () => {
    await article(at(-FIRST_RUN_LOOKBACK_MS - MINUTE));
    const recent = await article(at(-30 * MINUTE));
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toBeNull();
    const result = await expireScheduledArticles({ now: T, expire });
    expect(result).toEqual({ from: at(-FIRST_RUN_LOOKBACK_MS), to: T, articleIds: [recent], pageIds: [] });
  });

  it('keeps the cursor when the expiry fails, so the next run expires the same article', async () => {
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    const due = await article(at(10 * SECOND));
    const failing = () => {
      throw new Error('cache unreachable');
    };
    await expect(runPublishScheduledJob({ now: at(15 * SECOND), expire: failing })).rejects.toThrow('cache unreachable');
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(T);

    expect(await runPublishScheduledJob({ now: at(30 * SECOND), expire })).toMatchObject({ ran: true, result: { articleIds: [due] } });
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(at(30 * SECOND));
  });

  it('leaves the cursor where it is when the clock goes back', async () => {
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    await article(at(-10 * SECOND));
    expect(await expireScheduledArticles({ now: at(-MINUTE), expire })).toEqual({ from: T, to: T, articleIds: [], pageIds: [] });
    expect(expired).toEqual([]);
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(T);
  });

  it('by default reads the database clock, the one the public pages compare published_at with', async () => {
    const [{ ms }] = rowsOf<{ ms: number | string }>(await t.db.execute(sql`select floor(extract(epoch from now()) * 1000)::float8 as ms`));
    const dbNow = Number(ms);
    await writeJobCursor(t.db, PUBLISH_JOB, new Date(dbNow - MINUTE));
    const justDue = await article(new Date(dbNow - SECOND));
    await article(new Date(dbNow + HOUR));
    const result = await expireScheduledArticles({ expire });
    expect(result.articleIds).toEqual([justDue]);
    expect(result.to.getTime()).toBeGreaterThanOrEqual(dbNow);
    expect(result.to.getTime()).toBeLessThan(dbNow + MINUTE);
  });
});

(onPostgres ? describe : describe.skip)('scheduled publishing on two instances (PostgreSQL advisory lock)', () => {
  let other: DbHandle;
  beforeAll(async () => {
    other = await openSecondInstance(t.db);
  });
  afterAll(async () => other.close());

  it('a run that finds the lock taken skips; the holder expires the article and moves the cursor', async () => {
    const T = new Date('2026-11-20T12:00:00Z');
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    const due = await article(new Date(T.getTime() + 5 * SECOND));
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const expired: string[][] = [];
    const first = runPublishScheduledJob({
      handle: t.handle,
      now: new Date(T.getTime() + 15 * SECOND),
      expire: async (...tags) => {
        entered();
        await gate;
        expired.push(tags);
      },
    });
    await inside;
    expect(await runPublishScheduledJob({ handle: other, now: new Date(T.getTime() + 16 * SECOND), expire: (...tags) => void expired.push(tags) })).toEqual({
      ran: false,
    });
    release();
    expect(await first).toMatchObject({ ran: true, result: { articleIds: [due] } });
    expect(expired).toEqual([[cacheTags.articles, cacheTags.article(due)]]);
    expect(await readJobCursor(t.db, PUBLISH_JOB)).toEqual(new Date(T.getTime() + 15 * SECOND));
  });

  it('two concurrent runs on two instances: each due article is expired once between them', async () => {
    const T = new Date('2026-11-20T12:00:00Z');
    await writeJobCursor(t.db, PUBLISH_JOB, T);
    const a = await article(new Date(T.getTime() + SECOND));
    const b = await article(new Date(T.getTime() + 2 * SECOND));
    const expired: string[] = [];
    const expire = (...tags: string[]) => void expired.push(...tags);
    const now = new Date(T.getTime() + 15 * SECOND);
    const outcomes = await Promise.all([runPublishScheduledJob({ handle: t.handle, now, expire }), runPublishScheduledJob({ handle: other, now, expire })]);
    const found = outcomes.flatMap((o) => (o.ran ? o.result.articleIds : []));
    expect(found).toEqual([a, b]);
    expect(expired.filter((tag) => tag.startsWith('article:')).sort()).toEqual([cacheTags.article(a), cacheTags.article(b)].sort());
    const [{ held }] = rowsOf<{ held: number }>(
      await t.db.execute(sql`select count(*)::int as held from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`),
    );
    expect(held).toBe(0);
  });

  it('the weekly digest job is locked too: a run that finds the lock taken sends nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holder = withJobLock(
      DIGEST_JOB,
      async () => {
        entered();
        await gate;
      },
      t.handle,
    );
    await inside;
    const send = jest.fn(sendWeeklyDigest);
    expect(await runDigestJob({ handle: other, now: new Date('2026-11-18T12:00:00Z'), send })).toEqual({ ran: false });
    expect(send).not.toHaveBeenCalled();
    release();
    await holder;
  });
});

describe('the outbox retry job', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await settleDeliveries();
    resetMailTransport();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.skipAll();
    resetMailTransport();
  });

  async function outbox(values: Partial<typeof emailOutbox.$inferInsert>) {
    const [row] = await t.db
      .insert(emailOutbox)
      .values({ toAddress: 'ana@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello', headers: {}, status: 'failed', attempts: 1, ...values })
      .returning({ id: emailOutbox.id });
    return row.id;
  }
  const statusOf = async (id: number) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('sends the due messages over SMTP and leaves the others; a second run finds nothing', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const before = smtp.messages.length;
    const due = await outbox({ subject: 'Due', nextAttemptAt: new Date(Date.now() - MINUTE) });
    const waiting = await outbox({ subject: 'Waiting', nextAttemptAt: new Date(Date.now() + HOUR) });
    const givenUp = await outbox({ subject: 'Given up', attempts: 6, nextAttemptAt: null });
    const sent = await outbox({ subject: 'Sent', status: 'sent', nextAttemptAt: null });

    expect(await runMailRetryJob()).toEqual({ ran: true, result: { tried: 1, sent: 1 } });
    expect((await smtp.next()).subject).toBe('Due');
    expect(await statusOf(due)).toMatchObject({ status: 'sent', attempts: 2, nextAttemptAt: null });
    for (const id of [waiting, givenUp]) expect((await statusOf(id)).status).toBe('failed');
    expect((await statusOf(sent)).attempts).toBe(1);

    expect(await runMailRetryJob()).toEqual({ ran: true, result: { tried: 0, sent: 0 } });
    expect(smtp.messages.slice(before).map((m) => m.subject)).toEqual(['Due']);
  });

  it('does nothing without SMTP_URL: the messages stay in the outbox', async () => {
    const kept = await outbox({ status: 'kept', attempts: 0, nextAttemptAt: null });
    const failed = await outbox({ nextAttemptAt: new Date(Date.now() - MINUTE) });
    expect(await runMailRetryJob()).toEqual({ ran: true, result: { tried: 0, sent: 0 } });
    expect(await statusOf(kept)).toMatchObject({ status: 'kept', attempts: 0 });
    expect(await statusOf(failed)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('never sends a message twice at once: two attempts together deliver it once', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const before = smtp.messages.length;
    const id = await outbox({ subject: 'Once', status: 'pending', attempts: 0, nextAttemptAt: new Date() });
    await Promise.all([deliver(id), runMailRetryJob(), deliver(id)]);
    // One attempt recorded: the others found the message held (or already sent) and left it.
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(before).map((m) => m.subject)).toEqual(['Once']);
  });

  it('retries a message whose attempt died mid-send once that attempt’s hold has passed', async () => {
    setEnv({ SMTP_URL: smtp.url });
    const now = Date.now();
    // What a process that stopped during the send leaves: still pending, held for the lease.
    const id = await outbox({ subject: 'Orphan', status: 'pending', attempts: 0, nextAttemptAt: new Date(now + DELIVERY_LEASE_MS) });
    expect(await runMailRetryJob({ now: new Date(now + MINUTE) })).toEqual({ ran: true, result: { tried: 0, sent: 0 } });
    expect(await runMailRetryJob({ now: new Date(now + DELIVERY_LEASE_MS + SECOND) })).toEqual({ ran: true, result: { tried: 1, sent: 1 } });
    expect((await smtp.next()).subject).toBe('Orphan');
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('the weekly digest job', () => {
  // Monday 16 November 2026, 09:00 in São Paulo (UTC−3): the default NEWSLETTER_DIGEST_AT of ISO week 2026-W47.
  const due = new Date('2026-11-16T12:00:00Z');
  const at = (ms: number) => new Date(due.getTime() + ms);

  async function subscriber(email: string) {
    const [row] = await t.db
      .insert(leads)
      .values({ uniqueKey: randomUUID(), module: 'newsletter', email, locale: 'pt-BR', newsletterStatus: 'active' })
      .returning({ id: leads.id });
    return row.id;
  }
  const digests = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'newsletter-digest'));
  const counting = () => jest.fn((options: DigestOptions) => sendWeeklyDigest(options));

  it('sends at its time and not before; the checks after it send nothing', async () => {
    await article(at(-2 * DAY));
    await subscriber('ana@example.com');
    await subscriber('bob@example.com');
    const send = counting();

    expect(await runDigestJob({ now: at(-MINUTE), send })).toEqual({ ran: true, result: { state: 'not-due', dueAt: due } });
    expect(send).not.toHaveBeenCalled();
    expect(await digests()).toHaveLength(0);

    const sent = await runDigestJob({ now: at(10 * MINUTE), send });
    expect(sent).toMatchObject({ ran: true, result: { state: 'sent', dueAt: due, digest: { week: '2026-W47', articles: 1, sent: 2 } } });
    expect(send).toHaveBeenCalledWith({ now: due });
    expect(await digests()).toHaveLength(2);
    expect(await readJobCursor(t.db, DIGEST_JOB)).toEqual(due);

    // Up to Sunday 23:59 in São Paulo; a minute later, the next week is not due yet.
    for (const later of [25 * MINUTE, 3 * DAY, 7 * DAY - 9 * HOUR - MINUTE]) {
      expect(await runDigestJob({ now: at(later), send })).toEqual({ ran: true, result: { state: 'done', dueAt: due } });
    }
    expect(await runDigestJob({ now: at(7 * DAY - 9 * HOUR), send })).toEqual({ ran: true, result: { state: 'not-due', dueAt: at(7 * DAY) } });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await digests()).toHaveLength(2);

    // The next week: its own digest, of the articles published since this one.
    await article(at(2 * DAY));
    const next = await runDigestJob({ now: at(7 * DAY + MINUTE), send });
    expect(next).toMatchObject({ result: { state: 'sent', dueAt: at(7 * DAY), digest: { week: '2026-W48', articles: 1, sent: 2 } } });
    expect(await digests()).toHaveLength(4);
  });

  it('a second run of a sent week sends nothing even without the cursor (the digest itself is idempotent)', async () => {
    await article(at(-DAY));
    await subscriber('ana@example.com');
    await runDigestJob({ now: at(MINUTE) });
    await t.db.delete(jobState).where(eq(jobState.name, DIGEST_JOB));
    const again = await runDigestJob({ now: at(20 * MINUTE) });
    expect(again).toMatchObject({ result: { state: 'sent', digest: { sent: 0, skipped: 1 } } });
    expect(await digests()).toHaveLength(1);
  });

  it('covers the 7 days up to its due time when it leaves late, so no article is skipped or repeated', async () => {
    const inWindow = await article(at(-3 * DAY));
    await article(at(DAY)); // after Monday 09:00: next week's digest
    await subscriber('ana@example.com');
    // A brand new install (or a server down since before Monday) first checks on Wednesday: this week's time has passed.
    const result = await runDigestJob({ now: at(2 * DAY) });
    expect(result).toMatchObject({ result: { state: 'sent', dueAt: due, digest: { week: '2026-W47', articles: 1, sent: 1 } } });
    const [{ uniqueKey }] = await t.db.select({ uniqueKey: articles.uniqueKey }).from(articles).where(eq(articles.id, inWindow));
    const [mail] = await digests();
    expect(mail.text).toContain(`/post/${uniqueKey}/${inWindow}`);
  });

  it('never sends the digest of a week before the one it runs in', async () => {
    await article(at(-DAY));
    await subscriber('ana@example.com');
    const send = counting();
    // First check ever early on the next Monday: week W48 has not reached its time, W47 is never sent.
    expect(await runDigestJob({ now: at(7 * DAY - HOUR), send })).toEqual({ ran: true, result: { state: 'not-due', dueAt: at(7 * DAY) } });
    expect(send).not.toHaveBeenCalled();
    expect(await t.db.select().from(newsletterDigestSends)).toHaveLength(0);
  });

  it('after a crash mid-run, the next check finishes the week without a second copy to anyone', async () => {
    await article(at(-DAY));
    for (let i = 0; i < 4; i += 1) await subscriber(`s${i}@example.com`);
    let deliveries = 0;
    const crashing = (options: DigestOptions) =>
      sendWeeklyDigest({
        ...options,
        deliver: async () => {
          deliveries += 1;
          if (deliveries === 2) throw new Error('process killed');
        },
      });
    await expect(runDigestJob({ now: at(MINUTE), send: crashing })).rejects.toThrow('process killed');
    expect(await readJobCursor(t.db, DIGEST_JOB)).toBeNull();

    const result = await runDigestJob({ now: at(16 * MINUTE) });
    expect(result).toMatchObject({ result: { state: 'sent', digest: { sent: 2, skipped: 2 } } });
    const mails = await digests();
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(4);
    expect(await readJobCursor(t.db, DIGEST_JOB)).toEqual(due);
  });

  it('follows NEWSLETTER_DIGEST_AT and SITE_TIME_ZONE, and sends nothing when it is off', async () => {
    await article(at(-DAY));
    await subscriber('ana@example.com');
    setEnv({ NEWSLETTER_DIGEST_AT: 'off' });
    expect(await runDigestJob({ now: at(DAY) })).toEqual({ ran: true, result: { state: 'off' } });
    expect(await digests()).toHaveLength(0);

    // Tuesday 17:30 in Lisbon (UTC+0 in November).
    setEnv({ NEWSLETTER_DIGEST_AT: 'tuesday 17:30', SITE_TIME_ZONE: 'Europe/Lisbon' });
    const tuesday = new Date('2026-11-17T17:30:00Z');
    expect(await runDigestJob({ now: new Date(tuesday.getTime() - MINUTE) })).toEqual({ ran: true, result: { state: 'not-due', dueAt: tuesday } });
    expect(await runDigestJob({ now: tuesday })).toMatchObject({ result: { state: 'sent', dueAt: tuesday, digest: { sent: 1 } } });
  });
});
