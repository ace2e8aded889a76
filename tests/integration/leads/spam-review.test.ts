import { and, eq } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { POST as leadsListPost } from '@/app/api/lead/leads-list/route';
import { PUT as leadNotSpamPut } from '@/app/api/lead/lead-not-spam/[id]/[unique_key]/route';
import { PUT as messageNotSpamPut } from '@/app/api/message/message-not-spam/[id]/[unique_key]/route';
import { POST as messagesListPost } from '@/app/api/message/messages-list/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { auditLog, emailOutbox, leads, messages } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { markLeadNotSpam } from '@/lib/leads/commands';
import { listLeads } from '@/lib/leads/queries';
import { leadListQuerySchema } from '@/lib/leads/schema';
import { markMessageNotSpam } from '@/lib/messages/commands';
import { countUnreadMessages, listMessages } from '@/lib/messages/queries';
import { messageListQuerySchema } from '@/lib/messages/schema';
import { call, params, password, post, signIn as apiSignIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { solvedAltcha } from '@/tests/support/proof-of-work';

// Spam is reviewable (issue 15, defect 7): what the per-address limit or the honeypot caught shows in the
// inbox's Spam tab and under the leads list's Spam filter, and "Not spam" moves it back (a newsletter
// signup then gets its confirmation email).

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SMTP_URL: undefined, CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined }, throttle: true });
const OFFICE = '10.20.30.40';

async function signIn(email: string, role: string): Promise<{ id: number; token: string; grants: string[] }> {
  const user = await createUser(t.db, { email, password, role });
  const { token, body } = await apiSignIn(email);
  return { id: user.id, token, grants: body.data.active_routes as string[] };
}

/** Six posts from one office address: the sixth is stored as spam. */
async function sixContactsFromOneOffice() {
  for (let i = 0; i < 6; i += 1) {
    const res = await call(
      contactPost,
      post('/api/contact/contact', {
        ip: OFFICE,
        body: { name: `Pessoa ${i}`, email: `p${i}@acme-office.com`, phone: '+55 11 90000-0000', company: 'Office', subject: 'Orçamento', message: 'Olá, gostaria de um orçamento.', altcha: await solvedAltcha() },
      }),
    );
    expect(res.status).toBe(201);
  }
  const [spam] = await t.db.select().from(messages).where(eq(messages.email, 'p5@acme-office.com'));
  expect(spam).toMatchObject({ isSpam: true, spamReason: 'rate-limit' });
  return spam;
}


describe('messages caught as spam', () => {
  it('shows them in the Spam tab only, and "Not spam" moves the message to Active, unread, with its sender as a lead', async () => {
    const admin = await signIn('admin@example.com', 'admin');
    const spam = await sixContactsFromOneOffice();
    const tab = (name: string) => listMessages(admin, messageListQuerySchema.parse({ tab: name }));

    expect((await tab('active')).items.map((m) => m.email)).not.toContain('p5@acme-office.com');
    const spamTab = await tab('spam');
    expect(spamTab.items.map((m) => m.email)).toEqual(['p5@acme-office.com']);
    expect(spamTab.items[0].spam).toBe(true);
    expect(await countUnreadMessages(admin)).toBe(5);

    const moved = await markMessageNotSpam(admin, { id: spam.id, uniqueKey: spam.uniqueKey });
    expect(moved).toMatchObject({ spam: false, read: false, archived: false });
    expect((await tab('spam')).items).toHaveLength(0);
    expect((await tab('active')).items.map((m) => m.email)).toContain('p5@acme-office.com');
    expect(await countUnreadMessages(admin)).toBe(6);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'p5@acme-office.com'));
    expect(lead).toMatchObject({ module: 'contact', isSpam: false, enterprise: 'Office' });
    expect(moved.leadId).toBe(lead.id);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.not-spam'));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'message', entityId: String(spam.id) });

    // Once back, it is no longer spam: a second "Not spam" finds nothing to move.
    await expect(markMessageNotSpam(admin, { id: spam.id, uniqueKey: spam.uniqueKey })).rejects.toMatchObject({ status: 404 });
  });

  it('answers the Spam tab and "Not spam" through the API, refusing a role without the inbox', async () => {
    const admin = await signIn('admin@example.com', 'admin');
    const reader = await signIn('reader@example.com', 'user');
    const spam = await sixContactsFromOneOffice();

    const list = await call(messagesListPost, post('/api/message/messages-list', { token: admin.token, body: { tab: 'spam' } }));
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((m: { email: string }) => m.email)).toEqual(['p5@acme-office.com']);

    const path = `/api/message/message-not-spam/${spam.id}/${spam.uniqueKey}`;
    const ctx = params({ id: String(spam.id), unique_key: spam.uniqueKey });
    expect((await call(messageNotSpamPut, post(path, { method: 'PUT', token: reader.token }), ctx)).status).toBe(403);
    const moved = await call(messageNotSpamPut, post(path, { method: 'PUT', token: admin.token }), ctx);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ spam: false });
    const wrongKey = await call(messageNotSpamPut, post(path, { method: 'PUT', token: admin.token }), params({ id: String(spam.id), unique_key: 'nope' }));
    expect(wrongKey.status).toBe(404);
  });
});

describe('leads caught as spam', () => {
  async function sixSignupsFromOneOffice() {
    for (let i = 0; i < 6; i += 1) {
      const res = await call(subscribePost, post('/api/newsletter/subscribe', { ip: OFFICE, body: { email: `n${i}@acme-office.com`, name: `N${i}`, altcha: await solvedAltcha() } }));
      expect(res.status).toBe(200);
    }
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'n5@acme-office.com'));
    expect(lead).toMatchObject({ isSpam: true, spamReason: 'rate-limit', newsletterStatus: 'pending' });
    return lead;
  }
  const confirmations = (to: string) =>
    t.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'newsletter-confirm')));

  it('lists them under the Spam filter only; "Not spam" joins the list and sends the double opt-in confirmation', async () => {
    const admin = await signIn('admin@example.com', 'admin');
    const lead = await sixSignupsFromOneOffice();
    const list = (q: Record<string, unknown>) => listLeads(admin, leadListQuerySchema.parse(q));

    expect((await list({})).items.map((l) => l.email)).not.toContain('n5@acme-office.com');
    const spamOnly = await list({ spam: 'true' });
    expect(spamOnly.items.map((l) => l.email)).toEqual(['n5@acme-office.com']);
    expect(spamOnly.items[0].spam).toBe(true);
    expect(await confirmations('n5@acme-office.com')).toHaveLength(0);

    const moved = await markLeadNotSpam(admin, { id: lead.id, uniqueKey: lead.uniqueKey });
    expect(moved).toMatchObject({ spam: false, newsletterStatus: 'pending' });
    expect((await list({})).items.map((l) => l.email)).toContain('n5@acme-office.com');
    expect((await list({ spam: 'true' })).items).toHaveLength(0);
    expect(await confirmations('n5@acme-office.com')).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lead.not-spam'));
    expect(audit).toMatchObject({ actorId: admin.id, entityType: 'lead', entityId: String(lead.id) });

    // A second "Not spam" changes nothing and mails nothing more.
    await markLeadNotSpam(admin, { id: lead.id, uniqueKey: lead.uniqueKey });
    expect(await confirmations('n5@acme-office.com')).toHaveLength(1);
  });

  it('without double opt-in, "Not spam" makes the subscription active and welcomes the subscriber', async () => {
    process.env.NEWSLETTER_DOUBLE_OPT_IN = 'false';
    resetEnvCache();
    try {
      const admin = await signIn('admin@example.com', 'admin');
      const lead = await sixSignupsFromOneOffice();
      const moved = await markLeadNotSpam(admin, { id: lead.id, uniqueKey: lead.uniqueKey });
      expect(moved).toMatchObject({ spam: false, newsletterStatus: 'active' });
      const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'n5@acme-office.com'));
      expect(mails.map((m) => m.template)).toEqual(['newsletter-welcome']);
    } finally {
      delete process.env.NEWSLETTER_DOUBLE_OPT_IN;
      resetEnvCache();
    }
  });

  it('answers the Spam filter and "Not spam" through the API, refusing a role without the leads list', async () => {
    const admin = await signIn('admin@example.com', 'admin');
    const reader = await signIn('reader@example.com', 'user');
    const lead = await sixSignupsFromOneOffice();

    const list = await call(leadsListPost, post('/api/lead/leads-list', { token: admin.token, body: { spam: true } }));
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((l: { email: string }) => l.email)).toEqual(['n5@acme-office.com']);

    const path = `/api/lead/lead-not-spam/${lead.id}/${lead.uniqueKey}`;
    const ctx = params({ id: String(lead.id), unique_key: lead.uniqueKey });
    expect((await call(leadNotSpamPut, post(path, { method: 'PUT', token: reader.token }), ctx)).status).toBe(403);
    const moved = await call(leadNotSpamPut, post(path, { method: 'PUT', token: admin.token }), ctx);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Lead moved to the list.', data: { spam: false } });
  });
});
