import 'server-only';
import { and, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { leads, newsletterUnsubscribeReasons as reasons } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { listPage, type ListPage } from '@/lib/core/list-page';
import type { CurrentUser } from '@/lib/auth/current-user';
import { csvStream, type CsvColumn } from '@/lib/format/csv';
import { DEFAULT_TIME_ZONE, displayDateFormatter } from '@/lib/format/date';
import { translator, type MessageKey } from '@/lib/i18n/translate';
import { presentLead, unsubscribeReasonKey, type LeadRow, type LeadView } from './present';
import type { LeadFilters, LeadListQuery } from './schema';

type Viewer = Pick<CurrentUser, 'grants'>;

/** Reading leads needs the 'list-leads' route (they hold the public's emails and phones). */
export function assertLeadsReader(viewer: Viewer) {
  if (!viewer.grants.includes('list-leads')) throw errors.accessDenied();
}

export const leadColumns = {
  id: leads.id,
  uniqueKey: leads.uniqueKey,
  name: leads.name,
  email: leads.email,
  telephone: leads.telephone,
  enterprise: leads.enterprise,
  module: leads.module,
  status: leads.status,
  classification: leads.classification,
  newsletterStatus: leads.newsletterStatus,
  isSpam: leads.isSpam,
  firstTouch: leads.firstTouch,
  lastTouch: leads.lastTouch,
  conversionPath: leads.conversionPath,
  ownerId: leads.ownerId,
  followUpAt: leads.followUpAt,
  spamReason: leads.spamReason,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

// The latest cancellation of a lead's newsletter (a correlated subquery per row: one page or one export
// batch). Written with explicit qualifiers: Drizzle leaves column names unqualified in a one-table select,
// and an unqualified "id" inside the subquery would be the reason's own id.
const latestReason = <T>(column: 'reason' | 'details' | 'created_at') =>
  sql<T>`(select ${sql.raw(`r.${column}`)} from ${reasons} r where r.lead_id = ${sql.raw('"leads"."id"')} order by r.created_at desc, r.id desc limit 1)`;

/** The lead's columns plus its latest unsubscribe reason: what the list, the lead and the export show. */
export const leadViewColumns = {
  ...leadColumns,
  unsubscribeReason: latestReason<string | null>('reason'),
  unsubscribeDetails: latestReason<string | null>('details'),
  unsubscribedAt: latestReason<string | null>('created_at'),
};

/** The lead's first or last touch has this value (case-insensitive, exact). */
function touchHas(field: 'source' | 'medium' | 'campaign', value: string): SQL | undefined {
  const wanted = value.toLowerCase();
  const key = sql.raw(`'${field}'`); // one of three fixed names
  return or(sql`lower(${leads.firstTouch}->>${key}) = ${wanted}`, sql`lower(${leads.lastTouch}->>${key}) = ${wanted}`);
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of the list and of the export: deleted and spam leads only when asked for; `spam` shows spam only. */
export function leadFilterWhere(filters: Partial<LeadFilters>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.ids?.length) conditions.push(inArray(leads.id, filters.ids));
  if (filters.module) conditions.push(eq(leads.module, filters.module));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  else if (!filters.includeDeleted) conditions.push(ne(leads.status, 'deleted'));
  if (filters.classification) conditions.push(eq(leads.classification, filters.classification));
  if (filters.newsletterStatus) conditions.push(eq(leads.newsletterStatus, filters.newsletterStatus));
  if (filters.spam) conditions.push(eq(leads.isSpam, true));
  else if (!filters.includeSpam) conditions.push(eq(leads.isSpam, false));
  for (const field of ['source', 'medium', 'campaign'] as const) {
    const value = filters[field];
    if (value) conditions.push(touchHas(field, value));
  }
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.enterprise, pattern)));
  }
  return and(...conditions);
}

export type LeadList = ListPage<LeadView>;

/** Newest first, filtered, one page. */
export async function listLeads(viewer: Viewer, query: LeadListQuery): Promise<LeadList> {
  assertLeadsReader(viewer);
  const db = await getDb();
  const list = { table: leads, columns: leadViewColumns, where: leadFilterWhere(query), orderBy: [desc(leads.createdAt), desc(leads.id)], query };
  return listPage(db, list, (rows: LeadRow[]) => rows.map(presentLead));
}

/** Rows read from the database per round trip of the export. */
export const EXPORT_BATCH_SIZE = 1000;

/** The export's columns (spec §3 "Table export column": label, field, optional format). */
export function leadExportColumns(locale: string, timeZone: string = DEFAULT_TIME_ZONE): CsvColumn<LeadRow>[] {
  const translate = translator(locale);
  // Labels of the enum values, translated once (the export formats every row with them).
  const memo = new Map<string, string>();
  const t = (key: MessageKey) => {
    let text = memo.get(key);
    if (text === undefined) memo.set(key, (text = translate(key)));
    return text;
  };
  // The spreadsheet shows the date in the display format (DD/MM/YYYY in pt-BR), never the "time of
  // day" that the screen shows for recent entries.
  const formatDate = displayDateFormatter({ locale, timeZone });
  const date = (value: unknown) => formatDate(value as Date);
  return [
    { label: t('Leads.columns.name'), field: 'name' },
    { label: t('Leads.columns.email'), field: 'email' },
    { label: t('Leads.columns.telephone'), field: 'telephone' },
    { label: t('Leads.columns.enterprise'), field: 'enterprise' },
    { label: t('Leads.columns.module'), field: 'module', format: (_, row) => t(`Leads.modules.${row.module}`) },
    { label: t('Leads.columns.status'), field: 'status', format: (_, row) => t(`Leads.statuses.${row.status}`) },
    { label: t('Leads.columns.classification'), field: 'classification', format: (_, row) => t(`Leads.classifications.${row.classification}`) },
    {
      label: t('Leads.columns.newsletterStatus'),
      field: 'newsletterStatus',
      format: (_, row) => (row.newsletterStatus ? t(`Leads.newsletterStatuses.${row.newsletterStatus}`) : ''),
    },
    { label: t('Leads.columns.registeredAt'), field: 'createdAt', format: date },
    { label: t('Leads.columns.updatedAt'), field: 'updatedAt', format: date },
    // Last, so the spec's columns keep their places for whoever reads the file by position.
    {
      label: t('Leads.columns.unsubscribeReason'),
      field: 'unsubscribeReason',
      format: (v, row) => {
        if (!v) return '';
        const key = unsubscribeReasonKey(String(v));
        const label = key ? t(key) : String(v);
        return row.unsubscribeDetails ? `${label}: ${row.unsubscribeDetails}` : label;
      },
    },
    { label: t('Leads.columns.unsubscribedAt'), field: 'unsubscribedAt', format: (v) => (v ? formatDate(new Date(v as string)) : '') },
    // Attribution (lib/attribution), after the earlier columns for the same reason.
    { label: t('Leads.columns.firstSource'), field: (row) => row.firstTouch?.source },
    { label: t('Leads.columns.firstMedium'), field: (row) => row.firstTouch?.medium },
    { label: t('Leads.columns.firstCampaign'), field: (row) => row.firstTouch?.campaign },
    { label: t('Leads.columns.firstLandingPage'), field: (row) => row.firstTouch?.landing_path },
    { label: t('Leads.columns.lastSource'), field: (row) => row.lastTouch?.source },
    { label: t('Leads.columns.lastMedium'), field: (row) => row.lastTouch?.medium },
    { label: t('Leads.columns.lastCampaign'), field: (row) => row.lastTouch?.campaign },
    { label: t('Leads.columns.lastReferrer'), field: (row) => row.lastTouch?.referrer_host },
    { label: t('Leads.columns.conversionPath'), field: 'conversionPath' },
  ];
}

/**
 * The filtered list as CSV (spec §9: semicolon, UTF-8 with BOM), streamed: the BOM and header first,
 * then EXPORT_BATCH_SIZE rows per database round trip, read by keyset on id (newest first). The
 * stream pulls the next batch only when the reader asks for more, so memory stays constant whatever
 * the number of leads. Formula-looking cells are neutralised (the values were typed by the public).
 */
export async function exportLeadsCsv(
  viewer: Viewer,
  filters: LeadFilters,
  options: { locale: string; timeZone?: string; batchSize?: number },
): Promise<ReadableStream<Uint8Array>> {
  assertLeadsReader(viewer);
  const db = await getDb();
  const columns = leadExportColumns(options.locale, options.timeZone);
  const csvOptions = { escapeFormulas: true };
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const where = leadFilterWhere(filters);
  return csvStream(columns, { ...csvOptions, batchSize }, (after) =>
    db
      .select(leadViewColumns)
      .from(leads)
      .where(after === null ? where : and(where, lt(leads.id, after.id)))
      .orderBy(desc(leads.id))
      .limit(batchSize),
  );
}
