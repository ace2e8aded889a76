import { invoke } from '@/tests/support/operations';
import { eq, isNull } from 'drizzle-orm';
import { DELETE as articleDelete, PUT as articlePut } from '@/app/api/article/article/[id]/[unique_key]/route';
import { GET as articleGet } from '@/app/api/article/article/[id]/route';
import { POST as articlePost } from '@/app/api/article/article/route';
import { PUT as changeStatusPut } from '@/app/api/article/article-change-status/[id]/[unique_key]/route';
import { POST as articlesListPost } from '@/app/api/article/articles-list/route';
import { articleRevisions, articles, auditLog, categories } from '@/db/schema';
import { deleteArticle, restoreRevision } from '@/lib/articles/commands';
import { articleOperations } from '@/lib/articles/operations';
import { getArticle, getPublishedArticle, listArticles } from '@/lib/articles/queries';
import { articleListQuerySchema } from '@/lib/articles/schema';
import { params, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { createActor } from '@/tests/support/users';

const t = setUpTestDb();

const actor = (role: string) => createActor(t.db, role);

const tokenFor = async (email: string) => (await signIn(email)).token;

let categoryIds: number[] = [];
const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>All about ${title}.</p>`,
  categories: [categoryIds[0]],
  image: null,
  ...extra,
});
const IMAGE = DESCRIBED_IMAGE;

async function expectAppError(promise: Promise<unknown>, status: number, messageKey?: string) {
  await expect(promise).rejects.toMatchObject({ name: 'AppError', status, ...(messageKey && { messageKey }) });
}

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Technology' },
      { uniqueKey: 'design', name: 'Design', textColor: '#000000', backgroundColor: '#fbcfe8' },
    ])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

describe('creating articles', () => {
  it('saves a draft without an image, sanitizes the content, derives the excerpt and audits', async () => {
    const admin = await actor('admin');
    const article = await invoke(articleOperations.create, admin, { input: input('Olá Mundo', { content: '<p onclick="x()">Hello <script>alert(1)</script><b>world</b></p><img src="javascript:alert(1)">', categories: categoryIds }) });
    expect(article).toMatchObject({
      uniqueKey: 'ola-mundo',
      title: 'Olá Mundo',
      content: '<p>Hello <strong>world</strong></p>',
      excerpt: 'Hello world',
      image: null,
      status: 'draft',
      scheduled: false,
      featured: false,
      language: 'pt-BR',
      publishedAt: null,
      author: { id: admin.id, name: 'admin User' },
    });
    expect(article.categories.map((c) => c.name)).toEqual(['Design', 'Technology']);
    expect(article.categories[0]).toEqual({ id: categoryIds[1], name: 'Design', textColor: '#000000', backgroundColor: '#fbcfe8' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'article'));
    expect(audit).toMatchObject({ action: 'article.create', actorId: admin.id, entityId: String(article.id) });
  });

  it('refuses a title that another article already has, ignoring case and accents', async () => {
    const admin = await actor('admin');
    await invoke(articleOperations.create, admin, { input: input('Gestão de Pessoas') });
    await expectAppError(invoke(articleOperations.create, admin, { input: input('GESTAO DE PESSOAS') }), 409, 'Errors.articleTitleTaken');
    await expectAppError(invoke(articleOperations.create, admin, { input: input('gestão  de pessoas') }), 409, 'Errors.articleTitleTaken');
    const other = await invoke(articleOperations.create, admin, { input: input('Gestão de Projetos') });
    await expectAppError(invoke(articleOperations.update, admin, { key: { id: other.id, uniqueKey: other.uniqueKey }, input: input('Gestao de PESSOAS') }), 409, 'Errors.articleTitleTaken');
    // Its own title is not a duplicate.
    await expect(invoke(articleOperations.update, admin, { key: { id: other.id, uniqueKey: other.uniqueKey }, input: input('GESTÃO DE PROJETOS') })).resolves.toMatchObject({
      id: other.id,
      title: 'GESTÃO DE PROJETOS',
      uniqueKey: 'gestao-de-projetos',
      status: 'draft',
    });
  });

  it('needs an image to publish; author_id only with articles-all; unknown categories are refused', async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    await expectAppError(invoke(articleOperations.create, admin, { input: input('No Cover', { status: 'published' }) }), 422);
    await expect(invoke(articleOperations.create, admin, { input: input('No Cover', { status: 'published' }) })).rejects.toMatchObject({
      options: { fieldErrors: [{ field: 'image', messageKey: 'Validation.imageRequired' }] },
    });
    const live = await invoke(articleOperations.create, admin, { input: input('With Cover', { status: 'published', image: IMAGE }) });
    expect(live).toMatchObject({ status: 'published', scheduled: false });
    expect(new Date(live.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now());
    const forOther = await invoke(articleOperations.create, admin, { input: input('Ghost Written', { author_id: operational.id }) });
    expect(forOther.author?.id).toBe(operational.id);
    await expectAppError(invoke(articleOperations.create, operational, { input: input('Not Mine', { author_id: admin.id }) }), 403);
    await expectAppError(invoke(articleOperations.create, admin, { input: input('Nowhere', { categories: [99999] }) }), 422);
    await expectAppError(invoke(articleOperations.create, admin, { input: input('Empty', { content: '<p> </p>', categories: [] }) }), 422);
  });
});

describe('permissions per role', () => {
  it('lets operational work only on their own articles, and the user role on none', async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const user = await actor('user');
    const own = await invoke(articleOperations.create, operational, { input: input('Mine') });
    const others = await invoke(articleOperations.create, admin, { input: input('Theirs') });
    const ownKey = { id: own.id, uniqueKey: own.uniqueKey };
    const othersKey = { id: others.id, uniqueKey: others.uniqueKey };

    await expect(invoke(articleOperations.update, operational, { key: ownKey, input: input('Mine Edited') })).resolves.toMatchObject({ title: 'Mine Edited' });
    await expectAppError(invoke(articleOperations.update, operational, { key: othersKey, input: input('Hijack') }), 403);
    await expectAppError(invoke(articleOperations.changeStatus, operational, { key: othersKey, input: { status: 'published' } }), 403);
    await expectAppError(deleteArticle(operational, othersKey), 403);
    await expectAppError(getArticle(operational, others.id), 403);
    expect((await listArticles(operational, articleListQuerySchema.parse({}))).items.map((a) => a.title)).toEqual(['Mine Edited']);
    expect((await listArticles(admin, articleListQuerySchema.parse({}))).total).toBe(2);

    await expectAppError(invoke(articleOperations.create, user, { input: input('Nope') }), 403);
    await expectAppError(invoke(articleOperations.update, user, { key: othersKey, input: input('Nope') }), 403);
    await expectAppError(deleteArticle(user, othersKey), 403);
    await expectAppError(listArticles(user, articleListQuerySchema.parse({})), 403);

    const edited = await getArticle(operational, own.id);
    await deleteArticle(operational, { id: own.id, uniqueKey: edited!.uniqueKey });
    await expect(invoke(articleOperations.update, admin, { key: othersKey, input: input('Theirs Edited') })).resolves.toMatchObject({
      id: others.id,
      title: 'Theirs Edited',
      uniqueKey: 'theirs-edited',
      status: 'draft',
      author: { id: admin.id },
    });
    // Issue 33 §4: the deleted one is in the trash.
    expect(await t.db.select({ id: articles.id }).from(articles).where(isNull(articles.deletedAt))).toHaveLength(1);
  });
});

describe('publishing', () => {
  it('publishes, keeps a future date as a schedule (not live until then) and unpublishes', async () => {
    const admin = await actor('admin');
    const draft = await invoke(articleOperations.create, admin, { input: input('Coming Soon') });
    const key = { id: draft.id, uniqueKey: draft.uniqueKey };
    await expectAppError(invoke(articleOperations.changeStatus, admin, { key, input: { status: 'published' } }), 422);
    await invoke(articleOperations.update, admin, { key, input: input('Coming Soon', { image: IMAGE }) });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await invoke(articleOperations.changeStatus, admin, { key, input: { status: 'published', published_at: future } });
    expect(scheduled).toMatchObject({ status: 'published', scheduled: true, publishedAt: future });
    expect(await getPublishedArticle(draft.id)).toBeNull();

    await t.db.update(articles).set({ publishedAt: new Date(Date.now() - 60_000) }).where(eq(articles.id, draft.id));
    expect(await getPublishedArticle(draft.id)).toMatchObject({ id: draft.id, scheduled: false });

    const unpublished = await invoke(articleOperations.changeStatus, admin, { key, input: { status: 'draft' } });
    expect(unpublished.status).toBe('draft');
    expect(await getPublishedArticle(draft.id)).toBeNull();
  });

  it('keeps the slug after publication unless unique_key is given, and follows the title before', async () => {
    const admin = await actor('admin');
    const draft = await invoke(articleOperations.create, admin, { input: input('First Title') });
    const renamed = await invoke(articleOperations.update, admin, { key: { id: draft.id, uniqueKey: draft.uniqueKey }, input: input('Second Title') });
    expect(renamed.uniqueKey).toBe('second-title');
    await invoke(articleOperations.create, admin, { input: input('Third Title') });
    await expectAppError(invoke(articleOperations.changeStatus, admin, { key: { id: draft.id, uniqueKey: renamed.uniqueKey }, input: { status: 'published' } }), 422);
    await invoke(articleOperations.update, admin, { key: { id: draft.id, uniqueKey: 'second-title' }, input: input('Second Title', { image: IMAGE, status: 'published' }) });
    const after = await invoke(articleOperations.update, admin, { key: { id: draft.id, uniqueKey: 'second-title' }, input: input('Brand New Title', { image: IMAGE }) });
    expect(after).toMatchObject({ uniqueKey: 'second-title', title: 'Brand New Title', status: 'published' });
    const moved = await invoke(articleOperations.update, admin, { key: { id: draft.id, uniqueKey: 'second-title' }, input: input('Brand New Title', { image: IMAGE, unique_key: 'Third Title' }) });
    expect(moved.uniqueKey).toBe('third-title-2');
  });
});

describe('revisions', () => {
  it('stores the previous version on each save of a published article and restores it', async () => {
    const admin = await actor('admin');
    const created = await invoke(articleOperations.create, admin, { input: input('Version One', { image: IMAGE, status: 'published' }) });
    const key = { id: created.id, uniqueKey: created.uniqueKey };
    await invoke(articleOperations.update, admin, { key, input: input('Version Two', { image: IMAGE, content: '<p>Second body</p>', categories: [categoryIds[1]] }) });
    const revisions = await t.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, created.id));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ title: 'Version One', content: '<p>All about Version One.</p>', image: IMAGE, categoryIds: [categoryIds[0]] });

    const restored = await restoreRevision(admin, key, revisions[0].id);
    expect(restored).toMatchObject({ title: 'Version One', content: '<p>All about Version One.</p>', uniqueKey: 'version-one', status: 'published' });
    expect(restored.categories.map((c) => c.id)).toEqual([categoryIds[0]]);
    const after = await t.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, created.id));
    expect(after.map((r) => r.title).sort()).toEqual(['Version One', 'Version Two']);
    await expectAppError(restoreRevision(admin, key, 99999), 404);

    const draft = await invoke(articleOperations.create, admin, { input: input('Draft Only') });
    await invoke(articleOperations.update, admin, { key: { id: draft.id, uniqueKey: draft.uniqueKey }, input: input('Draft Only Edited') });
    expect(await t.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, draft.id))).toHaveLength(0);
  });

  it('keeps only the last 50 revisions of an article', async () => {
    const admin = await actor('admin');
    const created = await invoke(articleOperations.create, admin, { input: input('Busy', { image: IMAGE, status: 'published' }) });
    await t.db.insert(articleRevisions).values(Array.from({ length: 55 }, (_, i) => ({ articleId: created.id, title: `Old ${i}`, content: '<p>x</p>' })));
    await invoke(articleOperations.update, admin, { key: { id: created.id, uniqueKey: created.uniqueKey }, input: input('Busy', { image: IMAGE, content: '<p>New</p>' }) });
    const kept = await t.db.select({ title: articleRevisions.title }).from(articleRevisions).where(eq(articleRevisions.articleId, created.id));
    expect(kept).toHaveLength(50);
    expect(kept.map((r) => r.title)).toContain('Busy');
    expect(kept.map((r) => r.title)).not.toContain('Old 0');
  });

  it('answers 404 when id and unique_key do not match', async () => {
    const admin = await actor('admin');
    const a = await invoke(articleOperations.create, admin, { input: input('Alpha') });
    const b = await invoke(articleOperations.create, admin, { input: input('Beta') });
    await expectAppError(invoke(articleOperations.update, admin, { key: { id: a.id, uniqueKey: b.uniqueKey }, input: input('Alpha') }), 404);
    await expectAppError(invoke(articleOperations.changeStatus, admin, { key: { id: a.id, uniqueKey: 'nope' }, input: { status: 'draft' } }), 404);
    await expectAppError(deleteArticle(admin, { id: 'x', uniqueKey: a.uniqueKey }), 404);
  });
});

describe('the API', () => {
  it('creates, reads, lists, updates, changes status and deletes, with 401/403/422', async () => {
    const admin = await actor('admin');
    await actor('operational');
    await actor('user');
    const token = await tokenFor('admin@example.com');
    const opToken = await tokenFor('operational@example.com');
    const userToken = await tokenFor('user@example.com');

    expect((await articlePost(request('/api/article/article', { method: 'POST', body: input('Anon') }), params({}))).status).toBe(401);
    expect((await articlePost(request('/api/article/article', { method: 'POST', body: input('User'), token: userToken }), params({}))).status).toBe(403);
    const invalid = await articlePost(
      request('/api/article/article', { method: 'POST', body: { title: ' ', content: '<p></p>', categories: [], status: 'published', image: null }, token }),
      params({}),
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'categories', message: expect.any(String) },
        { field: 'image', message: 'Image is required' },
      ]),
    );

    const created = await articlePost(request('/api/article/article', { method: 'POST', body: input('Via API'), token }), params({}));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ error: false, message: 'Article created successfully.', data: { unique_key: 'via-api', status: 'draft' } });
    const { id, unique_key } = body.data;
    const key = params({ id: String(id), unique_key });

    const dup = await articlePost(request('/api/article/article', { method: 'POST', body: input('VIA ápi'), token }), params({}));
    expect(dup.status).toBe(409);

    expect((await articleGet(request(`/api/article/article/${id}`, { token }), params({ id: String(id) }))).status).toBe(200);
    expect((await articleGet(request(`/api/article/article/${id}`, { token: opToken }), params({ id: String(id) }))).status).toBe(403);
    expect((await articleGet(request('/api/article/article/999', { token }), params({ id: '999' }))).status).toBe(404);

    const list = await articlesListPost(request('/api/article/articles-list', { method: 'POST', body: { limit: 10, page: 1, search: 'api' }, token }), params({}));
    expect((await list.json()).data).toMatchObject({ total: 1, items: [{ id }] });
    const opList = await articlesListPost(request('/api/article/articles-list', { method: 'POST', body: {}, token: opToken }), params({}));
    expect((await opList.json()).data.total).toBe(0);

    const noImage = await changeStatusPut(request('/x', { method: 'PUT', body: { status: 'published' }, token }), key);
    expect(noImage.status).toBe(422);
    const updated = await articlePut(request('/x', { method: 'PUT', body: input('Via API', { image: IMAGE }), token }), key);
    expect(await updated.json()).toMatchObject({ message: 'Article updated successfully.', data: { image: IMAGE } });
    expect((await articlePut(request('/x', { method: 'PUT', body: input('Hijack'), token: opToken }), key)).status).toBe(403);
    const published = await changeStatusPut(request('/x', { method: 'PUT', body: { status: 'published' }, token }), key);
    expect(published.status).toBe(200);
    expect((await published.json()).data.status).toBe('published');

    expect((await articleDelete(request('/x', { method: 'DELETE', token: opToken }), key)).status).toBe(403);
    expect((await articleDelete(request('/x', { method: 'DELETE', token }), params({ id: String(id), unique_key: 'other' }))).status).toBe(404);
    const deleted = await articleDelete(request('/x', { method: 'DELETE', token }), key);
    expect(await deleted.json()).toMatchObject({ message: 'Article deleted successfully.' });
    // Issue 33 §4: in the trash; ?permanent=true deletes it.
    expect(await t.db.select({ status: articles.status, deletedStatus: articles.deletedStatus }).from(articles)).toEqual([{ status: 'draft', deletedStatus: 'published' }]);
    expect((await articleDelete(request('/x?permanent=true', { method: 'DELETE', token }), key)).status).toBe(200);
    expect(await t.db.select().from(articles)).toHaveLength(0);
    expect(admin.id).toBeGreaterThan(0);
  });
});
