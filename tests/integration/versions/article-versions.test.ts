import { and, eq } from 'drizzle-orm';
import { PUT as articlePut } from '@/app/api/article/article/[id]/[unique_key]/route';
import { GET as articleGet } from '@/app/api/article/article/[id]/route';
import { POST as articlePost } from '@/app/api/article/article/route';
import { PUT as changeStatusPut } from '@/app/api/article/article-change-status/[id]/[unique_key]/route';
import { articleRevisions, articles, auditLog, categories } from '@/db/schema';
import { call, params, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// Issue 33 §1: an article save names the version it started from; a stale one is refused with 409
// VERSION_CONFLICT (the current record, who saved it, when) and nothing is written.

const t = setUpTestDb();

let categoryId = 0;
// A fixed unique_key: a draft's slug otherwise follows its title.
const body = (title: string, extra: Record<string, unknown> = {}) => ({ title, content: `<p>All about ${title}.</p>`, categories: [categoryId], unique_key: 'the-piece', ...extra });

beforeEach(async () => {
  const [row] = await t.db.insert(categories).values({ uniqueKey: 'technology', name: 'Technology' }).returning({ id: categories.id });
  categoryId = row.id;
});

async function created(token: string, title: string) {
  const res = await call(articlePost, request('/api/article/article', { method: 'POST', body: body(title), token }), params({}));
  expect(res.status).toBe(201);
  return res.body.data as { id: number; unique_key: string; version: number };
}

const keyOf = (a: { id: number; unique_key: string }) => params({ id: String(a.id), unique_key: a.unique_key });

describe('article versions', () => {
  it('answers the version, raises it on a save, and refuses a second save from the same version with 409', async () => {
    const ana = await signedIn(t.db, 'admin', undefined, 'Ana');
    const bia = await signedIn(t.db, 'admin', undefined, 'Bia');
    const article = await created(ana.token, 'Shared Piece');
    expect(article.version).toBe(1);
    const read = await call(articleGet, request(`/api/article/article/${article.id}`, { token: bia.token }), params({ id: String(article.id) }));
    expect(read.body.data.version).toBe(1);

    const first = await call(articlePut, request('/x', { method: 'PUT', body: body('Ana Edit', { version: 1 }), token: ana.token }), keyOf(article));
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);

    const second = await call(articlePut, request('/x', { method: 'PUT', body: body('Bia Edit', { version: 1 }), token: bia.token }), keyOf(article));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: true, code: 409, errorCode: 'VERSION_CONFLICT', message: 'This record was changed by someone else. Reload it to see their version.' });
    expect(second.body.data.current).toMatchObject({ id: article.id, title: 'Ana Edit', version: 2 });
    expect(second.body.data.version).toBe(2);
    expect(second.body.data.saved_by).toEqual({ id: ana.id, name: expect.stringContaining('Ana') });
    expect(new Date(second.body.data.saved_at).getTime()).not.toBeNaN();

    const [row] = await t.db.select({ title: articles.title, version: articles.version }).from(articles).where(eq(articles.id, article.id));
    expect(row).toEqual({ title: 'Ana Edit', version: 2 });
  });

  it('a draft whose slug moved with the other save still answers 409 (not 404) to a save from the older version', async () => {
    const ana = await signedIn(t.db, 'admin');
    const article = await created(ana.token, 'Moving Slug');
    const first = await call(articlePut, request('/x', { method: 'PUT', body: { ...body('Moved Away', { version: 1 }), unique_key: undefined }, token: ana.token }), keyOf(article));
    expect(first.status).toBe(200);
    expect(first.body.data.unique_key).not.toBe(article.unique_key);
    const stale = await call(articlePut, request('/x', { method: 'PUT', body: { ...body('Mine', { version: 1 }), unique_key: undefined }, token: ana.token }), keyOf(article));
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ title: 'Moved Away' });
  });

  it('keeps today’s behaviour without a version (last save wins)', async () => {
    const ana = await signedIn(t.db, 'admin');
    const article = await created(ana.token, 'No Version');
    await call(articlePut, request('/x', { method: 'PUT', body: body('One', { version: 1 }), token: ana.token }), keyOf(article));
    const blind = await call(articlePut, request('/x', { method: 'PUT', body: body('Blind Write'), token: ana.token }), keyOf(article));
    expect(blind.status).toBe(200);
    expect(blind.body.data).toMatchObject({ title: 'Blind Write', version: 3 });
  });

  it('reads If-Match (3, "3", W/"3") when the body has no version; a malformed one is a 422', async () => {
    const ana = await signedIn(t.db, 'admin');
    const article = await created(ana.token, 'Matched');
    const put = (title: string, ifMatch: string) =>
      call(articlePut, request('/x', { method: 'PUT', body: body(title), token: ana.token, headers: { 'if-match': ifMatch } }), keyOf(article));
    expect((await put('M1', '1')).status).toBe(200);
    expect((await put('M2', '"2"')).status).toBe(200);
    expect((await put('M3', 'W/"3"')).status).toBe(200);
    const stale = await put('M4', 'W/"3"');
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('VERSION_CONFLICT');
    expect((await put('M4', 'abc')).status).toBe(422);
    // The body's version wins over the header.
    const both = await call(articlePut, request('/x', { method: 'PUT', body: body('M5', { version: 4 }), token: ana.token, headers: { 'if-match': '1' } }), keyOf(article));
    expect(both.status).toBe(200);
  });

  it('checks the version of a status change too', async () => {
    const ana = await signedIn(t.db, 'admin');
    const article = await created(ana.token, 'Status Piece');
    await call(articlePut, request('/x', { method: 'PUT', body: body('Status Piece 2', { version: 1 }), token: ana.token }), keyOf(article));
    const stale = await call(changeStatusPut, request('/x', { method: 'PUT', body: { status: 'draft', published_at: '2030-01-01T00:00:00Z', version: 1 }, token: ana.token }), keyOf(article));
    expect(stale.status).toBe(409);
    const fresh = await call(changeStatusPut, request('/x', { method: 'PUT', body: { status: 'draft', published_at: '2030-01-01T00:00:00Z', version: 2 }, token: ana.token }), keyOf(article));
    expect(fresh.status).toBe(200);
  });

  it('records an overwrite: their version as a revision noted "overwrote", and the audit', async () => {
    const ana = await signedIn(t.db, 'admin', undefined, 'Ana');
    const bia = await signedIn(t.db, 'admin', undefined, 'Bia');
    const article = await created(ana.token, 'Contested');
    await call(articlePut, request('/x', { method: 'PUT', body: body('Ana Wins', { version: 1 }), token: ana.token }), keyOf(article));
    const mine = await call(articlePut, request('/x', { method: 'PUT', body: body('Bia Overwrites', { version: 2, overwrite: true }), token: bia.token }), keyOf(article));
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ title: 'Bia Overwrites', version: 3 });
    const revisions = await t.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, article.id));
    expect(revisions).toEqual([expect.objectContaining({ title: 'Ana Wins', note: 'overwrote', savedBy: ana.id, version: 2 })]);
    const audits = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'article'), eq(auditLog.entityId, String(article.id)), eq(auditLog.actorId, bia.id)));
    expect(audits.map((a) => a.details)).toEqual([expect.objectContaining({ overwrote_version: 2 })]);
  });
});
