import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf, type DbOrTx } from '@/db/client';
import { articles, categories } from '@/db/schema';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { loadCards, type ArticleCard, type PublicCategory } from './cards';
import { isLive } from './live';
import { EXCERPT_MATCH_END, EXCERPT_MATCH_START, excerptHasMatch, excerptSegments, type ExcerptSegment } from './search-excerpt';
import { searchCacheKey } from './search-schema';

/*
 * Full-text search over the live articles (issues 3 and 18). Each article's document (the generated
 * column articles.search, migration 0012_search_per_language) is parsed in its own language's
 * text-search configuration: stemmed Portuguese, English, Spanish or French, `simple` for Haitian
 * Creole, accent-insensitive in all, title weighted above content.
 *
 * How a query is read (the choice, issue 18): stems only compare within one configuration ("running"
 * is 'run' in English, 'running' in Portuguese), so the reader's words are read in EVERY site
 * language, and each reading is compared only with the articles of its language. So a query from a
 * page in language L reads L's articles with L's configuration; the default language's articles,
 * which fill every language's lists, stay findable from every page with their own (Portuguese)
 * stemming, and so does every other language's article; and a stem made by one language's stemmer is
 * never compared with text stemmed by another's, where it could only meet a different word by chance.
 * The page's language then orders the answer: its articles first, then the others, each by rank.
 * One partial GIN index per language makes each comparison an index scan (migration 0012).
 */

/**
 * How many of the newest matches are ranked by relevance. ts_rank reads each match's whole document
 * (about 30 µs a row here), so ranking every match of a broad query ("empresa" in 6,000 of 10,000
 * articles) would cost hundreds of milliseconds; a query that broad says little about relevance
 * anyway. Its newest RANKED_WINDOW matches come first, best match first, then the older ones by date.
 * Any query with fewer matches is ranked whole.
 */
export const RANKED_WINDOW = 500;

export interface SearchInput {
  /** The reader's words (websearch syntax); empty lists the newest articles. */
  query: string;
  /** The page's (or API request's) language: its articles come first. Default: the default language. */
  locale?: Locale;
  /** Only articles in this category (which must be active). */
  category?: number;
  page: number;
  limit: number;
  /** RANKED_WINDOW; tests make it small to cross it with a few articles. */
  rankedWindow?: number;
}

/** A result: the article's card, and for a query an excerpt around the match (null: none to show). */
export interface SearchHit extends ArticleCard {
  /** A short passage of the content around the reader's words, the words marked; null when the
   * content does not show them (a title-only match: the card's own excerpt serves better). */
  snippet: ExcerptSegment[] | null;
}

export interface SearchResult {
  items: SearchHit[];
  total: number;
  page: number;
  limit: number;
}


/** `the article is in this active category`. */
function inCategory(categoryId: number): SQL {
  return sql`exists (
    select 1 from article_categories ac join categories c on c.id = ac.category_id
    where ac.article_id = ${articles.id} and ac.category_id = ${categoryId} and c.status = 'active')`;
}

/** A locale as an SQL literal: a partial index's predicate (`locale = 'en'`) is matched by a constant, not a parameter. */
const localeLiteral = (locale: Locale) => sql.raw(`'${locale}'`);

/**
 * The reader's words read in each language's configuration. A sub-select is an init plan: each
 * reading is built once per statement, not once per row.
 */
function readingsOf(query: string): Record<Locale, SQL> {
  return Object.fromEntries(locales.map((l) => [l, sql`(select vitrine_search_query(${query}, ${localeLiteral(l)}))`])) as Record<Locale, SQL>;
}

/** `the article matches the reading in its own language`: one partial-index scan per language, OR-ed. */
function matchesOwnReading(readings: Record<Locale, SQL>): SQL {
  const arms = locales.map((l) => sql`(${articles.locale} = ${localeLiteral(l)} and ${articles.search} @@ ${readings[l]})`);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** The reading in the row's own language (for ts_rank and ts_headline); `alias` names the row. */
function ownReading(readings: Record<Locale, SQL>, alias: string): SQL {
  const cases = locales.map((l) => sql`when ${localeLiteral(l)} then ${readings[l]}`);
  return sql`(case ${sql.raw(alias)}.locale ${sql.join(cases, sql` `)} end)`;
}

/** The newest live articles (of the category), the page's language first: the search without words. */
async function newestFirst(db: DbOrTx, input: SearchInput, filter: SQL | undefined, offset: number): Promise<SearchResult> {
  const { page, limit, locale = defaultLocale } = input;
  const where = and(isLive(), filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: articles.id })
      .from(articles)
      .where(where)
      .orderBy(sql`${articles.locale} = ${locale} desc`, desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  const cards = await loadCards(db, rows.map((r) => r.id));
  return { items: cards.map((card) => ({ ...card, snippet: null })), total: Number(total), page, limit };
}

/**
 * One page of live articles matching `query`, with the number of all matches and each result's
 * excerpt. The page's language first; within it, and then among the others, the best match first
 * (ts_rank, so a title match ranks above a body match; then newest; see RANKED_WINDOW for very
 * broad queries). With an empty query: the newest live articles (of the category, when one is
 * given), the page's language first.
 */
export async function searchArticles(db: DbOrTx, input: SearchInput): Promise<SearchResult> {
  const { page, limit } = input;
  const offset = (page - 1) * limit;
  const query = input.query.trim();
  const filter = input.category === undefined ? undefined : inCategory(input.category);
  if (query === '') return newestFirst(db, input, filter, offset);

  const readings = readingsOf(query);
  const windowSize = Math.max(1, Math.trunc(input.rankedWindow ?? RANKED_WINDOW));
  const windowSql = sql.raw(String(windowSize));
  // Only the pieces this page needs: the ranked window, the rest by date, or both across the edge.
  const parts: SQL[] = [];
  if (offset < windowSize) parts.push(sql`select id, pos from ranked`);
  if (offset + limit > windowSize) parts.push(sql`select id, pos from tail`);
  // One pass over the matches (m) gives the count, the ranked window and, past it, the rest by date.
  // `own` (in the page's language) leads every ordering: those matches come first whatever their rank.
  const rows = rowsOf<{ total: number; id: number | null }>(
    await db.execute(sql`
      with m as materialized (
        select ${articles.id} as id, ${articles.publishedAt} as published_at, ${articles.locale} = ${input.locale ?? defaultLocale} as own from ${articles}
        where ${matchesOwnReading(readings)} and ${isLive()}${filter ? sql` and ${filter}` : sql``}
      ),
      w as (select id, own, published_at from m order by own desc, published_at desc, id desc limit ${windowSql}),
      ranked as (
        select w.id, row_number() over (order by w.own desc, ts_rank(r.search, ${ownReading(readings, 'r')}) desc, w.published_at desc, w.id desc) as pos
        from w join articles r on r.id = w.id
      ),
      tail as (
        select id, ${windowSql} + row_number() over (order by own desc, published_at desc, id desc) as pos
        from (select id, own, published_at from m order by own desc, published_at desc, id desc offset ${windowSql}) x
      )
      select t.total, p.id
      from (select count(*) as total from m) t
      left join lateral (
        select q.id, q.pos from (${sql.join(parts, sql` union all `)}) q where q.pos > ${offset} order by q.pos limit ${limit}
      ) p on true
      order by p.pos`),
  );
  const total = Number(rows[0]?.total ?? 0);
  const ids = rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  const [cards, snippets] = await Promise.all([loadCards(db, ids), searchSnippets(db, ids, readings)]);
  return { items: cards.map((card) => ({ ...card, snippet: snippets.get(card.id) ?? null })), total, page, limit };
}

/**
 * How much of an article's HTML its excerpt is looked for in (some 600 words of prose). ts_headline
 * parses all the text it is given and its cost grows faster than the text (at 10,000 articles on
 * PostgreSQL: ~0.75 ms an article at 4,000 characters, ~2 ms at 8,000), so it only ever sees this
 * bounded beginning, and only for the page's results; a match further on shows the card's own
 * excerpt instead.
 */
export const EXCERPT_SOURCE_CHARS = 4000;

/** ts_headline's options: one short passage (three lines of a card) around the best match, each match between the two markers. */
const HEADLINE_OPTIONS = `StartSel=${EXCERPT_MATCH_START}, StopSel=${EXCERPT_MATCH_END}, MaxWords=22, MinWords=8, ShortWord=2, MaxFragments=1`;

/**
 * The text ts_headline reads: the content's first EXCERPT_SOURCE_CHARS characters without tags, and
 * without the marker characters, so that only ts_headline's markers are markers. Entities stay
 * (ts_headline would drop a decoded "&lt;b&gt;" as a tag): excerptSegments decodes them.
 */
function excerptSource(alias: string): SQL {
  const noTags = sql`regexp_replace(left(${sql.raw(alias)}.content, ${sql.raw(String(EXCERPT_SOURCE_CHARS))}), '<[^>]*(>|$)', ' ', 'g')`;
  return sql`translate(${noTags}, ${EXCERPT_MATCH_START + EXCERPT_MATCH_END}, '')`;
}

/**
 * The excerpts of the given articles (the reading in each one's language marked), by id; none where
 * the text shows no match. A passage that starts or ends inside the text says so with "…".
 */
async function searchSnippets(db: DbOrTx, ids: number[], readings: Record<Locale, SQL>): Promise<Map<number, ExcerptSegment[]>> {
  const result = new Map<number, ExcerptSegment[]>();
  if (ids.length === 0) return result;
  const trim = (text: SQL) => sql`regexp_replace(${text}, '^\\s+|\\s+$', '', 'g')`;
  // Materialized steps: each expression is computed once per article (a plain sub-select would be
  // inlined into every place that reads it, running ts_headline several times).
  const rows = rowsOf<{ id: number; headline: string | null; at_start: boolean | null; at_end: boolean | null }>(
    await db.execute(sql`
      with s as materialized (
        select a.id, a.locale, length(a.content) <= ${sql.raw(String(EXCERPT_SOURCE_CHARS))} as whole, ${trim(excerptSource('a'))} as text
        from ${articles} a where a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      ),
      h as materialized (
        select s.id, s.whole, s.text, ts_headline(vitrine_search_config(s.locale), s.text, ${ownReading(readings, 's')}, ${HEADLINE_OPTIONS}) as headline
        from s
      ),
      p as materialized (
        select h.*, strpos(h.text, ${trim(sql`translate(h.headline, ${EXCERPT_MATCH_START + EXCERPT_MATCH_END}, '')`)}) as at,
               length(${trim(sql`translate(h.headline, ${EXCERPT_MATCH_START + EXCERPT_MATCH_END}, '')`)}) as size
        from h
      )
      -- Only punctuation (or nothing) before or after the passage: it starts or ends the text.
      select id, headline,
             at > 0 and left(text, at - 1) !~ '[[:alnum:]]' as at_start,
             at > 0 and whole and substr(text, at + size) !~ '[[:alnum:]]' as at_end
      from p`),
  );
  for (const row of rows) {
    const segments = excerptSegments(row.headline ?? '', { cutBefore: row.at_start !== true, cutAfter: row.at_end !== true });
    if (excerptHasMatch(segments)) result.set(Number(row.id), segments);
  }
  return result;
}

/** An active category as a chip (the results page names the filter), or null. */
export async function activeCategory(db: DbOrTx, id: number): Promise<PublicCategory | null> {
  const [row] = await db
    .select(categoryChipColumns)
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** searchArticles on the app's database: the search page and GET /api/article/search. */
export async function getSearchResults(input: SearchInput): Promise<SearchResult> {
  return searchArticles(await getDb(), input);
}

/** How long a search answer is reused at most (seconds); publishing, unpublishing and category changes expire it at once. */
export const SEARCH_CACHE_SECONDS = 60;

const cachedSearch = cached(
  async (locale: Locale, query: string, category: number | null, page: number, limit: number) =>
    searchArticles(await getDb(), { locale, query, category: category ?? undefined, page, limit }),
  'blog:search',
  // Cards show category chips and author names too: their changes expire the answer like a publish does.
  { tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors], revalidate: SEARCH_CACHE_SECONDS },
);

/**
 * The search page's results: one answer per page language, normalised query, category and page,
 * kept in Next's data cache, so many visitors searching alike cost one query. (The language is part
 * of the key: it orders the answer. The JSON API reads the database directly: it also runs where
 * there is no Next cache.)
 */
export function cachedSearchResults(input: SearchInput): Promise<SearchResult> {
  return cachedSearch(...searchCacheKey({ ...input, locale: input.locale ?? defaultLocale }));
}

/** activeCategory on the app's database: the category the search page filters by. */
export const getActiveCategory = cached(async (id: number) => activeCategory(await getDb(), id), 'blog:active-category', {
  tags: [cacheTags.categories],
});
