import { sql } from 'drizzle-orm';
import { articleCategories, articles, categories, faqs, users, type ArticleStatus, type UserStatus } from '@/db/schema';
import { findFeedCategory, listFeedArticles } from '@/lib/seo/feed';
import { articlePath, profilePath } from '@/lib/blog/paths';
import { listArticleSitemapFiles, listAuthorsWithLiveArticles, listFaqProducts, listLiveArticlesForSitemap } from '@/lib/seo/sitemap';
import { STATIC_SITEMAP_PATHS } from '@/lib/seo/sitemap-xml';
import { setUpTestDb } from '@/tests/support/test-db';

const t = setUpTestDb();
const DAY = 24 * 60 * 60 * 1000;


let userNo = 0;
async function addUser(status: UserStatus = 'active', name = 'Autora') {
  userNo += 1;
  const [user] = await t.db
    .insert(users)
    .values({ uniqueKey: `user-${userNo}`, name, fullName: `${name} ${userNo}`, email: `user${userNo}@example.com`, status })
    .returning({ id: users.id, uniqueKey: users.uniqueKey });
  return user;
}

async function addArticle(input: {
  slug: string;
  status?: ArticleStatus;
  publishedAt?: Date | null;
  authorId?: number | null;
  categoryIds?: number[];
  excerpt?: string | null;
  content?: string;
}) {
  const status = input.status ?? 'published';
  const [article] = await t.db
    .insert(articles)
    .values({
      uniqueKey: input.slug,
      title: `Title of ${input.slug}`,
      content: input.content ?? '<p>Body</p>',
      excerpt: input.excerpt === undefined ? `Excerpt of ${input.slug}` : input.excerpt,
      status,
      publishedAt: input.publishedAt === undefined ? (status === 'published' ? new Date(Date.now() - DAY) : null) : input.publishedAt,
      authorId: input.authorId ?? null,
    })
    .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
  if (input.categoryIds?.length) {
    await t.db.insert(articleCategories).values(input.categoryIds.map((categoryId) => ({ articleId: article.id, categoryId })));
  }
  return article;
}

async function addCategory(uniqueKey: string, status: 'active' | 'inactive' = 'active', name = uniqueKey) {
  const [category] = await t.db.insert(categories).values({ uniqueKey, name, status }).returning({ id: categories.id });
  return category.id;
}

describe('sitemap queries', () => {
  it('lists live articles only: no drafts and no scheduled articles', async () => {
    const live = await addArticle({ slug: 'live-one' });
    const alsoLive = await addArticle({ slug: 'live-two', publishedAt: new Date(Date.now() - 10 * DAY) });
    await addArticle({ slug: 'a-draft', status: 'draft' });
    await addArticle({ slug: 'scheduled', publishedAt: new Date(Date.now() + DAY) });

    const listed = await listLiveArticlesForSitemap(t.db, { offset: 0, limit: 100 });
    expect(listed.map((a) => articlePath(a))).toEqual([articlePath(live), articlePath(alsoLive)]);
    expect(await listArticleSitemapFiles(t.db)).toHaveLength(1);
  });

  it('gives an article the later of its last edit and its publication as last change', async () => {
    const published = new Date(Date.now() - 2 * DAY);
    const article = await addArticle({ slug: 'edited', publishedAt: published });
    const [row] = await listLiveArticlesForSitemap(t.db, { offset: 0, limit: 10 });
    expect(row.id).toBe(article.id);
    // updated_at is the insert time (now), later than the publication.
    expect(new Date(row.lastModified).getTime()).toBeGreaterThan(published.getTime());
    expect((await listArticleSitemapFiles(t.db))[0].lastModified).toBe(row.lastModified);
  });

  it('pages through live articles in id order without gaps or repeats', async () => {
    for (let i = 1; i <= 7; i++) await addArticle({ slug: `page-${i}` });
    await addArticle({ slug: 'draft-between', status: 'draft' });
    for (let i = 8; i <= 9; i++) await addArticle({ slug: `page-${i}` });
    const first = await listLiveArticlesForSitemap(t.db, { offset: 0, limit: 4 });
    const second = await listLiveArticlesForSitemap(t.db, { offset: 4, limit: 4 });
    const third = await listLiveArticlesForSitemap(t.db, { offset: 8, limit: 4 });
    expect([...first, ...second, ...third].map((a) => a.uniqueKey)).toEqual(Array.from({ length: 9 }, (_, i) => `page-${i + 1}`));
  });

  it('has no article file when no article is live', async () => {
    await addArticle({ slug: 'only-draft', status: 'draft' });
    expect(await listArticleSitemapFiles(t.db)).toEqual([]);
  });

  it('splits live articles into files and dates each file by its own newest change', async () => {
    const old = new Date('2024-01-10T10:00:00.000Z');
    for (let i = 1; i <= 5; i++) await addArticle({ slug: `file-${i}`, publishedAt: old });
    await addArticle({ slug: 'not-live', status: 'draft' });
    // updated_at is the insert time: make the articles of the first two files old.
    await t.db.update(articles).set({ updatedAt: old }).where(sql`${articles.uniqueKey} in ('file-1', 'file-2', 'file-3', 'file-4')`);
    const files = await listArticleSitemapFiles(t.db, 2);
    expect(files.map((f) => f.page)).toEqual([1, 2, 3]);
    expect(files[0].lastModified).toBe(old.toISOString());
    expect(files[1].lastModified).toBe(old.toISOString());
    expect(new Date(files[2].lastModified).getTime()).toBeGreaterThan(old.getTime());
  });

  it('lists the profiles of active authors with at least one live article, and no one else', async () => {
    const writer = await addUser('active', 'Writer');
    const draftsOnly = await addUser('active', 'Drafter');
    const scheduledOnly = await addUser('active', 'Planner');
    const inactive = await addUser('inactive', 'Gone');
    const blocked = await addUser('blocked', 'Blocked');
    const noArticles = await addUser('active', 'Reader');
    await addArticle({ slug: 'by-writer', authorId: writer.id });
    await addArticle({ slug: 'by-writer-2', authorId: writer.id });
    await addArticle({ slug: 'by-drafter', authorId: draftsOnly.id, status: 'draft' });
    await addArticle({ slug: 'by-planner', authorId: scheduledOnly.id, publishedAt: new Date(Date.now() + DAY) });
    await addArticle({ slug: 'by-gone', authorId: inactive.id });
    await addArticle({ slug: 'by-blocked', authorId: blocked.id });
    void noArticles;

    const authors = await listAuthorsWithLiveArticles(t.db);
    expect(authors.map((a) => profilePath(a))).toEqual([profilePath(writer)]);
    expect(Object.keys(authors[0]).sort()).toEqual(['id', 'lastModified', 'uniqueKey']);
  });

  it('lists each FAQ product once', async () => {
    await t.db.insert(faqs).values([
      { product: 'rc-sistemi', locale: 'pt-BR', question: 'Q1', answer: 'A1' },
      { product: 'rc-sistemi', locale: 'en', question: 'Q2', answer: 'A2' },
      { product: 'vitrine-cms', locale: 'pt-BR', question: 'Q3', answer: 'A3' },
    ]);
    expect((await listFaqProducts(t.db)).map((p) => p.product)).toEqual(['rc-sistemi', 'vitrine-cms']);
  });

  it('never lists the playground or the v2 preview among the static pages', () => {
    expect(STATIC_SITEMAP_PATHS).not.toContain('/playground');
    expect(STATIC_SITEMAP_PATHS).not.toContain('/home-v2');
  });
});

describe('feed queries', () => {
  it('lists the newest live articles first, with their active categories and author name', async () => {
    const tech = await addCategory('technology', 'active', 'Technology');
    const hidden = await addCategory('hidden-topic', 'inactive', 'Hidden');
    const author = await addUser('active', 'Mariana');
    const older = await addArticle({ slug: 'older', publishedAt: new Date(Date.now() - 5 * DAY), categoryIds: [tech] });
    const newer = await addArticle({ slug: 'newer', publishedAt: new Date(Date.now() - DAY), authorId: author.id, categoryIds: [tech, hidden] });
    await addArticle({ slug: 'draft', status: 'draft', categoryIds: [tech] });
    await addArticle({ slug: 'scheduled', publishedAt: new Date(Date.now() + DAY), categoryIds: [tech] });

    const items = await listFeedArticles(t.db);
    expect(items.map((i) => i.id)).toEqual([newer.id, older.id]);
    // The catalogue category is named in the default locale (pt-BR); the inactive one is left out.
    expect(items[0].categories).toEqual(['Tecnologia']);
    expect(items[0].author).toBe(`Mariana ${userNo}`);
    expect(items[1].author).toBeNull();
    expect(items[0].summary).toBe('Excerpt of newer');
  });

  it('narrows to one category and caps the number of items', async () => {
    const design = await addCategory('design');
    const other = await addCategory('commerce');
    const inDesign = [];
    for (let i = 1; i <= 4; i++) inDesign.push(await addArticle({ slug: `design-${i}`, publishedAt: new Date(Date.now() - i * DAY), categoryIds: [design] }));
    await addArticle({ slug: 'commerce-only', categoryIds: [other] });

    const items = await listFeedArticles(t.db, { categoryId: design, limit: 3 });
    expect(items.map((i) => i.uniqueKey)).toEqual(['design-1', 'design-2', 'design-3']);
  });

  it('derives a plain-text summary from the body when the article has no excerpt', async () => {
    await addArticle({ slug: 'no-excerpt', excerpt: null, content: '<p>Primeiro <strong>parágrafo</strong> &amp; mais.</p>' });
    const [item] = await listFeedArticles(t.db);
    expect(item.summary).toBe('Primeiro parágrafo & mais.');
  });

  it('finds active categories only (an inactive category has no feed)', async () => {
    await addCategory('marketing', 'active', 'Marketing');
    await addCategory('retired', 'inactive', 'Retired');
    expect(await findFeedCategory(t.db, 'marketing')).toMatchObject({ uniqueKey: 'marketing' });
    expect(await findFeedCategory(t.db, 'retired')).toBeNull();
    expect(await findFeedCategory(t.db, 'missing')).toBeNull();
  });
});
