import { and, desc, eq, ne } from 'drizzle-orm';
import { GET as localeFeedGet } from '@/app/[locale]/feed.xml/route';
import { GET as localeCategoryFeedGet } from '@/app/[locale]/feed/[file]/route';
import { GET as feedGet } from '@/app/feed.xml/route';
import { articleCategories, articleReadsDaily, articles, categories } from '@/db/schema';
import { getFeaturedArticles, getPopularArticles, getPopularTags, getRecentArticles, getTrendingArticles } from '@/lib/blog/lists';
import { featuredArticles, popularArticles, popularTags, recentArticles, trendingArticles } from '@/lib/blog/lists';
import { relatedArticles } from '@/lib/blog/article-page';
import { recentArticleIds } from '@/lib/blog/cards';
import { inListLanguages, listLanguageOrder } from '@/lib/blog/language';
import { isLive } from '@/lib/blog/live';
import { listProfileArticles } from '@/lib/blog/profile';
import { localizedCategory } from '@/lib/categories/localize';
import { homeArticles, loadHomeArticles } from '@/lib/home/queries';
import { listFeedArticles } from '@/lib/seo/feed';
import { addDays, todayIn } from '@/lib/reports/period';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// Next's data cache is not there when jest calls the code: the cached reads run straight through,
// and every key they are cached under is recorded (each must name the page's locale).
const cacheKeys: string[] = [];
jest.mock('@/lib/cache/cached', () => ({
  cached:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string) =>
    (...args: A) => {
      cacheKeys.push(key);
      return fn(...args);
    },
}));

const today = todayIn('America/Sao_Paulo');
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);

let t: TestDb;
let authorId: number;
let id: Record<string, number>;
let cat: { tech: number; cloud: number };

interface Spec {
  slug: string;
  locale: string;
  /** Hours before now; negative: scheduled; null: a draft. */
  published: number | null;
  featured?: boolean;
  /** Slug of the article whose translation group this one joins (or starts). */
  group?: string;
  categories?: number[];
}

async function addArticles(specs: Spec[]) {
  const ids: Record<string, number> = {};
  for (const s of specs) {
    const [row] = await t.db
      .insert(articles)
      .values({
        uniqueKey: s.slug,
        title: `Title ${s.slug}`,
        content: '<p>Body.</p>',
        excerpt: `Excerpt ${s.slug}`,
        locale: s.locale,
        authorId,
        status: s.published === null ? 'draft' : 'published',
        publishedAt: s.published === null ? null : hoursAgo(s.published),
        featured: s.featured ?? false,
        translationGroup: s.group ? (ids[s.group] ?? null) : null,
      })
      .returning({ id: articles.id });
    ids[s.slug] = row.id;
    // The group's first article keys it (its own id).
    if (s.group === s.slug) await t.db.update(articles).set({ translationGroup: row.id }).where(eq(articles.id, row.id));
    if (s.categories?.length) await t.db.insert(articleCategories).values(s.categories.map((categoryId) => ({ articleId: row.id, categoryId })));
  }
  return ids;
}

const slugs = (cards: { uniqueKey: string }[]) => cards.map((c) => c.uniqueKey);
const fills = (cards: { filled?: boolean }[]) => cards.map((c) => c.filled);

beforeAll(async () => {
  process.env.SITE_URL = 'https://site.example';
  t = await createTestDb();
  authorId = (await createUser(t.db, { email: 'autora@example.com', password: 'Correct-Horse-9', role: 'operational', name: 'Autora' })).id;
  const [tech, cloud] = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Tecnologia' },
      { uniqueKey: 'nuvem', name: 'Nuvem', description: 'Sobre nuvem.', translations: { en: { name: 'Cloud', description: 'About the cloud.' } } },
    ])
    .returning({ id: categories.id });
  cat = { tech: tech.id, cloud: cloud.id };
  id = await addArticles([
    // pt-orig and en-1 translate each other: the English one stands for both on English pages.
    { slug: 'pt-orig', locale: 'pt-BR', published: 120, group: 'pt-orig', categories: [cat.tech] },
    { slug: 'en-1', locale: 'en', published: 24, featured: true, group: 'pt-orig', categories: [cat.tech] },
    { slug: 'pt-2', locale: 'pt-BR', published: 48, categories: [cat.tech, cat.cloud] },
    { slug: 'pt-3', locale: 'pt-BR', published: 72, featured: true, categories: [cat.cloud] },
    // Its English translation is only scheduled: the Portuguese one still fills English lists.
    { slug: 'pt-4', locale: 'pt-BR', published: 96, group: 'pt-4', categories: [cat.cloud] },
    { slug: 'en-4-scheduled', locale: 'en', published: -24, group: 'pt-4' },
    { slug: 'es-1', locale: 'es', published: 1, featured: true, categories: [cat.tech] },
    { slug: 'en-draft', locale: 'en', published: null, featured: true },
  ]);
  await t.db.insert(articleReadsDaily).values([
    { articleId: id['pt-2'], day: today, reads: 100 },
    { articleId: id['en-1'], day: today, reads: 5 },
    { articleId: id['es-1'], day: today, reads: 1000 },
    { articleId: id['pt-orig'], day: addDays(today, -1), reads: 50 },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('lists in the page’s language, filled with pt-BR', () => {
  it('lists an English page’s English article first, then pt-BR ones flagged as fills', async () => {
    const cards = await recentArticles(t.db, { limit: 3, locale: 'en' });
    expect(slugs(cards)).toEqual(['en-1', 'pt-2', 'pt-3']);
    expect(fills(cards)).toEqual([false, true, true]);
    expect(cards.map((c) => c.locale)).toEqual(['en', 'pt-BR', 'pt-BR']);
  });

  it('leaves out other languages and the pt-BR article whose translation into the page’s language is live', async () => {
    expect(slugs(await recentArticles(t.db, { limit: 10, locale: 'en' }))).toEqual(['en-1', 'pt-2', 'pt-3', 'pt-4']);
    expect(slugs(await recentArticles(t.db, { limit: 10, locale: 'pt-BR' }))).toEqual(['pt-2', 'pt-3', 'pt-4', 'pt-orig']);
    const spanish = await recentArticles(t.db, { limit: 10, locale: 'es' });
    expect(slugs(spanish)).toEqual(['es-1', 'pt-2', 'pt-3', 'pt-4', 'pt-orig']);
    expect(fills(spanish)).toEqual([false, true, true, true, true]);
    // A language with no article of its own shows the default language's, all as fills.
    expect(fills(await recentArticles(t.db, { limit: 2, locale: 'ht' }))).toEqual([true, true]);
  });

  it('orders featured, most read and trending by language first, then by their own measure', async () => {
    expect(slugs(await featuredArticles(t.db, { limit: 5, locale: 'en', today }))).toEqual(['en-1', 'pt-3']);
    expect(slugs(await featuredArticles(t.db, { limit: 5, locale: 'pt-BR', today }))).toEqual(['pt-3']);
    // es-1 is read most, pt-2 more than en-1, yet English comes first on English pages.
    expect(slugs(await popularArticles(t.db, { limit: 5, locale: 'en', today }))).toEqual(['en-1', 'pt-2']);
    expect(slugs(await popularArticles(t.db, { limit: 5, locale: 'pt-BR', today }))).toEqual(['pt-2', 'pt-orig']);
    expect(slugs(await trendingArticles(t.db, { limit: 5, locale: 'es', today }))).toEqual(['es-1', 'pt-2', 'pt-orig']);
  });

  it('counts popular tags by the page’s articles, its own language first, with names to localize', async () => {
    const english = await popularTags(t.db, { limit: 10, locale: 'en' });
    // technology: en-1 (own) and pt-2; nuvem: pt-2, pt-3, pt-4 (fills only).
    expect(english.map((tag) => [tag.uniqueKey, tag.articles])).toEqual([
      ['technology', 2],
      ['nuvem', 3],
    ]);
    expect(english.map((tag) => localizedCategory(tag, 'en').name)).toEqual(['Technology', 'Cloud']);
    expect(english[1].translations).toEqual({ en: { name: 'Cloud' } });
    // A caller without a locale counts every language's articles.
    expect((await popularTags(t.db, { limit: 10 })).map((tag) => [tag.uniqueKey, tag.articles])).toEqual([
      ['technology', 4],
      ['nuvem', 3],
    ]);
    const portuguese = await popularTags(t.db, { limit: 10, locale: 'pt-BR' });
    expect(portuguese.map((tag) => [tag.uniqueKey, tag.articles])).toEqual([
      ['nuvem', 3],
      ['technology', 2],
    ]);
  });

  it('gives the cards’ category chips their translated names', async () => {
    const [card] = await recentArticles(t.db, { limit: 1, locale: 'es', exclude: [id['es-1'], id['pt-2']] });
    expect(card.uniqueKey).toBe('pt-3');
    expect(card.categories.map((c) => [localizedCategory(c, 'en').name, localizedCategory(c, 'pt-BR').name])).toEqual([['Cloud', 'Nuvem']]);
  });

  it('fills the home and an author’s profile by the same rule', async () => {
    expect(slugs(await loadHomeArticles(t.db, 'en', 3))).toEqual(['en-1', 'pt-2', 'pt-3']);
    const profile = await listProfileArticles(t.db, authorId, 1, { locale: 'en' });
    expect(profile.total).toBe(4);
    expect(slugs(profile.items)).toEqual(['en-1', 'pt-2', 'pt-3', 'pt-4']);
    expect(fills(profile.items)).toEqual([false, true, true, true]);
    expect((await listProfileArticles(t.db, authorId, 1, { locale: 'pt-BR' })).total).toBe(4);
  });

  // recentArticleIds reads the page's language, then the fill, each down the date index: every page of
  // every list must be the slice one ORDER BY over both (the rule's SQL form) would give.
  it.each(['pt-BR', 'en', 'es', 'fr'] as const)('pages a %s list as one ordering by the rule would', async (locale) => {
    const everyId = (
      await t.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(isLive(), inListLanguages(locale), ne(articles.id, id['pt-3'])))
        .orderBy(listLanguageOrder(locale), desc(articles.publishedAt), desc(articles.id))
    ).map((r) => r.id);
    expect(everyId.length).toBeGreaterThan(2);
    for (const limit of [1, 2, 3]) {
      for (let offset = 0; offset <= everyId.length; offset++) {
        const got = await recentArticleIds(t.db, { limit, offset, exclude: [id['pt-3']], locale });
        expect({ limit, offset, got }).toEqual({ limit, offset, got: everyId.slice(offset, offset + limit) });
      }
    }
  });

  // window: the quick pass reads 1 candidate, 2, its default, or none (every candidate ranked at once).
  it.each([1, 2, undefined, 0])('lists an article’s related articles in the page’s language first (window %p)', async (window) => {
    const en = await relatedArticles(t.db, id['pt-2'], 3, 'en', { window });
    expect(slugs(en)).toEqual(['en-1', 'pt-3', 'pt-4']);
    expect(fills(en)).toEqual([false, true, true]);
    expect(slugs(await relatedArticles(t.db, id['pt-2'], 3, 'es', { window }))).toEqual(['es-1', 'pt-3', 'pt-4']);
    expect(slugs(await relatedArticles(t.db, id['pt-2'], 5, 'pt-BR', { window }))).toEqual(['pt-3', 'pt-4', 'pt-orig']);
  });

  it('caches each list under a key that names the page’s locale', async () => {
    cacheKeys.length = 0;
    await Promise.all([
      getFeaturedArticles('fr', 3),
      getRecentArticles('fr', 3, [1]),
      getPopularArticles('fr', 3),
      getTrendingArticles('fr', 3),
      getPopularTags(3, 'fr'),
      homeArticles('fr'),
    ]);
    expect(cacheKeys).toHaveLength(6);
    for (const key of cacheKeys) expect(key).toContain(':fr:');
  });
});

describe('feeds per language', () => {
  const call = (handler: typeof localeFeedGet, url: string, locale: string) => handler(new Request(url), { params: Promise.resolve({ locale }) });

  it('lists a feed’s language first and links each article in its own language', async () => {
    const items = await listFeedArticles(t.db, { locale: 'en' });
    expect(slugs(items)).toEqual(['en-1', 'pt-2', 'pt-3', 'pt-4']);
    const res = await call(localeFeedGet, 'https://site.example/en/feed.xml', 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<atom:link href="https://site.example/en/feed.xml"');
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://site.example/en/blog',
      `https://site.example/en/post/en-1/${id['en-1']}`,
      `https://site.example/post/pt-2/${id['pt-2']}`,
      `https://site.example/post/pt-3/${id['pt-3']}`,
      `https://site.example/post/pt-4/${id['pt-4']}`,
    ]);
  });

  it('keeps /feed.xml in the default language', async () => {
    const xml = await (await feedGet()).text();
    expect(xml).toContain('<language>pt-BR</language>');
    expect(xml).not.toContain('/en-1/');
    expect(xml).not.toContain('/es-1/');
  });

  it('names a category feed in its language and narrows it to the category', async () => {
    const res = await localeCategoryFeedGet(new Request('https://site.example/en/feed/nuvem.xml'), { params: Promise.resolve({ locale: 'en', file: 'nuvem.xml' }) });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('Cloud');
    expect(xml).not.toContain('/en-1/');
    expect(xml).toContain(`/post/pt-3/${id['pt-3']}`);
  });

  it('sends /pt-BR/feed.xml to /feed.xml and answers 404 for an unknown prefix or category', async () => {
    const redirect = await call(localeFeedGet, 'https://site.example/pt-BR/feed.xml', 'pt-BR');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('https://site.example/feed.xml');
    expect((await call(localeFeedGet, 'https://site.example/xx/feed.xml', 'xx')).status).toBe(404);
    const missing = await localeCategoryFeedGet(new Request('https://site.example/en/feed/missing.xml'), { params: Promise.resolve({ locale: 'en', file: 'missing.xml' }) });
    expect(missing.status).toBe(404);
  });
});
