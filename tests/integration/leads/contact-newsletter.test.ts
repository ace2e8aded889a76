import { and, eq, sql } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { POST as confirmPost } from '@/app/api/newsletter/confirm/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/api/newsletter/unsubscribe/[unique_key]/[id]/route';
import { emailOutbox, leads, loginAttempts, loginCounters, messages, newsletterUnsubscribeReasons, oneTimeTokens, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { captureLead } from '@/lib/leads/capture';
import { unsubscribeToken } from '@/lib/newsletter/unsubscribe-token';
import en from '@/messages/en.json';
import { call, params, post } from '@/tests/support/api';
import { solvedAltcha } from '@/tests/support/proof-of-work';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

let t: TestDb;

const contactBody = {
  name: 'Maria Souza',
  email: 'Maria@Example.com',
  phone: '+55 11 99999-0000',
  company: 'Acme Ltda',
  subject: 'Orçamento',
  message: 'Gostaria de um orçamento; "urgente".',
};
// Every post carries a solved proof-of-work, as the site's forms do (tests/integration/leads/proof-of-work.test.ts: without one).
const withProof = async (body: unknown) => (body && typeof body === 'object' ? { altcha: await solvedAltcha(), ...body } : body);
const contact = async (body: unknown, ip?: string) => call(contactPost, post('/api/contact/contact', { body: await withProof(body), ip }));
const subscribe = async (body: unknown, ip?: string) => call(subscribePost, post('/api/newsletter/subscribe', { body: await withProof(body), ip }));
const unsubscribeApi = (key: string, id: number | string, init: { body?: unknown; form?: string; method?: string }) =>
  call(init.method === 'GET' ? unsubscribeGet : unsubscribePost, post(`/api/newsletter/unsubscribe/${key}/${id}`, init), params({ unique_key: key, id: String(id) }));

const leadOf = async (email: string) => (await t.db.select().from(leads).where(eq(leads.email, email)))[0];
const outboxTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);
const confirmTokenIn = (text: string) => /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

beforeAll(async () => {
  setEnv({ AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SMTP_URL: undefined, CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined });
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => {
  setEnv({ CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined });
  await t.truncate();
});

describe('POST /api/contact/contact', () => {
  it('stores the message and creates the lead (module contact) for the lower-cased email, and says when we reply', async () => {
    setEnv({ CONTACT_NOTIFY_EMAIL: 'staff@example.com' });
    const res = await contact(contactBody);
    expect(res.status).toBe(201);
    expect([en.Contact.success.tomorrow, en.Contact.success.dayAfterTomorrow]).toContain(res.body.message);
    const [message] = await t.db.select().from(messages);
    const lead = await leadOf('maria@example.com');
    expect(lead).toMatchObject({ module: 'contact', name: 'Maria Souza', telephone: '+55 11 99999-0000', enterprise: 'Acme Ltda', status: 'active', locale: 'en' });
    expect(message).toMatchObject({ leadId: lead.id, email: 'maria@example.com', isSpam: false, isRead: false, subject: 'Orçamento' });
    const [notice] = await outboxTo('staff@example.com');
    expect(notice).toMatchObject({ template: 'contact-notification' });
    expect(notice.text).toContain('Gostaria de um orçamento');

    // A second message from the same email updates the one lead.
    await contact({ ...contactBody, email: 'maria@example.com', company: 'Acme SA', phone: '' });
    expect(await t.db.select().from(leads)).toHaveLength(1);
    expect(await leadOf('maria@example.com')).toMatchObject({ enterprise: 'Acme SA', telephone: '+55 11 99999-0000' });
    expect(await t.db.select().from(messages)).toHaveLength(2);
  });

  it('answers the §5 messages per field', async () => {
    const res = await contact({ name: 'A', email: 'bad@', company: '', subject: ' ', message: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: en.Validation.emailInvalid },
        { field: 'company', message: en.Validation.companyRequired },
        { field: 'subject', message: en.Validation.subjectRequired },
        { field: 'message', message: en.Validation.messageRequired },
      ]),
    );
    expect(await t.db.select().from(messages)).toHaveLength(0);
  });

  it.each([
    ['messages', 'the message (second write)'],
    ['leads', 'the lead (first write)'],
  ])('leaves neither the message nor the lead when the write to %s fails (%s)', async (table) => {
    await t.db.execute(sql.raw(`create or replace function vitrine_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`));
    await t.db.execute(sql.raw(`create trigger vitrine_fail before insert on ${table} for each row execute function vitrine_fail()`));
    try {
      const res = await contact(contactBody);
      expect(res.status).toBe(500);
      expect(await t.db.select().from(messages)).toHaveLength(0);
      expect(await t.db.select().from(leads)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw(`drop trigger if exists vitrine_fail on ${table}`));
    }
  });

  it('stores a honeypot submission as spam: no lead, no notification, same answer', async () => {
    setEnv({ CONTACT_NOTIFY_EMAIL: 'staff@example.com' });
    const res = await contact({ ...contactBody, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const [message] = await t.db.select().from(messages);
    expect(message).toMatchObject({ isSpam: true, spamReason: 'honeypot', leadId: null });
    expect(await t.db.select().from(leads)).toHaveLength(0);
    expect(await outboxTo('staff@example.com')).toHaveLength(0);
  });

  it('stores the sixth submission from one address within 10 minutes as spam', async () => {
    for (let i = 0; i < 6; i += 1) expect((await contact({ ...contactBody, email: `p${i}@example.com` }, '10.9.9.9')).status).toBe(201);
    const rows = await t.db.select({ email: messages.email, isSpam: messages.isSpam, spamReason: messages.spamReason }).from(messages).orderBy(messages.id);
    expect(rows.map((r) => r.isSpam)).toEqual([false, false, false, false, false, true]);
    expect(rows[5].spamReason).toBe('rate-limit');
    expect(await t.db.select().from(leads)).toHaveLength(5);
    // Another address is not affected.
    await contact({ ...contactBody, email: 'other@example.com' }, '10.9.9.10');
    expect((await t.db.select().from(messages).where(eq(messages.email, 'other@example.com')))[0].isSpam).toBe(false);
  });

  it('counts the address again once its 10-minute window has passed', async () => {
    for (let i = 0; i < 6; i += 1) await contact({ ...contactBody, email: `w${i}@example.com` }, '10.9.9.11');
    // The window began at the first submission: move it 10 minutes and a second into the past.
    await t.db.update(loginCounters).set({ windowStartedAt: sql`now() - interval '601 seconds'` }).where(eq(loginCounters.key, 'form:contact-submit:10.9.9.11'));
    await contact({ ...contactBody, email: 'later@example.com' }, '10.9.9.11');
    expect((await t.db.select().from(messages).where(eq(messages.email, 'later@example.com')))[0].isSpam).toBe(false);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(0);
  });

  it('does not deliver a blacklisted sender to the inbox nor notify', async () => {
    setEnv({ CONTACT_NOTIFY_EMAIL: 'staff@example.com' });
    const lead = await captureLead(t.db, { email: 'maria@example.com', module: 'contact', locale: 'pt-BR' });
    await t.db.update(leads).set({ status: 'blackListed' }).where(eq(leads.id, lead.id));
    const res = await contact(contactBody);
    expect(res.status).toBe(201);
    const [message] = await t.db.select().from(messages);
    expect(message).toMatchObject({ isSpam: true, spamReason: 'blacklisted', leadId: lead.id });
    expect(await leadOf('maria@example.com')).toMatchObject({ status: 'blackListed', enterprise: null });
    expect(await outboxTo('staff@example.com')).toHaveLength(0);
  });

  it('keeps the message when the notification cannot be sent', async () => {
    setEnv({ CONTACT_NOTIFY_EMAIL: 'staff@example.com', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await contact(contactBody);
      expect(res.status).toBe(201);
      expect(await t.db.select().from(messages)).toHaveLength(1);
    } finally {
      setEnv({ SMTP_URL: undefined });
      const { settleDeliveries } = await import('@/lib/mail/transport');
      await settleDeliveries();
    }
  });

  it('keeps the message and the signup when their webhook events cannot be queued', async () => {
    await t.db.insert(webhookEndpoints).values({
      uniqueKey: 'hook-1',
      url: 'https://hooks.example.com/in',
      events: ['lead.created', 'message.received', 'newsletter.subscribed'],
      secretSealed: 'sealed',
      secretPrefix: 'whsec_x',
    });
    await t.db.execute(sql.raw(`create or replace function vitrine_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`));
    await t.db.execute(sql.raw(`create trigger vitrine_fail before insert on webhook_deliveries for each row execute function vitrine_fail()`));
    try {
      expect((await contact(contactBody)).status).toBe(201);
      expect(await t.db.select().from(messages)).toHaveLength(1);
      expect(await leadOf('maria@example.com')).toMatchObject({ module: 'contact' });
      setEnv({ NEWSLETTER_DOUBLE_OPT_IN: 'false' });
      expect((await subscribe({ email: 'joao@example.com' })).status).toBe(200);
      expect(await leadOf('joao@example.com')).toMatchObject({ newsletterStatus: 'active' });
      expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
    } finally {
      await t.db.execute(sql.raw(`drop trigger if exists vitrine_fail on webhook_deliveries`));
    }
  });
});

describe('newsletter', () => {
  it('double opt-in: a new email is pending until the emailed link is confirmed by POST, then active with a welcome email', async () => {
    const res = await subscribe({ email: 'Ana@Example.com', name: 'Ana' });
    expect(res).toEqual({ status: 200, body: { error: false, message: en.Newsletter.checkEmail, data: { status: 'pending' } } });
    expect(await leadOf('ana@example.com')).toMatchObject({ module: 'newsletter', newsletterStatus: 'pending', name: 'Ana', locale: 'en' });
    const [mail] = await outboxTo('ana@example.com');
    expect(mail.template).toBe('newsletter-confirm');
    const token = confirmTokenIn(mail.text);
    expect(mail.text).toContain(`http://localhost:3000/en/newsletter/confirm/${token}`);
    const [stored] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'newsletter-confirm'));
    expect(stored.tokenHash).not.toBe(token);

    expect((await call(confirmPost, post('/api/newsletter/confirm', { body: { token: 'x'.repeat(43) } }))).status).toBe(404);
    const confirmed = await call(confirmPost, post('/api/newsletter/confirm', { body: { token } }));
    expect(confirmed).toEqual({ status: 200, body: { error: false, message: en.Newsletter.confirmed, data: { newsletter_status: 'active' } } });
    expect(await leadOf('ana@example.com')).toMatchObject({ newsletterStatus: 'active' });
    // The link is spent.
    expect((await call(confirmPost, post('/api/newsletter/confirm', { body: { token } }))).status).toBe(404);
    const welcome = (await outboxTo('ana@example.com'))[1];
    expect(welcome.template).toBe('newsletter-welcome');
    const lead = await leadOf('ana@example.com');
    expect(welcome.headers).toMatchObject({
      'List-Unsubscribe': `<http://localhost:3000/api/newsletter/unsubscribe/${unsubscribeToken(lead.id)}/${lead.id}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome.text).toContain(`/en/unsubscribe-newsletter/${unsubscribeToken(lead.id)}/${lead.id}`);

    // Already active.
    expect((await subscribe({ email: 'ana@example.com' })).body.message).toBe(en.Newsletter.alreadyActive);
  });

  it('without double opt-in: active at once; a cancelled email is reactivated with the §4 message', async () => {
    setEnv({ NEWSLETTER_DOUBLE_OPT_IN: 'false' });
    expect((await subscribe({ email: 'bo@example.com' })).body).toMatchObject({ message: en.Newsletter.subscribed, data: { status: 'subscribed' } });
    const lead = await leadOf('bo@example.com');
    expect(lead.newsletterStatus).toBe('active');
    await t.db.update(leads).set({ newsletterStatus: 'cancelled' }).where(eq(leads.id, lead.id));
    const again = await subscribe({ email: 'bo@example.com' });
    expect(again.body.message).toBe('Email already registered. Status updated to active.');
    expect(again.body.data).toEqual({ status: 'reactivated' });
    expect((await leadOf('bo@example.com')).newsletterStatus).toBe('active');
  });

  it('with double opt-in, a cancelled email goes back to pending and gets a new link', async () => {
    const lead = await captureLead(t.db, { email: 'cy@example.com', module: 'newsletter', locale: 'pt-BR' });
    await t.db.update(leads).set({ newsletterStatus: 'cancelled' }).where(eq(leads.id, lead.id));
    const res = await subscribe({ email: 'cy@example.com' });
    expect(res.body).toMatchObject({ message: en.Newsletter.reactivatedPending, data: { status: 'reactivatedPending' } });
    expect((await leadOf('cy@example.com')).newsletterStatus).toBe('pending');
    expect(await outboxTo('cy@example.com')).toHaveLength(1);
  });

  it('refuses a blacklisted email neutrally and changes nothing', async () => {
    const lead = await captureLead(t.db, { email: 'bad@example.com', module: 'contact', locale: 'pt-BR' });
    await t.db.update(leads).set({ status: 'blackListed' }).where(eq(leads.id, lead.id));
    const res = await subscribe({ email: 'bad@example.com' });
    expect(res).toEqual({ status: 422, body: { error: true, code: 422, message: en.Newsletter.refused } });
    expect(await leadOf('bad@example.com')).toMatchObject({ status: 'blackListed', newsletterStatus: null });
    expect(await outboxTo('bad@example.com')).toHaveLength(0);
  });

  it('stores honeypot and over-limit signups as spam leads, mails nothing, answers as usual', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'x' });
    expect(res.body.message).toBe(en.Newsletter.checkEmail);
    expect(await leadOf('bot@example.com')).toMatchObject({ isSpam: true, spamReason: 'honeypot', newsletterStatus: 'pending' });
    for (let i = 0; i < 5; i += 1) await subscribe({ email: `n${i}@example.com` }, '10.7.7.7');
    await subscribe({ email: 'sixth@example.com' }, '10.7.7.7');
    expect(await leadOf('sixth@example.com')).toMatchObject({ isSpam: true, spamReason: 'rate-limit' });
    expect(await leadOf('n4@example.com')).toMatchObject({ isSpam: false });
    expect(await outboxTo('bot@example.com')).toHaveLength(0);
    expect(await outboxTo('sixth@example.com')).toHaveLength(0);
    // Counted by the rate-limit module's store (five granted, the sixth over), not logged as sign-in tries.
    expect(await t.db.select().from(loginAttempts)).toHaveLength(0);
    const [counter] = await t.db.select({ count: loginCounters.count }).from(loginCounters).where(eq(loginCounters.key, 'form:newsletter-submit:10.7.7.7'));
    expect(counter).toEqual({ count: 6 });
  });
});

describe('unsubscribe', () => {
  async function activeLead(email: string) {
    const lead = await captureLead(t.db, { email, module: 'newsletter', locale: 'pt-BR' });
    await t.db.update(leads).set({ newsletterStatus: 'active' }).where(eq(leads.id, lead.id));
    return lead;
  }

  it('GET shows the reasons and changes nothing; POST records the reason and cancels', async () => {
    const lead = await activeLead('dee@example.com');
    const key = unsubscribeToken(lead.id);
    const view = await unsubscribeApi(key, lead.id, { method: 'GET' });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ id: lead.id, newsletter_status: 'active' });
    expect(view.body.data.reasons).toContainEqual({ value: 'tooFrequent', label: en.Unsubscribe.reasons.tooFrequent });
    expect((await leadOf('dee@example.com')).newsletterStatus).toBe('active');

    expect((await unsubscribeApi(key, lead.id, { body: { reason: 'nope' } })).status).toBe(422);
    const res = await unsubscribeApi(key, lead.id, { body: { reason: 'notRelevant', reason_text: 'Too technical' } });
    expect(res).toEqual({ status: 200, body: { error: false, message: en.Unsubscribe.done, data: { id: lead.id, newsletter_status: 'cancelled' } } });
    expect((await leadOf('dee@example.com')).newsletterStatus).toBe('cancelled');
    expect(await t.db.select({ reason: newsletterUnsubscribeReasons.reason, details: newsletterUnsubscribeReasons.details }).from(newsletterUnsubscribeReasons)).toEqual([
      { reason: 'notRelevant', details: 'Too technical' },
    ]);
  });

  it('answers 404 to a wrong pair, whether or not the lead exists, and changes nothing', async () => {
    const lead = await activeLead('eve@example.com');
    const other = await activeLead('fay@example.com');
    const cases: [string, number | string][] = [
      [unsubscribeToken(other.id), lead.id],
      ['A'.repeat(43), lead.id],
      [unsubscribeToken(999_999), 999_999],
      [unsubscribeToken(lead.id), 'abc'],
    ];
    const answers = [];
    for (const [key, id] of cases) {
      answers.push(await unsubscribeApi(key, id, { body: { reason: 'other' } }));
      answers.push(await unsubscribeApi(key, id, { form: 'List-Unsubscribe=One-Click' }));
    }
    for (const a of answers) expect(a).toEqual({ status: 404, body: { error: true, code: 404, message: en.Errors.resultNotFound } });
    expect((await leadOf('eve@example.com')).newsletterStatus).toBe('active');
    expect(await t.db.select().from(newsletterUnsubscribeReasons)).toHaveLength(0);
  });

  it('accepts the RFC 8058 one-click POST', async () => {
    const lead = await activeLead('gil@example.com');
    const res = await unsubscribeApi(unsubscribeToken(lead.id), lead.id, { form: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect((await leadOf('gil@example.com')).newsletterStatus).toBe('cancelled');
    expect(await t.db.select({ reason: newsletterUnsubscribeReasons.reason }).from(newsletterUnsubscribeReasons).where(and(eq(newsletterUnsubscribeReasons.leadId, lead.id)))).toEqual([
      { reason: 'one-click' },
    ]);
    // A form body that is not the one-click one is refused.
    const other = await activeLead('hal@example.com');
    expect((await unsubscribeApi(unsubscribeToken(other.id), other.id, { form: 'foo=bar' })).status).toBe(400);
  });
});
