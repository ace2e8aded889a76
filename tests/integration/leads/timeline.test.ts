import { and, eq } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { PUT as statusPut } from '@/app/api/lead/lead-change-status/[id]/[unique_key]/route';
import { POST as notePost } from '@/app/api/lead/lead-note/[id]/[unique_key]/route';
import { PUT as ownerPut } from '@/app/api/lead/lead-owner/[id]/[unique_key]/route';
import { GET as timelineGet } from '@/app/api/lead/lead-timeline/[id]/[unique_key]/route';
import { POST as replyPost } from '@/app/api/message/message-reply/[id]/[unique_key]/route';
import { POST as confirmPost } from '@/app/api/newsletter/confirm/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { auditLog, emailOutbox, leadFollowUpSends, leads, messageReplies, messages, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { runFollowUpJob } from '@/lib/jobs/follow-ups';
import { dueFollowUpsOf, sendFollowUpReminders } from '@/lib/leads/follow-ups';
import { resetMailTransport, settleDeliveries } from '@/lib/mail/transport';
import { unsubscribe } from '@/lib/newsletter/commands';
import { unsubscribeToken } from '@/lib/newsletter/unsubscribe-token';
import en from '@/messages/en.json';
import { call, params, post, request, signedIn, type SignedIn } from '@/tests/support/api';
import { startTestSmtp, type TestSmtp } from '@/tests/support/smtp';
import { setProofOfWork } from '@/tests/support/proof-of-work';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser, password } from '@/tests/support/users';
import { createRole } from '@/tests/support/users-api';

const t = setUpTestDb({
  env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SMTP_URL: undefined, CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined },
});

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

const contactBody = { name: 'Maria Souza', email: 'maria@example.com', phone: '', company: 'Acme', subject: 'Orçamento', message: 'Quero um orçamento.' };
type Key = { id: number; unique_key: string };
const keyParams = (k: Key) => params({ id: String(k.id), unique_key: k.unique_key });

const addNote = (k: Key, token: string, body: unknown) => call(notePost, post(`/api/lead/lead-note/${k.id}/${k.unique_key}`, { token, body }), keyParams(k));
const setOwner = (k: Key, token: string, body: unknown) =>
  call(ownerPut, request(`/api/lead/lead-owner/${k.id}/${k.unique_key}`, { method: 'PUT', token, body }), keyParams(k));
const setStatus = (k: Key, token: string, status: string) =>
  call(statusPut, request(`/api/lead/lead-change-status/${k.id}/${k.unique_key}`, { method: 'PUT', token, body: { status } }), keyParams(k));
const timeline = (k: Key, token: string) => call(timelineGet, request(`/api/lead/lead-timeline/${k.id}/${k.unique_key}`, { token }), keyParams(k));
const reply = (k: Key, token: string, body: unknown) =>
  call(replyPost, post(`/api/message/message-reply/${k.id}/${k.unique_key}`, { token, body }), keyParams(k));

/** A contact message through the API: its lead and its message, as keys. */
async function contact(body: Partial<typeof contactBody> = {}) {
  const res = await call(contactPost, post('/api/contact/contact', { body: { ...contactBody, ...body } }));
  expect(res.status).toBe(201);
  const [message] = await t.db.select().from(messages).where(eq(messages.id, res.body.data.id));
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, message.leadId as number));
  return { lead: { id: lead.id, unique_key: lead.uniqueKey }, message: { id: message.id, unique_key: message.uniqueKey } };
}

let staff: SignedIn;
beforeEach(async () => {
  setEnv({ SMTP_URL: undefined, CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined });
  staff = await signedIn(t.db, 'admin', 'marina@example.com', 'Marina');
  // The posts here are a real visitor's (the proof-of-work has its own tests).
  await setProofOfWork(t.db, 'off');
});

describe('the lead timeline', () => {
  it('shows the lead, its message, a note, the owner and follow-up, and a status change, in order, with who did each', async () => {
    const { lead } = await contact();
    const note = await addNote(lead, staff.token, { text: '  Ligou: quer proposta até sexta.  ' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ message: en.LeadPage.success.noteAdded, data: { text: 'Ligou: quer proposta até sexta.', author: { id: staff.id, name: 'Marina User' } } });

    const owned = await setOwner(lead, staff.token, { user_id: staff.id, follow_up_at: '2026-12-01' });
    expect(owned.status).toBe(200);
    // A calendar day is the start of that day in the site's time zone (America/Sao_Paulo, UTC-3).
    expect(owned.body.data).toMatchObject({ owner_id: staff.id, follow_up_at: '2026-12-01T03:00:00.000Z' });
    expect((await setStatus(lead, staff.token, 'inactive')).status).toBe(200);

    const res = await timeline(lead, staff.token);
    expect(res.status).toBe(200);
    const items = res.body.data as { type: string; actor: { id: number; name: string } | null; [k: string]: unknown }[];
    expect(items.map((i) => i.type)).toEqual(['created', 'message', 'note', 'owner', 'follow_up', 'status']);
    const ats = items.map((i) => String(i.at));
    expect([...ats].sort()).toEqual(ats);
    const marina = { id: staff.id, name: 'Marina User' };
    expect(items[0]).toMatchObject({ actor: null, module: 'contact' });
    expect(items[1]).toMatchObject({ actor: null, message: { subject: 'Orçamento' } });
    expect(items[2]).toMatchObject({ actor: marina, note: { text: 'Ligou: quer proposta até sexta.' } });
    expect(items[3]).toMatchObject({ actor: marina, from: null, to: marina });
    expect(items[4]).toMatchObject({ actor: marina, from: null, to: '2026-12-01T03:00:00.000Z' });
    expect(items[5]).toMatchObject({ actor: marina, from: 'active', to: 'inactive' });

    // Saving the same values again changes nothing and adds nothing to the timeline.
    await setOwner(lead, staff.token, { user_id: staff.id, follow_up_at: '2026-12-01T03:00:00Z' });
    expect((await timeline(lead, staff.token)).body.data).toHaveLength(6);
    // Null clears both.
    await setOwner(lead, staff.token, { user_id: null, follow_up_at: null });
    const cleared = (await timeline(lead, staff.token)).body.data.slice(-2);
    expect(cleared).toMatchObject([
      { type: 'owner', from: marina, to: null },
      { type: 'follow_up', from: '2026-12-01T03:00:00.000Z', to: null },
    ]);

    const audit = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, String(lead.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['lead.note', 'lead.owner', 'lead.owner', 'lead.owner', 'lead.status'].sort());
  });

  it('refuses an owner who cannot see leads, or is not active, or does not exist, and a bad note or date, in the caller’s language', async () => {
    const { lead } = await contact();
    await createRole(t.db, 'writer', ['dashboard', 'compose']);
    const writer = await createUser(t.db, { email: 'writer@example.com', password, role: 'writer' });
    const inactive = await createUser(t.db, { email: 'gone@example.com', password, role: 'manager', status: 'inactive' });
    for (const user_id of [writer.id, inactive.id, 999_999]) {
      const res = await setOwner(lead, staff.token, { user_id });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(en.LeadPage.errors.ownerNotAllowed);
    }
    const manager = await createUser(t.db, { email: 'manager@example.com', password, role: 'manager' });
    expect((await setOwner(lead, staff.token, { user_id: manager.id })).body.data).toMatchObject({ owner_id: manager.id, follow_up_at: null });

    const badDate = await setOwner(lead, staff.token, { user_id: manager.id, follow_up_at: 'tomorrow' });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors).toEqual([{ field: 'follow_up_at', message: en.LeadPage.errors.followUpDate }]);
    expect((await addNote(lead, staff.token, { text: '   ' })).body.errors).toEqual([{ field: 'text', message: en.LeadPage.errors.noteRequired }]);
    expect((await addNote(lead, staff.token, { text: 'x'.repeat(5001) })).status).toBe(422);
    expect((await addNote({ ...lead, unique_key: '00000000-0000-4000-8000-000000000000' }, staff.token, { text: 'x' })).status).toBe(404);
  });

  it('queues lead.note_added and lead.assigned for their subscribers', async () => {
    await t.db.insert(webhookEndpoints).values({
      uniqueKey: 'hook-1',
      url: 'https://hooks.example.com/in',
      events: ['lead.note_added', 'lead.assigned'],
      secretSealed: 'sealed',
      secretPrefix: 'whsec_x',
    });
    const { lead } = await contact();
    await addNote(lead, staff.token, { text: 'Primeira conversa.' });
    await setOwner(lead, staff.token, { user_id: staff.id, follow_up_at: '2026-12-01' });
    // A follow-up alone does not change the owner: no new lead.assigned.
    await setOwner(lead, staff.token, { user_id: staff.id, follow_up_at: '2026-12-02' });
    const deliveries = await t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
    expect(deliveries.map((d) => d.event)).toEqual(['lead.note_added', 'lead.assigned']);
    expect(JSON.parse(deliveries[0].body).data).toMatchObject({ text: 'Primeira conversa.', author: { id: staff.id }, lead: { id: lead.id, email: 'maria@example.com' } });
    expect(JSON.parse(deliveries[1].body).data).toMatchObject({ id: lead.id, owner_id: staff.id, follow_up_at: '2026-12-01T03:00:00.000Z' });
  });

  it('shows the newsletter confirmation and the unsubscription, made by the visitor', async () => {
    const res = await call(subscribePost, post('/api/newsletter/subscribe', { body: { email: 'ana@example.com' } }));
    expect(res.status).toBe(200);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ana@example.com'));
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect((await call(confirmPost, post('/api/newsletter/confirm', { body: { token } }))).status).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'ana@example.com'));
    await unsubscribe(unsubscribeToken(lead.id), String(lead.id), null, { oneClick: true });
    const items = (await timeline({ id: lead.id, unique_key: lead.uniqueKey }, staff.token)).body.data;
    expect(items).toMatchObject([
      { type: 'created', module: 'newsletter' },
      { type: 'newsletter', actor: null, from: 'pending', to: 'active' },
      { type: 'newsletter', actor: null, from: 'active', to: 'cancelled' },
    ]);
  });

  it('is for the leads grant only', async () => {
    const { lead } = await contact();
    const inbox = await signedIn(t.db, 'operational');
    await createRole(t.db, 'inbox-only', ['message-received']);
    const reader = await signedIn(t.db, 'inbox-only');
    expect((await timeline(lead, inbox.token)).status).toBe(200);
    expect((await timeline(lead, reader.token)).status).toBe(403);
    expect((await addNote(lead, reader.token, { text: 'x' })).status).toBe(403);
  });
});

describe('replying to a message', () => {
  it('sends the reply to the outbox with Reply-To the staff member, keeps it, and shows it in the lead’s timeline', async () => {
    const { lead, message } = await contact();
    const res = await reply(message, staff.token, { text: 'Olá Maria,\n\nSegue a proposta.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: en.Inbox.reply.sent,
      data: { message_id: message.id, subject: 'Re: Orçamento', reply_to: 'marina@example.com', author: { id: staff.id, name: 'Marina User' }, outbox_id: expect.any(Number) },
    });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.body.data.outbox_id));
    expect(mail).toMatchObject({ toAddress: 'maria@example.com', subject: 'Re: Orçamento', template: 'message-reply', status: 'kept', locale: 'en' });
    expect(mail.headers).toMatchObject({ 'Reply-To': 'marina@example.com' });
    // Written by a person: not marked as automatic mail.
    expect(mail.headers).not.toHaveProperty('Auto-Submitted');
    expect(mail.text).toContain('Segue a proposta.');
    expect(mail.text).toContain('Quero um orçamento.');
    expect(await t.db.select({ outboxId: messageReplies.outboxId }).from(messageReplies)).toEqual([{ outboxId: mail.id }]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.reply'));
    expect(audit).toMatchObject({ actorId: staff.id, entityType: 'message', entityId: String(message.id) });
    // Answered is read.
    expect((await t.db.select({ isRead: messages.isRead }).from(messages))[0].isRead).toBe(true);

    const custom = await reply(message, staff.token, { subject: 'Proposta', text: 'Outra versão.' });
    expect(custom.body.data.subject).toBe('Proposta');
    const items = (await timeline(lead, staff.token)).body.data;
    expect(items.map((i: { type: string }) => i.type)).toEqual(['created', 'message', 'reply', 'reply']);
    expect(items[2]).toMatchObject({ actor: { id: staff.id }, reply: { subject: 'Re: Orçamento', reply_to: 'marina@example.com' }, message: { id: message.id } });
  });

  it('refuses an empty reply, a message caught as spam, and callers without the messages grant', async () => {
    const { message } = await contact();
    const empty = await reply(message, staff.token, { text: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'text', message: en.Inbox.reply.textRequired }]);
    await t.db.update(messages).set({ isSpam: true }).where(eq(messages.id, message.id));
    expect((await reply(message, staff.token, { text: 'Oi' })).status).toBe(404);
    await t.db.update(messages).set({ isSpam: false }).where(eq(messages.id, message.id));
    await createRole(t.db, 'leads-only', ['list-leads']);
    const leadsOnly = await signedIn(t.db, 'leads-only');
    expect((await reply(message, leadsOnly.token, { text: 'Oi' })).status).toBe(403);
    expect(await t.db.select().from(messageReplies)).toHaveLength(0);
  });

  describe('over SMTP', () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
    });
    afterAll(async () => {
      setEnv({ SMTP_URL: undefined });
      resetMailTransport();
      await smtp.close();
    });

    it('delivers the reply with its Reply-To header', async () => {
      const { message } = await contact();
      setEnv({ SMTP_URL: smtp.url });
      resetMailTransport();
      smtp.skipAll();
      const res = await reply(message, staff.token, { text: 'Segue a proposta.' });
      expect(res.status).toBe(201);
      const mail = await smtp.next();
      expect(mail.subject).toBe('Re: Orçamento');
      expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['marina@example.com']);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['maria@example.com']);
      expect(mail.headers.get('auto-submitted')).toBeUndefined();
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.body.data.outbox_id));
      expect(row.status).toBe('sent');
      await settleDeliveries();
    });
  });
});

describe('follow-ups', () => {
  // 2026-12-01 10:00 in São Paulo.
  const now = new Date('2026-12-01T13:00:00Z');
  async function ownedLead(email: string, ownerId: number, followUpAt: Date | null, extra: Partial<typeof leads.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(leads)
      .values({ uniqueKey: `${email}-key`, module: 'contact', email, name: email.split('@')[0], ownerId, followUpAt, ...extra })
      .returning({ id: leads.id });
    return row.id;
  }

  it('lists the signed-in staff member’s leads due by the end of today (site time zone) on the dashboard', async () => {
    const other = await createUser(t.db, { email: 'other@example.com', password, role: 'manager' });
    await ownedLead('late@example.com', staff.id, new Date('2026-11-28T12:00:00Z'));
    await ownedLead('tonight@example.com', staff.id, new Date('2026-12-02T02:30:00Z')); // 23:30 local
    await ownedLead('tomorrow@example.com', staff.id, new Date('2026-12-02T03:00:00Z')); // 00:00 local, tomorrow
    await ownedLead('theirs@example.com', other.id, new Date('2026-11-30T12:00:00Z'));
    await ownedLead('deleted@example.com', staff.id, new Date('2026-11-30T12:00:00Z'), { status: 'deleted' });
    const due = await dueFollowUpsOf({ id: staff.id, grants: ['list-leads'] }, now);
    expect(due.map((d) => d.email)).toEqual(['late@example.com', 'tonight@example.com']);
    expect(await dueFollowUpsOf({ id: staff.id, grants: ['dashboard'] }, now)).toEqual([]);
  });

  it('emails each owner their due follow-ups once a day', async () => {
    const other = await createUser(t.db, { email: 'other@example.com', password, role: 'manager', name: 'Otto' });
    const gone = await createUser(t.db, { email: 'gone@example.com', password, role: 'manager', status: 'inactive' });
    const first = await ownedLead('ana@example.com', staff.id, new Date('2026-11-30T12:00:00Z'));
    await ownedLead('bia@example.com', staff.id, new Date('2026-12-01T12:00:00Z'));
    await ownedLead('caio@example.com', other.id, new Date('2026-12-01T20:00:00Z'));
    await ownedLead('later@example.com', other.id, new Date('2026-12-05T12:00:00Z'));
    await ownedLead('dora@example.com', gone.id, new Date('2026-11-30T12:00:00Z'));

    const delivered: number[] = [];
    const deliver = async (id: number) => void delivered.push(id);
    expect(await sendFollowUpReminders({ now, deliver })).toEqual({ day: '2026-12-01', sent: 2, skipped: 0 });
    expect(await sendFollowUpReminders({ now: new Date(now.getTime() + 3_600_000), deliver })).toEqual({ day: '2026-12-01', sent: 0, skipped: 2 });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'lead-follow-ups')).orderBy(emailOutbox.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['marina@example.com', 'other@example.com']);
    expect(delivered.sort()).toEqual(mails.map((m) => m.id).sort());
    const mine = mails.find((m) => m.toAddress === 'marina@example.com');
    // In the owner's language (pt-BR, the default).
    expect(mine?.subject).toContain('2 acompanhamentos para hoje');
    expect(mine?.text).toContain('ana <ana@example.com>');
    expect(mine?.text).toContain(`http://localhost:3000/admin/list-leads/${first}`);
    expect(mails.find((m) => m.toAddress === 'other@example.com')?.text).not.toContain('later@example.com');
    expect(await t.db.select({ userId: leadFollowUpSends.userId, day: leadFollowUpSends.day }).from(leadFollowUpSends)).toHaveLength(2);

    // The next day, a new email.
    expect((await sendFollowUpReminders({ now: new Date(now.getTime() + 86_400_000), deliver })).sent).toBe(2);
  });

  it('runs as a daily job only when SMTP is set, from 08:00 in the site’s time zone, once', async () => {
    await ownedLead('ana@example.com', staff.id, new Date('2026-11-30T12:00:00Z'));
    expect(await runFollowUpJob({ now })).toEqual({ ran: true, result: { state: 'off' } });
    // An address nobody listens on: the send fails and is kept for the retry job; the email is recorded once.
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9' });
    resetMailTransport();
    try {
      expect(await runFollowUpJob({ now: new Date('2026-12-01T10:59:00Z') })).toEqual({ ran: true, result: { state: 'not-due' } });
      expect(await runFollowUpJob({ now })).toMatchObject({ ran: true, result: { state: 'sent', result: { sent: 1 } } });
      expect(await runFollowUpJob({ now: new Date(now.getTime() + 900_000) })).toEqual({ ran: true, result: { state: 'done' } });
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'lead-follow-ups'))).toHaveLength(1);
    } finally {
      setEnv({ SMTP_URL: undefined });
      resetMailTransport();
    }
  });
});
