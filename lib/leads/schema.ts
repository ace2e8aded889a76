import { z } from 'zod';
import { BULK_MAX } from '@/lib/core/bulk-limits';
import { pageNumber, recordId } from '@/lib/core/fields';
import { leadClassifications, leadModules, leadStatuses, newsletterStatuses } from '@/db/schema/leads';

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Leads.invalidValue';

/** '' and null mean "no filter" (an empty select in a GET form sends ''). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: INVALID }).optional());

const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' || value === '' ? false : value),
  z.boolean({ error: INVALID }).default(false),
);

/** The API also takes the spec's snake_case names (newsletter_status, include_deleted, include_spam). */
function normaliseKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  const aliases: Record<string, string> = {
    newsletter_status: 'newsletterStatus',
    include_deleted: 'includeDeleted',
    include_spam: 'includeSpam',
  };
  const out: Record<string, unknown> = { ...input };
  for (const [snake, camel] of Object.entries(aliases)) {
    if (snake in input && !(camel in input)) out[camel] = input[snake];
    delete out[snake];
  }
  return out;
}

const text = (max: number) => z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(max, INVALID).optional());

const filterShape = {
  search: text(200),
  /** Attribution (lib/attribution): a lead matches when its first or last touch has the value, in any case. */
  source: text(100),
  medium: text(100),
  campaign: text(200),
  module: optionalEnum(leadModules),
  status: optionalEnum(leadStatuses),
  classification: optionalEnum(leadClassifications),
  newsletterStatus: optionalEnum(newsletterStatuses),
  /** Deleted leads are hidden unless this is set or the status filter is 'deleted'. */
  includeDeleted: flag,
  /** Leads caught as spam are hidden unless this is set. */
  includeSpam: flag,
  /** Only the leads caught as spam (the list's "Spam" filter, where staff review them). */
  spam: flag,
};

/** The export of a selection (issue 33 §5): `ids=1,2,3`, at most BULK_MAX. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.split(',')) : value),
  z.array(recordId(INVALID), { error: INVALID }).max(BULK_MAX, 'Bulk.errors.tooMany').optional(),
);

/** Filters of the list and of the CSV export (which also takes the selected `ids`). */
export const leadFiltersSchema = z.preprocess(normaliseKeys, z.object({ ...filterShape, ids: idList }));
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const LEADS_PAGE_SIZE = 10;
export const LEADS_MAX_PAGE_SIZE = 100;

/** POST /api/lead/leads-list and the list page's URL. */
export const leadListQuerySchema = z.preprocess(
  normaliseKeys,
  z.object({
    ...filterShape,
    limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(LEADS_MAX_PAGE_SIZE, INVALID).default(LEADS_PAGE_SIZE),
    page: pageNumber(INVALID),
  }),
);
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** PUT /api/lead/lead-change-status/{id}/{unique_key}: activate, deactivate or blacklist (delete has its own call). */
export const leadStatusChangeValues = ['active', 'inactive', 'blackListed'] as const;
export const leadStatusBodySchema = z.object({ status: z.enum(leadStatusChangeValues, { error: INVALID }) });
export type LeadStatusBody = z.output<typeof leadStatusBodySchema>;

/** PUT /api/lead/lead-classification/{id}/{unique_key} */
export const leadClassificationBodySchema = z.object({ classification: z.enum(leadClassifications, { error: INVALID }) });
export type LeadClassificationBody = z.output<typeof leadClassificationBodySchema>;

/** PUT /api/lead/lead-newsletter-status/{id}/{unique_key}: staff set active or cancelled ('pending' belongs to the double opt-in). */
export const leadNewsletterStatusValues = ['active', 'cancelled'] as const;
export const leadNewsletterBodySchema = z.object({ status: z.enum(leadNewsletterStatusValues, { error: INVALID }) });
export type LeadNewsletterBody = z.output<typeof leadNewsletterBodySchema>;

/** The reason code recorded when staff cancel a subscription from the lead list (spec §4). */
export const LEAD_PANEL_UNSUBSCRIBE_REASON = 'lead-panel';

/** POST /api/lead/lead-note/{id}/{unique_key}: a note staff write on the lead's page. */
export const LEAD_NOTE_MAX = 5000;
export const leadNoteBodySchema = z.object({
  text: z.string({ error: 'LeadPage.errors.noteRequired' }).trim().min(1, 'LeadPage.errors.noteRequired').max(LEAD_NOTE_MAX, 'LeadPage.errors.noteTooLong'),
});
export type LeadNoteBody = z.output<typeof leadNoteBodySchema>;

/**
 * PUT /api/lead/lead-owner/{id}/{unique_key}: the owner (a staff user's id, null for nobody) and,
 * when given, the next follow-up: a date-time with its offset, or a calendar date (YYYY-MM-DD, the
 * start of that day in the site's time zone, which is what the lead's page sends); null clears it.
 */
export const leadOwnerBodySchema = z.object({
  user_id: z.preprocess(blankToNull, z.coerce.number({ error: INVALID }).int(INVALID).positive(INVALID).nullable()),
  follow_up_at: z.preprocess(
    blankToNull,
    z.union([z.iso.datetime({ offset: true, error: 'LeadPage.errors.followUpDate' }), z.iso.date({ error: 'LeadPage.errors.followUpDate' })], { error: 'LeadPage.errors.followUpDate' }).nullable().optional(),
  ),
});
export type LeadOwnerBody = z.output<typeof leadOwnerBodySchema>;

function blankToNull(value: unknown) {
  return value === '' ? null : value;
}
