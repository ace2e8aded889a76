import 'server-only';
import { createHmac } from 'node:crypto';
import { asc, gt, inArray, lt } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { consentRecords } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { assertConsentRecordAllowed } from '@/lib/abuse/rate-limit';
import { serverSecret } from '@/lib/auth/tokens';
import { csvStream, type CsvColumn } from '@/lib/format/csv';
import { translator } from '@/lib/i18n/translate';
import type { ConsentRecordValues } from './schema';
import { assertConsentManager } from './settings';

/*
 * The proof of each consent choice (LGPD art. 8 §2, GDPR art. 7(1)): an anonymous id made in the
 * visitor's browser, the two choices, the banner's version, the time and a salted hash of the
 * address (never the address). Kept 5 years, then purged by the maintenance job (lib/jobs/purge.ts).
 */

/** How long a proof record is kept. */
export const CONSENT_RECORD_RETENTION_YEARS = 5;
const EXPORT_BATCH = 1_000;
const PURGE_BATCH = 5_000;

/** HMAC-SHA256 of the address under a key derived from the server secret: the same address, the same hash; never reversible without the secret. */
export function hashAddress(ip: string): string {
  const key = createHmac('sha256', serverSecret()).update('vitrine:consent-ip').digest();
  return createHmac('sha256', key).update(ip).digest('hex');
}

export interface ConsentRecordView {
  id: string;
  analytics: boolean;
  marketing: boolean;
  version: number;
  recordedAt: string;
}

/** Stores one choice (public; limited per address, 429 beyond). */
export async function recordConsent(values: ConsentRecordValues, ctx: { ip: string }): Promise<ConsentRecordView> {
  await assertConsentRecordAllowed(ctx.ip);
  const db = await getDb();
  // A single insert is its own transaction; the record is the audit (no staff actor to name).
  const [row] = await db
    .insert(consentRecords)
    .values({ anonymousId: values.id, analytics: values.analytics, marketing: values.marketing, bannerVersion: values.version, ipHash: hashAddress(ctx.ip) })
    .returning();
  return { id: row.anonymousId, analytics: row.analytics, marketing: row.marketing, version: row.bannerVersion, recordedAt: row.createdAt.toISOString() };
}

type RecordRow = typeof consentRecords.$inferSelect;

function exportColumns(locale: string): CsvColumn<RecordRow>[] {
  const t = translator(locale);
  const yesNo = (value: unknown) => t(value ? 'Consent.csv.yes' : 'Consent.csv.no');
  return [
    { label: t('Consent.csv.id'), field: 'anonymousId' },
    { label: t('Consent.csv.analytics'), field: 'analytics', format: yesNo },
    { label: t('Consent.csv.marketing'), field: 'marketing', format: yesNo },
    { label: t('Consent.csv.version'), field: 'bannerVersion' },
    { label: t('Consent.csv.recordedAt'), field: 'createdAt' },
    { label: t('Consent.csv.ipHash'), field: 'ipHash' },
  ];
}

/** Every proof record, oldest first, streamed as CSV (semicolons, UTF-8 with BOM, ISO 8601 UTC times); grant `seo`. */
export async function exportConsentRecordsCsv(actor: Actor, options: { locale: string; batchSize?: number }): Promise<ReadableStream<Uint8Array>> {
  assertConsentManager(actor);
  const db = await getDb();
  const columns = exportColumns(options.locale);
  const batchSize = options.batchSize ?? EXPORT_BATCH;
  return csvStream(columns, { escapeFormulas: true, batchSize }, (after) =>
    db
      .select()
      .from(consentRecords)
      .where(after === null ? undefined : gt(consentRecords.id, after.id))
      .orderBy(asc(consentRecords.id))
      .limit(batchSize),
  );
}

/** The oldest moment a record may have been made and still be kept, as of `now`. */
export function consentRetentionStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - CONSENT_RECORD_RETENTION_YEARS);
  return start;
}

/** Deletes the proof records older than 5 years (in batches); answers how many went. */
export async function purgeOldConsentRecords(now: Date, db: Db): Promise<number> {
  const before = consentRetentionStart(now);
  let total = 0;
  for (;;) {
    const batch = db.select({ id: consentRecords.id }).from(consentRecords).where(lt(consentRecords.createdAt, before)).limit(PURGE_BATCH);
    const deleted = await db.delete(consentRecords).where(inArray(consentRecords.id, batch)).returning({ id: consentRecords.id });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH) break;
  }
  return total;
}
