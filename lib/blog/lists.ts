import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx, rowsOf } from '@/db/client';
import { articleCategories, articles, categories } from '@/db/schema';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { env } from '@/lib/env';
import { addDays, splitForRollups, todayIn, type DayRange } from '@/lib/reports/period';
import { loadCards, recentArticleIds, type ArticleCard, type PublicCategory } from './cards';
import { isLive } from './live';

/*
 * The blog's lists (issue 3): featured, recent, most read, trending and popular tags. Only live
 * articles (lib/blog/live.ts) and active categories ever appear. Read counts come from the daily
 * roll-up and its weekly/monthly/quarterly sums, by calendar days of the site's time zone
 * (SITE_TIME_ZONE), as the dashboard reports count them.
 */

/** "Most read" looks at this many days, today included. */
export const POPULAR_DAYS = 30;
/** "Trending" compares this many days, today included, with as many days before them. */
export const TRENDING_DAYS = 7;

export interface ListOptions {
  limit: number;
  /** Today in the site's time zone (YYYY-MM-DD); tests pin it. */
  today?: string;
}

/** A popular tag: an active category with the number of its live articles. */
export interface TagCount extends PublicCategory {
  articles: number;
}

function siteToday(): string {
  return todayIn(env().SITE_TIME_ZONE);
}


/** The last `days` days ending `today`, both included. */
function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * Rows (article_id, reads) summing each article's reads over a range, read from the roll-ups
 * (whole weeks/months/quarters from theirs, the edge days from the daily one) so a 30-day sum reads
 * about a third of the rows the daily table alone would. Same split as the dashboard's reports.
 */
function readsIn(range: DayRange): SQL {
  // A range ending today has no reads after it: its last partial block may be read whole, minus
  // the days after the range (exact on any day; a wrong guess only costs time).
  const utcToday = new Date().toISOString().slice(0, 10);
  const split = splitForRollups(range, { openEnd: range.to >= addDays(utcToday, -1) });
  const parts: SQL[] = [];
  if (split.quarters) {
    parts.push(sql`select article_id, reads from article_reads_quarterly where quarter between ${split.quarters.from}::date and ${split.quarters.to}::date`);
  }
  for (const m of split.months) parts.push(sql`select article_id, reads from article_reads_monthly where month between ${m.from}::date and ${m.to}::date`);
  for (const w of split.weeks) parts.push(sql`select article_id, reads from article_reads_weekly where week between ${w.from}::date and ${w.to}::date`);
  for (const d of split.days) parts.push(sql`select article_id, reads from article_reads_daily where day between ${d.from}::date and ${d.to}::date`);
  for (const d of split.minus) parts.push(sql`select article_id, -reads from article_reads_daily where day between ${d.from}::date and ${d.to}::date`);
  return sql.join(parts, sql` union all `);
}

/** Ids of the live articles read most over the last POPULAR_DAYS days (ties: newest first). */
export async function popularArticleIds(db: DbOrTx, { limit, today = siteToday() }: ListOptions): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select articles.id
      from (select article_id, sum(reads) as reads from (${readsIn(lastDays(today, POPULAR_DAYS))}) r group by article_id) t
      join articles on articles.id = t.article_id
      where t.reads > 0 and ${isLive()}
      order by t.reads desc, articles.published_at desc, articles.id desc
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** The most read live articles of the last 30 days. */
export async function popularArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  return loadCards(db, await popularArticleIds(db, options));
}

/**
 * "Tendencies": the live articles whose reads grew most over the last 7 days against the 7 days
 * before (growth = the difference of the two sums). Only articles read in the last 7 days; ties go
 * to the one read more lately, then the newest.
 */
export async function trendingArticleIds(db: DbOrTx, { limit, today = siteToday() }: ListOptions): Promise<number[]> {
  const recent = lastDays(today, TRENDING_DAYS);
  const before = lastDays(addDays(today, -TRENDING_DAYS), TRENDING_DAYS);
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select articles.id
      from (
        select article_id,
               coalesce(sum(reads) filter (where recent), 0) as recent,
               coalesce(sum(reads) filter (where not recent), 0) as before
        from (
          select article_id, reads, true as recent from (${readsIn(recent)}) r
          union all
          select article_id, reads, false as recent from (${readsIn(before)}) b
        ) w
        group by article_id
      ) t
      join articles on articles.id = t.article_id
      where t.recent > 0 and ${isLive()}
      order by t.recent - t.before desc, t.recent desc, articles.published_at desc, articles.id desc
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

export async function trendingArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  return loadCards(db, await trendingArticleIds(db, options));
}

/**
 * "Emphasised": the live articles staff flagged `featured`, newest first; when none is flagged,
 * the most read of the last 30 days (so the blog's hero is never empty on a blog with readers).
 */
export async function featuredArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  const flagged = await recentArticleIds(db, { limit: options.limit, where: eq(articles.featured, true) });
  return loadCards(db, flagged.length > 0 ? flagged : await popularArticleIds(db, options));
}

/** Active categories by number of live articles (most first, then by name); categories with none are left out. */
export async function popularTags(db: DbOrTx, { limit }: { limit: number }): Promise<TagCount[]> {
  const articlesCount = count(articles.id);
  const rows = await db
    .select({ ...categoryChipColumns, articles: articlesCount })
    .from(categories)
    .innerJoin(articleCategories, eq(articleCategories.categoryId, categories.id))
    .innerJoin(articles, eq(articles.id, articleCategories.articleId))
    .where(and(eq(categories.status, 'active'), isLive()))
    .groupBy(categories.id)
    .orderBy(desc(articlesCount), asc(categories.name), asc(categories.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, articles: Number(r.articles) }));
}

// Cached for the public pages (ISR). Cards show category chips and author names, so the article
// lists also expire with categories and authors. Read counts change without any command: the
// read-based lists (and featured, whose fallback is read-based) are recomputed at least every
// READS_REVALIDATE seconds.
const READS_REVALIDATE = 600;
const cardTags = [cacheTags.articles, cacheTags.categories, cacheTags.authors];

export const getFeaturedArticles = cached(async (limit: number) => featuredArticles(await getDb(), { limit }), 'blog:featured', {
  tags: cardTags,
  revalidate: READS_REVALIDATE,
});

/** Newest live articles, leaving out the ones already shown (e.g. the featured ones). */
export const getRecentArticles = cached(
  async (limit: number, exclude: number[] = []) => loadCards(await getDb(), await recentArticleIds(await getDb(), { limit, exclude })),
  'blog:recent',
  { tags: cardTags },
);

export const getPopularArticles = cached(async (limit: number) => popularArticles(await getDb(), { limit }), 'blog:popular', {
  tags: cardTags,
  revalidate: READS_REVALIDATE,
});

export const getTrendingArticles = cached(async (limit: number) => trendingArticles(await getDb(), { limit }), 'blog:trending', {
  tags: cardTags,
  revalidate: READS_REVALIDATE,
});

export const getPopularTags = cached(async (limit: number) => popularTags(await getDb(), { limit }), 'blog:tags', {
  tags: [cacheTags.articles, cacheTags.categories],
});
