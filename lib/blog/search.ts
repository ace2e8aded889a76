import 'server-only';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf, type DbOrTx } from '@/db/client';
import { articles, categories } from '@/db/schema';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { loadCards, recentArticleIds, type ArticleCard, type PublicCategory } from './cards';
import { isLive } from './live';
import { normalizeSearchQuery } from './search-schema';

/*
 * Full-text search over the live articles (issue 3). The document is the generated column
 * articles.search and the query comes from vitrine_search_query() (migration 0005_articles_search):
 * accent-insensitive, Portuguese and English stemming, title weighted above content. A GIN index
 * finds the matches; only they are ranked.
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
  /** Only articles in this category (which must be active). */
  category?: number;
  page: number;
  limit: number;
  /** RANKED_WINDOW; tests make it small to cross it with a few articles. */
  rankedWindow?: number;
}

export interface SearchResult {
  items: ArticleCard[];
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

/**
 * One page of live articles matching `query` (best match first: ts_rank, so a title match ranks
 * above a body match; then newest; see RANKED_WINDOW for very broad queries), with the number of
 * all matches. With an empty query: the newest live articles (of the category, when one is given).
 */
export async function searchArticles(db: DbOrTx, input: SearchInput): Promise<SearchResult> {
  const { page, limit } = input;
  const offset = (page - 1) * limit;
  const query = input.query.trim();
  const filter = input.category === undefined ? undefined : inCategory(input.category);

  if (query === '') {
    const where = and(isLive(), filter);
    const [ids, [{ total }]] = await Promise.all([
      recentArticleIds(db, { limit, offset, where: filter }),
      db.select({ total: count() }).from(articles).where(where),
    ]);
    return { items: await loadCards(db, ids), total: Number(total), page, limit };
  }

  // A sub-select is an init plan: the tsquery is built once per statement, not once per row.
  const tsquery = sql`(select vitrine_search_query(${query}))`;
  const windowSize = Math.max(1, Math.trunc(input.rankedWindow ?? RANKED_WINDOW));
  const windowSql = sql.raw(String(windowSize));
  // Only the pieces this page needs: the ranked window, the rest by date, or both across the edge.
  const parts: SQL[] = [];
  if (offset < windowSize) parts.push(sql`select id, pos from ranked`);
  if (offset + limit > windowSize) parts.push(sql`select id, pos from tail`);
  // One pass over the matches (m) gives the count, the ranked window and, past it, the rest by date.
  const rows = rowsOf<{ total: number; id: number | null }>(
    await db.execute(sql`
      with m as materialized (
        select ${articles.id} as id, ${articles.publishedAt} as published_at from ${articles}
        where ${articles.search} @@ ${tsquery} and ${isLive()}${filter ? sql` and ${filter}` : sql``}
      ),
      w as (select id, published_at from m order by published_at desc, id desc limit ${windowSql}),
      ranked as (
        select w.id, row_number() over (order by ts_rank(r.search, ${tsquery}) desc, w.published_at desc, w.id desc) as pos
        from w join articles r on r.id = w.id
      ),
      tail as (
        select id, ${windowSql} + row_number() over (order by published_at desc, id desc) as pos
        from (select id, published_at from m order by published_at desc, id desc offset ${windowSql}) x
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
  return { items: await loadCards(db, ids), total, page, limit };
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
  async (query: string, category: number | null, page: number, limit: number) =>
    searchArticles(await getDb(), { query, category: category ?? undefined, page, limit }),
  'blog:search',
  // Cards show category chips and author names too: their changes expire the answer like a publish does.
  { tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors], revalidate: SEARCH_CACHE_SECONDS },
);

/**
 * The search page's results: one answer per normalised query, category and page, kept in Next's
 * data cache, so many visitors searching alike cost one query. (The JSON API reads the database
 * directly: it also runs where there is no Next cache.)
 */
export function cachedSearchResults(input: SearchInput): Promise<SearchResult> {
  return cachedSearch(normalizeSearchQuery(input.query), input.category ?? null, input.page, input.limit);
}

/** activeCategory on the app's database: the category the search page filters by. */
export const getActiveCategory = cached(async (id: number) => activeCategory(await getDb(), id), 'blog:active-category', {
  tags: [cacheTags.categories],
});
