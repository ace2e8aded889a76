import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { lockByKey, parseInput, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError } from '@/lib/core/errors';
import { requireRecentAuth, type SudoActor } from '@/lib/auth/sudo';
import { env } from '@/lib/env';
import { TEST_EVENT } from './events';
import { presentWebhookDelivery, type CreatedWebhook, type WebhookDeliveryView, type WebhookEndpointRow, type WebhookEndpointView } from './present';
import { assertWebhooksManager, readWebhook, webhookDeliveryColumns, webhookEndpointOwnColumns, webhookNotFound, type WebhookViewer } from './queries';
import { eventBody, newEventId, sendSoon } from './queue';
import { webhookUpdateSchema, type WebhookUpdateValues, type WebhookValues } from './schema';
import { newWebhookSecret } from './secret';
import { resolvesToAllowed } from './send';

// Writes of the webhooks page and /api/webhook/…. The secret is shown once, at creation or rotation;
// the database keeps it sealed (lib/webhooks/secret.ts). Creating, changing (pausing and resuming
// included), re-keying and deleting an endpoint are sudo-mode changes (lib/auth/sudo.ts): where the
// site's events go, and with which secret, is as sensitive as who may act.

/** The caller of a sudo-mode change: its session (or API key) comes along. */
type SudoWebhookActor = WebhookViewer & SudoActor;

const deliveryNotFound = () => new AppError('Webhooks.errors.deliveryNotFound', 404);

/** A name that resolves to a refused address is refused when saved too (every send checks again). */
async function assertReachable(url: string): Promise<void> {
  if ((await resolvesToAllowed(url, env().WEBHOOK_ALLOW_PRIVATE)) === false)
    throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'url', messageKey: 'Webhooks.errors.urlPrivate' }] });
}

/** The endpoint as a command locks it: its own row, without the owner. */
type LockedEndpoint = Omit<WebhookEndpointRow, 'ownerId' | 'ownerName' | 'ownerEmail'>;

function lockEndpoint(tx: Tx, key: RecordKey) {
  return lockByKey<LockedEndpoint>(tx, webhookEndpoints, webhookEndpointOwnColumns, key, webhookNotFound);
}

const snapshot = (row: Pick<LockedEndpoint, 'url' | 'events' | 'active'>) => ({ url: row.url, events: [...row.events], active: row.active });

export async function createWebhook(actor: SudoWebhookActor, values: WebhookValues): Promise<CreatedWebhook> {
  assertWebhooksManager(actor);
  await requireRecentAuth(actor);
  await assertReachable(values.url);
  const secret = newWebhookSecret();
  const active = values.active ?? true;
  const now = new Date();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        uniqueKey: randomUUID(),
        url: values.url,
        events: values.events,
        secretSealed: secret.sealed,
        secretPrefix: secret.prefix,
        active,
        pausedReason: active ? null : 'manual',
        pausedAt: active ? null : now,
        createdBy: actor.id,
      })
      .returning({ id: webhookEndpoints.id, uniqueKey: webhookEndpoints.uniqueKey });
    await writeAudit(tx, actor, { action: 'webhook.create', entityType: 'webhook', entityId: row.id, details: { from: null, to: { url: values.url, events: values.events, active } } });
    return { id: row.id, uniqueKey: row.uniqueKey, secret: secret.secret };
  });
}

/**
 * Changes the URL, events or state. Pausing by hand records 'manual'; resuming clears the pause and
 * the failure streak (the deliveries still pending go out at the job's next run).
 */
export async function updateWebhook(actor: SudoWebhookActor, key: RecordKey, values: WebhookUpdateValues): Promise<WebhookEndpointView> {
  assertWebhooksManager(actor);
  await requireRecentAuth(actor);
  if (values.url !== undefined) await assertReachable(values.url);
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, key);
    const after = { url: values.url ?? before.url, events: values.events ?? before.events, active: values.active ?? before.active };
    const stateChanged = after.active !== before.active;
    if (after.url !== before.url || after.events.join() !== before.events.join() || stateChanged) {
      const now = new Date();
      await tx
        .update(webhookEndpoints)
        .set({
          url: after.url,
          events: after.events,
          active: after.active,
          ...(stateChanged
            ? after.active
              ? { pausedReason: null, pausedAt: null, failingSince: null }
              : { pausedReason: 'manual', pausedAt: now }
            : {}),
          updatedAt: now,
        })
        .where(eq(webhookEndpoints.id, before.id));
      await writeAudit(tx, actor, { action: 'webhook.update', entityType: 'webhook', entityId: before.id, details: { from: snapshot(before), to: after } });
    }
    return readWebhook(tx, before);
  });
  if (view.active) sendSoon();
  return view;
}

/** Pauses or resumes by hand (the pages' toggle): `active` comes as the caller sent it, checked here. */
export function setWebhookActive(actor: SudoWebhookActor, key: RecordKey, active: boolean): Promise<WebhookEndpointView> {
  assertWebhooksManager(actor);
  return updateWebhook(actor, key, parseInput(webhookUpdateSchema, { active }));
}

/** A new secret at once: the old one stops signing (receivers must take the new one). */
export async function rotateWebhookSecret(actor: SudoWebhookActor, key: RecordKey): Promise<CreatedWebhook> {
  assertWebhooksManager(actor);
  await requireRecentAuth(actor);
  const secret = newWebhookSecret();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, key);
    await tx.update(webhookEndpoints).set({ secretSealed: secret.sealed, secretPrefix: secret.prefix, updatedAt: new Date() }).where(eq(webhookEndpoints.id, before.id));
    await writeAudit(tx, actor, { action: 'webhook.rotate-secret', entityType: 'webhook', entityId: before.id, details: { url: before.url } });
    return { id: before.id, uniqueKey: before.uniqueKey, secret: secret.secret };
  });
}

/** Deletes the endpoint and its deliveries (pending ones are never sent). */
export async function deleteWebhook(actor: SudoWebhookActor, key: RecordKey): Promise<{ id: number; uniqueKey: string }> {
  assertWebhooksManager(actor);
  await requireRecentAuth(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockEndpoint(tx, key);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, before.id));
    await writeAudit(tx, actor, { action: 'webhook.delete', entityType: 'webhook', entityId: before.id, details: { from: snapshot(before), to: null } });
    return { id: before.id, uniqueKey: before.uniqueKey };
  });
}

/** A delivery asked for by a person: sent even while the endpoint is paused, retried like any other. */
async function queueManual(tx: Tx, endpointId: number, event: string, eventId: string, body: string): Promise<WebhookDeliveryView> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ uniqueKey: randomUUID(), endpointId, event, eventId, body, manual: true, nextAttemptAt: new Date() })
    .returning(webhookDeliveryColumns);
  return presentWebhookDelivery(row);
}

/** Queues a `webhook.test` event for this endpoint alone, whatever events it subscribed to. */
export async function sendTestEvent(actor: WebhookViewer, key: RecordKey): Promise<WebhookDeliveryView> {
  assertWebhooksManager(actor);
  const db = await getDb();
  const delivery = await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, key);
    const eventId = newEventId();
    const body = eventBody(eventId, TEST_EVENT, { webhook: { id: endpoint.id, uniqueKey: endpoint.uniqueKey, url: endpoint.url } }, new Date());
    return queueManual(tx, endpoint.id, TEST_EVENT, eventId, body);
  });
  sendSoon();
  return delivery;
}

/**
 * Sends a past delivery again, as a new delivery (its own X-Vitrine-Delivery id) carrying the same
 * event: the same body, so the same event `id` a receiver may use to recognise it.
 */
export async function redeliverWebhook(actor: WebhookViewer, key: RecordKey, deliveryId: number | string): Promise<WebhookDeliveryView> {
  assertWebhooksManager(actor);
  const id = Number(deliveryId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw deliveryNotFound();
  const db = await getDb();
  const delivery = await db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, key);
    const [past] = await tx
      .select({ event: webhookDeliveries.event, eventId: webhookDeliveries.eventId, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpoint.id)))
      .limit(1);
    if (!past) throw deliveryNotFound();
    return queueManual(tx, endpoint.id, past.event, past.eventId, past.body);
  });
  sendSoon();
  return delivery;
}
