import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { getDbHandle, rowsOf, type Db } from '@/db/client';
import { users, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { emailBrand, sendEmail, siteUrl } from '@/lib/mail/transport';
import { webhookPausedEmail } from '@/lib/mail/templates/webhook-paused';
import { MAX_WEBHOOK_ATTEMPTS, PAUSE_AFTER_FAILING_MS, retryDelayMs } from './retry';
import { openWebhookSecret } from './secret';
import { sendWebhook, type WebhookOutcome, type WebhookRequest } from './send';
import { signatureHeader } from './signature';

/**
 * Sending what is due (issue 20): run by the webhook job (lib/jobs/webhooks.ts) on one instance at a
 * time. A failed attempt (network error, timeout, refused address, non-2xx) is tried again 1, 2, 4 …
 * 64 minutes later, 8 attempts in all; an endpoint whose attempts have failed for 3 days, with no
 * success between, is paused and its owner told by e-mail (the numbers: ./retry.ts).
 */

/**
 * How long an attempt holds its delivery (next_attempt_at moved this far ahead before sending): past
 * the request's limit with its redirects, so no other run sends it at once; if the process dies
 * mid-send the delivery is due again after it.
 */
export const ATTEMPT_LEASE_MS = 2 * 60_000;
/** Deliveries taken per pass, and sent side by side. */
const BATCH = 10;

export interface DeliveryRunResult {
  tried: number;
  delivered: number;
  failed: number;
  paused: number;
}

export interface DeliverOptions {
  now?: Date;
  db?: Db;
  /** The HTTP exchange (tests may observe it; the real one is lib/webhooks/send.ts). */
  send?: (request: WebhookRequest) => Promise<WebhookOutcome>;
}

interface Claimed {
  id: number;
  unique_key: string;
  event: string;
  body: string;
  attempts: number;
  endpoint_id: number;
  url: string;
  secret_sealed: string;
}

/** Takes up to BATCH due deliveries (of active endpoints, or asked for by a person), each held by its lease. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  return rowsOf<Claimed>(
    await db.execute(sql`
      with due as (
        select d.id from ${webhookDeliveries} d
        join ${webhookEndpoints} e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz and (e.active or d.manual)
        order by d.next_attempt_at, d.id
        limit ${BATCH}
        for update of d skip locked
      )
      update ${webhookDeliveries} d
      set next_attempt_at = ${lease.toISOString()}::timestamptz, attempts = d.attempts + 1
      from due, ${webhookEndpoints} e
      where d.id = due.id and e.id = d.endpoint_id
      returning d.id, d.unique_key, d.event, d.body, d.attempts, d.endpoint_id, e.url, e.secret_sealed
    `),
  );
}

async function attempt(db: Db, row: Claimed, now: Date, send: NonNullable<DeliverOptions['send']>): Promise<'delivered' | 'failed' | 'paused'> {
  let secret: string;
  try {
    secret = openWebhookSecret(row.secret_sealed);
  } catch (error) {
    // AUTH_SECRET changed since the secret was sealed: rotating the secret mends it.
    logger.error({ err: error, endpointId: row.endpoint_id }, 'webhook secret cannot be opened');
    return recordFailure(db, row, now, { ok: false, statusCode: null, durationMs: 0, error: 'secret unreadable: rotate it' });
  }
  // The signature's time is the moment of sending (a receiver compares it with its own clock).
  const t = Math.floor(Date.now() / 1000);
  const outcome = await send({
    url: row.url,
    body: row.body,
    allowPrivate: env().WEBHOOK_ALLOW_PRIVATE,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Vitrine-Webhooks/1.0',
      'X-Vitrine-Event': row.event,
      'X-Vitrine-Delivery': row.unique_key,
      'X-Vitrine-Signature': signatureHeader(secret, row.body, t),
    },
  });
  if (outcome.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'delivered', statusCode: outcome.statusCode, durationMs: outcome.durationMs, lastError: null, nextAttemptAt: null, deliveredAt: now })
        .where(eq(webhookDeliveries.id, row.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, row.endpoint_id));
    });
    return 'delivered';
  }
  return recordFailure(db, row, now, outcome);
}

async function recordFailure(db: Db, row: Claimed, now: Date, outcome: Extract<WebhookOutcome, { ok: false }>): Promise<'failed' | 'paused'> {
  const givenUp = row.attempts >= MAX_WEBHOOK_ATTEMPTS;
  const pausedOwner = await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: givenUp ? 'failed' : 'pending',
        statusCode: outcome.statusCode,
        durationMs: outcome.durationMs,
        lastError: outcome.error,
        nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
      })
      .where(eq(webhookDeliveries.id, row.id));
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: now })
      .where(and(eq(webhookEndpoints.id, row.endpoint_id), isNull(webhookEndpoints.failingSince)));
    // Paused once: the condition holds for the one update that makes it inactive.
    const [paused] = await tx
      .update(webhookEndpoints)
      .set({ active: false, pausedReason: 'failing', pausedAt: now })
      .where(
        and(
          eq(webhookEndpoints.id, row.endpoint_id),
          eq(webhookEndpoints.active, true),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - PAUSE_AFTER_FAILING_MS)),
        ),
      )
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url, createdBy: webhookEndpoints.createdBy, failingSince: webhookEndpoints.failingSince });
    return paused ?? null;
  });
  if (pausedOwner) {
    logger.warn({ endpointId: pausedOwner.id, failingSince: pausedOwner.failingSince }, 'webhook endpoint paused after 3 days of failures');
    await tellOwner(db, pausedOwner).catch((error: unknown) => logger.error({ err: error, endpointId: pausedOwner.id }, 'webhook pause e-mail failed'));
    return 'paused';
  }
  return 'failed';
}

/** The endpoint's creator hears of the pause in their language (no owner left: the log says it). */
async function tellOwner(db: Db, endpoint: { id: number; url: string; createdBy: number | null; failingSince: Date | null }) {
  if (endpoint.createdBy === null) return;
  const [owner] = await db.select({ email: users.email, locale: users.locale, status: users.status }).from(users).where(eq(users.id, endpoint.createdBy));
  if (!owner || owner.status === 'blocked') return;
  const locale = owner.locale;
  const content = webhookPausedEmail({
    locale,
    brand: await emailBrand(),
    url: endpoint.url,
    failingSince: new Intl.DateTimeFormat(locale === 'ht' ? 'fr-HT' : locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: env().SITE_TIME_ZONE }).format(
      endpoint.failingSince ?? new Date(),
    ),
    pageUrl: siteUrl(`/admin/webhooks/${endpoint.id}`, locale),
  });
  await sendEmail({ to: owner.email, locale, template: 'webhook-paused', content }, { background: true });
}

/** Sends every due delivery, a batch at a time, until none is due. */
export async function deliverDueWebhooks(options: DeliverOptions = {}): Promise<DeliveryRunResult> {
  const now = options.now ?? new Date();
  const db = options.db ?? (await getDbHandle()).db;
  const send = options.send ?? sendWebhook;
  const result: DeliveryRunResult = { tried: 0, delivered: 0, failed: 0, paused: 0 };
  for (;;) {
    const claimed = await claimDue(db, now);
    if (claimed.length === 0) return result;
    const outcomes = await Promise.all(claimed.map((row) => attempt(db, row, now, send)));
    for (const outcome of outcomes) {
      result.tried += 1;
      if (outcome === 'delivered') result.delivered += 1;
      else {
        result.failed += 1;
        if (outcome === 'paused') result.paused += 1;
      }
    }
  }
}
