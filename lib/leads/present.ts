import type { LeadClassification, LeadStatus, NewsletterStatus, SpamReason, Touch, leadModules } from '@/db/schema/leads';
import type { MessageKey } from '@/lib/i18n/translate';
import { unsubscribeReasons, type UnsubscribeReason } from '@/lib/newsletter/schema';

/** What the lead told us and how staff classed it: named alike in the row and in the API's answer. */
interface LeadContact {
  name: string | null;
  email: string;
  telephone: string | null;
  enterprise: string | null;
  module: (typeof leadModules)[number];
  status: LeadStatus;
  classification: LeadClassification;
}

/** Where the lead came from (lib/attribution): null when unknown (leads from before it was recorded). */
interface LeadAttribution {
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  conversionPath: string | null;
}

/** A lead as the API answers it (spec §3 fields; `ok()` spells them in snake_case). */
export interface LeadView extends LeadContact, LeadAttribution {
  id: number;
  uniqueKey: string;
  newsletterStatus: NewsletterStatus | null;
  /** Caught by the honeypot or the per-address limit: kept for review, never mailed, until staff say "not spam". */
  spam: boolean;
  /** Why it was caught (honeypot, rate-limit, blacklisted, no-proof); null when it was not. */
  spamReason: SpamReason | null;
  /** The latest newsletter cancellation: its reason code, the visitor's comment, and when (null when never cancelled). */
  unsubscribeReason: string | null;
  unsubscribeDetails: string | null;
  unsubscribedAt: string | null;
  /** The staff member who follows the lead up (a user id), and when next (lib/leads/owner.ts). */
  ownerId: number | null;
  followUpAt: string | null;
  registeredAt: string;
  updatedAt: string;
}

export interface LeadRow extends LeadContact, LeadAttribution {
  id: number;
  uniqueKey: string;
  newsletterStatus: NewsletterStatus | null;
  isSpam: boolean;
  spamReason?: SpamReason | null;
  unsubscribeReason?: string | null;
  unsubscribeDetails?: string | null;
  unsubscribedAt?: Date | string | null;
  ownerId: number | null;
  followUpAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function presentLead(row: LeadRow): LeadView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    enterprise: row.enterprise,
    module: row.module,
    status: row.status,
    classification: row.classification,
    newsletterStatus: row.newsletterStatus,
    spam: row.isSpam,
    firstTouch: row.firstTouch ?? null,
    lastTouch: row.lastTouch ?? null,
    conversionPath: row.conversionPath ?? null,
    spamReason: row.isSpam ? (row.spamReason ?? null) : null,
    unsubscribeReason: row.unsubscribeReason ?? null,
    unsubscribeDetails: row.unsubscribeDetails ?? null,
    unsubscribedAt: row.unsubscribedAt ? new Date(row.unsubscribedAt).toISOString() : null,
    ownerId: row.ownerId,
    followUpAt: row.followUpAt ? row.followUpAt.toISOString() : null,
    registeredAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The catalogue key that names an unsubscribe reason code: the visitor's choice on the unsubscribe
 * page, a one-click unsubscribe from the mail client, or staff cancelling from the lead list. A code
 * none of them writes has no key (the caller shows the code as stored).
 */
export function unsubscribeReasonKey(code: string): MessageKey | null {
  if (code === 'lead-panel') return 'Leads.unsubscribeReasonLeadPanel';
  if (code === 'one-click') return 'Leads.unsubscribeReasonOneClick';
  return isUnsubscribeReason(code) ? `Unsubscribe.reasons.${code}` : null;
}

function isUnsubscribeReason(code: string): code is UnsubscribeReason {
  return (unsubscribeReasons as readonly string[]).includes(code);
}
