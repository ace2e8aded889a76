import { invoke } from '@/tests/support/operations';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { POST as webhookPost } from '@/app/api/webhook/webhook/route';
import { GET as webhooksGet } from '@/app/api/webhook/webhooks/route';
import { DELETE as webhookDelete, PUT as webhookPut } from '@/app/api/webhook/webhook/[id]/[unique_key]/route';
import { GET as deliveriesGet } from '@/app/api/webhook/webhook/[id]/[unique_key]/deliveries/route';
import { POST as redeliverPost } from '@/app/api/webhook/webhook/[id]/[unique_key]/deliveries/[delivery_id]/redeliver/route';
import { POST as rotatePost } from '@/app/api/webhook/webhook/[id]/[unique_key]/rotate-secret/route';
import { POST as testPost } from '@/app/api/webhook/webhook/[id]/[unique_key]/test/route';
import { categories, emailOutbox, roles, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { deleteArticle } from '@/lib/articles/commands';
import { articleOperations } from '@/lib/articles/operations';
import { submitContact } from '@/lib/contact/commands';
import { contactInputSchema } from '@/lib/contact/schema';
import { resetEnvCache } from '@/lib/env';
import { subscribe, unsubscribe } from '@/lib/newsletter/commands';
import { unsubscribeToken } from '@/lib/newsletter/unsubscribe-token';
import { subscribeInputSchema } from '@/lib/newsletter/schema';
import { runWebhookJob } from '@/lib/jobs/webhooks';
import { deliverDueWebhooks } from '@/lib/webhooks/deliver';
import { MAX_WEBHOOK_ATTEMPTS, PAUSE_AFTER_FAILING_MS } from '@/lib/webhooks/retry';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { sendWebhook } from '@/lib/webhooks/send';
import { verifySignature } from '@/lib/webhooks/signature';
import { params, request, noParams, signedIn as apiSignedIn, type SignedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { addDescribedImage } from '@/tests/support/media';
import { createActor } from '@/tests/support/users';
import { startReceiver, type Receiver } from '@/tests/support/webhook-receiver';
import { solvedAltcha } from '@/tests/support/proof-of-work';

// Webhooks (issue 20) through the routes and the delivery job, against a real receiver on 127.0.0.1.

let t: TestDb;
let receiver: Receiver;
let admin: SignedIn;
let categoryId: number;

type Created = { id: number; unique_key: string; secret: string };
type Key = { id: number; unique_key: string };
const keyParams = (key: Key) => params({ id: String(key.id), unique_key: key.unique_key });

const create = (body: unknown, token = admin.token) => webhookPost(request('/api/webhook/webhook', { method: 'POST', body, token }), noParams);
const update = (key: Key, body: unknown) =>
  webhookPut(request(`/api/webhook/webhook/${key.id}/${key.unique_key}`, { method: 'PUT', body, token: admin.token }), keyParams(key));
const deliveries = async (key: Key, page = 1) => {
  const res = await deliveriesGet(request(`/api/webhook/webhook/${key.id}/${key.unique_key}/deliveries?page=${page}`, { token: admin.token }), keyParams(key));
  expect(res.status).toBe(200);
  return (await res.json()).data as { items: Record<string, unknown>[]; total: number };
};

async function endpoint(events: string[], extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await create({ url: receiver.url(), events, ...extra });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`endpoint not created: ${res.status} ${JSON.stringify(json)}`);
  return json.data as Created;
}

let author: Awaited<ReturnType<typeof createActor>> | null = null;
async function publishedArticle(title: string) {
  author ??= await createActor(t.db, 'admin');
  const actor = author;
  const article = await invoke(articleOperations.create, actor, { input: { title, content: `<p>${title}</p>`, categories: [categoryId], image: await addDescribedImage(t.db) } });
  await invoke(articleOperations.changeStatus, actor, { key: { id: article.id, uniqueKey: article.uniqueKey }, input: { status: 'published' } });
  return { actor, article };
}

const rowsOf = (endpointId: number) => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)).orderBy(webhookDeliveries.id);
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  process.env.AUTH_SECRET ||= 'integration-test-secret-0123456789-abcdefghij';
  process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
  resetEnvCache();
  t = await createTestDb();
  receiver = await startReceiver();
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE;
  resetEnvCache();
  await receiver.close();
  await resetLoginThrottle();
  await t.close();
});
beforeEach(async () => {
  await t.truncate();
  await resetLoginThrottle();
  receiver.requests.length = 0;
  receiver.answer(200);
  author = null;
  admin = await apiSignedIn(t.db, 'admin');
  [{ id: categoryId }] = await t.db.insert(categories).values({ uniqueKey: 'tech', name: 'Tech' }).returning({ id: categories.id });
});

describe('a signed delivery', () => {
  it('reaches the receiver with a signature it can verify, the event and delivery headers, and the API field names', async () => {
    const hook = await endpoint(['article.published']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const { article } = await publishedArticle('Signed news');

    const run = await deliverDueWebhooks({ db: t.db });
    expect(run).toMatchObject({ tried: 1, delivered: 1, failed: 0 });
    expect(receiver.requests).toHaveLength(1);
    const [got] = receiver.requests;
    expect(got.method).toBe('POST');
    expect(got.headers['content-type']).toMatch(/^application\/json/);
    expect(got.headers['x-vitrine-event']).toBe('article.published');
    expect(verifySignature(hook.secret, got.body, got.headers['x-vitrine-signature'] as string, Math.floor(Date.now() / 1000))).toBe(true);
    // A receiver holding another secret, or given a changed body, refuses it.
    expect(verifySignature('whsec_other', got.body, got.headers['x-vitrine-signature'] as string, Math.floor(Date.now() / 1000))).toBe(false);
    expect(verifySignature(hook.secret, got.body.replace('Signed', 'Forged'), got.headers['x-vitrine-signature'] as string, Math.floor(Date.now() / 1000))).toBe(false);

    const body = JSON.parse(got.body);
    expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'event', 'id']);
    expect(body.event).toBe('article.published');
    expect(body.id).toMatch(/^evt_/);
    expect(body.data).toMatchObject({ id: article.id, title: 'Signed news', status: 'published' });
    expect(body.data).toHaveProperty('unique_key');
    expect(body.data).toHaveProperty('published_at');
    expect(body.data).not.toHaveProperty('uniqueKey');

    const listed = await deliveries(hook);
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({ event: 'article.published', status: 'delivered', status_code: 200, attempts: 1, next_attempt_at: null });
    expect(listed.items[0].unique_key).toBe(got.headers['x-vitrine-delivery']);
    expect(typeof listed.items[0].duration_ms).toBe('number');
    for (const field of ['id', 'event', 'status_code', 'duration_ms', 'attempts', 'next_attempt_at', 'created_at']) expect(listed.items[0]).toHaveProperty(field);
  });

  it('signs with the new secret after a rotation, and the old one no longer verifies', async () => {
    const hook = await endpoint(['article.published']);
    const rotated = await rotatePost(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}/rotate-secret`, { method: 'POST', token: admin.token }), keyParams(hook));
    expect(rotated.status).toBe(200);
    const { data } = await rotated.json();
    expect(data.secret).not.toBe(hook.secret);
    const tested = await testPost(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}/test`, { method: 'POST', token: admin.token }), keyParams(hook));
    expect(tested.status).toBe(202);
    await deliverDueWebhooks({ db: t.db });
    const [got] = receiver.requests;
    expect(got.headers['x-vitrine-event']).toBe('webhook.test');
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(data.secret, got.body, got.headers['x-vitrine-signature'] as string, now)).toBe(true);
    expect(verifySignature(hook.secret, got.body, got.headers['x-vitrine-signature'] as string, now)).toBe(false);
    // The secret is stored sealed, never in clear, and no answer lists it.
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row.secretSealed).not.toContain(data.secret.slice(6));
    expect(JSON.stringify(await (await webhooksGet(request('/api/webhook/webhooks', { token: admin.token }), noParams)).json())).not.toContain(data.secret);
  });
});

describe('queueing', () => {
  it('queues only when the change commits, only for active endpoints subscribed to the event', async () => {
    const wanted = await endpoint(['article.published', 'article.deleted']);
    const other = await endpoint(['lead.created']);
    const paused = await endpoint(['article.published'], { active: false });

    // A publication refused (no cover) changes nothing and queues nothing.
    author ??= await createActor(t.db, 'admin');
    const actor = author;
    const draft = await invoke(articleOperations.create, actor, { input: { title: 'No cover', content: '<p>x</p>', categories: [categoryId], image: null } });
    await expect(invoke(articleOperations.changeStatus, actor, { key: { id: draft.id, uniqueKey: draft.uniqueKey }, input: { status: 'published' } })).rejects.toMatchObject({ status: 422 });
    // A transaction that rolls back takes its deliveries with it.
    await expect(
      t.db.transaction(async (tx) => {
        // One delivery: `wanted` (the paused endpoint and the one that wants leads get none).
        expect(await queueWebhookEvent(tx, 'article.published', { id: 1 })).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);

    const { article } = await publishedArticle('Committed');
    await deleteArticle(actor, { id: article.id, uniqueKey: article.uniqueKey }, { permanent: true });
    expect((await rowsOf(wanted.id)).map((d) => d.event)).toEqual(['article.published', 'article.deleted']);
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(paused.id)).toHaveLength(0);
    // Publishing again what is already published is no new event.
    expect((await rowsOf(wanted.id)).filter((d) => d.event === 'article.published')).toHaveLength(1);
  });

  it('announces unpublishing, a contact message with its new lead, and newsletter changes; spam announces nothing', async () => {
    const hook = await endpoint(['article.unpublished', 'lead.created', 'message.received', 'newsletter.subscribed', 'newsletter.unsubscribed']);
    const { actor, article } = await publishedArticle('Back to draft');
    await invoke(articleOperations.changeStatus, actor, { key: { id: article.id, uniqueKey: article.uniqueKey }, input: { status: 'draft' } });

    const contact = { name: 'Ana', email: 'ana@example.com', company: 'ACME', subject: 'Hello', message: 'A question', phone: '' };
    await submitContact(contactInputSchema.parse({ ...contact, altcha: await solvedAltcha() }), { ip: '203.0.113.7', locale: 'en' });
    // Caught by the honeypot: stored as spam, never announced.
    await submitContact(contactInputSchema.parse({ ...contact, email: 'bot@example.com', website: 'http://spam' }), { ip: '203.0.113.8', locale: 'en' });

    process.env.NEWSLETTER_DOUBLE_OPT_IN = 'false';
    resetEnvCache();
    try {
      await subscribe(subscribeInputSchema.parse({ email: 'bia@example.com', name: 'Bia', altcha: await solvedAltcha() }), { ip: '203.0.113.9', locale: 'pt-BR' });
    } finally {
      delete process.env.NEWSLETTER_DOUBLE_OPT_IN;
      resetEnvCache();
    }
    const rows = await rowsOf(hook.id);
    const bia = rows.find((r) => r.event === 'newsletter.subscribed');
    const leadId = JSON.parse(bia!.body).data.id as number;
    await unsubscribe(unsubscribeToken(leadId), String(leadId), { reason: 'tooFrequent' });

    const events = (await rowsOf(hook.id)).map((r) => [r.event, JSON.parse(r.body).data.email ?? JSON.parse(r.body).data.title]);
    expect(events).toEqual([
      ['article.unpublished', 'Back to draft'],
      ['lead.created', 'ana@example.com'],
      ['message.received', 'ana@example.com'],
      ['lead.created', 'bia@example.com'],
      ['newsletter.subscribed', 'bia@example.com'],
      ['newsletter.unsubscribed', 'bia@example.com'],
    ]);
    const message = JSON.parse(rows.find((r) => r.event === 'message.received')!.body).data;
    expect(message).toMatchObject({ subject: 'Hello', message: 'A question', company: 'ACME' });
    expect(message).toHaveProperty('received_at');
  });
});

describe('retries', () => {
  it('retries a non-2xx answer 1, 2, 4 … minutes later, 8 attempts in all, then gives up', async () => {
    const hook = await endpoint(['article.published']);
    await publishedArticle('Failing');
    receiver.answer(500);
    const start = new Date();
    let now = start;
    const expectedDelays = [1, 2, 4, 8, 16, 32, 64];
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt += 1) {
      const run = await deliverDueWebhooks({ db: t.db, now });
      expect(run.tried).toBe(1);
      const [row] = await rowsOf(hook.id);
      expect(row.attempts).toBe(attempt);
      expect(row.statusCode).toBe(500);
      if (attempt < MAX_WEBHOOK_ATTEMPTS) {
        expect(row.status).toBe('pending');
        expect(row.nextAttemptAt!.getTime() - now.getTime()).toBe(minutes(expectedDelays[attempt - 1]));
        // Not due a moment before its time.
        expect((await deliverDueWebhooks({ db: t.db, now: new Date(row.nextAttemptAt!.getTime() - 1000) })).tried).toBe(0);
        now = row.nextAttemptAt!;
      } else {
        expect(row.status).toBe('failed');
        expect(row.nextAttemptAt).toBeNull();
      }
    }
    expect(receiver.requests).toHaveLength(MAX_WEBHOOK_ATTEMPTS);
    // Every retry carries the same delivery id, so a receiver can drop repeats.
    expect(new Set(receiver.requests.map((r) => r.headers['x-vitrine-delivery'])).size).toBe(1);
    expect((await deliverDueWebhooks({ db: t.db, now: new Date(now.getTime() + minutes(500)) })).tried).toBe(0);
  });

  it('retries a network error, succeeds later, and a redelivery is a new delivery of the same event', async () => {
    const closed = await startReceiver();
    const url = closed.url();
    await closed.close();
    const res = await create({ url, events: ['article.published'] });
    const hook = (await res.json()).data as Created;
    await publishedArticle('Offline receiver');
    const now = new Date();
    await deliverDueWebhooks({ db: t.db, now });
    let [row] = await rowsOf(hook.id);
    expect(row).toMatchObject({ status: 'pending', statusCode: null, attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    // The receiver moves to a working address: the next attempt is delivered.
    expect((await update(hook, { url: receiver.url() })).status).toBe(200);
    await deliverDueWebhooks({ db: t.db, now: new Date(now.getTime() + minutes(1)) });
    [row] = await rowsOf(hook.id);
    expect(row).toMatchObject({ status: 'delivered', statusCode: 200, attempts: 2, lastError: null });

    const again = await redeliverPost(
      request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}/deliveries/${row.id}/redeliver`, { method: 'POST', token: admin.token }),
      params({ id: String(hook.id), unique_key: hook.unique_key, delivery_id: String(row.id) }),
    );
    expect(again.status).toBe(202);
    await deliverDueWebhooks({ db: t.db });
    expect(receiver.requests).toHaveLength(2);
    const [first, second] = receiver.requests;
    expect(second.headers['x-vitrine-delivery']).not.toBe(first.headers['x-vitrine-delivery']);
    expect(JSON.parse(second.body).id).toBe(JSON.parse(first.body).id);
    expect((await deliveries(hook)).total).toBe(2);
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    receiver.answer('hang');
    const outcome = await sendWebhook({ url: receiver.url(), body: '{}', headers: {}, allowPrivate: true, timeoutMs: 300 });
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
  });
});

describe('pausing', () => {
  it('pauses an endpoint failing for 3 days, tells its owner, and resumes on request', async () => {
    const hook = await endpoint(['article.published']);
    receiver.answer(503);
    await publishedArticle('Day 0');
    const day0 = new Date();
    await deliverDueWebhooks({ db: t.db, now: day0 });
    const [first] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(first.failingSince?.getTime()).toBe(day0.getTime());
    expect(first.active).toBe(true);

    // Still failing just before 3 days: active.
    await publishedArticle('Day 2');
    const almost = new Date(day0.getTime() + PAUSE_AFTER_FAILING_MS - minutes(1));
    await deliverDueWebhooks({ db: t.db, now: almost });
    expect((await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id)))[0].active).toBe(true);

    await publishedArticle('Day 3');
    const later = new Date(day0.getTime() + PAUSE_AFTER_FAILING_MS + minutes(1));
    const run = await deliverDueWebhooks({ db: t.db, now: later });
    expect(run.paused).toBe(1);
    const [paused] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(paused).toMatchObject({ active: false, pausedReason: 'failing' });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'webhook-paused'));
    expect(mails).toHaveLength(1);
    expect(mails[0].toAddress).toBe(admin.email);
    expect(mails[0].text).toContain(receiver.url());

    // Paused: new events are not queued, pending retries wait.
    await publishedArticle('While paused');
    expect((await rowsOf(hook.id)).filter((r) => JSON.parse(r.body).data.title === 'While paused')).toHaveLength(0);
    expect((await deliverDueWebhooks({ db: t.db, now: new Date(later.getTime() + minutes(200)) })).tried).toBe(0);
    const listed = (await (await webhooksGet(request('/api/webhook/webhooks', { token: admin.token }), noParams)).json()).data;
    expect(listed[0]).toMatchObject({ active: false, paused_reason: 'failing' });

    // Resumed, the receiver mended: the waiting deliveries go out and the streak is cleared.
    receiver.answer(200);
    const resumed = await update(hook, { active: true });
    expect((await resumed.json()).data).toMatchObject({ active: true, paused_reason: null, failing_since: null });
    const sent = await deliverDueWebhooks({ db: t.db, now: new Date(later.getTime() + minutes(300)) });
    expect(sent.delivered).toBeGreaterThan(0);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'webhook-paused')))).toHaveLength(1);
  });

  it('sends a test event to a paused endpoint (a person asked for it)', async () => {
    const hook = await endpoint(['lead.created'], { active: false });
    const res = await testPost(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}/test`, { method: 'POST', token: admin.token }), keyParams(hook));
    expect(res.status).toBe(202);
    const { data } = await res.json();
    expect(data).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const outcome = await runWebhookJob({ handle: t.handle });
    expect(outcome).toMatchObject({ ran: true, result: { delivered: 1 } });
    expect(JSON.parse(receiver.requests[0].body)).toMatchObject({ event: 'webhook.test', data: { webhook: { id: hook.id, url: receiver.url() } } });
  });
});

describe('address rules', () => {
  it('refuses loopback, private and plain-http addresses unless WEBHOOK_ALLOW_PRIVATE=true', async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvCache();
    try {
      for (const [url, message] of [
        [receiver.url(), 'This address points to a local or private network, which webhooks may not reach.'],
        ['https://10.1.2.3/hook', 'This address points to a local or private network, which webhooks may not reach.'],
        ['https://[::1]/hook', 'This address points to a local or private network, which webhooks may not reach.'],
        ['https://169.254.169.254/latest', 'This address points to a local or private network, which webhooks may not reach.'],
        ['https://localhost/hook', 'This address points to a local or private network, which webhooks may not reach.'],
        ['http://hooks.example.com/in', 'Use an https:// address.'],
        ['ftp://hooks.example.com/in', 'Enter a valid http(s) address.'],
      ]) {
        const res = await create({ url, events: ['lead.created'] });
        expect([url, res.status]).toEqual([url, 422]);
        const json = await res.json();
        expect(json.errors).toEqual([{ field: 'url', message }]);
      }
      expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
      resetEnvCache();
    }
  });

  it('checks the resolved address at each send: a name resolving to loopback is refused, and nothing reaches it', async () => {
    const port = new URL(receiver.origin).port;
    const refused = await sendWebhook({ url: `http://localhost:${port}/hook`, body: '{}', headers: {}, allowPrivate: false });
    expect(refused).toMatchObject({ ok: false, statusCode: null });
    expect(refused.ok ? '' : refused.error).toMatch(/not allowed/);
    const literal = await sendWebhook({ url: `https://127.0.0.1:${port}/hook`, body: '{}', headers: {}, allowPrivate: false });
    expect(literal.ok ? '' : literal.error).toMatch(/not allowed: 127\.0\.0\.1/);
    expect(receiver.requests).toHaveLength(0);

    // An endpoint saved while private addresses were allowed fails once they no longer are.
    const hook = await endpoint(['article.published']);
    await publishedArticle('Setting changed');
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvCache();
    try {
      await deliverDueWebhooks({ db: t.db });
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
      resetEnvCache();
    }
    const [row] = await rowsOf(hook.id);
    expect(row).toMatchObject({ status: 'pending', statusCode: null });
    expect(row.lastError).toMatch(/not allowed/);
    expect(receiver.requests).toHaveLength(0);
  });

  it('follows a redirect on the same host, never one to another host', async () => {
    const other = await startReceiver('127.0.0.2');
    try {
      receiver.answer({ status: 307, headers: { Location: `${other.origin}/stolen` } });
      const away = await sendWebhook({ url: receiver.url(), body: '{"a":1}', headers: {}, allowPrivate: true });
      expect(away).toMatchObject({ ok: false, statusCode: 307 });
      expect(away.ok ? '' : away.error).toMatch(/another host/);
      expect(other.requests).toHaveLength(0);

      receiver.requests.length = 0;
      // The first address redirects on the same host; the one it names answers 200.
      receiver.answer((path) => (path === '/hook' ? { status: 308, headers: { Location: '/moved' } } : 200));
      const outcome = await sendWebhook({ url: receiver.url(), body: '{"a":1}', headers: {}, allowPrivate: true });
      expect(outcome).toMatchObject({ ok: true, statusCode: 200 });
      expect(receiver.requests.map((r) => [r.path, r.body])).toEqual([
        ['/hook', '{"a":1}'],
        ['/moved', '{"a":1}'],
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('managing endpoints', () => {
  it('validates events, updates, pauses by hand and deletes with its deliveries', async () => {
    const bad = await create({ url: receiver.url(), events: ['article.published', 'order.created'] });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([{ field: 'events', message: 'Unknown event.' }]);
    expect((await create({ url: receiver.url(), events: [] })).status).toBe(422);

    const hook = await endpoint(['lead.created']);
    const changed = await (await update(hook, { events: ['message.received', 'lead.created'], active: false })).json();
    expect(changed.data).toMatchObject({ events: ['lead.created', 'message.received'], active: false, paused_reason: 'manual' });
    await testPost(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}/test`, { method: 'POST', token: admin.token }), keyParams(hook));
    const gone = await webhookDelete(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}`, { method: 'DELETE', token: admin.token }), keyParams(hook));
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
    const again = await webhookDelete(request(`/api/webhook/webhook/${hook.id}/${hook.unique_key}`, { method: 'DELETE', token: admin.token }), keyParams(hook));
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe('Webhook not found.');
  });
});

describe('the capability', () => {
  it('is given by migration 0014 to the admin role of an existing database, once, and to no other role', async () => {
    // The roles of a database from before the migration: no `webhooks` anywhere.
    await t.db.update(roles).set({ activeRoutes: ['dashboard', 'users'] }).where(eq(roles.name, 'admin'));
    await t.db.update(roles).set({ activeRoutes: ['dashboard'] }).where(eq(roles.name, 'manager'));
    const migration = readFileSync(path.join(process.cwd(), 'db', 'migrations', '0014_webhooks.sql'), 'utf8');
    const grant = migration.split('--> statement-breakpoint').map((part) => part.trim()).find((part) => part.includes('UPDATE "roles"'));
    expect(grant).toBeDefined();
    await t.db.execute(sql.raw(grant!));
    await t.db.execute(sql.raw(grant!));
    const byName = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.name, r.activeRoutes]));
    expect(byName.admin).toEqual(['dashboard', 'users', 'webhooks']);
    expect(byName.manager).toEqual(['dashboard']);
  });
});
