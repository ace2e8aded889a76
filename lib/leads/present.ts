import type { LeadClassification, LeadStatus, NewsletterStatus, leadModules } from '@/db/schema/leads';

/** A lead as the API answers it (spec §3 field names). */
export interface LeadView {
  id: number;
  unique_key: string;
  name: string | null;
  email: string;
  telephone: string | null;
  enterprise: string | null;
  module: (typeof leadModules)[number];
  status: LeadStatus;
  classification: LeadClassification;
  newsletter_status: NewsletterStatus | null;
  /** Caught by the honeypot or the per-address limit: kept for review, never mailed, until staff say "not spam". */
  spam: boolean;
  registered_at: string;
  updated_at: string;
}

export interface LeadRow {
  id: number;
  uniqueKey: string;
  name: string | null;
  email: string;
  telephone: string | null;
  enterprise: string | null;
  module: (typeof leadModules)[number];
  status: LeadStatus;
  classification: LeadClassification;
  newsletterStatus: NewsletterStatus | null;
  isSpam: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function presentLead(row: LeadRow): LeadView {
  return {
    id: row.id,
    unique_key: row.uniqueKey,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    enterprise: row.enterprise,
    module: row.module,
    status: row.status,
    classification: row.classification,
    newsletter_status: row.newsletterStatus,
    spam: row.isSpam,
    registered_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
