import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { messages } from '@/db/schema';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import { presentMessage } from './present';
import { messageColumns } from './queries';

/**
 * `message.received` (lib/webhooks), queued in the transaction that puts a message in the inbox: a
 * contact message, or one released from spam (a message stored as spam was never "received").
 */
export async function announceMessage(tx: DbOrTx, messageId: number): Promise<void> {
  await queueWebhookEvent(tx, 'message.received', async () => {
    const [row] = await tx.select(messageColumns).from(messages).where(eq(messages.id, messageId)).limit(1);
    return presentMessage(row);
  });
}
