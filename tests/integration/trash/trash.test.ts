import { eq } from 'drizzle-orm';
import { DELETE as articleDelete } from '@/app/api/article/article/[id]/[unique_key]/route';
import { GET as articleGet } from '@/app/api/article/article/[id]/route';
import { POST as restorePost } from '@/app/api/trash/restore/[kind]/[id]/[unique_key]/route';
import { POST as trashListPost } from '@/app/api/trash/trash-list/route';
import { articles, auditLog, categories, faqs, files, pages, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { getPublishedArticle, listArticles, listComposeCategories } from '@/lib/articles/queries';
import { articleListQuerySchema } from '@/lib/articles/schema';
import { getLiveArticle } from '@/lib/blog/article-page';
import { categoryOperations } from '@/lib/categories/operations';
import { faqOperations } from '@/lib/faq/operations';
import { loadFaqGroups } from '@/lib/faq/queries';
import { purgeExpired } from '@/lib/jobs/purge';
import { mediaOperations } from '@/lib/media/operations';
import { pageOperations } from '@/lib/pages/operations';
import { trashOperations } from '@/lib/trash/operations';
import { TRASH_RETENTION_MS } from '@/lib/trash/schema';
import { readImage } from '@/lib/uploads/queries';
import { params, request, signedIn } from '@/tests/support/api';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createActor } from '@/tests/support/users';

// The trash (issue 33 §4): DELETE moves articles, pages, FAQs, categories and files there; restore
// brings them back as they were; ?permanent=true (administrators) deletes; the purge empties it after 30 days.

const t = setUpTestDb();

let categoryId = 0;
beforeEach(async () => {
  await addDescribedImage(t.db);
  const [row] = await t.db.insert(categories).values({ uniqueKey: 'technology', name: 'Technology' }).returning({ id: categories.id });
  categoryId = row.id;
});

const articleInput = (title: string, extra: Record<string, unknown> = {}) => ({ title, content: `<p>All about ${title}.</p>`, categories: [categoryId], image: DESCRIBED_IMAGE, ...extra });
const keyOf = (r: { id: number; uniqueKey: string }) => ({ id: r.id, uniqueKey: r.uniqueKey });
const routeKey = (r: { id: number; uniqueKey: string }) => params({ id: String(r.id), unique_key: r.uniqueKey });

async function expectAppError(promise: Promise<unknown>, status: number) {
  await expect(promise).rejects.toMatchObject({ name: 'AppError', status });
}

async function publishedArticle(actor: { id: number; grants: string[] }, title: string) {
  const article = await invoke(articleOperations.create, actor, { input: articleInput(title) });
  return invoke(articleOperations.changeStatus, actor, { key: keyOf(article), input: { status: 'published' } });
}

describe('articles in the trash', () => {
  it('a DELETE trashes: 404 at its public address, gone from the lists, listed in the trash; restore brings back the same id, key and status', async () => {
    const admin = await signedIn(t.db, 'admin', 'admin@example.com', 'Ada Admin');
    const actor = await createActor(t.db, 'manager');
    const hook = await t.db
      .insert(webhookEndpoints)
      .values({ uniqueKey: 'hook-trash', url: 'https://hooks.example.com/in', events: ['article.trashed', 'article.restored', 'article.deleted'], secretSealed: 'x', secretPrefix: 'whsec_x' })
      .returning({ id: webhookEndpoints.id });
    const article = await publishedArticle(actor, 'Choosing an ERP');
    expect(await getPublishedArticle(article.id)).not.toBeNull();

    const res = await articleDelete(request('/x', { method: 'DELETE', token: admin.token }), routeKey(article));
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({ status: 'draft', deletedStatus: 'published', deletedBy: admin.id });
    expect(row.deletedAt).toBeInstanceOf(Date);
    // Off the public site (the /post/{key}/{id} page reads getLiveArticle) and every staff read.
    expect(await getPublishedArticle(article.id)).toBeNull();
    expect(await getLiveArticle(t.db, article.id)).toBeNull();
    expect((await listArticles(actor, articleListQuerySchema.parse({}))).total).toBe(0);
    expect((await articleGet(request('/x', { token: admin.token }), params({ id: String(article.id) }))).status).toBe(404);
    expect((await articleDelete(request('/x', { method: 'DELETE', token: admin.token }), routeKey(article))).status).toBe(404);
    // Its slug stays taken.
    const again = await invoke(articleOperations.create, actor, { input: articleInput('Choosing an ERP 2') });
    expect(again.uniqueKey).toBe('choosing-an-erp-2');
    await expectAppError(invoke(articleOperations.create, actor, { input: articleInput('Choosing an ERP') }), 409);

    const listed = await trashListPost(request('/api/trash/trash-list', { method: 'POST', token: admin.token, body: {} }), params({}));
    expect(listed.status).toBe(200);
    const { data } = await listed.json();
    expect(data.total).toBe(1);
    expect(data.items[0]).toMatchObject({ kind: 'article', id: article.id, unique_key: article.uniqueKey, title: 'Choosing an ERP', deleted_by: { id: admin.id, name: 'Ada Admin User' } });
    expect(new Date(data.items[0].purge_at).getTime() - new Date(data.items[0].deleted_at).getTime()).toBe(TRASH_RETENTION_MS);

    const restored = await restorePost(
      request('/x', { method: 'POST', token: admin.token }),
      params({ kind: 'article', id: String(article.id), unique_key: article.uniqueKey }),
    );
    expect(restored.status).toBe(200);
    expect((await restored.json()).data).toMatchObject({ id: article.id, unique_key: article.uniqueKey, status: 'published' });
    expect(await getPublishedArticle(article.id)).not.toBeNull();
    const [back] = await t.db.select().from(articles).where(eq(articles.id, article.id));
    expect(back).toMatchObject({ deletedAt: null, deletedBy: null, deletedStatus: null, status: 'published' });
    // Not in the trash any more: a second restore is a 404.
    await expectAppError(invoke(trashOperations.restore, actor, { params: { kind: 'article' }, key: keyOf(article) }), 404);

    const events = await t.db.select({ event: webhookDeliveries.event }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook[0].id)).orderBy(webhookDeliveries.id);
    expect(events.map((e) => e.event)).toEqual(['article.trashed', 'article.restored']);
    const audits = await t.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.entityId, String(article.id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['article.trash', 'article.untrash']));
  });

  it('a permanent delete needs the administrator capability: 403 for a manager, gone for an admin (also from the trash)', async () => {
    const admin = await signedIn(t.db, 'admin', 'admin@example.com');
    const manager = await signedIn(t.db, 'manager', 'manager@example.com');
    const actor = await createActor(t.db, 'admin', { email: 'author@example.com', name: 'Author' });
    const article = await publishedArticle(actor, 'Going for good');
    const permanent = () => request('/x?permanent=true', { method: 'DELETE', token: manager.token });
    expect((await articleDelete(permanent(), routeKey(article))).status).toBe(403);
    expect(await t.db.select().from(articles)).toHaveLength(1);
    // Trashed by the manager, then deleted from the trash by the admin.
    expect((await articleDelete(request('/x', { method: 'DELETE', token: manager.token }), routeKey(article))).status).toBe(200);
    expect((await articleDelete(permanent(), routeKey(article))).status).toBe(403);
    expect((await articleDelete(request('/x?permanent=true', { method: 'DELETE', token: admin.token }), routeKey(article))).status).toBe(200);
    expect(await t.db.select().from(articles)).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'article.delete'));
    expect(audit).toMatchObject({ actorId: admin.id, entityId: String(article.id) });
  });

  it('without articles-all the trash lists (and restores) only one’s own articles', async () => {
    const admin = await createActor(t.db, 'admin');
    const operational = await createActor(t.db, 'operational');
    const mine = await invoke(articleOperations.create, operational, { input: articleInput('Mine') });
    const theirs = await invoke(articleOperations.create, admin, { input: articleInput('Theirs') });
    await invoke(articleOperations.remove, operational, { key: keyOf(mine) });
    await invoke(articleOperations.remove, admin, { key: keyOf(theirs) });
    const own = await invoke(trashOperations.list, operational, { input: {} });
    expect(own.items.map((i) => i.title)).toEqual(['Mine']);
    expect((await invoke(trashOperations.list, admin, { input: {} })).total).toBe(2);
    await expectAppError(invoke(trashOperations.restore, operational, { params: { kind: 'article' }, key: keyOf(theirs) }), 403);
    // A kind the caller may not see: 403; a user without any trashable grant: 403.
    await expectAppError(invoke(trashOperations.list, operational, { input: { kind: 'page' } }), 403);
    await expectAppError(invoke(trashOperations.list, await createActor(t.db, 'user'), { input: {} }), 403);
    await expectAppError(invoke(trashOperations.list, admin, { input: { kind: 'nothing' } }), 422);
  });
});

describe('pages, FAQs, categories and files', () => {
  it('trashes and restores a page: a draft off the site meanwhile, its status back after', async () => {
    const admin = await createActor(t.db, 'admin');
    const page = await invoke(pageOperations.create, admin, {
      input: { title: 'About us', slug: 'about-us', status: 'published', blocks: [{ type: 'hero', title: 'Hello', text: 'World' }] },
    });
    await invoke(pageOperations.remove, admin, { key: keyOf(page) });
    const [row] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ status: 'draft', deletedStatus: 'published' });
    await expectAppError(invoke(pageOperations.get, admin, { key: keyOf(page) }), 404);
    expect((await invoke(pageOperations.list, admin, { input: {} })).total).toBe(0);
    expect((await invoke(trashOperations.list, admin, { input: { kind: 'page' } })).items).toMatchObject([{ kind: 'page', id: page.id, title: 'About us' }]);
    const back = await invoke(trashOperations.restore, admin, { params: { kind: 'page' }, key: keyOf(page) });
    expect(back).toMatchObject({ id: page.id, uniqueKey: page.uniqueKey, status: 'published' });
  });

  it('trashes and restores a FAQ: off /faq meanwhile', async () => {
    const admin = await createActor(t.db, 'admin');
    const faq = await invoke(faqOperations.create, admin, { input: { question: 'Can I schedule?', answer: '<p>Yes.</p>', product: 'vitrine', locale: 'en' } });
    await invoke(faqOperations.remove, admin, { key: keyOf(faq) });
    expect((await loadFaqGroups('en')).flatMap((g) => g.items)).toHaveLength(0);
    await expectAppError(invoke(faqOperations.read, admin, { key: keyOf(faq) }), 404);
    expect((await invoke(faqOperations.list, admin, { input: {} })).total).toBe(0);
    await invoke(trashOperations.restore, admin, { params: { kind: 'faq' }, key: keyOf(faq) });
    expect((await loadFaqGroups('en')).flatMap((g) => g.items).map((i) => i.id)).toEqual([faq.id]);
  });

  it('trashes a category only when unused (inactive meanwhile, gone from the pickers), restores its status', async () => {
    const admin = await createActor(t.db, 'admin');
    const used = { id: categoryId, uniqueKey: 'technology' };
    await invoke(articleOperations.create, admin, { input: articleInput('Uses it') });
    await expectAppError(invoke(categoryOperations.remove, admin, { key: used }), 409);
    const [spare] = await t.db.insert(categories).values({ uniqueKey: 'spare', name: 'Spare' }).returning();
    await invoke(categoryOperations.remove, admin, { key: keyOf(spare) });
    const [row] = await t.db.select().from(categories).where(eq(categories.id, spare.id));
    expect(row).toMatchObject({ status: 'inactive', deletedStatus: 'active' });
    expect((await listComposeCategories(admin, 'en')).map((c) => c.id)).toEqual([categoryId]);
    expect((await invoke(categoryOperations.list, admin, { input: {} })).items.map((c: { id: number }) => c.id)).toEqual([categoryId]);
    // An article cannot take a trashed category.
    await expectAppError(invoke(articleOperations.create, admin, { input: articleInput('Spare one', { categories: [spare.id] }) }), 422);
    const back = await invoke(trashOperations.restore, admin, { params: { kind: 'category' }, key: keyOf(spare) });
    expect(back).toMatchObject({ id: spare.id, status: 'active' });
  });

  it('trashes a file: its address answers 404 and the library hides it; restore brings it back', async () => {
    const admin = await createActor(t.db, 'admin');
    const [file] = await t.db
      .insert(files)
      .values({ uniqueKey: 'ab'.repeat(16), storageKey: 'images/ab.webp', originalName: 'photo.webp', mimeType: 'image/webp', size: 1, inLibrary: true })
      .returning();
    await invoke(mediaOperations.remove, admin, { key: keyOf(file) });
    await expect(readImage(file.uniqueKey, null)).rejects.toMatchObject({ status: 404 });
    expect((await invoke(mediaOperations.list, admin, { input: {} })).items.map((f: { id: number }) => f.id)).not.toContain(file.id);
    await expectAppError(invoke(mediaOperations.read, admin, { key: keyOf(file) }), 404);
    expect((await invoke(trashOperations.list, admin, { input: { kind: 'file' } })).items).toMatchObject([{ kind: 'file', id: file.id, title: 'photo.webp' }]);
    await invoke(trashOperations.restore, admin, { params: { kind: 'file' }, key: keyOf(file) });
    await expect(invoke(mediaOperations.read, admin, { key: keyOf(file) })).resolves.toMatchObject({ id: file.id });
  });
});

describe('the purge', () => {
  it('deletes for good what has been in the trash for more than 30 days, and nothing younger', async () => {
    const admin = await createActor(t.db, 'admin');
    const old = await invoke(articleOperations.create, admin, { input: articleInput('Old one') });
    const recent = await invoke(articleOperations.create, admin, { input: articleInput('Recent one') });
    const faq = await invoke(faqOperations.create, admin, { input: { question: 'Old?', answer: '<p>Yes.</p>', product: 'vitrine', locale: 'en' } });
    await invoke(articleOperations.remove, admin, { key: keyOf(old) });
    await invoke(articleOperations.remove, admin, { key: keyOf(recent) });
    await invoke(faqOperations.remove, admin, { key: keyOf(faq) });
    const now = new Date();
    const longAgo = new Date(now.getTime() - TRASH_RETENTION_MS - 60_000);
    await t.db.update(articles).set({ deletedAt: longAgo }).where(eq(articles.id, old.id));
    await t.db.update(faqs).set({ deletedAt: longAgo }).where(eq(faqs.id, faq.id));
    const result = await purgeExpired(now);
    expect(result.trash).toEqual({ articles: 1, pages: 0, faqs: 1, categories: 0, files: 0 });
    expect((await t.db.select({ id: articles.id }).from(articles)).map((r) => r.id)).toEqual([recent.id]);
    expect(await t.db.select().from(faqs)).toHaveLength(0);
    expect((await purgeExpired(now)).trash.articles).toBe(0);
  });
});
