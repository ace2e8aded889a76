import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, rowsOf } from '@/db/client';
import { env } from '@/lib/env';
import type { Period } from './period';
import { instants, readsIn, reportScope, run, type ReportOptions, type ReportScope } from './queries';
import {
  ARTICLE_PATH_PATTERN,
  assembleBreakdowns,
  LEAD_ARTICLES_LIMIT,
  leadsPerRead,
  type ArticleLeadRow,
  type BreakdownKind,
  type GroupedLeadRow,
  type LeadsReport,
} from './leads';

// The leads report's two queries (issue 32 §2): one for the totals and the four breakdowns (grouping
// sets over the leads of both periods), one for the articles that brought leads with their reads.
// Leads of a period: created in it (its days in the site's time zone), neither spam nor deleted.
// Without 'reports-all' a user's report covers the leads their own articles brought, as the rest of
// the dashboard covers their own articles only.

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** The id of the article a path column opens (ARTICLE_PATH_PATTERN), or null. */
const articleIdOf = (column: SQL): SQL => sql`(substring(${column} from ${ARTICLE_PATH_PATTERN}))::int`;

/**
 * The leads of the period and of the previous one (`cur` tells which), with their attributed touch
 * (the first, else the last), their converting page and the articles both pages open.
 */
function periodLeads(scope: ReportScope, period: Period, options: ReportOptions): SQL {
  const { start, end } = instants(period, options);
  const { start: previousStart } = instants(period.previous, options);
  const own =
    scope.authorId === null
      ? sql``
      : sql` where cp_article in (select id from articles where author_id = ${scope.authorId})
               or lp_article in (select id from articles where author_id = ${scope.authorId})`;
  return sql`
    select * from (
      select l.id, l.created_at >= ${start} as cur,
        nullif(btrim(t->>'source'), '') as source, nullif(btrim(t->>'medium'), '') as medium,
        nullif(btrim(t->>'campaign'), '') as campaign, nullif(btrim(t->>'landing_path'), '') as landing,
        nullif(btrim(l.conversion_path), '') as conversion,
        ${articleIdOf(sql`l.conversion_path`)} as cp_article,
        ${articleIdOf(sql`t->>'landing_path'`)} as lp_article
      from leads l
      cross join lateral (select coalesce(l.first_touch, l.last_touch) as t) touch
      where l.created_at >= ${previousStart} and l.created_at < ${end}
        and not l.is_spam and l.status <> 'deleted'
    ) pl${own}`;
}

// grouping(source, medium, campaign, landing, conversion): a bit per column, 1 where the row sums it away.
const kindOfGrouping: Record<number, BreakdownKind> = { 0b00111: 'source', 0b11011: 'campaign', 0b11101: 'landing', 0b11110: 'conversion', 0b11111: 'total' };

async function getGroupedLeads(db: Db, scope: ReportScope, period: Period, options: ReportOptions): Promise<GroupedLeadRow[]> {
  const result = await run(
    db,
    sql`
    with pl as (${periodLeads(scope, period, options)})
    select grouping(source, medium, campaign, landing, conversion) as g, source, medium, campaign, landing, conversion,
      count(*) filter (where cur)::int as leads, count(*) filter (where not cur)::int as previous_leads
    from pl
    group by grouping sets ((source, medium), (campaign), (landing), (conversion), ())`,
  );
  return rowsOf<Record<string, unknown>>(result).flatMap((row) => {
    const kind = kindOfGrouping[num(row.g)];
    if (!kind) return [];
    return [
      {
        kind,
        source: text(row.source),
        medium: text(row.medium),
        campaign: text(row.campaign),
        path: kind === 'landing' ? text(row.landing) : kind === 'conversion' ? text(row.conversion) : null,
        leads: num(row.leads),
        previousLeads: num(row.previous_leads),
      },
    ];
  });
}

/**
 * The articles that brought leads (converted on the article, or landed on it first), most leads
 * first, with their reads in both periods; and how many leads any article brought. A lead whose two
 * pages are the same article counts once for it.
 */
async function getArticleLeads(
  db: Db,
  scope: ReportScope,
  period: Period,
  options: ReportOptions,
  limit = LEAD_ARTICLES_LIMIT,
): Promise<{ rows: ArticleLeadRow[]; totals: { leads: number; previousLeads: number } }> {
  const only = sql` and article_id in (select article_id from ranked)`;
  const result = await run(
    db,
    sql`
    with pl as (${periodLeads(scope, period, options)}),
    la as (
      select id, cur, cp_article as article_id from pl where cp_article is not null
      union
      select id, cur, lp_article from pl where lp_article is not null
    ),
    brought as (
      select la.article_id, count(*) filter (where cur)::int as leads, count(*) filter (where not cur)::int as previous_leads
      from la join articles a on a.id = la.article_id
      ${scope.authorId === null ? sql`` : sql`where a.author_id = ${scope.authorId}`}
      group by la.article_id
    ),
    ranked as (
      select b.article_id, b.leads, b.previous_leads, a.unique_key, a.title, a.locale
      from brought b join articles a on a.id = b.article_id
      order by b.leads desc, b.previous_leads desc, b.article_id asc
      limit ${limit}
    ),
    cur as (select article_id, sum(reads)::bigint as reads from (${readsIn(period, scope, only)}) x group by article_id),
    prev as (select article_id, sum(reads)::bigint as reads from (${readsIn(period.previous, scope, only)}) x group by article_id)
    select ranked.*, coalesce(cur.reads, 0)::bigint as reads, coalesce(prev.reads, 0)::bigint as previous_reads,
      (select count(distinct id)::int from la where cur and la.article_id in (select article_id from brought)) as total_leads,
      (select count(distinct id)::int from la where not cur and la.article_id in (select article_id from brought)) as total_previous_leads
    from (select 1) one
    left join ranked on true
    left join cur on cur.article_id = ranked.article_id
    left join prev on prev.article_id = ranked.article_id
    order by ranked.leads desc, ranked.previous_leads desc, ranked.article_id asc`,
  );
  const rows = rowsOf<Record<string, unknown>>(result);
  return {
    totals: { leads: num(rows[0]?.total_leads), previousLeads: num(rows[0]?.total_previous_leads) },
    rows: rows
      .filter((row) => row.article_id !== null && row.article_id !== undefined)
      .map((row) => {
        const leads = num(row.leads);
        const previousLeads = num(row.previous_leads);
        const reads = num(row.reads);
        const previousReads = num(row.previous_reads);
        return {
          id: num(row.article_id),
          uniqueKey: String(row.unique_key),
          title: String(row.title),
          locale: String(row.locale),
          leads,
          previousLeads,
          reads,
          previousReads,
          rate: leadsPerRead(leads, reads),
          previousRate: leadsPerRead(previousLeads, previousReads),
        };
      }),
  };
}

/** The leads report for a period and a scope: two queries, side by side. */
export async function getLeadsReport(db: Db, scope: ReportScope, period: Period, options: ReportOptions): Promise<LeadsReport> {
  const [grouped, articles] = await Promise.all([getGroupedLeads(db, scope, period, options), getArticleLeads(db, scope, period, options)]);
  const { totals, ...breakdowns } = assembleBreakdowns(grouped);
  return {
    period: { key: period.key, from: period.from, to: period.to, days: period.days, previous: period.previous },
    totals: { leads: totals.leads, articleLeads: articles.totals.leads },
    previousTotals: { leads: totals.previousLeads, articleLeads: articles.totals.previousLeads },
    ...breakdowns,
    articles: articles.rows,
  };
}

/** The leads report for the signed-in user (the dashboard page and the API): their scope, the site's time zone. */
export async function getLeadsReportFor(user: { id: number; grants: readonly string[] }, period: Period): Promise<LeadsReport> {
  return getLeadsReport(await getDb(), reportScope(user), period, { timeZone: env().SITE_TIME_ZONE });
}
