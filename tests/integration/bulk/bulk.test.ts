import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { POST as articlesBulkPost } from '@/app/api/article/articles-bulk/route';
import { POST as leadsBulkPost } from '@/app/api/lead/leads-bulk/route';
import { GET as leadsExportGet } from '@/app/api/lead/leads-export.csv/route';
import { POST as messagesBulkPost } from '@/app/api/message/messages-bulk/route';
import { POST as usersBulkPost } from '@/app/api/user/users-bulk/route';
import { articleCategories, articles, auditLog, categories, leads, messages, users } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { BULK_MAX } from '@/lib/core/bulk-limits';
import { messageOperations } from '@/lib/messages/operations';
import { userOperations } from '@/lib/users/operations';
import { noParams, request, signedIn } from '@/tests/support/api';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createActor, type Actor } from '@/tests/support/users';

const t = setUpTestDb();

let categoryIds: number[] = [];

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Technology' },
      { uniqueKey: 'design', name: 'Design' },
    ])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

async function draft(author: Pick<Actor, 'id' | 'grants'>, title: string, extra: Record<string, unknown> = {}) {
  const article = await invoke(articleOperations.create, author, {
    input: { title, content: `<p>All about ${title}.</p>`, categories: [categoryIds[0]], image: DESCRIBED_IMAGE, ...extra },
  });
  return { id: article.id, unique_key: article.uniqueKey };
}

async function bulk(handler: typeof articlesBulkPost, path: string, token: string, body: unknown) {
  const res = await handler(request(path, { method: 'POST', token, body }), noParams as never);
  return { status: res.status, body: (await res.json()) as { data: { done: number; failed: { id: number; error: string }[] }; message: string; errors?: { field: string; message: string }[] } };
}

const articleAudits = (ids: number[], action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'article'), eq(auditLog.action, action), inArray(auditLog.entityId, ids.map(String))));

describe('POST /api/article/articles-bulk', () => {
  it('publishes three drafts in one call: done 3, three audit rows', async () => {
    const admin = await signedIn(t.db, 'admin');
    const actor = { id: admin.id, grants: ['list-of-articles', 'compose', 'publish', 'articles-all'] };
    const rows = [await draft(actor, 'One'), await draft(actor, 'Two'), await draft(actor, 'Three')];
    const { status, body } = await bulk(articlesBulkPost, '/api/article/articles-bulk', admin.token, { ids: rows, action: 'publish' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ done: 3, failed: [] });
    expect(body.message).toBe('3 done, 0 failed.');
    const stored = await t.db.select({ status: articles.status }).from(articles).where(inArray(articles.id, rows.map((r) => r.id)));
    expect(stored.map((r) => r.status)).toEqual(['published', 'published', 'published']);
    expect(await articleAudits(rows.map((r) => r.id), 'article.status')).toHaveLength(3);
  });

  it("fails alone, named in `failed`, the article an operational user may not edit (someone else's)", async () => {
    const op = await signedIn(t.db, 'operational');
    const other = await createActor(t.db, 'operational', { name: 'Other' });
    const mine = await draft({ id: op.id, grants: ['compose'] }, 'Mine');
    const theirs = await draft(other, 'Theirs');
    const { status, body } = await bulk(articlesBulkPost, '/api/article/articles-bulk', op.token, { ids: [mine, theirs], action: 'publish' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ done: 1, failed: [{ id: theirs.id, error: 'Access denied.' }] });
    const [stillDraft] = await t.db.select({ status: articles.status }).from(articles).where(eq(articles.id, theirs.id));
    expect(stillDraft.status).toBe('draft');
    expect(await articleAudits([theirs.id], 'article.status')).toHaveLength(0);
  });

  it('names a row that does not exist, and a row a rule refuses, with the reason in the caller language', async () => {
    const admin = await signedIn(t.db, 'admin');
    const actor = await createActor(t.db, 'admin', { name: 'Author' });
    const noImage = await draft(actor, 'No cover', { image: null });
    const res = await articlesBulkPost(
      request('/api/article/articles-bulk', { method: 'POST', token: admin.token, lang: 'pt-BR', body: { ids: [noImage, { id: 999999, unique_key: 'nope' }], action: 'publish' } }),
      noParams as never,
    );
    const body = (await res.json()) as { data: { done: number; failed: { id: number; error: string }[] } };
    expect(body.data.done).toBe(0);
    expect(body.data.failed.map((f) => f.id)).toEqual([noImage.id, 999999]);
    expect(body.data.failed[0].error).toMatch(/imagem/i);
    expect(body.data.failed[1].error).toBe('Resultado não encontrado');
  });

  it('unpublishes, trashes, adds and removes a category and changes the author, each row audited', async () => {
    const admin = await createActor(t.db, 'admin');
    const newAuthor = await createActor(t.db, 'operational', { name: 'Writer' });
    const a = await draft(admin, 'Alpha');
    const b = await draft(admin, 'Beta');
    const c = await draft(admin, 'Gamma');
    await invoke(articleOperations.bulk, admin, { input: { ids: [a, b], action: 'publish' } });

    expect(await invoke(articleOperations.bulk, admin, { input: { ids: [a], action: 'unpublish' } })).toEqual({ done: 1, failed: [] });
    const [unpublished] = await t.db.select({ status: articles.status }).from(articles).where(eq(articles.id, a.id));
    expect(unpublished.status).toBe('draft');

    const added = await invoke(articleOperations.bulk, admin, { input: { ids: [a, b], action: 'add_category', params: { category_id: categoryIds[1] } } });
    expect(added).toEqual({ done: 2, failed: [] });
    const linked = await t.db.select().from(articleCategories).where(eq(articleCategories.categoryId, categoryIds[1]));
    expect(linked.map((r) => r.articleId).sort()).toEqual([a.id, b.id].sort());
    expect(await articleAudits([a.id, b.id], 'article.category-add')).toHaveLength(2);

    // a has two categories (one may go); c has one (its last cannot go).
    const removed = await invoke(articleOperations.bulk, admin, { input: { ids: [a, c], action: 'remove_category', params: { category_id: categoryIds[0] } } });
    expect(removed.done).toBe(1);
    expect(removed.failed).toEqual([{ id: c.id, error: expect.stringMatching(/category/i) }]);
    const left = await t.db.select().from(articleCategories).where(eq(articleCategories.articleId, a.id));
    expect(left.map((r) => r.categoryId)).toEqual([categoryIds[1]]);

    const moved = await invoke(articleOperations.bulk, admin, { input: { ids: [b, c], action: 'change_author', params: { author_id: newAuthor.id } } });
    expect(moved).toEqual({ done: 2, failed: [] });
    const authors = await t.db.select({ authorId: articles.authorId }).from(articles).where(inArray(articles.id, [b.id, c.id]));
    expect(authors.map((r) => r.authorId)).toEqual([newAuthor.id, newAuthor.id]);
    expect(await articleAudits([b.id, c.id], 'article.author')).toHaveLength(2);

    // Without articles-all the author cannot be changed: every row fails, nothing is written.
    const op = await createActor(t.db, 'operational', { name: 'Op' });
    const own = await draft(op, 'Own');
    const refused = await invoke(articleOperations.bulk, op, { input: { ids: [own], action: 'change_author', params: { author_id: admin.id } } });
    expect(refused).toEqual({ done: 0, failed: [{ id: own.id, error: 'Access denied.' }] });

    const trashed = await invoke(articleOperations.bulk, admin, { input: { ids: [c], action: 'trash' } });
    expect(trashed).toEqual({ done: 1, failed: [] });
    // Gone from the list (deleted, or in the trash once deleting moves there).
    const listed = await invoke(articleOperations.list, admin, { input: {} });
    expect(listed.items.map((i) => i.id)).not.toContain(c.id);
  });

  it('selects every row matching a filter, read before the first row runs', async () => {
    const admin = await createActor(t.db, 'admin');
    const rows = [await draft(admin, 'F1'), await draft(admin, 'F2'), await draft(admin, 'F3')];
    const other = await draft(admin, 'Published one');
    await invoke(articleOperations.bulk, admin, { input: { ids: [other], action: 'publish' } });
    const outcome = await invoke(articleOperations.bulk, admin, { input: { filter: { status: 'draft' }, action: 'publish' } });
    expect(outcome).toEqual({ done: 3, failed: [] });
    const stored = await t.db.select({ status: articles.status }).from(articles).where(inArray(articles.id, rows.map((r) => r.id)));
    expect(stored.every((r) => r.status === 'published')).toBe(true);
    // An operational user's filter selects only their own articles (the list's rule).
    const op = await createActor(t.db, 'operational', { name: 'Op' });
    await draft(op, 'Op draft');
    expect(await invoke(articleOperations.bulk, op, { input: { filter: {}, action: 'unpublish' } })).toEqual({ done: 1, failed: [] });
  });

  it('refuses a bad body with 422: no selection, both, an unknown action, too many ids, bad params', async () => {
    const admin = await signedIn(t.db, 'admin');
    const path = '/api/article/articles-bulk';
    const key = { id: 1, unique_key: 'x' };
    for (const body of [
      { action: 'publish' },
      { ids: [], action: 'publish' },
      { ids: [key], filter: {}, action: 'publish' },
      { ids: [key], action: 'explode' },
      { ids: [key] },
      { ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => ({ id: i + 1, unique_key: `k${i}` })), action: 'publish' },
      { ids: [key], action: 'add_category', params: { category_id: 'x' } },
      { ids: [{ id: 0, unique_key: '' }], action: 'publish' },
    ]) {
      const { status } = await bulk(articlesBulkPost, path, admin.token, body);
      expect([body, status]).toEqual([body, 422]);
    }
    // A value of the wrong type is a malformed request (400), as everywhere in the API.
    expect((await bulk(articlesBulkPost, path, admin.token, { ids: [{ id: 'abc', unique_key: 'x' }], action: 'publish' })).status).toBe(400);
    const unknown = await bulk(articlesBulkPost, path, admin.token, { ids: [key], action: 'explode' });
    expect(unknown.body.errors).toEqual([{ field: 'action', message: 'Unknown action.' }]);
  });

  it('refuses a caller without the list grant (403)', async () => {
    const user = await signedIn(t.db, 'user');
    const { status } = await bulk(articlesBulkPost, '/api/article/articles-bulk', user.token, { ids: [{ id: 1, unique_key: 'x' }], action: 'publish' });
    expect(status).toBe(403);
  });
});

describe('POST /api/lead/leads-bulk and the export of a selection', () => {
  async function addLead(email: string, values: Partial<typeof leads.$inferInsert> = {}) {
    const [row] = await t.db.insert(leads).values({ uniqueKey: randomUUID(), module: 'contact', email, ...values }).returning({ id: leads.id, unique_key: leads.uniqueKey });
    return row;
  }

  it('changes the status and the classification row by row, audited; a filter selects the matching leads', async () => {
    const staff = await signedIn(t.db, 'operational');
    const a = await addLead('a@example.com');
    const b = await addLead('b@example.com');
    const status = await bulk(leadsBulkPost, '/api/lead/leads-bulk', staff.token, { ids: [a, b], action: 'set_status', params: { status: 'inactive' } });
    expect(status.body.data).toEqual({ done: 2, failed: [] });
    const rows = await t.db.select({ status: leads.status }).from(leads).where(inArray(leads.id, [a.id, b.id]));
    expect(rows.map((r) => r.status)).toEqual(['inactive', 'inactive']);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.action, 'lead.status')));
    expect(audits).toHaveLength(2);

    const classified = await bulk(leadsBulkPost, '/api/lead/leads-bulk', staff.token, { filter: { search: 'a@example' }, action: 'set_classification', params: { classification: 'hot' } });
    expect(classified.body.data).toEqual({ done: 1, failed: [] });
    const [hot] = await t.db.select({ classification: leads.classification }).from(leads).where(eq(leads.id, a.id));
    expect(hot.classification).toBe('hot');

    const bad = await bulk(leadsBulkPost, '/api/lead/leads-bulk', staff.token, { ids: [a], action: 'set_status', params: { status: 'deleted' } });
    expect(bad.status).toBe(422);
  });

  it('exports only the selected ids as CSV', async () => {
    const staff = await signedIn(t.db, 'operational');
    const a = await addLead('keep-1@example.com');
    await addLead('skip@example.com');
    const c = await addLead('keep-2@example.com');
    const res = await leadsExportGet(request(`/api/lead/leads-export.csv?ids=${a.id},${c.id}`, { token: staff.token }), noParams as never);
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain('keep-1@example.com');
    expect(csv).toContain('keep-2@example.com');
    expect(csv).not.toContain('skip@example.com');
  });
});

describe('POST /api/message/messages-bulk', () => {
  async function addMessage(subject: string) {
    const [row] = await t.db
      .insert(messages)
      .values({ uniqueKey: randomUUID(), name: 'Ana', email: 'ana@acme.com', company: 'Acme', subject, message: 'Hello.', phone: '11 91234-5678' })
      .returning({ id: messages.id, unique_key: messages.uniqueKey });
    return row;
  }

  it('marks read, archives and marks as spam, each row audited', async () => {
    const staff = await signedIn(t.db, 'operational');
    const [a, b, c] = [await addMessage('a'), await addMessage('b'), await addMessage('c')];
    const path = '/api/message/messages-bulk';
    expect((await bulk(messagesBulkPost, path, staff.token, { ids: [a, b], action: 'mark_read' })).body.data).toEqual({ done: 2, failed: [] });
    expect((await bulk(messagesBulkPost, path, staff.token, { ids: [a], action: 'archive' })).body.data).toEqual({ done: 1, failed: [] });
    expect((await bulk(messagesBulkPost, path, staff.token, { ids: [c], action: 'mark_spam' })).body.data).toEqual({ done: 1, failed: [] });
    const rows = await t.db.select({ id: messages.id, isRead: messages.isRead, isArchived: messages.isArchived, isSpam: messages.isSpam }).from(messages).orderBy(messages.id);
    expect(rows).toEqual([
      { id: a.id, isRead: true, isArchived: true, isSpam: false },
      { id: b.id, isRead: true, isArchived: false, isSpam: false },
      { id: c.id, isRead: false, isArchived: false, isSpam: true },
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'message'));
    expect(audits.map((r) => r.action).sort()).toEqual(['message.spam', 'message.update', 'message.update', 'message.update']);
    // A spam message is no longer in the Active tab: marking it again fails that row alone.
    const again = await invoke(messageOperations.bulk, { id: staff.id, grants: ['message-received'] }, { input: { ids: [b, c], action: 'mark_spam' } });
    expect(again).toEqual({ done: 1, failed: [{ id: c.id, error: 'Result not found' }] });
    // Filter mode: the Active tab holds nothing but d now (a archived, b and c spam).
    const d = await addMessage('d');
    const filtered = await invoke(messageOperations.bulk, { id: staff.id, grants: ['message-received'] }, { input: { filter: { tab: 'active' }, action: 'archive' } });
    expect(filtered).toEqual({ done: 1, failed: [] });
    const [archived] = await t.db.select({ isArchived: messages.isArchived }).from(messages).where(eq(messages.id, d.id));
    expect(archived.isArchived).toBe(true);
  });
});

describe('POST /api/user/users-bulk', () => {
  it('blocks and unblocks; oneself fails alone', async () => {
    const admin = await signedIn(t.db, 'admin');
    const u1 = await createActor(t.db, 'operational', { name: 'Uone' });
    const u2 = await createActor(t.db, 'operational', { name: 'Utwo' });
    const keys = await t.db.select({ id: users.id, unique_key: users.uniqueKey }).from(users).where(inArray(users.id, [u1.id, u2.id, admin.id])).orderBy(users.id);
    const { body } = await bulk(usersBulkPost, '/api/user/users-bulk', admin.token, { ids: keys, action: 'block' });
    expect(body.data.done).toBe(2);
    expect(body.data.failed).toEqual([{ id: admin.id, error: 'You cannot change your own status.' }]);
    const blocked = await t.db.select({ status: users.status }).from(users).where(inArray(users.id, [u1.id, u2.id]));
    expect(blocked.map((r) => r.status)).toEqual(['blocked', 'blocked']);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.action, 'user.status')));
    expect(audits.length).toBeGreaterThanOrEqual(2);

    const unblocked = await bulk(usersBulkPost, '/api/user/users-bulk', admin.token, { filter: { search: 'Uone' }, action: 'unblock' });
    expect(unblocked.body.data).toEqual({ done: 1, failed: [] });
    const [back] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, u1.id));
    expect(['active', 'first-access']).toContain(back.status);
  });

  it('is refused to a caller without the users grant', async () => {
    const op = await signedIn(t.db, 'operational');
    const { status } = await bulk(usersBulkPost, '/api/user/users-bulk', op.token, { ids: [{ id: 1, unique_key: 'x' }], action: 'block' });
    expect(status).toBe(403);
    await expect(invoke(userOperations.bulk, { id: op.id, grants: ['dashboard'] }, { input: { ids: [{ id: 1, unique_key: 'x' }], action: 'block' } })).rejects.toMatchObject({ status: 403 });
  });
});
