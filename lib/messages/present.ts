/** What the sender wrote on the contact form: named alike in the row and in the API's answer. */
interface MessageContent {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  phone: string | null;
  locale: string;
}

/** A received message as the API answers it. */
export interface MessageView extends MessageContent {
  id: number;
  unique_key: string;
  read: boolean;
  archived: boolean;
  lead: boolean;
  lead_id: number | null;
  /** Caught as spam: shown only in the Spam tab until staff say "not spam". */
  spam: boolean;
  received_at: string;
}

export interface MessageRow extends MessageContent {
  id: number;
  uniqueKey: string;
  isRead: boolean;
  isArchived: boolean;
  isLead: boolean;
  leadId: number | null;
  isSpam: boolean;
  createdAt: Date;
}

export function presentMessage(row: MessageRow): MessageView {
  return {
    id: row.id,
    unique_key: row.uniqueKey,
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
    lead_id: row.leadId,
    spam: row.isSpam,
    received_at: row.createdAt.toISOString(),
  };
}
