import { invoke } from '@/tests/support/operations';
import { GET as revisionsGet } from '@/app/api/article/article/[id]/[unique_key]/revisions/route';
import { POST as restorePost } from '@/app/api/article/article/[id]/[unique_key]/revisions/[revisionId]/restore/route';
import { GET as revisionGet } from '@/app/api/article/article/[id]/[unique_key]/revisions/[revisionId]/route';
import { categories } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { listArticleRevisions, listAssignableAuthors, listComposeCategories } from '@/lib/articles/queries';
import { params, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { createActor, type Actor } from '@/tests/support/users';

// The editor's revisions panel: the list query and the two API routes (list, restore), with their
// permission rules. Restoring itself is covered in articles.test.ts.

const t = setUpTestDb({ throttle: true });
const IMAGE = DESCRIBED_IMAGE;

const actor = (role: string, name?: string, status?: 'active' | 'blocked') => createActor(t.db, role, { name, status });

const tokenFor = async (email: string) => (await signIn(email)).token;

let categoryIds: number[] = [];
const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>All about ${title}.</p>`,
  categories: [categoryIds[0]],
  image: IMAGE,
  ...extra,
});

/** A published article by `author`, saved twice more: two revisions (Version One, then Version Two). */
async function publishedWithTwoRevisions(author: Actor, base: string) {
  const created = await invoke(articleOperations.create, author, { input: input(`${base} One`, { status: 'published' }) });
  const key = { id: created.id, uniqueKey: created.uniqueKey };
  await invoke(articleOperations.update, author, { key, input: input(`${base} Two`) });
  await invoke(articleOperations.update, author, { key, input: input(`${base} Three`) });
  return key;
}

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Technology' },
      { uniqueKey: 'custom-one', name: 'Zebra Custom' },
      { uniqueKey: 'old-one', name: 'Old Custom', status: 'inactive' },
    ])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

describe('listArticleRevisions', () => {
  it('lists the revisions newest first with their author name and time', async () => {
    const admin = await actor('admin', 'Ana');
    const key = await publishedWithTwoRevisions(admin, 'Version');
    const revisions = await listArticleRevisions(admin, key);
    expect(revisions.map((r) => r.title)).toEqual(['Version Two', 'Version One']);
    expect(revisions[0]).toEqual({
      id: expect.any(Number),
      title: 'Version Two',
      author: { id: admin.id, name: 'Ana User' },
      savedBy: { id: admin.id, name: 'Ana User' },
      note: null,
      version: expect.any(Number),
      createdAt: expect.any(String),
    });
    // Each revision holds the version it was; the older one an earlier version.
    expect(revisions[1].version).toBeLessThan(revisions[0].version ?? 0);
    expect(new Date(revisions[0].createdAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answers an empty list for a draft, 404 for a wrong unique_key and 403 for someone else’s article', async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const draft = await invoke(articleOperations.create, operational, { input: input('Just A Draft') });
    expect(await listArticleRevisions(operational, { id: draft.id, uniqueKey: draft.uniqueKey })).toEqual([]);
    await expect(listArticleRevisions(operational, { id: draft.id, uniqueKey: 'not-its-key' })).rejects.toMatchObject({ status: 404 });
    const others = await publishedWithTwoRevisions(admin, 'Admin Piece');
    await expect(listArticleRevisions(operational, others)).rejects.toMatchObject({ status: 403 });
    const user = await actor('user');
    await expect(listArticleRevisions(user, others)).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /api/article/article/{id}/{unique_key}/revisions', () => {
  it('answers the list in the envelope; operational cannot list another author’s revisions', async () => {
    const admin = await actor('admin', 'Ana');
    const operational = await actor('operational', 'Olga');
    const key = await publishedWithTwoRevisions(admin, 'Listed');
    const path = `/api/article/article/${key.id}/${key.uniqueKey}/revisions`;
    const routeParams = params({ id: String(key.id), unique_key: key.uniqueKey });

    const res = await revisionsGet(request(path, { token: await tokenFor(admin.email) }), routeParams);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(body.data.total).toBe(2);
    expect(body.data.items.map((r: { title: string }) => r.title)).toEqual(['Listed Two', 'Listed One']);
    expect(body.data.items[0].author).toEqual({ id: admin.id, name: 'Ana User' });

    const denied = await revisionsGet(request(path, { token: await tokenFor(operational.email) }), routeParams);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: true, code: 403, message: 'Access denied.' });

    expect((await revisionsGet(request(path), routeParams)).status).toBe(401);
    const wrongKey = await revisionsGet(request(path, { token: await tokenFor(admin.email) }), params({ id: String(key.id), unique_key: 'other' }));
    expect(wrongKey.status).toBe(404);
  });
});

describe('POST /api/article/article/{id}/{unique_key}/revisions/{revisionId}/restore', () => {
  it('restores an earlier version, which itself is stored as a new revision', async () => {
    const operational = await actor('operational', 'Olga');
    const key = await publishedWithTwoRevisions(operational, 'Mine');
    const [newest, oldest] = await listArticleRevisions(operational, key);
    expect(oldest.title).toBe('Mine One');
    const token = await tokenFor(operational.email);
    const res = await restorePost(
      request(`/api/article/article/${key.id}/${key.uniqueKey}/revisions/${oldest.id}/restore`, { method: 'POST', token }),
      params({ id: String(key.id), unique_key: key.uniqueKey, revisionId: String(oldest.id) }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ error: false, data: { id: key.id, title: 'Mine One', status: 'published', content: '<p>All about Mine One.</p>' } });
    const after = await listArticleRevisions(operational, key);
    expect(after.map((r) => r.title)).toEqual(['Mine Three', newest.title, oldest.title]);
  });

  it('refuses another author’s article to operational (403) and a revision of another article (404)', async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const adminKey = await publishedWithTwoRevisions(admin, 'Admin Article');
    const ownKey = await publishedWithTwoRevisions(operational, 'Own Article');
    const [adminRevision] = await listArticleRevisions(admin, adminKey);
    const [ownRevision] = await listArticleRevisions(operational, ownKey);
    const opToken = await tokenFor(operational.email);
    const restore = (key: { id: number; uniqueKey: string }, revisionId: string | number, token: string) =>
      restorePost(
        request(`/api/article/article/${key.id}/${key.uniqueKey}/revisions/${revisionId}/restore`, { method: 'POST', token }),
        params({ id: String(key.id), unique_key: key.uniqueKey, revisionId: String(revisionId) }),
      );

    expect((await restore(adminKey, adminRevision.id, opToken)).status).toBe(403);
    // A revision that exists, but of another article, is not found through this one.
    const crossed = await restore(ownKey, adminRevision.id, opToken);
    expect(crossed.status).toBe(404);
    expect((await crossed.json()).message).toBe('Result not found');
    const adminToken = await tokenFor(admin.email);
    expect((await restore(adminKey, ownRevision.id, adminToken)).status).toBe(404);
    expect((await restore(adminKey, 'abc', adminToken)).status).toBe(404);
    // Nothing changed.
    expect((await listArticleRevisions(admin, adminKey)).map((r) => r.title)).toEqual(['Admin Article Two', 'Admin Article One']);
  });
});

describe('the editor’s choices', () => {
  it('offers the active categories plus the article’s own inactive ones, translated and sorted', async () => {
    const operational = await actor('operational');
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    expect(names(await listComposeCategories(operational, 'pt-BR'))).toEqual(['Tecnologia', 'Zebra Custom']);
    expect(names(await listComposeCategories(operational, 'en', [categoryIds[2]]))).toEqual(['Old Custom', 'Technology', 'Zebra Custom']);
    await expect(listComposeCategories(await actor('user'), 'en')).rejects.toMatchObject({ status: 403 });
  });

  it('lists assignable authors only for articles-all: active users whose roles grant compose', async () => {
    const admin = await actor('admin', 'Ana');
    const operational = await actor('operational', 'Olga');
    await actor('user', 'Ugo');
    await actor('operational', 'Bruno', 'blocked');
    expect(await listAssignableAuthors(admin)).toEqual([
      { id: admin.id, name: 'Ana User' },
      { id: operational.id, name: 'Olga User' },
    ]);
    expect(await listAssignableAuthors(operational)).toEqual([]);
  });
});

describe('GET /api/article/article/{id}/{unique_key}/revisions/{revisionId}', () => {
  it('answers a revision’s title, excerpt and body text with who saved that version, and `current` for the article now', async () => {
    const author = await actor('operational', 'Olga');
    const editor = await actor('admin', 'Ana');
    const created = await invoke(articleOperations.create, author, {
      input: input('Compared One', { status: 'published', excerpt: 'First summary', content: '<p>The <strong>quick</strong> fox.</p>' }),
    });
    const key = { id: created.id, uniqueKey: created.uniqueKey };
    // The admin's save replaces the author's version: the revision holds that version, saved by the author.
    await invoke(articleOperations.update, editor, { key, input: input('Compared Two', { author_id: author.id, excerpt: 'Second summary', content: '<p>The slow fox.</p>' }) });
    const [revision] = await listArticleRevisions(editor, key);
    expect(revision.savedBy).toEqual({ id: author.id, name: 'Olga User' });

    const path = (revisionId: string) => `/api/article/article/${key.id}/${key.uniqueKey}/revisions/${revisionId}`;
    const get = async (revisionId: string, token?: string, uniqueKey = key.uniqueKey) => {
      const res = await revisionGet(request(path(revisionId), { token }), params({ id: String(key.id), unique_key: uniqueKey, revisionId }));
      return { status: res.status, body: await res.json() };
    };
    const adminToken = await tokenFor(editor.email);
    const old = await get(String(revision.id), adminToken);
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual({
      id: revision.id,
      title: 'Compared One',
      excerpt: 'First summary',
      text: 'The quick fox.',
      author: { id: author.id, name: 'Olga User' },
      saved_by: { id: author.id, name: 'Olga User' },
      note: null,
      version: revision.version,
      created_at: revision.createdAt,
    });
    const current = await get('current', await tokenFor(author.email));
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ id: null, title: 'Compared Two', excerpt: 'Second summary', text: 'The slow fox.', saved_by: null });
    expect(current.body.data.version).toBeGreaterThan(revision.version ?? 0);

    // Another article's revision, a bad id, a wrong unique_key: 404; someone else's article: 403; no session: 401.
    const others = await publishedWithTwoRevisions(editor, 'Elsewhere');
    const [foreign] = await listArticleRevisions(editor, others);
    expect((await get(String(foreign.id), adminToken)).status).toBe(404);
    expect((await get('abc', adminToken)).status).toBe(404);
    expect((await get('current', adminToken, 'not-its-key')).status).toBe(404);
    const stranger = await actor('operational', 'Stranger');
    const strangerToken = await tokenFor(stranger.email);
    expect((await get(String(revision.id), strangerToken)).status).toBe(403);
    expect((await get(String(revision.id))).status).toBe(401);
  });
});
