import { isWebhookEvent, type WebhookDeliveryEvent, type WebhookEvent } from './events';

/** An endpoint as the page and GET /api/webhook/webhooks show it: never its secret. */
export interface WebhookEndpointView {
  id: number;
  uniqueKey: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  /** 'manual': someone paused it; 'failing': paused after 3 days of failed deliveries. Null when active. */
  pausedReason: 'manual' | 'failing' | null;
  pausedAt: string | null;
  /** The first failed attempt since the last success (null when the last attempt succeeded). */
  failingSince: string | null;
  /** `whsec_` and the first characters of the secret, to tell which one a receiver holds. */
  secretPrefix: string;
  owner: { id: number; name: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A delivery as the endpoint's page and GET …/deliveries list it. */
export interface WebhookDeliveryView {
  id: number;
  /** The X-Vitrine-Delivery id: the same on every retry of this delivery. */
  uniqueKey: string;
  event: WebhookDeliveryEvent;
  /** The event's id (the body's `id`): a redelivery carries the same one. */
  eventId: string;
  status: 'pending' | 'delivered' | 'failed';
  /** The last attempt's HTTP status; null before any answer (not tried yet, or a network error). */
  statusCode: number | null;
  durationMs: number | null;
  attempts: number;
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: string | null;
  /** The last attempt's failure in a few words (network error, timeout, refused address, HTTP status). */
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

/** The answer of a creation or a rotation: the secret is shown this once. */
export interface CreatedWebhook {
  id: number;
  uniqueKey: string;
  secret: string;
}

export interface WebhookEndpointRow {
  id: number;
  uniqueKey: string;
  url: string;
  events: string[];
  active: boolean;
  pausedReason: string | null;
  pausedAt: Date | null;
  failingSince: Date | null;
  secretPrefix: string;
  createdAt: Date;
  updatedAt: Date;
  ownerId: number | null;
  ownerName: string | null;
  ownerEmail: string | null;
}

export function presentWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    url: row.url,
    events: row.events.filter(isWebhookEvent),
    active: row.active,
    pausedReason: row.active ? null : row.pausedReason === 'failing' ? 'failing' : 'manual',
    pausedAt: row.active ? null : (row.pausedAt?.toISOString() ?? null),
    failingSince: row.failingSince?.toISOString() ?? null,
    secretPrefix: row.secretPrefix,
    owner: row.ownerId === null ? null : { id: row.ownerId, name: row.ownerName ?? '', email: row.ownerEmail ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface WebhookDeliveryRow {
  id: number;
  uniqueKey: string;
  event: string;
  eventId: string;
  status: string;
  statusCode: number | null;
  durationMs: number | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export function presentWebhookDelivery(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    event: row.event as WebhookDeliveryEvent,
    eventId: row.eventId,
    status: row.status === 'delivered' ? 'delivered' : row.status === 'failed' ? 'failed' : 'pending',
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why an attempt failed, as the endpoint's page names it (catalogue key under `WebhooksAdmin.failures`) with its detail. */
export type DeliveryFailureKind = 'timeout' | 'addressRefused' | 'redirectRefused' | 'tooManyRedirects' | 'httpStatus' | 'secretUnreadable' | 'network';

/** Reads the sender's `last_error` (lib/webhooks/send.ts, deliver.ts): its kind, and what follows the kind as the detail. */
export function deliveryFailure(lastError: string): { kind: DeliveryFailureKind; detail: string } {
  const after = (prefix: string) => lastError.slice(prefix.length).trim();
  if (lastError === 'timeout') return { kind: 'timeout', detail: '' };
  if (lastError.startsWith('address not allowed:')) return { kind: 'addressRefused', detail: after('address not allowed:') };
  if (lastError.startsWith('redirect to another host refused:')) return { kind: 'redirectRefused', detail: after('redirect to another host refused:') };
  if (lastError === 'too many redirects') return { kind: 'tooManyRedirects', detail: '' };
  if (/^HTTP \d{3}$/.test(lastError)) return { kind: 'httpStatus', detail: after('HTTP') };
  if (lastError.startsWith('secret unreadable')) return { kind: 'secretUnreadable', detail: '' };
  return { kind: 'network', detail: lastError };
}
