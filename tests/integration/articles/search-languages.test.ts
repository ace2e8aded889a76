import { sql } from 'drizzle-orm';
import { GET as searchGet } from '@/app/api/article/search/route';
import { articles } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { searchArticles, type SearchHit } from '@/lib/blog/search';
import { noParams, request } from '@/tests/support/api';
import { createTestDb, rowsOf, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// Search per language (issue 18): each article is stemmed in its own language, a query is read in
// each language and compared with that language's articles, the page's language comes first, and
// each result shows the passage around the match with the words marked.

let t: TestDb;
const DAY = 86_400_000;

interface Spec {
  slug: string;
  locale: Locale;
  title: string;
  content: string;
  /** Days ago (default 1); null: a draft. */
  published?: number | null;
  excerpt?: string;
}

async function addArticles(specs: Spec[]) {
  const authorId = (await createUser(t.db, { email: 'autora@example.com', password: 'Correct-Horse-9', role: 'operational', name: 'Autora' })).id;
  await t.db.insert(articles).values(
    specs.map((s) => ({
      uniqueKey: s.slug,
      title: s.title,
      content: s.content,
      excerpt: s.excerpt ?? null,
      locale: s.locale,
      authorId,
      status: s.published === null ? ('draft' as const) : ('published' as const),
      publishedAt: s.published === null ? null : new Date(Date.now() - (s.published ?? 1) * DAY),
    })),
  );
}

const slugs = (items: { uniqueKey: string }[]) => items.map((i) => i.uniqueKey);
const search = (query: string, locale: Locale, extra: { page?: number; limit?: number } = {}) =>
  searchArticles(t.db, { query, locale, page: extra.page ?? 1, limit: extra.limit ?? 20 });
const marked = (hit: SearchHit | undefined) => (hit?.snippet ?? []).filter((s) => s.match).map((s) => s.text);
const snippetText = (hit: SearchHit | undefined) => (hit?.snippet ?? []).map((s) => s.text).join('');

beforeAll(async () => {
  t = await createTestDb();
  await addArticles([
    { slug: 'en-companies', locale: 'en', title: 'Growing a business', content: '<p>How small <strong>companies</strong> hire their first people.</p>', published: 3 },
    { slug: 'pt-empresas', locale: 'pt-BR', title: 'Crescer sem perder o foco', content: '<p>Como pequenas empresas contratam as primeiras pessoas.</p>', published: 2 },
    { slug: 'es-informacion', locale: 'es', title: 'Información para las empresas', content: '<p>La información contable ordenada ahorra tiempo.</p>', published: 4 },
    { slug: 'fr-entreprises', locale: 'fr', title: 'Les entreprises et leurs élèves', content: '<p>Une formation pour les élèves de la région.</p>', published: 5 },
    { slug: 'ht-lekol', locale: 'ht', title: 'Lekòl la ap louvri', content: '<p>Timoun yo ap aprann. Running club chak samdi.</p>', published: 6 },
    // "marketing" is a word of every language here: one article per language, the Portuguese one
    // newest and matching in its title (it would rank first on its own).
    { slug: 'mk-pt', locale: 'pt-BR', title: 'Marketing para lojas', content: '<p>Marketing digital.</p>', published: 1 },
    { slug: 'mk-en', locale: 'en', title: 'Notes', content: '<p>Some words on marketing.</p>', published: 7 },
    { slug: 'mk-es', locale: 'es', title: 'Notas', content: '<p>Unas palabras sobre marketing.</p>', published: 8 },
    { slug: 'mk-draft', locale: 'en', title: 'Marketing draft', content: '<p>Marketing.</p>', published: null },
    // The match far into a long text: the excerpt shows the passage around it, not the beginning.
    {
      slug: 'long',
      locale: 'pt-BR',
      title: 'Relatório anual',
      content: `<p>${'Introdução geral do relatório. '.repeat(40)}</p><p>O capítulo sobre a <em>logística</em> reversa vem depois.</p><p>${'Conclusão. '.repeat(20)}</p>`,
      published: 9,
    },
    { slug: 'markup', locale: 'en', title: 'Escaping', content: '<p>Write &lt;b&gt;bold&lt;/b&gt; &amp; keep the tags as text: zanzibar.</p>', published: 10 },
    { slug: 'title-only', locale: 'en', title: 'Quokka facts', content: '<p>Nothing about the animal here.</p>', excerpt: 'A short card excerpt.', published: 11 },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('search per language', () => {
  it('finds an English article by an English stemmed word from /en', async () => {
    expect(slugs((await search('company', 'en')).items)).toEqual(['en-companies']);
    expect(slugs((await search('hiring', 'en')).items)).toEqual(['en-companies']);
  });

  it('finds a Spanish article from /es with and without accents', async () => {
    expect(slugs((await search('información', 'es')).items)).toEqual(['es-informacion']);
    expect(slugs((await search('informacion', 'es')).items)).toEqual(['es-informacion']);
    expect(slugs((await search('INFORMACIÓN', 'es')).items)).toEqual(['es-informacion']);
    // Spanish stemming: "empresa" finds "empresas".
    expect(slugs((await search('empresa', 'es')).items)).toEqual(['es-informacion', 'pt-empresas']);
  });

  it('stems French and folds its accents', async () => {
    expect(slugs((await search('eleve', 'fr')).items)).toEqual(['fr-entreprises']);
    expect(slugs((await search('entreprise', 'fr')).items)).toEqual(['fr-entreprises']);
  });

  it('reads Haitian Creole with the simple configuration: accents folded, no stemming', async () => {
    expect(slugs((await search('lekol', 'ht')).items)).toEqual(['ht-lekol']);
    expect(slugs((await search('lekòl', 'ht')).items)).toEqual(['ht-lekol']);
    // "running" stays a word of its own in Creole text: "run" does not find it there…
    expect(slugs((await search('run', 'ht')).items)).toEqual([]);
    expect(slugs((await search('running', 'ht')).items)).toEqual(['ht-lekol']);
    const [{ vector }] = rowsOf<{ vector: string }>(await t.db.execute(sql`select vitrine_search_vector('ht', 'Lekòl yo', '') as vector`));
    expect(vector).toBe("'lekol':1A 'yo':2A");
  });

  it('keeps every language findable from every page, each read with its own stemming', async () => {
    // From the Portuguese page an English word finds the English article (its English reading)…
    expect(slugs((await search('companies', 'pt-BR')).items)).toEqual(['en-companies']);
    // …and from the English page a Portuguese word finds the Portuguese article (the default
    // language) and the Spanish one (title match first), each through its own language's stemming.
    expect(slugs((await search('empresa', 'en')).items)).toEqual(['es-informacion', 'pt-empresas']);
    expect(slugs((await search('hiring', 'pt-BR')).items)).toEqual(['en-companies']);
  });

  it("lists the page's language first, then the others by rank", async () => {
    expect(slugs((await search('marketing', 'pt-BR')).items)).toEqual(['mk-pt', 'mk-en', 'mk-es']);
    expect(slugs((await search('marketing', 'en')).items)).toEqual(['mk-en', 'mk-pt', 'mk-es']);
    expect(slugs((await search('marketing', 'es')).items)).toEqual(['mk-es', 'mk-pt', 'mk-en']);
    // Across pages too, and through the ranked window's edge.
    const windowed = (page: number) => searchArticles(t.db, { query: 'marketing', locale: 'es', page, limit: 1, rankedWindow: 1 });
    expect([...(await Promise.all([1, 2, 3, 4].map(windowed)))].map((p) => slugs(p.items))).toEqual([['mk-es'], ['mk-pt'], ['mk-en'], []]);
    expect((await search('marketing', 'fr')).total).toBe(3);
  });

  it("lists the newest articles of the page's language first without a query", async () => {
    const all = await search('', 'es');
    expect(slugs(all.items).slice(0, 2)).toEqual(['es-informacion', 'mk-es']);
    expect(all.total).toBe(11);
    expect(all.items.every((i) => i.snippet === null)).toBe(true);
  });

  it('shows the passage around the match with the words marked', async () => {
    const [hit] = (await search('logistica', 'pt-BR')).items;
    expect(hit.uniqueKey).toBe('long');
    // The original spelling is shown (accents kept) though the query had none.
    expect(marked(hit)).toEqual(['logística']);
    expect(snippetText(hit)).toContain('capítulo sobre a logística reversa');
    expect(snippetText(hit)).not.toContain('<');
    // Cut from inside the text, it says so; a whole short text does not.
    expect(snippetText(hit)).toMatch(/^… .* …$/);
    const [whole] = (await search('company', 'en')).items;
    expect(snippetText(whole)).toBe('How small companies hire their first people');
    expect(marked(whole)).toEqual(['companies']);

    const [es] = (await search('informacion', 'es')).items;
    expect(marked(es)).toEqual(['información']);
  });

  it('keeps markup in the text as text, and shows no excerpt when only the title matches', async () => {
    const [markup] = (await search('zanzibar', 'en')).items;
    expect(snippetText(markup)).toContain('bold</b> & keep the tags as text: zanzibar');
    expect(marked(markup)).toEqual(['zanzibar']);
    const [titleOnly] = (await search('quokka', 'en')).items;
    expect(titleOnly.uniqueKey).toBe('title-only');
    expect(titleOnly.snippet).toBeNull();
    expect(titleOnly.excerpt).toBe('A short card excerpt.');
  });

  it('answers GET /api/article/search in the language of the request', async () => {
    const get = async (query: string, init: { lang?: string } = {}) => (await searchGet(request(`/api/article/search?${query}`, init), noParams)).json();
    // ?locale= first, then Accept-Language (as every API call reads its locale).
    expect(slugs((await get('q=marketing&locale=es')).data.items)).toEqual(['mk-es', 'mk-pt', 'mk-en']);
    expect(slugs((await get('q=marketing', { lang: 'en-US,en;q=0.9' })).data.items)).toEqual(['mk-en', 'mk-pt', 'mk-es']);
    expect(slugs((await get('q=marketing', { lang: 'pt-BR' })).data.items)).toEqual(['mk-pt', 'mk-en', 'mk-es']);
    const body = await get('q=logistica&locale=pt-BR');
    expect(body.data.items[0].snippet).toEqual(expect.arrayContaining([{ text: 'logística', match: true }]));
    expect(body.data.items[0]).not.toHaveProperty('search');
  });
});
