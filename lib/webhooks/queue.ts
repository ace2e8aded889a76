import 'server-only';
import { randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { toApiCase } from '@/lib/core/api-case';
import { runWebhookJob } from '@/lib/jobs/webhooks';
import { logger } from '@/lib/logger';
import type { WebhookDeliveryEvent, WebhookEvent } from './events';

/**
 * Queueing an event: one delivery row per active endpoint that subscribed to it, written through the
 * transaction of the change it reports, so a change rolled back queues nothing and a committed one
 * cannot lose its deliveries. The body is built once, here, and sent verbatim on every attempt.
 */

/** The JSON every receiver gets: `data` spelled as the API spells the same record (snake_case). */
export function eventBody(eventId: string, event: WebhookDeliveryEvent, data: unknown, createdAt: Date): string {
  return JSON.stringify({ id: eventId, event, created_at: createdAt.toISOString(), data: toApiCase(data) });
}

export function newEventId(): string {
  return `evt_${randomUUID()}`;
}

/**
 * Queues `event` for its subscribers in `tx`; answers how many deliveries were queued. `data` may be a
 * function reading it, called only when some endpoint subscribed (most changes have none to tell).
 */
export async function queueWebhookEvent(tx: DbOrTx, event: WebhookEvent, data: unknown, now = new Date()): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${event} = any(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return 0;
  const eventId = newEventId();
  const body = eventBody(eventId, event, typeof data === 'function' ? await (data as () => Promise<unknown>)() : data, now);
  await tx.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({ uniqueKey: randomUUID(), endpointId: endpoint.id, event, eventId, body, nextAttemptAt: now })),
  );
  sendSoon();
  return endpoints.length;
}

/**
 * Queues a change's events in a savepoint of its transaction `tx`: when queueing fails, its part alone
 * is rolled back and logged, and the change still commits (without those deliveries). For the public
 * forms, where keeping a visitor's message or signup comes before telling receivers about it.
 */
export async function queueOrLog(tx: Tx, context: Record<string, unknown>, queue: (savepoint: Tx) => Promise<void>): Promise<void> {
  try {
    await tx.transaction(queue);
  } catch (error) {
    logger.error({ err: error, ...context }, 'webhook events could not be queued; the change is kept without them');
  }
}

/**
 * Inside a request or server action, the first attempt starts once the answer has been sent (the
 * change is committed by then) rather than at the job's next tick; it takes the job's lock like the
 * tick does. Elsewhere (a command, a test) the scheduled job alone sends.
 */
export function sendSoon(): void {
  try {
    after(() => runWebhookJob().catch((error: unknown) => logger.error({ err: error }, 'webhook delivery run failed')));
  } catch {
    // Not in a request scope: the scheduled job picks the deliveries up.
  }
}
