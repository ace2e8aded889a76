import { locales } from '@/i18n/routing';

// The leads report (issue 32 §2): pure pieces, no database. Each lead counts once, under its
// "original source" (HubSpot's term): its first touch, else its last touch; a lead without either
// counts under "(not set)", which the API writes as null and the dashboard translates.

/** Rows each breakdown shows; the rest are counted in `more`. */
export const LEADS_BREAKDOWN_LIMIT = 10;
/** Articles the "leads per article" table shows. */
export const LEAD_ARTICLES_LIMIT = 10;

/** Leads in the period and in the previous period of the same length. */
export interface LeadCounts {
  leads: number;
  previousLeads: number;
}

export interface SourceRow extends LeadCounts {
  /** null: "(not set)", a lead with no attribution. */
  source: string | null;
  medium: string | null;
}

export interface CampaignRow extends LeadCounts {
  campaign: string | null;
}

export interface PathRow extends LeadCounts {
  /** A site path (the touch's landing page, or the page the form was sent from); null: "(not set)". */
  path: string | null;
}

export interface Breakdown<R> {
  /** The largest rows, most leads first. */
  rows: R[];
  /** Rows left out past the limit (their keys, not their leads). */
  more: number;
}

export interface ArticleLeadRow extends LeadCounts {
  id: number;
  uniqueKey: string;
  title: string;
  locale: string;
  /** Reads of the article in the period, and in the previous one. */
  reads: number;
  previousReads: number;
  /** Leads per read (leads ÷ reads); null without reads. */
  rate: number | null;
  previousRate: number | null;
}

export interface LeadTotals {
  /** Leads created in the period (no spam, no deleted lead). */
  leads: number;
  /** Of them, the leads an article brought (converted on it, or landed on it). */
  articleLeads: number;
}

export interface LeadsReport {
  period: { key: string; from: string; to: string; days: number; previous: { from: string; to: string } };
  totals: LeadTotals;
  previousTotals: LeadTotals;
  sources: Breakdown<SourceRow>;
  campaigns: Breakdown<CampaignRow>;
  landingPages: Breakdown<PathRow>;
  conversionPages: Breakdown<PathRow>;
  articles: ArticleLeadRow[];
}

/**
 * An article's public path in any language: `/post/{unique_key}/{id}`, `/post/{id}` (which redirects
 * there), each with or without a locale prefix, maybe followed by a slash, a query or a fragment. The
 * id decides (lib/blog/paths.ts: a stale unique_key still opens the article). A POSIX regular
 * expression PostgreSQL and JavaScript read alike; its one group is the article's id.
 */
export const ARTICLE_PATH_PATTERN = `^(?:/(?:${locales.join('|')}))?/post/(?:[^/?#]+/)?([0-9]{1,9})/?(?:[?#].*)?$`;

/** The id of the article a path opens, or null (JavaScript twin of the SQL's match). */
export function articleIdOfPath(path: string | null | undefined): number | null {
  if (!path) return null;
  const match = new RegExp(ARTICLE_PATH_PATTERN).exec(path);
  return match ? Number(match[1]) : null;
}

/** Leads per read; null when there was no read to divide by. */
export function leadsPerRead(leads: number, reads: number): number | null {
  return reads > 0 ? leads / reads : null;
}

/** The breakdown a row of the grouped query belongs to. */
export type BreakdownKind = 'total' | 'source' | 'campaign' | 'landing' | 'conversion';

/** One row of the grouped leads query: the keys of its breakdown, its counts. */
export interface GroupedLeadRow {
  kind: BreakdownKind;
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
  path?: string | null;
  leads: number;
  previousLeads: number;
}

/** Most leads first, then most in the previous period, "(not set)" after named rows, then by name. */
function byLeads<R extends LeadCounts>(label: (row: R) => string | null) {
  return (a: R, b: R): number => {
    if (a.leads !== b.leads) return b.leads - a.leads;
    if (a.previousLeads !== b.previousLeads) return b.previousLeads - a.previousLeads;
    const la = label(a);
    const lb = label(b);
    if (la === null || lb === null) return la === lb ? 0 : la === null ? 1 : -1;
    return la < lb ? -1 : la > lb ? 1 : 0;
  };
}

/** Sorted, cut to `limit` rows; the number of rows left out kept. */
export function breakdownOf<R extends LeadCounts>(rows: R[], label: (row: R) => string | null, limit = LEADS_BREAKDOWN_LIMIT): Breakdown<R> {
  const sorted = [...rows].sort(byLeads(label));
  return { rows: sorted.slice(0, limit), more: Math.max(0, sorted.length - limit) };
}

const blank = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);

/** The grouped query's rows as the report's totals and four breakdowns. */
export function assembleBreakdowns(
  rows: readonly GroupedLeadRow[],
  limit = LEADS_BREAKDOWN_LIMIT,
): Pick<LeadsReport, 'sources' | 'campaigns' | 'landingPages' | 'conversionPages'> & { totals: LeadCounts } {
  const counts = (row: GroupedLeadRow): LeadCounts => ({ leads: row.leads, previousLeads: row.previousLeads });
  const of = (kind: BreakdownKind) => rows.filter((row) => row.kind === kind && (row.leads > 0 || row.previousLeads > 0));
  const total = rows.find((row) => row.kind === 'total');
  return {
    totals: total ? counts(total) : { leads: 0, previousLeads: 0 },
    sources: breakdownOf(
      of('source').map((row) => {
        const source = blank(row.source);
        return { source, medium: source === null ? null : blank(row.medium), ...counts(row) };
      }),
      (row) => (row.source === null ? null : `${row.source} / ${row.medium ?? ''}`),
      limit,
    ),
    campaigns: breakdownOf(
      of('campaign').map((row) => ({ campaign: blank(row.campaign), ...counts(row) })),
      (row) => row.campaign,
      limit,
    ),
    landingPages: breakdownOf(
      of('landing').map((row) => ({ path: blank(row.path), ...counts(row) })),
      (row) => row.path,
      limit,
    ),
    conversionPages: breakdownOf(
      of('conversion').map((row) => ({ path: blank(row.path), ...counts(row) })),
      (row) => row.path,
      limit,
    ),
  };
}
