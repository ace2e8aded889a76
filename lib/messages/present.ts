import type { Touch } from '@/db/schema/leads';

/** Where the sender came from (lib/attribution): null when unknown (messages from before it was recorded). */
interface MessageAttribution {
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  conversionPath: string | null;
}
import type { SpamReason } from '@/db/schema';

/** What the sender wrote on the contact form: named alike in the row and in the view. */
interface MessageContent {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  phone: string | null;
  locale: string;
}

/** A received message as the API answers it (`ok()` spells its fields in snake_case). */
export interface MessageView extends MessageContent, MessageAttribution {
  id: number;
  uniqueKey: string;
  read: boolean;
  archived: boolean;
  lead: boolean;
  leadId: number | null;
  /** Caught as spam: shown only in the Spam tab until staff say "not spam". */
  spam: boolean;
  /** Why it was caught (honeypot, rate-limit, blacklisted, no-proof); null when it was not. */
  spamReason: SpamReason | null;
  receivedAt: string;
}

export interface MessageRow extends MessageContent, MessageAttribution {
  id: number;
  uniqueKey: string;
  isRead: boolean;
  isArchived: boolean;
  isLead: boolean;
  leadId: number | null;
  isSpam: boolean;
  spamReason: SpamReason | null;
  createdAt: Date;
}

export function presentMessage(row: MessageRow): MessageView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    phone: row.phone,
    locale: row.locale,
    read: row.isRead,
    archived: row.isArchived,
    lead: row.isLead,
    leadId: row.leadId,
    spam: row.isSpam,
    firstTouch: row.firstTouch ?? null,
    lastTouch: row.lastTouch ?? null,
    conversionPath: row.conversionPath ?? null,
    spamReason: row.isSpam ? row.spamReason : null,
    receivedAt: row.createdAt.toISOString(),
  };
}
