import { invoke } from '@/tests/support/operations';
import { and, eq } from 'drizzle-orm';
import { articleReadsDaily, articles, auditLog, categories } from '@/db/schema';
import { setArticleFeatured } from '@/lib/articles/commands';
import { articleOperations } from '@/lib/articles/operations';
import { countArticleReads, listArticleFilterOptions } from '@/lib/articles/queries';
import { setUpTestDb } from '@/tests/support/test-db';
import { createActor } from '@/tests/support/users';

// What the staff article list (/admin/list-of-articles) reads and changes beyond the list itself:
// total reads per row, the filter choices, and the featured star.

const t = setUpTestDb();

const actor = (role: string, name?: string) => createActor(t.db, role, { name });

let categoryId = 0;
const draft = (title: string) => ({ title, content: `<p>About ${title}.</p>`, categories: [categoryId], image: null });

async function expectAppError(promise: Promise<unknown>, status: number) {
  await expect(promise).rejects.toMatchObject({ name: 'AppError', status });
}

beforeEach(async () => {
  const [row] = await t.db.insert(categories).values({ uniqueKey: 'technology', name: 'Technology' }).returning({ id: categories.id });
  categoryId = row.id;
});

describe('reads per article', () => {
  it('adds up every day of each asked article, and leaves out articles never read', async () => {
    const admin = await actor('admin');
    const a = await invoke(articleOperations.create, admin, { input: draft('Read a lot') });
    const b = await invoke(articleOperations.create, admin, { input: draft('Read once') });
    const c = await invoke(articleOperations.create, admin, { input: draft('Never read') });
    const d = await invoke(articleOperations.create, admin, { input: draft('Not on this page') });
    await t.db.insert(articleReadsDaily).values([
      { articleId: a.id, day: '2026-01-01', reads: 120 },
      { articleId: a.id, day: '2026-01-02', reads: 30 },
      { articleId: a.id, day: '2026-03-15', reads: 7 },
      { articleId: b.id, day: '2026-02-10', reads: 1 },
      { articleId: d.id, day: '2026-02-10', reads: 999 },
    ]);
    const reads = await countArticleReads(admin, [a.id, b.id, c.id]);
    expect(Object.fromEntries(reads)).toEqual({ [a.id]: 157, [b.id]: 1 });
    expect(reads.has(c.id)).toBe(false);
    expect(reads.has(d.id)).toBe(false);
    expect((await countArticleReads(admin, [])).size).toBe(0);
  });

  it("counts only the viewer's own articles without articles-all, and refuses a role without the list", async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const user = await actor('user');
    const own = await invoke(articleOperations.create, operational, { input: draft('Mine') });
    const others = await invoke(articleOperations.create, admin, { input: draft('Theirs') });
    await t.db.insert(articleReadsDaily).values([
      { articleId: own.id, day: '2026-01-01', reads: 5 },
      { articleId: others.id, day: '2026-01-01', reads: 50 },
    ]);
    expect(Object.fromEntries(await countArticleReads(operational, [own.id, others.id]))).toEqual({ [own.id]: 5 });
    expect(Object.fromEntries(await countArticleReads(admin, [own.id, others.id]))).toEqual({ [own.id]: 5, [others.id]: 50 });
    await expectAppError(countArticleReads(user, [own.id]), 403);
  });
});

describe('filter choices', () => {
  it('lists every category, and the authors of articles only for a user with articles-all', async () => {
    const admin = await actor('admin', 'Ana');
    const operational = await actor('operational', 'Olga');
    await actor('manager', 'Max');
    await t.db.insert(categories).values({ uniqueKey: 'archive', name: 'Archive', status: 'inactive' });
    await invoke(articleOperations.create, operational, { input: draft('By Olga') });
    await invoke(articleOperations.create, admin, { input: draft('By Ana') });

    const forAdmin = await listArticleFilterOptions(admin);
    expect(forAdmin.categories.map((c) => c.uniqueKey)).toEqual(['archive', 'technology']);
    // Max writes nothing, so he is no filter choice.
    expect(forAdmin.authors).toEqual([
      { id: admin.id, name: 'Ana User' },
      { id: operational.id, name: 'Olga User' },
    ]);
    const forOperational = await listArticleFilterOptions(operational);
    expect(forOperational.authors).toBeNull();
    expect(forOperational.categories).toHaveLength(2);
  });
});

describe('featured toggle', () => {
  const featuredOf = async (id: number) => (await t.db.select({ f: articles.featured }).from(articles).where(eq(articles.id, id)))[0].f;

  it('lets an admin feature and unfeature anyone’s article, keeps updated_at and audits', async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const article = await invoke(articleOperations.create, operational, { input: draft('Worth a star') });
    const key = { id: article.id, uniqueKey: article.uniqueKey };
    await expect(setArticleFeatured(admin, key, { featured: true })).resolves.toEqual({ id: article.id, featured: true });
    expect(await featuredOf(article.id)).toBe(true);
    const [row] = await t.db.select({ updatedAt: articles.updatedAt }).from(articles).where(eq(articles.id, article.id));
    expect(row.updatedAt.toISOString()).toBe(article.updatedAt);
    await setArticleFeatured(admin, key, { featured: false });
    expect(await featuredOf(article.id)).toBe(false);
    const audits = await t.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.featured'), eq(auditLog.entityId, String(article.id))));
    expect(audits).toEqual([
      { actorId: admin.id, details: { from: false, to: true } },
      { actorId: admin.id, details: { from: true, to: false } },
    ]);
  });

  it("lets operational feature their own article but not someone else's", async () => {
    const admin = await actor('admin');
    const operational = await actor('operational');
    const own = await invoke(articleOperations.create, operational, { input: draft('Mine') });
    const others = await invoke(articleOperations.create, admin, { input: draft('Theirs') });
    await setArticleFeatured(operational, { id: own.id, uniqueKey: own.uniqueKey }, { featured: true });
    expect(await featuredOf(own.id)).toBe(true);
    await expectAppError(setArticleFeatured(operational, { id: others.id, uniqueKey: others.uniqueKey }, { featured: true }), 403);
    expect(await featuredOf(others.id)).toBe(false);
  });

  it('refuses a role without the article list, a wrong unique_key and a body without a boolean', async () => {
    const admin = await actor('admin');
    const user = await actor('user');
    const article = await invoke(articleOperations.create, admin, { input: draft('Guarded') });
    await expectAppError(setArticleFeatured(user, { id: article.id, uniqueKey: article.uniqueKey }, { featured: true }), 403);
    await expectAppError(setArticleFeatured(admin, { id: article.id, uniqueKey: 'not-its-key' }, { featured: true }), 404);
    await expectAppError(setArticleFeatured(admin, { id: 999_999, uniqueKey: 'guarded' }, { featured: true }), 404);
    await expectAppError(setArticleFeatured(admin, { id: article.id, uniqueKey: article.uniqueKey }, { featured: 'yes' }), 422);
    expect(await featuredOf(article.id)).toBe(false);
  });
});
