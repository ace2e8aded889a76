import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as messagesListPost } from '@/app/api/message/messages-list/route';
import { DELETE as messageDelete, PUT as messagePut } from '@/app/api/message/message/[id]/[unique_key]/route';
import { auditLog, leads, messages } from '@/db/schema';
import { archiveMessage, deleteMessage, markMessageAsLead, markMessageRead, markMessageUnread, unarchiveMessage, unmarkMessageAsLead } from '@/lib/messages/commands';
import { countUnreadMessages, getMessage, listMessages } from '@/lib/messages/queries';
import { messageListQuerySchema } from '@/lib/messages/schema';
import { params, password, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

const t = setUpTestDb();
const staff = { id: 0, grants: ['message-received'] };

const tokenFor = async (email: string, role: string) => (await signedIn(t.db, role, email)).token;

let minute = 0;
async function addMessage(values: Partial<typeof messages.$inferInsert> = {}) {
  minute += 1;
  const [row] = await t.db
    .insert(messages)
    .values({
      uniqueKey: randomUUID(),
      name: 'Ana Souza',
      email: 'ana@acme.com',
      company: 'Acme',
      subject: `Subject ${minute}`,
      message: 'Hello, we would like a quote.',
      phone: '11 91234-5678',
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)),
      ...values,
    })
    .returning({ id: messages.id, uniqueKey: messages.uniqueKey });
  return row;
}
const list = (tab: string, extra: Record<string, unknown> = {}) => listMessages(staff, messageListQuerySchema.parse({ tab, ...extra }));
const subjects = (r: { items: { subject: string }[] }) => r.items.map((m) => m.subject);

beforeEach(async () => {
  minute = 0;
  staff.id = (await createUser(t.db, { email: 'admin@example.com', password, role: 'admin' })).id;
});

describe('the inbox', () => {
  it('splits messages into Active, Archived and Leads, newest first, never showing spam or deleted ones', async () => {
    await addMessage({ subject: 'first' });
    await addMessage({ subject: 'archived', isArchived: true });
    await addMessage({ subject: 'lead', isLead: true });
    await addMessage({ subject: 'spam', isSpam: true });
    await addMessage({ subject: 'deleted', isDeleted: true });
    await addMessage({ subject: 'archived lead', isArchived: true, isLead: true });
    expect(subjects(await list('active'))).toEqual(['lead', 'first']);
    expect(subjects(await list('archived'))).toEqual(['archived lead', 'archived']);
    expect(subjects(await list('leads'))).toEqual(['archived lead', 'lead']);
    const page = await list('active', { limit: 1, page: 2 });
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, tab: 'active' });
    expect(subjects(page)).toEqual(['first']);
  });

  it('counts unread active messages, not spam, deleted or archived ones', async () => {
    await addMessage();
    await addMessage();
    await addMessage({ isRead: true });
    await addMessage({ isSpam: true });
    await addMessage({ isDeleted: true });
    await addMessage({ isArchived: true });
    expect(await countUnreadMessages(staff)).toBe(2);
  });

  it('marks read and unread', async () => {
    const m = await addMessage();
    expect((await markMessageRead(staff, m)).read).toBe(true);
    expect(await countUnreadMessages(staff)).toBe(0);
    expect((await markMessageUnread(staff, m)).read).toBe(false);
    expect(await countUnreadMessages(staff)).toBe(1);
  });

  it('archives and unarchives: an unarchived message returns to Active', async () => {
    const m = await addMessage({ subject: 'quote' });
    await archiveMessage(staff, m);
    expect(subjects(await list('active'))).toEqual([]);
    expect(subjects(await list('archived'))).toEqual(['quote']);
    await unarchiveMessage(staff, m);
    expect(subjects(await list('active'))).toEqual(['quote']);
    expect(subjects(await list('archived'))).toEqual([]);
  });

  it('soft-deletes: the message leaves every tab and then answers 404', async () => {
    const m = await addMessage({ subject: 'bye' });
    await deleteMessage(staff, m);
    for (const tab of ['active', 'archived', 'leads']) expect((await list(tab)).total).toBe(0);
    const [row] = await t.db.select().from(messages);
    expect(row.isDeleted).toBe(true);
    await expect(getMessage(staff, m.id, m.uniqueKey)).rejects.toMatchObject({ status: 404 });
    await expect(markMessageRead(staff, m)).rejects.toMatchObject({ status: 404 });
    expect((await t.db.select().from(auditLog)).map((a) => a.action)).toEqual(['message.delete']);
  });

  it('marking as lead creates the lead (module contact) for the sender and links it; unmarking keeps the lead', async () => {
    const m = await addMessage({ email: 'Bia@Globex.com', name: 'Bia', company: 'Globex', phone: null, locale: 'en' });
    const marked = await markMessageAsLead(staff, m);
    expect(marked.lead).toBe(true);
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({ email: 'bia@globex.com', name: 'Bia', enterprise: 'Globex', module: 'contact', status: 'active', locale: 'en' });
    expect(marked.leadId).toBe(lead.id);
    expect(subjects(await list('leads'))).toEqual([marked.subject]);

    const unmarked = await unmarkMessageAsLead(staff, m);
    expect(unmarked.lead).toBe(false);
    expect(subjects(await list('leads'))).toEqual([]);
    expect(await t.db.select().from(leads)).toHaveLength(1);
  });

  it('marking as lead links an existing lead of that email, updating it from the message and bringing back a deleted one', async () => {
    const [existing] = await t.db
      .insert(leads)
      .values({ uniqueKey: randomUUID(), module: 'newsletter', email: 'ana@acme.com', name: 'Ana S.', status: 'deleted', newsletterStatus: 'active' })
      .returning();
    const m = await addMessage();
    const marked = await markMessageAsLead(staff, m);
    expect(marked.leadId).toBe(existing.id);
    const rows = await t.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Souza', telephone: '11 91234-5678', enterprise: 'Acme', status: 'active', module: 'newsletter', newsletterStatus: 'active' });
  });

  it('refuses staff without the message-received route', async () => {
    const m = await addMessage();
    const outsider = { id: staff.id, grants: ['list-leads'] };
    await expect(listMessages(outsider, messageListQuerySchema.parse({}))).rejects.toMatchObject({ status: 403 });
    await expect(countUnreadMessages(outsider)).rejects.toMatchObject({ status: 403 });
    await expect(markMessageAsLead(outsider, m)).rejects.toMatchObject({ status: 403 });
  });
});

describe('the messages API', () => {
  it('lists a tab in the envelope', async () => {
    const token = await tokenFor('boss@example.com', 'admin');
    await addMessage({ subject: 'hello' });
    await addMessage({ subject: 'spam', isSpam: true });
    const res = await messagesListPost(request('/api/message/messages-list', { method: 'POST', body: { tab: 'active' }, token }), params({}));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.data.items[0]).toEqual({
      id: expect.any(Number),
      unique_key: expect.any(String),
      name: 'Ana Souza',
      email: 'ana@acme.com',
      company: 'Acme',
      subject: 'hello',
      message: 'Hello, we would like a quote.',
      phone: '11 91234-5678',
      locale: 'pt-BR',
      read: false,
      archived: false,
      lead: false,
      lead_id: null,
      spam: false,
      first_touch: null,
      last_touch: null,
      conversion_path: null,
      spam_reason: null,
      received_at: '2026-01-01T12:01:00.000Z',
    });
    expect((await messagesListPost(request('/x', { method: 'POST', body: { tab: 'trash' }, token }), params({}))).status).toBe(422);
  });

  it('updates read, archived and lead in one call; 404 on an id/unique_key mismatch; 403 without the route', async () => {
    const token = await tokenFor('boss@example.com', 'admin');
    const a = await addMessage();
    const b = await addMessage({ email: 'bia@globex.com' });
    const res = await messagePut(
      request('/x', { method: 'PUT', body: { read: true, archived: true, lead: true }, token }),
      params({ id: String(a.id), unique_key: a.uniqueKey }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ read: true, archived: true, lead: true, lead_id: expect.any(Number) });

    const mismatch = params({ id: String(a.id), unique_key: b.uniqueKey });
    expect((await messagePut(request('/x', { method: 'PUT', body: { read: false }, token }), mismatch)).status).toBe(404);
    expect((await messageDelete(request('/x', { method: 'DELETE', token }), mismatch)).status).toBe(404);
    expect((await messagePut(request('/x', { method: 'PUT', body: {}, token }), params({ id: String(a.id), unique_key: a.uniqueKey }))).status).toBe(422);

    const user = await tokenFor('user@example.com', 'user');
    const p = params({ id: String(b.id), unique_key: b.uniqueKey });
    expect((await messagePut(request('/x', { method: 'PUT', body: { read: true }, token: user }), p)).status).toBe(403);
    expect((await messageDelete(request('/x', { method: 'DELETE', token: user }), p)).status).toBe(403);
    expect((await messagesListPost(request('/x', { method: 'POST', body: {}, token: user }), params({}))).status).toBe(403);

    const del = await messageDelete(request('/x', { method: 'DELETE', token }), p);
    expect(del.status).toBe(200);
    expect((await del.json()).message).toBe('Message deleted successfully.');
    const [row] = await t.db.select().from(messages).where(eq(messages.id, b.id));
    expect(row.isDeleted).toBe(true);
  });
});
