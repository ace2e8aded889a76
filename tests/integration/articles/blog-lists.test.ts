import { eq } from 'drizzle-orm';
import { GET as searchGet } from '@/app/api/article/search/route';
import { articleCategories, articleReadsDaily, articles, categories } from '@/db/schema';
import { featuredArticles, popularArticles, popularTags, trendingArticles } from '@/lib/blog/lists';
import { searchArticles } from '@/lib/blog/search';
import { addDays, todayIn } from '@/lib/reports/period';
import { noParams, request } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// Hand-built articles and reads with known answers. Reads are placed on calendar days of the site's
// time zone counted back from today; publication times are in the past (or, for the scheduled
// article, in the future) relative to the real clock, which decides what is live.

const timeZone = 'America/Sao_Paulo';
const today = todayIn(timeZone);
const DAY = 86_400_000;
let t: TestDb;
let authorId: number;

const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

interface Spec {
  slug: string;
  title?: string;
  content?: string;
  /** Days before now; negative: scheduled in the future. null: a draft. */
  published: number | null;
  featured?: boolean;
  categories?: number[];
}

async function addArticles(specs: Spec[]): Promise<Record<string, number>> {
  const rows = await t.db
    .insert(articles)
    .values(
      specs.map((s) => ({
        uniqueKey: s.slug,
        title: s.title ?? `Artigo ${s.slug}`,
        content: s.content ?? '<p>Texto curto.</p>',
        authorId,
        status: s.published === null ? ('draft' as const) : ('published' as const),
        publishedAt: s.published === null ? null : daysAgo(s.published),
        featured: s.featured ?? false,
      })),
    )
    .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
  const ids = Object.fromEntries(rows.map((r) => [r.uniqueKey, r.id]));
  const links = specs.flatMap((s) => (s.categories ?? []).map((categoryId) => ({ articleId: ids[s.slug], categoryId })));
  if (links.length) await t.db.insert(articleCategories).values(links);
  return ids;
}

async function addReads(articleId: number, reads: [daysBeforeToday: number, reads: number][]) {
  await t.db.insert(articleReadsDaily).values(reads.map(([d, n]) => ({ articleId, day: addDays(today, -d), reads: n })));
}

async function addCategories() {
  const [tech, design, old, empty] = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'tech', name: 'Tecnologia', backgroundColor: '#1e3a8a', textColor: '#ffffff' },
      { uniqueKey: 'design', name: 'Design', backgroundColor: '#fbcfe8', textColor: '#000000' },
      { uniqueKey: 'old', name: 'Antiga', backgroundColor: '#000000', status: 'inactive' },
      { uniqueKey: 'empty', name: 'Vazia', backgroundColor: '#047857' },
    ])
    .returning({ id: categories.id });
  return { tech: tech.id, design: design.id, old: old.id, empty: empty.id };
}

const slugs = (cards: { uniqueKey: string }[]) => cards.map((c) => c.uniqueKey);

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t.close();
});

async function freshWorld() {
  await t.truncate();
  authorId = (await createUser(t.db, { email: 'autora@example.com', password: 'Correct-Horse-9', role: 'operational', name: 'Autora' })).id;
}

describe('blog lists', () => {
  let cat: Awaited<ReturnType<typeof addCategories>>;
  let id: Record<string, number>;

  beforeAll(async () => {
    await freshWorld();
    cat = await addCategories();
    id = await addArticles([
      { slug: 'alpha', published: 10, featured: true, categories: [cat.tech] },
      { slug: 'bravo', published: 5, featured: true, categories: [cat.tech, cat.design] },
      { slug: 'charlie', published: 20, categories: [cat.design] },
      { slug: 'delta', published: 40, categories: [cat.tech] },
      { slug: 'golf', published: 3, categories: [cat.old] },
      // Never on the public site, whatever their flags, categories and reads.
      { slug: 'draft', published: null, featured: true, categories: [cat.tech, cat.empty] },
      { slug: 'scheduled', published: -2, featured: true, categories: [cat.tech, cat.empty] },
    ]);
    // Last 30 days (today included): charlie 250, alpha 70, delta 50, golf 20, bravo 10.
    // Last 7 days against the 7 before: alpha +70 (70), golf +10 (15), bravo +10 (10), charlie −50 (100).
    await addReads(id.charlie, [[3, 100], [10, 150]]);
    await addReads(id.alpha, [[1, 70]]);
    await addReads(id.delta, [[29, 50], [30, 500]]);
    await addReads(id.golf, [[2, 15], [8, 5]]);
    await addReads(id.bravo, [[0, 10]]);
    await addReads(id.draft, [[0, 1000], [10, 1]]);
    await addReads(id.scheduled, [[0, 1000]]);
  });

  it('lists the flagged live articles as featured, newest first', async () => {
    const cards = await featuredArticles(t.db, { limit: 5, today });
    expect(slugs(cards)).toEqual(['bravo', 'alpha']);
    expect(cards[0]).toMatchObject({ featured: true, author: { name: 'Autora User' } });
    expect(cards[0].categories.map((c) => c.name)).toEqual(['Design', 'Tecnologia']);
  });

  it('falls back to the most read of the last 30 days when no live article is flagged', async () => {
    await t.db.update(articles).set({ featured: false }).where(eq(articles.featured, true));
    try {
      expect(slugs(await featuredArticles(t.db, { limit: 3, today }))).toEqual(['charlie', 'alpha', 'delta']);
    } finally {
      await t.db.update(articles).set({ featured: true }).where(eq(articles.id, id.alpha));
      await t.db.update(articles).set({ featured: true }).where(eq(articles.id, id.bravo));
      await t.db.update(articles).set({ featured: true }).where(eq(articles.id, id.draft));
      await t.db.update(articles).set({ featured: true }).where(eq(articles.id, id.scheduled));
    }
  });

  it('lists the most read live articles of the last 30 days', async () => {
    expect(slugs(await popularArticles(t.db, { limit: 10, today }))).toEqual(['charlie', 'alpha', 'delta', 'golf', 'bravo']);
    expect(slugs(await popularArticles(t.db, { limit: 2, today }))).toEqual(['charlie', 'alpha']);
  });

  it('lists as trending the articles whose reads grew most over the last 7 days, ties by reads', async () => {
    expect(slugs(await trendingArticles(t.db, { limit: 10, today }))).toEqual(['alpha', 'golf', 'bravo', 'charlie']);
  });

  it('counts the popular tags by live articles, with their colours, leaving out inactive and empty categories', async () => {
    const tags = await popularTags(t.db, { limit: 10 });
    expect(tags).toEqual([
      { id: cat.tech, uniqueKey: 'tech', name: 'Tecnologia', translations: {}, textColor: '#ffffff', backgroundColor: '#1e3a8a', articles: 3 },
      { id: cat.design, uniqueKey: 'design', name: 'Design', translations: {}, textColor: '#000000', backgroundColor: '#fbcfe8', articles: 2 },
    ]);
    expect(await popularTags(t.db, { limit: 1 })).toHaveLength(1);
  });

  it('never shows a draft or scheduled article in any list or search', async () => {
    const lists = [
      await featuredArticles(t.db, { limit: 50, today }),
      await popularArticles(t.db, { limit: 50, today }),
      await trendingArticles(t.db, { limit: 50, today }),
      (await searchArticles(t.db, { query: '', page: 1, limit: 50 })).items,
      (await searchArticles(t.db, { query: 'artigo', page: 1, limit: 50 })).items,
      (await searchArticles(t.db, { query: '', category: cat.tech, page: 1, limit: 50 })).items,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      expect(slugs(list)).not.toContain('draft');
      expect(slugs(list)).not.toContain('scheduled');
    }
    expect((await searchArticles(t.db, { query: 'artigo', page: 1, limit: 50 })).total).toBe(5);
  });

  it('shows a category’s newest live articles for an empty query with a category', async () => {
    const result = await searchArticles(t.db, { query: '', category: cat.tech, page: 1, limit: 10 });
    expect(slugs(result.items)).toEqual(['bravo', 'alpha', 'delta']);
    expect(result.total).toBe(3);
    const inactive = await searchArticles(t.db, { query: '', category: cat.old, page: 1, limit: 10 });
    expect(inactive).toEqual({ items: [], total: 0, page: 1, limit: 10 });
  });
});

describe('article search', () => {
  let cat: Awaited<ReturnType<typeof addCategories>>;

  beforeAll(async () => {
    await freshWorld();
    cat = await addCategories();
    await addArticles([
      // The body match is newer: only the rank can put the title match first.
      { slug: 'titulo', published: 9, title: 'Guia de logística para lojas', content: '<p>Como organizar entregas e estoque.</p>', categories: [cat.tech] },
      { slug: 'corpo', published: 1, title: 'Notas da semana', content: '<p>Falamos de <strong>logística</strong> reversa.</p>', categories: [cat.design] },
      { slug: 'acentuado', published: 4, title: 'Plano de ação comercial', content: '<p>Metas do trimestre.</p>' },
      { slug: 'sem-acento', published: 5, title: 'Checklist', content: '<p>Monte um plano de acao simples.</p>' },
      { slug: 'empresa', published: 6, title: 'Gestão', content: '<p>Toda empresa precisa de indicadores.</p>' },
      { slug: 'corrida', published: 7, title: 'Habits', content: '<p>Every morning I run before work.</p>' },
      { slug: 'publicado', published: 2, title: 'Quasar zebra', content: '<p>Palavra rara.</p>' },
      { slug: 'rascunho', published: null, title: 'Quasar zebra rascunho', content: '<p>Palavra rara.</p>' },
      { slug: 'agendado', published: -1, title: 'Quasar zebra agendado', content: '<p>Palavra rara.</p>' },
      ...[1, 2, 3, 4, 5].map((n) => ({ slug: `pagina-${n}`, published: 10 + n, title: `Paginação ${n}`, content: '<p>Texto.</p>' })),
      // Title matches (jt newer, jold older) among body matches, for the ranked window.
      { slug: 'jt', published: 3, title: 'Janela aberta', content: '<p>Texto.</p>' },
      { slug: 'jold', published: 10, title: 'Janela antiga', content: '<p>Texto.</p>' },
      ...[1, 2, 4, 5].map((n) => ({ slug: `j${n}`, published: n, title: `Nota ${n}`, content: '<p>Abra a janela.</p>' })),
    ]);
  });

  const search = (query: string, extra: { category?: number; page?: number; limit?: number } = {}) =>
    searchArticles(t.db, { query, page: extra.page ?? 1, limit: extra.limit ?? 20, category: extra.category });

  it('ranks a title match above a body match', async () => {
    const result = await search('logística');
    expect(slugs(result.items)).toEqual(['titulo', 'corpo']);
    expect(result.total).toBe(2);
  });

  it('ignores accents both ways', async () => {
    expect(slugs((await search('acao')).items)).toEqual(['acentuado', 'sem-acento']);
    expect(slugs((await search('ação')).items)).toEqual(['acentuado', 'sem-acento']);
    expect(slugs((await search('LOGISTICA')).items)).toEqual(['titulo', 'corpo']);
  });

  // Each article is stemmed in its own language only (issue 18): these are Portuguese articles.
  // English, Spanish, French and Creole stemming: tests/integration/articles/search-languages.test.ts.
  it('stems Portuguese words', async () => {
    expect(slugs((await search('empresas')).items)).toEqual(['empresa']);
  });

  it('finds only live articles', async () => {
    const result = await search('quasar zebra');
    expect(slugs(result.items)).toEqual(['publicado']);
    expect(result.total).toBe(1);
  });

  it('filters by category', async () => {
    expect(slugs((await search('logistica', { category: cat.design })).items)).toEqual(['corpo']);
    expect(slugs((await search('logistica', { category: cat.tech })).items)).toEqual(['titulo']);
    expect((await search('logistica', { category: cat.empty })).total).toBe(0);
  });

  it('pages through the matches with the total of all of them', async () => {
    const first = await search('paginacao', { limit: 2 });
    expect(first.total).toBe(5);
    expect(slugs(first.items)).toEqual(['pagina-1', 'pagina-2']);
    const last = await search('paginacao', { limit: 2, page: 3 });
    expect(last).toMatchObject({ total: 5, page: 3, limit: 2 });
    expect(slugs(last.items)).toEqual(['pagina-5']);
    expect(await search('paginacao', { limit: 2, page: 4 })).toEqual({ items: [], total: 5, page: 4, limit: 2 });
  });

  it('ranks only the newest matches of a very broad query, then lists the older ones by date', async () => {
    expect(slugs((await search('janela')).items)).toEqual(['jt', 'jold', 'j1', 'j2', 'j4', 'j5']);
    const windowed = (page: number) => searchArticles(t.db, { query: 'janela', page, limit: 2, rankedWindow: 3 });
    // The 3 newest matches (j1, j2, jt) ranked: jt first; then j4, j5, jold by date. Page 2 crosses the edge.
    const pages = [await windowed(1), await windowed(2), await windowed(3), await windowed(4)];
    expect(pages.map((p) => slugs(p.items))).toEqual([['jt', 'j1'], ['j2', 'j4'], ['j5', 'jold'], []]);
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
  });

  it('finds nothing for a word no article has', async () => {
    expect(await search('xyzzyplugh')).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('answers GET /api/article/search with the envelope, and 422 for a bad value', async () => {
    const get = (query: string) => searchGet(request(`/api/article/search?${query}`), noParams);
    const found = await get('q=logistica&limit=1&page=2');
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(body).toMatchObject({ error: false, data: { total: 2, page: 2, limit: 1 } });
    expect(body.data.items.map((i: { uniqueKey: string }) => i.uniqueKey)).toEqual(['corpo']);
    expect(body.data.items[0]).not.toHaveProperty('search');
    expect(body.data.items[0].author).not.toHaveProperty('email');

    const bad = await get('q=x&page=0');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual(['page']);
    expect((await get('category=abc')).status).toBe(422);
  });
});
