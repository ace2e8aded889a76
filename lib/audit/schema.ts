import { z } from 'zod';
import type { FieldError } from '@/lib/core/errors';
import { issueMessageKey, validationError } from '@/lib/core/validation';
import { isIsoDate } from '@/lib/reports/period';

// The audit log's filters: the URL of /admin/audit-log and of GET /api/audit/audit-log
// (?person=&action=&type=&record=&from=&to=&page=&limit=). Messages are catalogue keys, translated
// at the boundary.

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;

const errorKey = {
  person: 'AuditLog.errors.invalidPerson',
  action: 'AuditLog.errors.invalidAction',
  type: 'AuditLog.errors.invalidType',
  record: 'AuditLog.errors.invalidRecord',
  date: 'AuditLog.errors.invalidDate',
  fromAfterTo: 'AuditLog.errors.fromAfterTo',
  page: 'AuditLog.errors.invalidPage',
  limit: 'AuditLog.errors.invalidLimit',
} as const;

/** '' and null mean "no filter" (an empty select or date field of a GET form sends ''). */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Action and record-type names as the commands write them: `category.update`, `layout_setting`, `lead.newsletter-status`. */
const NAME = /^[a-z][a-z0-9_.-]*$/i;

const name = (message: string) => z.preprocess(blankToUndefined, z.string({ error: message }).trim().max(100, message).regex(NAME, message).optional());

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: errorKey.date })
    .trim()
    .refine((value) => isIsoDate(value), errorKey.date)
    .optional(),
);

const positiveInt = (message: string, max: number) => z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const auditLogQuerySchema = z
  .object({
    /** The actor's user id. */
    person: z.preprocess(blankToUndefined, positiveInt(errorKey.person, 2_147_483_647).optional()),
    action: name(errorKey.action),
    /** The record type (entity_type). */
    type: name(errorKey.type),
    /** The record id (entity_id), as the commands store it (text). */
    record: z.preprocess(blankToUndefined, z.string({ error: errorKey.record }).trim().max(100, errorKey.record).optional()),
    /** First day, inclusive, in the site's time zone (YYYY-MM-DD). */
    from: isoDate,
    /** Last day, inclusive, in the site's time zone (YYYY-MM-DD). */
    to: isoDate,
    page: z.preprocess(blankToUndefined, positiveInt(errorKey.page, 100_000).default(1)),
    limit: z.preprocess(blankToUndefined, positiveInt(errorKey.limit, AUDIT_MAX_PAGE_SIZE).default(AUDIT_PAGE_SIZE)),
  })
  // zod runs this even when a date failed above: compare only two real dates.
  .refine((q) => !q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to) || q.from <= q.to, { path: ['to'], message: errorKey.fromAfterTo });

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The filters that narrow the list (everything but the page and its size). */
export const auditFilterKeys = ['person', 'action', 'type', 'record', 'from', 'to'] as const;

/** Parses the query strictly (the API's rule): any invalid value is a 422 naming its field. */
export function parseAuditLogQuery(raw: Record<string, string>): AuditLogQuery {
  const result = auditLogQuerySchema.safeParse(raw);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Parses the query for the page: a field with an invalid value is left out (the list shows without
 * that filter) and its problem is returned, so a mistyped link still shows entries and says why.
 */
export function parseAuditLogQueryLenient(raw: Record<string, string>): { query: AuditLogQuery; errors: FieldError[] } {
  const result = auditLogQuerySchema.safeParse(raw);
  if (result.success) return { query: result.data, errors: [] };
  const errors: FieldError[] = [];
  const cleaned = { ...raw };
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ field, messageKey: issueMessageKey(issue.message) });
    delete cleaned[field];
  }
  const retry = auditLogQuerySchema.safeParse(cleaned);
  return { query: retry.success ? retry.data : auditLogQuerySchema.parse({}), errors };
}

/** The filters of a query in the URL's own names (the page, its pagination and the API share them). */
export function auditFilterParams(query: AuditLogQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of auditFilterKeys) {
    const value = query[key];
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}
