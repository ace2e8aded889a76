import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx, rowsOf } from '@/db/client';
import { articleCategories, articles, categories } from '@/db/schema';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { translatedNames } from '@/lib/categories/localize';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { addDays, splitForRollups, todayIn, type DayRange } from '@/lib/reports/period';
import { loadCards, recentArticleIds, type ArticleCard, type PublicCategory } from './cards';
import { inListLanguages, listLanguageOrder } from './language';
import { isLive } from './live';

/*
 * The blog's lists (issue 3): featured, recent, most read, trending and popular tags. Only live
 * articles (lib/blog/live.ts) and active categories ever appear. Read counts come from the daily
 * roll-up and its weekly/monthly/quarterly sums, by calendar days of the site's time zone
 * (SITE_TIME_ZONE), as the dashboard reports count them. Every list follows the language rule of
 * lib/blog/language.ts: the page's language first, filled with default-language articles.
 */

/** "Most read" looks at this many days, today included. */
export const POPULAR_DAYS = 30;
/** "Trending" compares this many days, today included, with as many days before them. */
export const TRENDING_DAYS = 7;

export interface ListOptions {
  limit: number;
  /** Today in the site's time zone (YYYY-MM-DD); tests pin it. */
  today?: string;
  /** The page's language (lib/blog/language.ts); the default locale when absent. */
  locale?: Locale;
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

/** Ids of the live articles read most over the last POPULAR_DAYS days (ties: newest first), the page's language first. */
export async function popularArticleIds(db: DbOrTx, { limit, today = siteToday(), locale = defaultLocale }: ListOptions): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select articles.id
      from (select article_id, sum(reads) as reads from (${readsIn(lastDays(today, POPULAR_DAYS))}) r group by article_id) t
      join articles on articles.id = t.article_id
      where t.reads > 0 and ${isLive()} and ${inListLanguages(locale)}
      order by ${listLanguageOrder(locale)}, t.reads desc, articles.published_at desc, articles.id desc
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

/** The most read live articles of the last 30 days. */
export async function popularArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  return loadCards(db, await popularArticleIds(db, options), options.locale ?? defaultLocale);
}

/**
 * "Tendencies": the live articles whose reads grew most over the last 7 days against the 7 days
 * before (growth = the difference of the two sums). Only articles read in the last 7 days; ties go
 * to the one read more lately, then the newest.
 */
export async function trendingArticleIds(db: DbOrTx, { limit, today = siteToday(), locale = defaultLocale }: ListOptions): Promise<number[]> {
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
      where t.recent > 0 and ${isLive()} and ${inListLanguages(locale)}
      order by ${listLanguageOrder(locale)}, t.recent - t.before desc, t.recent desc, articles.published_at desc, articles.id desc
      limit ${limit}`),
  );
  return rows.map((r) => Number(r.id));
}

export async function trendingArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  return loadCards(db, await trendingArticleIds(db, options), options.locale ?? defaultLocale);
}

/**
 * "Emphasised": the live articles staff flagged `featured`, newest first; when none is flagged,
 * the most read of the last 30 days (so the blog's hero is never empty on a blog with readers).
 */
export async function featuredArticles(db: DbOrTx, options: ListOptions): Promise<ArticleCard[]> {
  const locale = options.locale ?? defaultLocale;
  const flagged = await recentArticleIds(db, { limit: options.limit, where: eq(articles.featured, true), locale });
  return loadCards(db, flagged.length > 0 ? flagged : await popularArticleIds(db, { ...options, locale }), locale);
}

/** The newest live articles, the page's language first, leaving out `exclude` (e.g. the featured ones). */
export async function recentArticles(db: DbOrTx, { limit, locale = defaultLocale, exclude = [] }: ListOptions & { exclude?: number[] }): Promise<ArticleCard[]> {
  return loadCards(db, await recentArticleIds(db, { limit, exclude, locale }), locale);
}

/**
 * Active categories by number of live articles in the page's languages (lib/blog/language.ts):
 * those with most articles in the page's language first, then by all of them, then by name;
 * categories with none are left out. Without `locale`: every language's articles, by number.
 */
export async function popularTags(db: DbOrTx, { limit, locale }: { limit: number; locale?: Locale }): Promise<TagCount[]> {
  const articlesCount = count(articles.id);
  const ownCount = locale === undefined ? articlesCount : sql`count(*) filter (where ${articles.locale} = ${locale})`;
  const rows = await db
    .select({ ...categoryChipColumns, articles: articlesCount })
    .from(categories)
    .innerJoin(articleCategories, eq(articleCategories.categoryId, categories.id))
    .innerJoin(articles, eq(articles.id, articleCategories.articleId))
    .where(and(eq(categories.status, 'active'), isLive(), locale === undefined ? undefined : inListLanguages(locale)))
    .groupBy(categories.id)
    .orderBy(desc(ownCount), desc(articlesCount), asc(categories.name), asc(categories.id))
    .limit(limit);
  return rows.map(({ translations, ...r }) => ({ ...r, translations: translatedNames(translations), articles: Number(r.articles) }));
}

// Cached for the public pages (ISR), one entry per locale (the locale is in every key). Cards show
// category chips and author names, so the article lists also expire with categories and authors.
// Read counts change without any command: the read-based lists (and featured, whose fallback is
// read-based) are recomputed at least every READS_REVALIDATE seconds.
const READS_REVALIDATE = 600;
const cardTags = [cacheTags.articles, cacheTags.categories, cacheTags.authors];

export function getFeaturedArticles(locale: Locale, limit: number): Promise<ArticleCard[]> {
  return cached(async () => featuredArticles(await getDb(), { limit, locale }), `blog:featured:${locale}:${limit}`, {
    tags: cardTags,
    revalidate: READS_REVALIDATE,
  })();
}

/** Newest live articles, leaving out the ones already shown (e.g. the featured ones). */
export function getRecentArticles(locale: Locale, limit: number, exclude: number[] = []): Promise<ArticleCard[]> {
  return cached(async () => recentArticles(await getDb(), { limit, locale, exclude }), `blog:recent:${locale}:${limit}:${exclude.join(',')}`, {
    tags: cardTags,
  })();
}

export function getPopularArticles(locale: Locale, limit: number): Promise<ArticleCard[]> {
  return cached(async () => popularArticles(await getDb(), { limit, locale }), `blog:popular:${locale}:${limit}`, {
    tags: cardTags,
    revalidate: READS_REVALIDATE,
  })();
}

export function getTrendingArticles(locale: Locale, limit: number): Promise<ArticleCard[]> {
  return cached(async () => trendingArticles(await getDb(), { limit, locale }), `blog:trending:${locale}:${limit}`, {
    tags: cardTags,
    revalidate: READS_REVALIDATE,
  })();
}

/**
 * Popular tags of a page (the blog's tags, the search page's filter), counted in the page's
 * languages. The locale comes last and may be left out by a caller that has none (every language
 * counts then, under its own key).
 */
export function getPopularTags(limit: number, locale?: Locale): Promise<TagCount[]> {
  return cached(async () => popularTags(await getDb(), { limit, locale }), `blog:tags:${locale ?? 'all'}:${limit}`, {
    tags: [cacheTags.articles, cacheTags.categories],
  })();
}
