import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { users, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { AppError, errors } from '@/lib/core/errors';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import { presentWebhookDelivery, presentWebhookEndpoint, type WebhookDeliveryView, type WebhookEndpointView } from './present';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, type WebhookDeliveriesQuery } from './schema';

export type WebhookViewer = Pick<CurrentUser, 'id' | 'grants'>;

export const webhookNotFound = () => new AppError('Webhooks.errors.notFound', 404);

/** Managing webhooks needs the `webhooks` capability (an API key holding it may, too: integrations register their own). */
export function assertWebhooksManager(viewer: WebhookViewer): void {
  if (!viewer.grants.includes('webhooks')) throw errors.accessDenied();
}

/** The endpoint's own columns: what a command locks (lib/webhooks/commands.ts), without the owner's join. */
export const webhookEndpointOwnColumns = {
  id: webhookEndpoints.id,
  uniqueKey: webhookEndpoints.uniqueKey,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  active: webhookEndpoints.active,
  pausedReason: webhookEndpoints.pausedReason,
  pausedAt: webhookEndpoints.pausedAt,
  failingSince: webhookEndpoints.failingSince,
  secretPrefix: webhookEndpoints.secretPrefix,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export const webhookEndpointColumns = {
  ...webhookEndpointOwnColumns,
  ownerId: users.id,
  ownerName: users.fullName,
  ownerEmail: users.email,
};

export const webhookDeliveryColumns = {
  id: webhookDeliveries.id,
  uniqueKey: webhookDeliveries.uniqueKey,
  event: webhookDeliveries.event,
  eventId: webhookDeliveries.eventId,
  status: webhookDeliveries.status,
  statusCode: webhookDeliveries.statusCode,
  durationMs: webhookDeliveries.durationMs,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastError: webhookDeliveries.lastError,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

/** Every endpoint, newest first. Endpoints are few: no pagination. */
export async function listWebhooks(viewer: WebhookViewer): Promise<WebhookEndpointView[]> {
  assertWebhooksManager(viewer);
  const db = await getDb();
  const rows = await db
    .select(webhookEndpointColumns)
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(presentWebhookEndpoint);
}

/** One endpoint read through `executor` (a transaction sees its own writes). */
export async function readWebhook(executor: DbOrTx, key: RecordKey): Promise<WebhookEndpointView> {
  const [row] = await executor
    .select(webhookEndpointColumns)
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdBy))
    .where(matchesKey(webhookEndpoints, key, webhookNotFound))
    .limit(1);
  if (!row) throw webhookNotFound();
  return presentWebhookEndpoint(row);
}

export async function getWebhook(viewer: WebhookViewer, key: RecordKey): Promise<WebhookEndpointView> {
  assertWebhooksManager(viewer);
  return readWebhook(await getDb(), key);
}

/** The endpoint's deliveries, newest first, a page at a time. */
export async function listDeliveries(
  viewer: WebhookViewer,
  key: RecordKey,
  { page }: WebhookDeliveriesQuery,
): Promise<{ items: WebhookDeliveryView[]; total: number }> {
  const endpoint = await getWebhook(viewer, key);
  const db = await getDb();
  const where = eq(webhookDeliveries.endpointId, endpoint.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(webhookDeliveryColumns)
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
      .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: rows.map(presentWebhookDelivery), total };
}
