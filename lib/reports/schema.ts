import { z } from 'zod';
import { AppError } from '@/lib/core/errors';
import { issueMessageKey } from '@/lib/core/validation';
import type { MessageKey } from '@/lib/i18n/translate';
import { parsePeriod, periodPresets, type Period, type PeriodError } from './period';

// The dashboard's query (URL search params of the page and of GET /api/report/dashboard).
// Messages are catalogue keys, translated at the boundary.

export const postSortKeys = ['reads', 'change', 'title', 'published'] as const;
export type PostSortKey = (typeof postSortKeys)[number];
export const sortDirections = ['asc', 'desc'] as const;
/** The posts table: each translation on its own row (default) or a translation group on one row. */
export const translationViews = ['separate', 'grouped'] as const;
export type TranslationView = (typeof translationViews)[number];
export type SortDirection = (typeof sortDirections)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Reports.periodErrors.invalidDate');

export const dashboardQuerySchema = z.object({
  period: z.enum([...periodPresets, 'custom'], { error: 'Reports.periodErrors.invalidPeriod' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(postSortKeys, { error: 'Reports.periodErrors.invalidSort' }).optional(),
  dir: z.enum(sortDirections, { error: 'Reports.periodErrors.invalidSort' }).optional(),
  translations: z.enum(translationViews, { error: 'Reports.periodErrors.invalidTranslations' }).optional(),
  page: z.coerce.number({ error: 'Reports.periodErrors.invalidPage' }).int('Reports.periodErrors.invalidPage').min(1, 'Reports.periodErrors.invalidPage').max(100_000, 'Reports.periodErrors.invalidPage').optional(),
});

export const periodErrorKeys: Record<PeriodError, MessageKey> = {
  invalidDate: 'Reports.periodErrors.invalidDate',
  fromAfterTo: 'Reports.periodErrors.fromAfterTo',
  rangeTooLong: 'Reports.periodErrors.rangeTooLong',
  missingDates: 'Reports.periodErrors.missingDates',
  invalidPeriod: 'Reports.periodErrors.invalidPeriod',
};

export interface ParsedDashboardQuery {
  period: Period;
  posts: { sort?: PostSortKey; dir?: SortDirection; page?: number; translations?: TranslationView };
}

/** The leads report's query (GET /api/report/leads): the period alone, read as the dashboard reads it. */
export const leadsQuerySchema = dashboardQuerySchema.pick({ period: true, from: true, to: true });

/** The query's parameters (empty ones left out) parsed by `schema`; any invalid one a 422 naming its field. */
function parseStrictly<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = params.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    const fieldErrors = parsed.error.issues
      .map((issue) => ({ field: issue.path.join('.'), messageKey: issueMessageKey(issue.message) }))
      .filter((f) => (seen.has(f.field) ? false : (seen.add(f.field), true)));
    throw new AppError('Errors.validation', 422, { fieldErrors });
  }
  return parsed.data;
}

/** The period of a parsed query, or a 422 naming the field that makes it invalid. */
function periodOf(query: { period?: string; from?: string; to?: string }, today: string): Period {
  const result = parsePeriod({ period: query.period, from: query.from, to: query.to }, today);
  if (!result.ok) {
    throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: result.field, messageKey: periodErrorKeys[result.error] }] });
  }
  return result.period;
}

/** Parses the query strictly: any invalid value is a 422 with the field named (the API's rule). */
export function parseDashboardQuery(params: URLSearchParams, today: string): ParsedDashboardQuery {
  const { period, from, to, sort, dir, page, translations } = parseStrictly(dashboardQuerySchema, params);
  return { period: periodOf({ period, from, to }, today), posts: { sort, dir, page, translations } };
}

/** The leads report's period, parsed as strictly as the dashboard's. */
export function parseLeadsQuery(params: URLSearchParams, today: string): Period {
  return periodOf(parseStrictly(leadsQuerySchema, params), today);
}
