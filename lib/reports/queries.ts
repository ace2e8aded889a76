import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, rowsOf } from '@/db/client';
import { env } from '@/lib/env';
import type { Grant } from '@/lib/auth/routes';
import { readingTimeMinutes } from '@/lib/format/reading-time';
import { defaultLocale, locales } from '@/i18n/routing';
import type { PostSortKey, SortDirection, TranslationView } from './schema';
import { addDays, bucketStart, seriesBuckets, splitByMonths, splitForRollups, type DayRange, type Granularity, type Period } from './period';

// Dashboard reports. They read the roll-ups only, never raw read events: per article, a period is
// summed from the coarsest roll-ups that fit it (quarters, months, weeks, then the days at its
// edges; see splitForRollups), and everybody's reads come from the site's daily totals
// (site_reads_daily). Without the 'reports-all' capability a user's figures cover their own
// articles only.

/** Whose articles a report covers: everybody's (authorId null) or one author's. */
export interface ReportScope {
  authorId: number | null;
}

export interface ReportOptions {
  /** The site's time zone (SITE_TIME_ZONE): calendar days, and so period edges, are its days. */
  timeZone: string;
}

export interface ReportTotals {
  /** Reads in the period. */
  reads: number;
  /** Articles created in the period. */
  articlesCreated: number;
  /** Articles published by the end of the period that had no read in it. */
  unreadArticles: number;
  /** Users with a published article (published by the end of the period). */
  activeAuthors: number;
}

export interface SeriesPoint {
  /** First day of the bucket inside the period (YYYY-MM-DD). */
  start: string;
  /** Last day of the bucket (YYYY-MM-DD). */
  end: string;
  reads: number;
}

export interface PublisherRow {
  id: number;
  uniqueKey: string;
  name: string;
  /** Articles they published in the period. */
  articlesPublished: number;
  /** Reads in the period of all their articles. */
  reads: number;
}

export interface CategoryRow {
  id: number;
  uniqueKey: string;
  name: string;
  textColor: string;
  backgroundColor: string;
  /** Published articles in the category (published by the end of the period). */
  articles: number;
  /** Reads in the period of the category's articles (an article in two categories counts in both). */
  reads: number;
}


export interface PostRow {
  id: number;
  uniqueKey: string;
  title: string;
  status: 'draft' | 'published';
  /** ISO timestamp, or null for a draft. */
  publishedAt: string | null;
  reads: number;
  previousReads: number;
  /** Whole minutes at 200 words per minute (0 for an empty text). */
  readingMinutes: number;
  /**
   * Grouped view only: the languages of the translation group's articles whose reads the row sums
   * (the row links to the group's default-language article, or its oldest).
   */
  languages?: string[];
}

export interface PostsPage {
  rows: PostRow[];
  /** Articles with reads in the period (all pages). */
  total: number;
  page: number;
  pageSize: number;
}

export interface PostsQuery {
  sort?: PostSortKey;
  dir?: SortDirection;
  page?: number;
  pageSize?: number;
  /** 'grouped': one row per translation group (its articles' reads summed); default 'separate'. */
  translations?: TranslationView;
}

export const POSTS_PAGE_SIZE = 10;
export const PUBLISHERS_LIMIT = 10;

/** The scope a user's reports have: everything with 'reports-all', their own articles otherwise. */
export function reportScope(user: { id: number; grants: readonly string[] }): ReportScope {
  const all: Grant = 'reports-all';
  return { authorId: user.grants.includes(all) ? null : user.id };
}


const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** `and <column> in (the author's articles)` when the scope is one author; nothing otherwise. */
function scopeOf(scope: ReportScope, column: SQL = sql`article_id`): SQL {
  return scope.authorId === null ? sql`` : sql` and ${column} in (select id from articles where author_id = ${scope.authorId})`;
}

/**
 * Rows (article_id, reads) covering a range, from the roll-ups (splitForRollups): its whole
 * quarters from article_reads_quarterly, whole months from article_reads_monthly, whole weeks from
 * article_reads_weekly and the days at the edges (at most six each side of a piece) from
 * article_reads_daily; for a range that ends today, maybe its last quarter, month or week whole,
 * minus the days after the range. `only` narrows the articles further (e.g. to one page of the
 * posts table).
 */
export function readsIn(range: DayRange, scope: ReportScope, only: SQL = sql``): SQL {
  // A range that ends today (or yesterday in UTC, for the site's time zone) has no reads after it:
  // its last partial block may be read whole, minus the days after it. A wrong guess costs time only.
  const utcToday = new Date().toISOString().slice(0, 10);
  const split = splitForRollups(range, { openEnd: range.to >= addDays(utcToday, -1) });
  const parts: SQL[] = [];
  if (split.quarters) {
    parts.push(
      sql`select article_id, reads from article_reads_quarterly where quarter between ${split.quarters.from}::date and ${split.quarters.to}::date${scopeOf(scope)}${only}`,
    );
  }
  for (const m of split.months) {
    parts.push(sql`select article_id, reads from article_reads_monthly where month between ${m.from}::date and ${m.to}::date${scopeOf(scope)}${only}`);
  }
  for (const w of split.weeks) {
    parts.push(sql`select article_id, reads from article_reads_weekly where week between ${w.from}::date and ${w.to}::date${scopeOf(scope)}${only}`);
  }
  for (const d of split.days) {
    parts.push(sql`select article_id, reads from article_reads_daily where day between ${d.from}::date and ${d.to}::date${scopeOf(scope)}${only}`);
  }
  for (const d of split.minus) {
    parts.push(sql`select article_id, -reads from article_reads_daily where day between ${d.from}::date and ${d.to}::date${scopeOf(scope)}${only}`);
  }
  return sql.join(parts, sql` union all `);
}

/** The site's reads in a range (site_reads_daily): the unscoped reads figures need no per-article pass. */
function siteReadsIn(range: DayRange): SQL {
  return sql`select coalesce(sum(reads), 0)::bigint from site_reads_daily where day between ${range.from}::date and ${range.to}::date`;
}

/**
 * Runs a report query without parallel workers (SET LOCAL, so inside a transaction of its own). A
 * report sums a few tens of thousands of roll-up rows: starting workers and merging their partial
 * sums costs more than it saves, and the page's queries already run side by side on the machine's
 * cores (measured on 2 cores: 16 ms serial against 21 to 32 ms parallel for a 12-month period).
 */
export async function run(db: Db, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(query);
  });
}

/** Start of the range's first day and of the day after its last, in the site's time zone. */
export function instants(range: DayRange, options: ReportOptions): { start: SQL; end: SQL } {
  return {
    start: sql`(${range.from}::date)::timestamp at time zone ${options.timeZone}`,
    end: sql`(${range.to}::date + 1)::timestamp at time zone ${options.timeZone}`,
  };
}

const authorIs = (scope: ReportScope): SQL => (scope.authorId === null ? sql`` : sql` and a.author_id = ${scope.authorId}`);

/** The four cards' figures for a range (the period, or the previous period). */
export async function getTotals(db: Db, scope: ReportScope, range: DayRange, options: ReportOptions): Promise<ReportTotals> {
  const { start, end } = instants(range, options);
  // One pass over the roll-ups gives both the reads and which articles were read (unread = the rest).
  const result = await run(db, sql`
    with r as (select article_id, sum(reads)::bigint as reads from (${readsIn(range, scope)}) x group by article_id)
    select
      (${scope.authorId === null ? siteReadsIn(range) : sql`select coalesce(sum(reads), 0)::bigint from r`}) as reads,
      -- Trashed articles are not counted as created (they come back in the count when restored).
      (select count(*)::int from articles a where a.created_at >= ${start} and a.created_at < ${end} and a.deleted_at is null${authorIs(scope)}) as articles_created,
      (select count(*)::int from articles a
        where a.status = 'published' and a.published_at < ${end}${authorIs(scope)}
          and not exists (select 1 from r where r.article_id = a.id and r.reads > 0)) as unread_articles,
      (select count(distinct a.author_id)::int from articles a
        where a.status = 'published' and a.published_at < ${end} and a.author_id is not null${authorIs(scope)}) as active_authors
  `);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return {
    reads: num(row?.reads),
    articlesCreated: num(row?.articles_created),
    unreadArticles: num(row?.unread_articles),
    activeAuthors: num(row?.active_authors),
  };
}

export function getPreviousTotals(db: Db, scope: ReportScope, period: Period, options: ReportOptions): Promise<ReportTotals> {
  return getTotals(db, scope, period.previous, options);
}

/** Reads over time, one point per bucket (day, week or month), zero-filled, clipped to the period. */
export async function getReadsSeries(db: Db, scope: ReportScope, range: DayRange, granularity: Granularity): Promise<SeriesPoint[]> {
  let query: SQL;
  const split = granularity === 'month' ? splitByMonths(range) : null;
  if (scope.authorId === null) {
    // Everybody's reads: the site's daily totals, a row a day.
    query = sql`select day::text as day, reads from site_reads_daily where day between ${range.from}::date and ${range.to}::date`;
  } else if (split?.months) {
    const parts: SQL[] = [
      sql`select month::text as day, sum(reads)::bigint as reads from article_reads_monthly
          where month between ${split.months.from}::date and ${split.months.to}::date${scopeOf(scope)} group by month`,
      ...split.days.map(
        (r) => sql`select day::text as day, sum(reads)::bigint as reads from article_reads_daily
                   where day between ${r.from}::date and ${r.to}::date${scopeOf(scope)} group by day`,
      ),
    ];
    query = sql.join(parts, sql` union all `);
  } else {
    query = sql`select day::text as day, sum(reads)::bigint as reads from article_reads_daily
                where day between ${range.from}::date and ${range.to}::date${scopeOf(scope)} group by day`;
  }
  const rows = rowsOf<{ day: string; reads: unknown }>(await db.execute(query));
  const byBucket = new Map<string, number>();
  for (const row of rows) {
    const key = bucketStart(row.day, granularity, range.from);
    byBucket.set(key, (byBucket.get(key) ?? 0) + num(row.reads));
  }
  return seriesBuckets(range, granularity).map((b) => ({ start: b.start, end: b.to, reads: byBucket.get(b.start) ?? 0 }));
}

/** Authors ranked by articles published in the period, then by their articles' reads in it. */
export async function getPublishers(
  db: Db,
  scope: ReportScope,
  range: DayRange,
  options: ReportOptions,
  limit = PUBLISHERS_LIMIT,
): Promise<PublisherRow[]> {
  const { start, end } = instants(range, options);
  const result = await run(db, sql`
    with r as (select article_id, sum(reads)::bigint as reads from (${readsIn(range, scope)}) x group by article_id)
    select u.id, u.unique_key, u.full_name,
      count(*) filter (where a.status = 'published' and a.published_at >= ${start} and a.published_at < ${end})::int as articles_published,
      coalesce(sum(r.reads), 0)::bigint as reads
    from articles a
    join users u on u.id = a.author_id
    left join r on r.article_id = a.id
    where true${authorIs(scope)}
    group by u.id, u.unique_key, u.full_name
    having count(*) filter (where a.status = 'published' and a.published_at >= ${start} and a.published_at < ${end}) > 0
        or coalesce(sum(r.reads), 0) > 0
    order by articles_published desc, reads desc, u.full_name asc, u.id asc
    limit ${limit}
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: num(row.id),
    uniqueKey: String(row.unique_key),
    name: String(row.full_name),
    articlesPublished: num(row.articles_published),
    reads: num(row.reads),
  }));
}

/** Reads in the period and published articles, per category, most read first. */
export async function getCategories(db: Db, scope: ReportScope, range: DayRange, options: ReportOptions): Promise<CategoryRow[]> {
  const { end } = instants(range, options);
  const result = await run(db, sql`
    with r as (select article_id, sum(reads)::bigint as reads from (${readsIn(range, scope)}) x group by article_id)
    select c.id, c.unique_key, c.name, c.text_color, c.background_color,
      count(*) filter (where a.status = 'published' and a.published_at < ${end})::int as articles,
      coalesce(sum(r.reads), 0)::bigint as reads
    from categories c
    join article_categories ac on ac.category_id = c.id
    join articles a on a.id = ac.article_id
    left join r on r.article_id = a.id
    where true${authorIs(scope)}
    group by c.id, c.unique_key, c.name, c.text_color, c.background_color
    having count(*) filter (where a.status = 'published' and a.published_at < ${end}) > 0 or coalesce(sum(r.reads), 0) > 0
    order by reads desc, articles desc, c.name asc
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: num(row.id),
    uniqueKey: String(row.unique_key),
    name: String(row.name),
    textColor: String(row.text_color),
    backgroundColor: String(row.background_color),
    articles: num(row.articles),
    reads: num(row.reads),
  }));
}

// Titles sort without regard to case or accents ("Cómo elegir" before "Como escolher"), whatever the
// database's collation: translate() folds the accented Latin letters of the five languages.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const UNACCENTED = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';
const titleKey = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${UNACCENTED}))`;

/** Sort expressions of the posts table: over the joined rows (inner) and over the page's rows (outer). */
const postOrder: Record<PostSortKey, { inner: SQL; outer: SQL }> = {
  reads: { inner: sql`cur.reads`, outer: sql`reads` },
  change: { inner: sql`(cur.reads - coalesce(prev.reads, 0))`, outer: sql`(reads - previous_reads)` },
  title: { inner: titleKey(sql`a.title`), outer: titleKey(sql`title`) },
  published: { inner: sql`a.published_at`, outer: sql`published_at` },
};

/** Articles with reads in the period: reads, previous period's reads, reading time; sorted and paged. */
export async function getPosts(db: Db, scope: ReportScope, period: Pick<Period, 'from' | 'to' | 'previous'>, query: PostsQuery = {}): Promise<PostsPage> {
  if (query.translations === 'grouped') return getGroupedPosts(db, scope, period, query);
  const sort = query.sort ?? 'reads';
  const dir = query.dir ?? (sort === 'title' ? 'asc' : 'desc');
  const pageSize = query.pageSize ?? POSTS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const direction = dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const order = sql`order by ${postOrder[sort].outer} ${direction}, id ${dir === 'asc' ? sql`asc` : sql`desc`}`;
  const cur = sql`select article_id, sum(reads)::bigint as reads from (${readsIn(period, scope)}) x group by article_id`;
  const prevOf = (only: SQL = sql``) =>
    sql`select article_id, sum(reads)::bigint as reads from (${readsIn(period.previous, scope, only)}) x group by article_id`;
  const pageOf = (inner: SQL) => sql`
      where cur.reads > 0${authorIs(scope)}
      order by ${inner} ${direction}, a.id ${dir === 'asc' ? sql`asc` : sql`desc`}
      limit ${pageSize} offset ${(page - 1) * pageSize}`;
  // Ranked by the change, every read article needs its previous reads; otherwise the ranking needs
  // the period's reads only, and the previous period is read for the page's rows alone. Ranked by
  // reads, the articles table is joined for the page's rows alone too (the roll-ups are already
  // narrowed to the scope).
  const result = await run(
    db,
    sort === 'change'
      ? sql`
    with cur as (${cur}), prev as (${prevOf()}),
    ranked as (
      select a.id, a.unique_key, a.title, a.status, a.published_at, cur.reads, coalesce(prev.reads, 0)::bigint as previous_reads,
        count(*) over () as total
      from cur
      join articles a on a.id = cur.article_id
      left join prev on prev.article_id = cur.article_id
      ${pageOf(postOrder[sort].inner)}
    )
    select ranked.*, (select content from articles where id = ranked.id) as content
    from ranked
    ${order}`
      : sort === 'reads'
        ? sql`
    with cur as (${cur}),
    ranked as (
      select cur.article_id as id, cur.reads, count(*) over () as total
      from cur
      where cur.reads > 0
      order by cur.reads ${direction}, cur.article_id ${dir === 'asc' ? sql`asc` : sql`desc`}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ),
    prev as (${prevOf(sql` and article_id in (select id from ranked)`)})
    select * from (
      select ranked.*, a.unique_key, a.title, a.status, a.published_at, coalesce(prev.reads, 0)::bigint as previous_reads, a.content
      from ranked join articles a on a.id = ranked.id left join prev on prev.article_id = ranked.id
    ) p
    ${order}`
        : sql`
    with cur as (${cur}),
    ranked as (
      select a.id, a.unique_key, a.title, a.status, a.published_at, cur.reads, count(*) over () as total
      from cur
      join articles a on a.id = cur.article_id
      ${pageOf(postOrder[sort].inner)}
    ),
    prev as (${prevOf(sql` and article_id in (select id from ranked)`)})
    select * from (
      select ranked.*, coalesce(prev.reads, 0)::bigint as previous_reads, (select content from articles where id = ranked.id) as content
      from ranked left join prev on prev.article_id = ranked.id
    ) p
    ${order}`,
  );
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    rows: rows.map(postRow),
    total: num(rows[0]?.total),
    page,
    pageSize,
  };
}

/** One row of the posts table, as both its queries (per article, per translation group) select it. */
function postRow(row: Record<string, unknown>): PostsPage['rows'][number] {
  return {
    id: num(row.id),
    uniqueKey: String(row.unique_key),
    title: String(row.title),
    status: row.status === 'published' ? 'published' : 'draft',
    publishedAt: row.published_at ? new Date(row.published_at as string | Date).toISOString() : null,
    reads: num(row.reads),
    previousReads: num(row.previous_reads),
    readingMinutes: readingTimeMinutes(String(row.content ?? '')),
  };
}

/** The site's language order, for the languages of a grouped row. */
const languageRank = (language: string) => {
  const i = (locales as readonly string[]).indexOf(language);
  return i === -1 ? locales.length : i;
};

/**
 * The posts table with each translation group on one row (issue 18): an article without a group is
 * a group of its own. Reads and previous reads are the sums over the group's articles in the scope;
 * the title, link, status, publication date and reading time are those of its default-language
 * article (else its oldest). Sorted and paged over the groups.
 */
async function getGroupedPosts(db: Db, scope: ReportScope, period: Pick<Period, 'from' | 'to' | 'previous'>, query: PostsQuery): Promise<PostsPage> {
  const sort = query.sort ?? 'reads';
  const dir = query.dir ?? (sort === 'title' ? 'asc' : 'desc');
  const pageSize = query.pageSize ?? POSTS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const direction = dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const tie = dir === 'asc' ? sql`asc` : sql`desc`;
  const result = await run(
    db,
    sql`
    with cur as (select article_id, sum(reads)::bigint as reads from (${readsIn(period, scope)}) x group by article_id),
    g as (
      select coalesce(a.translation_group, a.id) as gid, sum(cur.reads)::bigint as reads,
        string_agg(a.locale, ',') as languages, array_agg(a.id) as ids
      from cur join articles a on a.id = cur.article_id
      where cur.reads > 0${authorIs(scope)}
      group by 1
    ),
    prev as (
      select article_id, sum(reads)::bigint as reads
      from (${readsIn(period.previous, scope, sql` and article_id in (select unnest(ids) from g)`)}) x group by article_id
    ),
    rep as (
      select distinct on (g.gid) g.gid, a.id, a.unique_key, a.title, a.status, a.published_at
      from g join articles a on a.id = any(g.ids)
      order by g.gid, (a.locale = ${defaultLocale}) desc, a.id
    ),
    grouped as (
      select rep.id, rep.unique_key, rep.title, rep.status, rep.published_at, g.reads, g.languages,
        coalesce((select sum(prev.reads) from prev where prev.article_id = any(g.ids)), 0)::bigint as previous_reads
      from g join rep on rep.gid = g.gid
    ),
    ranked as (
      select grouped.*, count(*) over () as total from grouped
      order by ${postOrder[sort].outer} ${direction}, id ${tie}
      limit ${pageSize} offset ${(page - 1) * pageSize}
    )
    select ranked.*, (select content from articles where id = ranked.id) as content
    from ranked
    order by ${postOrder[sort].outer} ${direction}, id ${tie}`,
  );
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    rows: rows.map((row) => ({
      ...postRow(row),
      languages: [...new Set(String(row.languages ?? '').split(',').filter(Boolean))].sort((a, b) => languageRank(a) - languageRank(b)),
    })),
    total: num(rows[0]?.total),
    page,
    pageSize,
  };
}

export interface DashboardReport {
  period: { key: Period['key']; from: string; to: string; days: number; granularity: Granularity; previous: DayRange };
  totals: ReportTotals;
  previousTotals: ReportTotals;
  readsSeries: SeriesPoint[];
  publishers: PublisherRow[];
  categories: CategoryRow[];
  posts: PostsPage;
}

/** Every figure of the dashboard for a period, the queries run side by side. */
export async function getDashboardReport(
  db: Db,
  scope: ReportScope,
  period: Period,
  options: ReportOptions,
  postsQuery: PostsQuery = {},
): Promise<DashboardReport> {
  const [totals, previousTotals, readsSeries, publishers, categories, posts] = await Promise.all([
    getTotals(db, scope, period, options),
    getPreviousTotals(db, scope, period, options),
    getReadsSeries(db, scope, period, period.granularity),
    getPublishers(db, scope, period, options),
    getCategories(db, scope, period, options),
    getPosts(db, scope, period, postsQuery),
  ]);
  return {
    period: { key: period.key, from: period.from, to: period.to, days: period.days, granularity: period.granularity, previous: period.previous },
    totals,
    previousTotals,
    readsSeries,
    publishers,
    categories,
    posts,
  };
}

/** The dashboard for the signed-in user (pages and the API): their scope, the site's time zone. */
export async function getDashboardReportFor(
  user: { id: number; grants: readonly string[] },
  period: Period,
  postsQuery: PostsQuery = {},
): Promise<DashboardReport> {
  return getDashboardReport(await getDb(), reportScope(user), period, { timeZone: env().SITE_TIME_ZONE }, postsQuery);
}
