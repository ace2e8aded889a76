import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { leads, type LeadStatus, type NewsletterStatus } from '@/db/schema';
import { noAttribution, type Attribution } from '@/lib/attribution/request';

export interface CaptureLeadInput {
  /** Already lower-cased and trimmed by the form's schema (one lead per email). */
  email: string;
  name?: string | null;
  phone?: string | null;
  company?: string | null;
  module: 'contact' | 'newsletter';
  locale: string;
  /** Where this post came from (lib/attribution). */
  attribution?: Attribution;
}

export interface CapturedLead {
  id: number;
  uniqueKey: string;
  email: string;
  module: 'contact' | 'newsletter';
  status: LeadStatus;
  newsletterStatus: NewsletterStatus | null;
  locale: string;
  isSpam: boolean;
  created: boolean;
}

const leadColumns = {
  id: leads.id,
  uniqueKey: leads.uniqueKey,
  email: leads.email,
  module: leads.module,
  status: leads.status,
  newsletterStatus: leads.newsletterStatus,
  locale: leads.locale,
  isSpam: leads.isSpam,
};

/** The lead of an email, if any (the email as stored: lower case). */
export async function findLeadByEmail(db: DbOrTx, email: string): Promise<Omit<CapturedLead, 'created'> | null> {
  const [row] = await db.select(leadColumns).from(leads).where(eq(leads.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * Creates the lead of this email, or updates the one that exists (one lead per email): the name,
 * phone and company given replace the stored ones, blanks keep them; the module where the lead was
 * first captured is kept; the locale becomes the latest one. Statuses are left to the caller. Runs in
 * the caller's transaction; an upsert on the email, so two submissions at once make one lead.
 * Attribution: the first touch is kept once set (a lead without one takes this post's); the last
 * touch and the conversion path follow each post that has them.
 */
export async function captureLead(tx: DbOrTx, input: CaptureLeadInput): Promise<CapturedLead> {
  const email = input.email.trim().toLowerCase();
  const name = blankToNull(input.name);
  const phone = blankToNull(input.phone);
  const company = blankToNull(input.company);
  const { firstTouch, lastTouch, conversionPath } = input.attribution ?? noAttribution;
  const [row] = await tx
    .insert(leads)
    .values({ uniqueKey: randomUUID(), module: input.module, email, name, telephone: phone, enterprise: company, locale: input.locale, firstTouch, lastTouch, conversionPath })
    .onConflictDoUpdate({
      target: leads.email,
      set: {
        name: sql`coalesce(excluded.name, ${leads.name})`,
        telephone: sql`coalesce(excluded.telephone, ${leads.telephone})`,
        enterprise: sql`coalesce(excluded.enterprise, ${leads.enterprise})`,
        locale: sql`excluded.locale`,
        firstTouch: sql`coalesce(${leads.firstTouch}, excluded.first_touch)`,
        lastTouch: sql`coalesce(excluded.last_touch, ${leads.lastTouch})`,
        conversionPath: sql`coalesce(excluded.conversion_path, ${leads.conversionPath})`,
        updatedAt: sql`now()`,
      },
    })
    // xmax = 0 only for a row this statement inserted.
    .returning({ ...leadColumns, created: sql<boolean>`(xmax = 0)` });
  return row;
}
