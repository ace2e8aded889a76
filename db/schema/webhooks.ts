import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './users';

/**
 * Outgoing webhooks (issue 20). An endpoint receives the events it subscribed to, signed with its
 * secret; the secret is kept encrypted under the server secret (it must be read back to sign), and
 * shown once, at creation or rotation.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  uniqueKey: text('unique_key').notNull().unique(),
  url: text('url').notNull(),
  events: text('events').array().notNull().default(sql`'{}'::text[]`),
  // AES-256-GCM under a key derived from AUTH_SECRET (lib/security/seal.ts).
  secretSealed: text('secret_sealed').notNull(),
  // `whsec_` + a few characters, to recognise the secret a receiver holds.
  secretPrefix: text('secret_prefix').notNull(),
  active: boolean('active').notNull().default(true),
  // Why an inactive endpoint stopped: 'manual' (someone paused it) or 'failing' (3 days of failures).
  pausedReason: text('paused_reason'),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  // The first failed attempt since the last success; cleared by a success or a resume.
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * One event for one endpoint. Inserted in the transaction of the change it reports (so a rolled-back
 * change queues nothing); sent by the webhook job. `body` is the exact JSON sent, so every attempt
 * signs the same bytes. `unique_key` is the X-Vitrine-Delivery id: the same on every retry.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    // Sent even when the endpoint is paused: "Send test event" and "Redeliver" are asked for by a person.
    manual: boolean('manual').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    oneOf('webhook_deliveries_status_check', t.status, webhookDeliveryStatuses),
  ],
);
