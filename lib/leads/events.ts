import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { leads, type NewsletterStatus } from '@/db/schema';
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
