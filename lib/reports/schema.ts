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

/** Parses the query strictly: any invalid value is a 422 with the field named (the API's rule). */
export function parseDashboardQuery(params: URLSearchParams, today: string): ParsedDashboardQuery {
  const raw = Object.fromEntries(
    ['period', 'from', 'to', 'sort', 'dir', 'page', 'translations'].flatMap((key) => {
      const value = params.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = dashboardQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const seen = new Set<string>();
    const fieldErrors = parsed.error.issues
      .map((issue) => ({ field: issue.path.join('.'), messageKey: issueMessageKey(issue.message) }))
      .filter((f) => (seen.has(f.field) ? false : (seen.add(f.field), true)));
    throw new AppError('Errors.validation', 422, { fieldErrors });
  }
  const { period: key, from, to, sort, dir, page, translations } = parsed.data;
  const result = parsePeriod({ period: key, from, to }, today);
  if (!result.ok) {
    throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: result.field, messageKey: periodErrorKeys[result.error] }] });
  }
  return { period: result.period, posts: { sort, dir, page, translations } };
}
