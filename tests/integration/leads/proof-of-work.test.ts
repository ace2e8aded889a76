import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as challengeGet } from '@/app/api/contact/challenge/route';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { GET as settingsGet, PUT as settingsPut } from '@/app/api/lead/form-settings/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { apiKeys, auditLog, emailOutbox, leads, messages, spentChallenges, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { hashToken, randomToken } from '@/lib/auth/tokens';
import { resetEnvCache } from '@/lib/env';
import { purgeExpired } from '@/lib/jobs/purge';
import { logger } from '@/lib/logger';
import type { AltchaChallenge } from '@/lib/spam/altcha';
import en from '@/messages/en.json';
import { call, noParams, post, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setProofOfWork, solvedAltcha } from '@/tests/support/proof-of-work';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// Issue 32 §4: the contact and newsletter posts carry a proof-of-work solution (ALTCHA). Without a
// valid one (a bot, or a browser without JavaScript) the post is a spam suspect: stored for review,
// answered like any other, no lead, no email. A solution counts once. An API key is exempt.

let t: TestDb;
let ipCounter = 0;
/** Each post from its own address, so the per-address limit never decides what these tests look at. */
const nextIp = () => `10.77.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

const contactBody = { name: 'Maria Souza', email: 'maria@example.com', company: 'Acme', subject: 'Orçamento', message: 'Olá' };
const contact = (body: Record<string, unknown>, init: { token?: string } = {}) => call(contactPost, post('/api/contact/contact', { body, ip: nextIp(), ...init }));
const subscribe = (body: Record<string, unknown>, init: { token?: string } = {}) => call(subscribePost, post('/api/newsletter/subscribe', { body, ip: nextIp(), ...init }));
const realLeads = () => t.db.select().from(leads).where(eq(leads.isSpam, false));
const outbox = () => t.db.select().from(emailOutbox);

async function fetchChallenge(): Promise<AltchaChallenge> {
  const res = await challengeGet(request('/api/contact/challenge'), noParams as never);
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  process.env.CONTACT_NOTIFY_EMAIL = 'staff@example.com';
  delete process.env.SMTP_URL;
  delete process.env.NEWSLETTER_DOUBLE_OPT_IN;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  delete process.env.CONTACT_NOTIFY_EMAIL;
  resetEnvCache();
  await t.close();
});
beforeEach(async () => t.truncate());

describe('GET /api/contact/challenge', () => {
  it('answers the plain challenge the widget reads, never cached, different each time', async () => {
    const res = await challengeGet(request('/api/contact/challenge'), noParams as never);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(body).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number), salt: expect.stringMatching(/\?expires=\d+&$/) });
    expect((await fetchChallenge()).challenge).not.toBe(body.challenge);
  });
});

describe('the contact form', () => {
  it('with a valid solution: the message, the lead and the staff notification, as before', async () => {
    const res = await contact({ ...contactBody, altcha: await solvedAltcha(await fetchChallenge()) });
    expect(res.status).toBe(201);
    const [message] = await t.db.select().from(messages);
    expect(message).toMatchObject({ isSpam: false, spamReason: null });
    expect(await realLeads()).toHaveLength(1);
    expect((await outbox()).map((m) => m.template)).toEqual(['contact-notification']);
  });

  it('without a solution (no JavaScript): a spam suspect answered like any other, with no lead and no email', async () => {
    const good = await contact({ ...contactBody, email: 'human@example.com', altcha: await solvedAltcha() });
    const res = await contact(contactBody);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(good.body.data).sort());
    expect([en.Contact.success.tomorrow, en.Contact.success.dayAfterTomorrow]).toContain(res.body.message);
    const [suspect] = await t.db.select().from(messages).where(eq(messages.email, 'maria@example.com'));
    expect(suspect).toMatchObject({ isSpam: true, spamReason: 'no-proof', leadId: null, subject: 'Orçamento' });
    expect(await t.db.select().from(leads).where(eq(leads.email, 'maria@example.com'))).toHaveLength(0);
    expect(await outbox()).toHaveLength(1);
  });

  it('the same solution twice: the second post is a spam suspect', async () => {
    const altcha = await solvedAltcha();
    await contact({ ...contactBody, email: 'first@example.com', altcha });
    await contact({ ...contactBody, email: 'second@example.com', altcha });
    // Nor can the newsletter use it again.
    await subscribe({ email: 'third@example.com', altcha });
    const rows = await t.db.select({ email: messages.email, isSpam: messages.isSpam, spamReason: messages.spamReason }).from(messages).orderBy(messages.id);
    expect(rows).toEqual([
      { email: 'first@example.com', isSpam: false, spamReason: null },
      { email: 'second@example.com', isSpam: true, spamReason: 'no-proof' },
    ]);
    expect(await t.db.select({ email: leads.email, isSpam: leads.isSpam, spamReason: leads.spamReason }).from(leads).orderBy(leads.id)).toEqual([
      { email: 'first@example.com', isSpam: false, spamReason: null },
      { email: 'third@example.com', isSpam: true, spamReason: 'no-proof' },
    ]);
    expect(await outbox()).toHaveLength(1);
  });

  it('two posts racing with one solution: exactly one goes through', async () => {
    const altcha = await solvedAltcha();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => contact({ ...contactBody, email: `race${i}@example.com`, altcha })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const rows = await t.db.select({ isSpam: messages.isSpam }).from(messages);
    expect(rows.filter((r) => !r.isSpam)).toHaveLength(1);
    expect(await realLeads()).toHaveLength(1);
  });

  it('a solution for a challenge that is not ours, malformed, or tampered with: spam suspects', async () => {
    const c = await fetchChallenge();
    const solved = JSON.parse(Buffer.from(await solvedAltcha(c), 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...solved, number: solved.number + 1 })).toString('base64');
    for (const altcha of ['', 'bm9wZQ==', tampered, 'x'.repeat(3000)]) expect((await contact({ ...contactBody, altcha })).status).toBe(201);
    expect(await t.db.select().from(messages).where(and(eq(messages.isSpam, true), eq(messages.spamReason, 'no-proof')))).toHaveLength(4);
    expect(await realLeads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('an API key (a server-to-server integration) is exempt; a wrong key is not', async () => {
    const admin = await signedIn(t.db, 'admin');
    const token = `vk_${randomToken()}`;
    await t.db.insert(apiKeys).values({ uniqueKey: randomUUID(), name: 'CRM sync', tokenHash: hashToken(token), tokenPrefix: token.slice(0, 9), grants: ['list-leads'], createdBy: admin.id });
    expect((await contact({ ...contactBody, email: 'crm@example.com' }, { token })).status).toBe(201);
    expect((await subscribe({ email: 'crm-reader@example.com' }, { token })).status).toBe(200);
    expect((await contact({ ...contactBody, email: 'fake@example.com' }, { token: `vk_${randomToken()}` })).status).toBe(201);
    // A person's session token is no API key: the post needs its proof like any visitor's.
    expect((await contact({ ...contactBody, email: 'staff-session@example.com' }, { token: admin.token })).status).toBe(201);
    expect((await realLeads()).map((l) => l.email).sort()).toEqual(['crm-reader@example.com', 'crm@example.com']);
    const suspects = await t.db.select({ email: messages.email }).from(messages).where(eq(messages.isSpam, true));
    expect(suspects.map((m) => m.email).sort()).toEqual(['fake@example.com', 'staff-session@example.com']);
  });
});

describe('the newsletter form', () => {
  it('with a valid solution: pending with its confirmation email; without one: a spam suspect, no email, the same answer', async () => {
    const good = await subscribe({ email: 'ana@example.com', altcha: await solvedAltcha() });
    const bad = await subscribe({ email: 'bot@example.com' });
    expect(bad).toEqual({ status: 200, body: good.body });
    expect(await t.db.select({ email: leads.email, isSpam: leads.isSpam, spamReason: leads.spamReason, newsletterStatus: leads.newsletterStatus }).from(leads).orderBy(leads.id)).toEqual([
      { email: 'ana@example.com', isSpam: false, spamReason: null, newsletterStatus: 'pending' },
      { email: 'bot@example.com', isSpam: true, spamReason: 'no-proof', newsletterStatus: 'pending' },
    ]);
    expect((await outbox()).map((m) => m.toAddress)).toEqual(['ana@example.com']);
  });

  it('leaves an existing lead untouched by a post without a solution', async () => {
    await subscribe({ email: 'ana@example.com', name: 'Ana', altcha: await solvedAltcha() });
    const before = (await t.db.select().from(leads))[0];
    await subscribe({ email: 'ana@example.com', name: 'Somebody else' });
    expect((await t.db.select().from(leads))[0]).toEqual(before);
    expect(await outbox()).toHaveLength(1);
  });
});

it('a burst of 1,000 bogus posts from 1,000 addresses creates no lead, no email and no webhook', async () => {
  await t.db.insert(webhookEndpoints).values({ uniqueKey: 'hook-1', url: 'https://hooks.example.com/in', events: ['lead.created', 'message.received', 'newsletter.subscribed'], secretSealed: 'sealed', secretPrefix: 'whsec_x' });
  const forged = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'a'.repeat(64), number: 1, salt: 'x?expires=9999999999&', signature: 'b'.repeat(64) })).toString('base64');
  const statuses = new Set<number>();
  // Each suspect is logged once ("stored as spam"): a thousand lines say nothing here.
  const logged = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  for (let i = 0; i < 1000; i += 1) {
    const altcha = i % 2 === 0 ? undefined : forged;
    const res = i % 4 < 2 ? await contact({ ...contactBody, email: `bot${i}@example.com`, altcha }) : await subscribe({ email: `bot${i}@example.com`, altcha });
    statuses.add(res.status);
  }
  expect(logged).toHaveBeenCalledTimes(1000);
  logged.mockRestore();
  expect([...statuses].sort()).toEqual([200, 201]);
  expect(await realLeads()).toHaveLength(0);
  expect(await t.db.select().from(messages).where(eq(messages.isSpam, false))).toHaveLength(0);
  expect(await outbox()).toHaveLength(0);
  expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
  expect(await t.db.select().from(messages)).toHaveLength(500);
  expect(await t.db.select().from(leads).where(eq(leads.spamReason, 'no-proof'))).toHaveLength(500);
}, 120_000);

describe('the setting', () => {
  let admin: SignedIn;
  beforeEach(async () => {
    admin = await signedIn(t.db, 'admin');
  });
  const readSettings = () => call(settingsGet, request('/api/lead/form-settings', { token: admin.token }));
  const saveSettings = (body: unknown) => call(settingsPut, request('/api/lead/form-settings', { method: 'PUT', body, token: admin.token }));

  it('is on until saved; off lets posts without a solution through, audited', async () => {
    expect(await readSettings()).toEqual({ status: 200, body: { error: false, data: { proof_of_work: 'on', version: 1, updated_at: null, updated_by: null } } });
    const saved = await saveSettings({ proof_of_work: 'off' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: en.FormProtection.saved, data: { proof_of_work: 'off', updated_by: { id: admin.id } } });
    expect((await readSettings()).body.data.proof_of_work).toBe('off');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'form.settings'));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'form_setting', details: { proof_of_work: { from: 'on', to: 'off' } } });

    expect((await contact(contactBody)).status).toBe(201);
    expect((await subscribe({ email: 'reader@example.com' })).status).toBe(200);
    expect((await realLeads()).map((l) => l.email).sort()).toEqual(['maria@example.com', 'reader@example.com']);
    expect(await outbox()).toHaveLength(2);

    // On again: a post without a solution is a suspect again.
    await saveSettings({ proof_of_work: 'on' });
    await contact({ ...contactBody, email: 'later@example.com' });
    expect((await t.db.select().from(messages).where(eq(messages.email, 'later@example.com')))[0]).toMatchObject({ isSpam: true, spamReason: 'no-proof' });
  });

  it('refuses a value other than on or off with a translated message', async () => {
    const res = await saveSettings({ proof_of_work: 'maybe' });
    expect(res).toEqual({ status: 422, body: expect.objectContaining({ errors: [{ field: 'proof_of_work', message: en.Validation.invalidValue }] }) });
  });

  it('the honeypot still catches with the proof-of-work off', async () => {
    await setProofOfWork(t.db, 'off');
    await contact({ ...contactBody, website: 'http://spam.example' });
    expect((await t.db.select().from(messages))[0]).toMatchObject({ isSpam: true, spamReason: 'honeypot' });
  });
});

it('the purge job deletes spent challenges past their expiry, and keeps the others', async () => {
  const now = Date.now();
  await t.db.insert(spentChallenges).values([
    { signature: 'old-1', expiresAt: new Date(now - 60_000) },
    { signature: 'old-2', expiresAt: new Date(now - 3_600_000) },
    { signature: 'live', expiresAt: new Date(now + 600_000) },
  ]);
  expect(await purgeExpired(new Date(now))).toMatchObject({ spentChallenges: 2 });
  expect(await t.db.select({ signature: spentChallenges.signature }).from(spentChallenges)).toEqual([{ signature: 'live' }]);
});
