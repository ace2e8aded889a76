import { and, eq, sql } from 'drizzle-orm';
import { POST as readPost } from '@/app/api/article/read/[id]/route';
import { articleCategories, articleReadsDaily, articleReadsMonthly, articles, categories, users } from '@/db/schema';
import { getArticleForPreview, getLiveArticle, getPreviewArticle, relatedArticles } from '@/lib/blog/article-page';
import { getPublicProfile, listProfileArticles, PROFILE_PAGE_SIZE } from '@/lib/blog/profile';
import { todayIn } from '@/lib/reports/period';
import { params, post } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser, seedGrants } from '@/tests/support/users';

const t = setUpTestDb();
const password = 'Correct-Horse-9';
const DAY = 86_400_000;
const timeZone = process.env.SITE_TIME_ZONE || 'America/Sao_Paulo';
const browserUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let author: { id: number; uniqueKey: string };
let tech: number;
let design: number;
let hidden: number;

async function addArticle(
  slug: string,
  options: { publishedAt?: Date | null; status?: 'draft' | 'published'; categories?: number[]; authorId?: number; content?: string } = {},
): Promise<number> {
  const publishedAt = options.publishedAt === undefined ? new Date(Date.now() - DAY) : options.publishedAt;
  const [row] = await t.db
    .insert(articles)
    .values({
      uniqueKey: slug,
      title: `Title of ${slug}`,
      content: options.content ?? `<p>Body of ${slug}.</p>`,
      excerpt: `Excerpt of ${slug}`,
      authorId: options.authorId ?? author.id,
      status: options.status ?? (publishedAt ? 'published' : 'draft'),
      publishedAt,
      locale: 'pt-BR',
    })
    .returning({ id: articles.id });
  const cats = options.categories ?? [tech];
  if (cats.length) await t.db.insert(articleCategories).values(cats.map((categoryId) => ({ articleId: row.id, categoryId })));
  return row.id;
}

function beacon(id: string | number, userAgent: string | null = browserUa) {
  return readPost(post(`/api/article/read/${id}`, { ip: '203.0.113.7', userAgent: userAgent ?? undefined }), params({ id: String(id) }));
}

async function dailyReads(articleId: number): Promise<number> {
  const [row] = await t.db
    .select({ reads: articleReadsDaily.reads })
    .from(articleReadsDaily)
    .where(and(eq(articleReadsDaily.articleId, articleId), eq(articleReadsDaily.day, todayIn(timeZone))));
  return row?.reads ?? 0;
}

async function monthlyReads(articleId: number): Promise<number> {
  const [row] = await t.db
    .select({ reads: sql<number>`coalesce(sum(${articleReadsMonthly.reads}), 0)::int` })
    .from(articleReadsMonthly)
    .where(eq(articleReadsMonthly.articleId, articleId));
  return Number(row?.reads ?? 0);
}

beforeEach(async () => {
  author = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' });
  await t.db
    .update(users)
    .set({ position: 'manager', biography: 'Writes about ERPs.', phone: '+55 11 90000-0000', cpf: '123.456.789-09' })
    .where(eq(users.id, author.id));
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Tecnologia', backgroundColor: '#1e3a8a' },
      { uniqueKey: 'design', name: 'Design', backgroundColor: '#fbcfe8', textColor: '#000000' },
      { uniqueKey: 'hidden-topic', name: 'Hidden topic', status: 'inactive' },
    ])
    .returning({ id: categories.id });
  [tech, design, hidden] = rows.map((r) => r.id);
});

describe('the public article', () => {
  it('is not live as a draft nor while scheduled, and is once its publication time has passed', async () => {
    const draft = await addArticle('a-draft', { publishedAt: null });
    const scheduled = await addArticle('scheduled', { publishedAt: new Date(Date.now() + DAY) });
    expect(await getLiveArticle(t.db, draft)).toBeNull();
    expect(await getLiveArticle(t.db, scheduled)).toBeNull();

    await t.db.update(articles).set({ publishedAt: new Date(Date.now() - 60_000) }).where(eq(articles.id, scheduled));
    const live = await getLiveArticle(t.db, scheduled);
    expect(live).toMatchObject({ id: scheduled, uniqueKey: 'scheduled', title: 'Title of scheduled', status: 'published', live: true, locale: 'pt-BR' });
    expect(live?.content).toBe('<p>Body of scheduled.</p>');
    expect(typeof live?.publishedAt).toBe('string');
    expect(typeof live?.updatedAt).toBe('string');
    expect(live?.readingMinutes).toBe(1);
  });

  it('answers null for an unknown or invalid id', async () => {
    expect(await getLiveArticle(t.db, 999_999)).toBeNull();
    expect(await getLiveArticle(t.db, 0)).toBeNull();
    expect(await getLiveArticle(t.db, Number.NaN)).toBeNull();
  });

  it('shows only active categories', async () => {
    const id = await addArticle('with-hidden', { categories: [tech, hidden, design] });
    const article = await getLiveArticle(t.db, id);
    expect(article?.categories.map((c) => c.uniqueKey)).toEqual(['design', 'technology']);
  });

  it('carries only the public face of its author', async () => {
    const id = await addArticle('by-ana');
    const article = await getLiveArticle(t.db, id);
    expect(Object.keys(article!.author!).sort()).toEqual(['hasProfile', 'id', 'name', 'photo', 'position', 'shortBio', 'uniqueKey']);
    expect(article!.author).toMatchObject({ id: author.id, name: 'Ana User', position: 'manager', shortBio: 'Writes about ERPs.', hasProfile: true });
    const text = JSON.stringify(article);
    for (const secret of ['ana@example.com', '90000-0000', '123.456.789-09']) expect(text).not.toContain(secret);
  });

  it('the staff preview shows a draft, to its author and to articles-all only', async () => {
    const draft = await addArticle('preview-me', { publishedAt: null });
    expect(await getArticleForPreview(t.db, draft)).toMatchObject({ id: draft, status: 'draft', live: false, publishedAt: null });
    expect((await getArticleForPreview(t.db, draft))?.author?.hasProfile).toBe(false);

    await expect(getPreviewArticle({ id: author.id, grants: seedGrants('operational') }, draft)).resolves.toMatchObject({ id: draft });
    const other = await createUser(t.db, { email: 'bia@example.com', password, role: 'operational', name: 'Bia' });
    await expect(getPreviewArticle({ id: other.id, grants: seedGrants('operational') }, draft)).rejects.toMatchObject({ status: 403 });
    await expect(getPreviewArticle({ id: other.id, grants: seedGrants('manager') }, draft)).resolves.toMatchObject({ id: draft });
    await expect(getPreviewArticle({ id: other.id, grants: seedGrants('user') }, draft)).rejects.toMatchObject({ status: 403 });
  });
});

describe('related articles', () => {
  it('lists live articles sharing the most categories first, newest first among equals, never itself', async () => {
    const now = Date.now();
    const main = await addArticle('main', { categories: [tech, design] });
    const both = await addArticle('both', { categories: [tech, design], publishedAt: new Date(now - 5 * DAY) });
    const techOld = await addArticle('tech-old', { categories: [tech], publishedAt: new Date(now - 4 * DAY) });
    const techNew = await addArticle('tech-new', { categories: [tech], publishedAt: new Date(now - 2 * DAY) });
    await addArticle('tech-draft', { categories: [tech, design], publishedAt: null });
    await addArticle('tech-scheduled', { categories: [tech, design], publishedAt: new Date(now + DAY) });
    await addArticle('hidden-only', { categories: [hidden], publishedAt: new Date(now - 3 * DAY) });

    const related = await relatedArticles(t.db, main, 3);
    expect(related.map((c) => c.id)).toEqual([both, techNew, techOld]);
  });

  it('fills up with the newest live articles when too few share a category', async () => {
    const now = Date.now();
    const main = await addArticle('main', { categories: [design] });
    const sibling = await addArticle('sibling', { categories: [design], publishedAt: new Date(now - 9 * DAY) });
    const recent = await addArticle('recent', { categories: [tech], publishedAt: new Date(now - 2 * DAY) });
    const older = await addArticle('older', { categories: [tech], publishedAt: new Date(now - 6 * DAY) });
    await addArticle('draft', { categories: [tech], publishedAt: null });

    const related = await relatedArticles(t.db, main, 3);
    expect(related.map((c) => c.id)).toEqual([sibling, recent, older]);
    expect(related.every((c) => c.id !== main)).toBe(true);
  });
});

describe('related articles among many', () => {
  // The quick pass (the newest candidates down the date index) must rank exactly as counting every
  // candidate does, whatever the window: drafts, scheduled articles, ties on the date, articles
  // sharing one, two or three categories, a hidden category that does not count.
  it('ranks as counting every candidate does, for every article and window', async () => {
    const [extra] = await t.db.insert(categories).values({ uniqueKey: 'extra', name: 'Extra', status: 'active' }).returning({ id: categories.id });
    const pool = [tech, design, extra.id, hidden];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const chosen = pool.filter(() => random() < 0.45);
      const day = Math.floor(random() * 12) - 1; // -1: scheduled for tomorrow
      const publishedAt = random() < 0.1 ? null : new Date(now - day * DAY - (i % 3 === 0 ? 0 : i * 1000));
      ids.push(await addArticle(`many-${i}`, { categories: chosen.length ? chosen : [pool[i % pool.length]], publishedAt }));
    }
    for (const id of ids) {
      const everyCandidate = (await relatedArticles(t.db, id, 3, 'pt-BR', { window: 0 })).map((c) => c.id);
      expect(everyCandidate).not.toContain(id);
      for (const window of [1, 3, 10, undefined]) {
        expect({ id, window, related: (await relatedArticles(t.db, id, 3, 'pt-BR', { window })).map((c) => c.id) }).toEqual({ id, window, related: everyCandidate });
      }
    }
  });
});

describe('the author profile', () => {
  it('returns only public fields', async () => {
    await addArticle('published-by-ana');
    const profile = await getPublicProfile(t.db, author.id);
    expect(profile).not.toBeNull();
    expect(Object.keys(profile!).sort()).toEqual(['articleCount', 'biography', 'id', 'name', 'photo', 'position', 'uniqueKey']);
    expect(profile).toMatchObject({ id: author.id, uniqueKey: author.uniqueKey, name: 'Ana User', position: 'manager', biography: 'Writes about ERPs.', articleCount: 1 });
    const text = JSON.stringify(profile);
    for (const secret of ['ana@example.com', '90000-0000', '123.456.789-09', 'active']) expect(text).not.toContain(secret);
  });

  it('is not found without a live article, for an inactive account, or an unknown id', async () => {
    await addArticle('only-a-draft', { publishedAt: null });
    await addArticle('only-scheduled', { publishedAt: new Date(Date.now() + DAY) });
    expect(await getPublicProfile(t.db, author.id)).toBeNull();

    await addArticle('now-live');
    expect(await getPublicProfile(t.db, author.id)).toMatchObject({ articleCount: 1 });
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, author.id));
    expect(await getPublicProfile(t.db, author.id)).toBeNull();
    expect(await getPublicProfile(t.db, 424242)).toBeNull();
  });

  it('pages the author’s live articles, newest first', async () => {
    const other = await createUser(t.db, { email: 'bia@example.com', password, role: 'operational', name: 'Bia' });
    const ids: number[] = [];
    for (let i = 0; i < PROFILE_PAGE_SIZE + 1; i++) ids.push(await addArticle(`post-${i}`, { publishedAt: new Date(Date.now() - (i + 1) * DAY) }));
    await addArticle('not-hers', { authorId: other.id });
    await addArticle('hers-draft', { publishedAt: null });

    const profile = await getPublicProfile(t.db, author.id);
    expect(profile?.articleCount).toBe(PROFILE_PAGE_SIZE + 1);
    const first = await listProfileArticles(t.db, author.id, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: PROFILE_PAGE_SIZE + 1 });
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, PROFILE_PAGE_SIZE));
    const second = await listProfileArticles(t.db, author.id, 2);
    expect(second.items.map((c) => c.id)).toEqual([ids[PROFILE_PAGE_SIZE]]);
    expect((await listProfileArticles(t.db, author.id, 3)).items).toEqual([]);
  });
});

describe('the read beacon (POST /api/article/read/{id})', () => {
  it('counts one read of a live article into today’s row, and the monthly roll-up grows', async () => {
    const id = await addArticle('read-me');
    const monthBefore = await monthlyReads(id);

    const res = await beacon(id);
    expect(res.status).toBe(204);
    expect(await dailyReads(id)).toBe(1);
    expect(await monthlyReads(id)).toBe(monthBefore + 1);

    expect((await beacon(id)).status).toBe(204);
    expect(await dailyReads(id)).toBe(2);
    expect(await monthlyReads(id)).toBe(monthBefore + 2);
  });

  it('does not count bots or a missing user agent, and still answers 204', async () => {
    const id = await addArticle('crawled');
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'HeadlessChrome/120', '', null]) {
      expect((await beacon(id, ua)).status).toBe(204);
    }
    expect(await dailyReads(id)).toBe(0);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(articleReadsDaily).where(eq(articleReadsDaily.articleId, id));
    expect(Number(row.n)).toBe(0);
  });

  it('answers 404 for a draft, a scheduled article, an unknown id and a malformed one, counting nothing', async () => {
    const draft = await addArticle('draft', { publishedAt: null });
    const scheduled = await addArticle('later', { publishedAt: new Date(Date.now() + DAY) });
    for (const id of [draft, scheduled, 987654, 'abc', '0']) {
      const res = await beacon(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: true, code: 404 });
    }
    // A bot asking for a draft learns nothing more than a reader.
    expect((await beacon(draft, 'Googlebot/2.1')).status).toBe(404);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(articleReadsDaily);
    expect(Number(row.n)).toBe(0);
  });
});
