import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { leadEvents, leads, type LeadEventKind, type NewsletterStatus } from '@/db/schema';
import type { WebhookEvent } from '@/lib/webhooks/events';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { presentLead } from './present';
import { leadViewColumns } from './queries';

/**
 * The webhook events of leads (lib/webhooks), queued in the transaction of the change: the data is the
 * lead as GET /api/lead/… answers it, read after the change.
 */
export async function announceLead(tx: DbOrTx, leadId: number, events: readonly (WebhookEvent | null)[]): Promise<void> {
  const read = async () => {
    const [row] = await tx.select(leadViewColumns).from(leads).where(eq(leads.id, leadId)).limit(1);
    return presentLead(row);
  };
  for (const event of events) if (event) await queueWebhookEvent(tx, event, read);
}

/**
 * The newsletter event of a status change: subscribed when it becomes active, unsubscribed when an
 * active subscription is cancelled (a signup never confirmed was never subscribed).
 */
export function newsletterEvent(before: NewsletterStatus | null, after: NewsletterStatus | null): WebhookEvent | null {
  if (after === 'active' && before !== 'active') return 'newsletter.subscribed';
  if (after === 'cancelled' && before === 'active') return 'newsletter.unsubscribed';
  return null;
}

/** One change for the lead's timeline (lead_events): its kind, the old and new values, who made it (null: the visitor or the system). */
export interface LeadChange {
  kind: LeadEventKind;
  from: string | number | boolean | Date | null | undefined;
  to: string | number | boolean | Date | null | undefined;
}

const eventValue = (value: LeadChange['from']): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/** Writes the changes to lead_events, in the transaction of the change itself (a change to the same value writes nothing). */
export async function recordLeadEvents(tx: DbOrTx, leadId: number, actorId: number | null, changes: readonly LeadChange[]): Promise<void> {
  const rows = changes
    .map((c) => ({ leadId, kind: c.kind, fromValue: eventValue(c.from), toValue: eventValue(c.to), actorId }))
    .filter((r) => r.fromValue !== r.toValue);
  if (rows.length > 0) await tx.insert(leadEvents).values(rows);
}
