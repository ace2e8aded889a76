import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { getDb, type DbOrTx } from '@/db/client';
import { emailOutbox, type OutboxStatus } from '@/db/schema';
import { defaultLocale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { getLatestLayout } from '@/lib/settings/queries';
import type { EmailBrand, EmailContent } from './templates/layout';

/**
 * Every email is written to email_outbox first, so nothing is lost: with SMTP_URL it is then sent
 * through nodemailer (status 'sent', or 'failed' with the error and the time of the next attempt,
 * retried with backoff by the server's mail-retry job (lib/jobs/mail-retry.ts) or `npm run
 * mail:retry`); without it, it stays there as 'kept' and the back office's Outbox page shows it. A
 * failed send never throws to the caller: the code or link it carries stays valid and the user can
 * ask for it again.
 */

/** Delivery attempts before a message is given up (status 'failed' with no next attempt). */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failed ones: 1, 2, 4, 8, 16 … minutes, at most 6 hours. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(2 ** Math.max(0, failedAttempts - 1) * 60_000, 6 * 60 * 60_000);
}

/** An absolute URL of a page of the site in a locale (the default locale has no prefix). */
export function siteUrl(path: string, locale: string = defaultLocale): string {
  const base = env().SITE_URL.replace(/\/+$/, '');
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${base}${prefix}${path}`;
}

/** The company's name and logo (from the layout settings in force) for the emails' frame. */
export async function emailBrand(): Promise<EmailBrand> {
  const layout = await getLatestLayout();
  const base = env().SITE_URL;
  let logoUrl: string | null = null;
  if (layout.logo) {
    try {
      logoUrl = new URL(layout.logo, base).toString();
    } catch {
      logoUrl = null;
    }
  }
  return { companyName: layout.companyName, logoUrl, siteUrl: base.replace(/\/+$/, '') };
}

function defaultFrom(companyName: string): string {
  const configured = env().MAIL_FROM;
  if (configured) return configured;
  const host = new URL(env().SITE_URL).hostname || 'localhost';
  return `"${companyName.replace(/["\\]/g, '')}" <no-reply@${host}>`;
}

const globalForMail = globalThis as unknown as { vitrineMailTransport?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  const cached = globalForMail.vitrineMailTransport;
  if (cached?.url === url) return cached.transport;
  cached?.transport.close();
  // Short timeouts: the request that sends waits for the attempt; a failure is retried later anyway.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  globalForMail.vitrineMailTransport = { url, transport };
  return transport;
}

/** For tests: drop the cached SMTP transport (SMTP_URL changed). */
export function resetMailTransport(): void {
  globalForMail.vitrineMailTransport?.transport.close();
  globalForMail.vitrineMailTransport = undefined;
}

export interface OutgoingEmail {
  to: string;
  locale: string;
  /** Template name, shown in the Outbox. */
  template: string;
  content: EmailContent;
  companyName?: string;
  /** Extra headers (e.g. List-Unsubscribe and List-Unsubscribe-Post for newsletter emails). */
  headers?: Record<string, string>;
  /** Where the recipient's answer goes (the Reply-To header), e.g. the staff member who replied to a message. */
  replyTo?: string;
  /** Written by a person (a reply from the inbox): without the headers that mark automatic mail (Auto-Submitted), so the recipient's client treats it as a conversation. */
  personal?: boolean;
}

export interface QueuedEmail {
  id: number;
  status: OutboxStatus;
}

const inFlight = new Set<Promise<unknown>>();

/** Resolves when every delivery started in the background has finished (tests, graceful shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Writes the message to the outbox only (status 'pending' with SMTP, 'kept' without), through the
 * given database or transaction, so a caller can record it together with its own rows; `deliver(id)`
 * sends it afterwards (and the mail-retry job picks it up if the process stops first).
 */
export async function recordEmail(executor: DbOrTx, message: OutgoingEmail): Promise<QueuedEmail> {
  const smtpUrl = env().SMTP_URL;
  const companyName = message.companyName ?? (await getLatestLayout()).companyName;
  const headers: Record<string, string> = {
    ...message.headers,
    From: defaultFrom(companyName),
    'Content-Language': message.locale,
    ...(message.personal ? {} : { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' }),
    ...(message.replyTo ? { 'Reply-To': message.replyTo } : {}),
    'X-Vitrine-Template': message.template,
  };
  const [row] = await executor
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.content.subject,
      html: message.content.html,
      text: message.content.text,
      headers,
      locale: message.locale,
      template: message.template,
      status: smtpUrl ? 'pending' : 'kept',
      nextAttemptAt: smtpUrl ? new Date() : null,
    })
    .returning({ id: emailOutbox.id, status: emailOutbox.status });
  return { id: row.id, status: row.status };
}

/**
 * Records the message in the outbox, then delivers it when SMTP is configured. Never throws for a
 * delivery failure. With `background`, it answers as soon as the message is recorded and delivers
 * afterwards (the answer's timing then says nothing about the recipient, e.g. in password recovery).
 */
export async function sendEmail(message: OutgoingEmail, options: { background?: boolean } = {}): Promise<QueuedEmail> {
  const smtpUrl = env().SMTP_URL;
  const row = await recordEmail(await getDb(), message);
  if (!smtpUrl) return { id: row.id, status: 'kept' };
  if (options.background) {
    const attempt = deliver(row.id)
      .catch((error: unknown) => logger.error({ err: error, outboxId: row.id }, 'email delivery crashed'))
      .finally(() => inFlight.delete(attempt));
    inFlight.add(attempt);
    return { id: row.id, status: 'pending' };
  }
  return { id: row.id, status: await deliver(row.id) };
}

/** Sends an email in the company's frame: `write` makes its content for the brand in force (emailBrand). */
export async function sendBrandedEmail(message: Omit<OutgoingEmail, 'content' | 'companyName'>, write: (brand: EmailBrand) => EmailContent, options: { background?: boolean } = {}): Promise<QueuedEmail> {
  const brand = await emailBrand();
  return sendEmail({ ...message, content: write(brand), companyName: brand.companyName }, options);
}

/**
 * How long an attempt holds its message (next_attempt_at moved this far ahead before sending): longer
 * than the transport's timeouts, so that no other attempt (the retry job on any instance, a digest
 * resuming, the request that recorded it) sends it at the same time; if the process dies mid-send,
 * the message is due again once this has passed.
 */
export const DELIVERY_LEASE_MS = 2 * 60_000;

/**
 * One delivery attempt of an outbox message; records the outcome. A message already sent, or held by
 * an attempt in progress, or not due yet at `now` (a failed one waiting for its backoff), is not sent:
 * the answer is its current status.
 */
export async function deliver(id: number, now = new Date()): Promise<OutboxStatus> {
  const db = await getDb();
  const smtpUrl = env().SMTP_URL;
  const [current] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!current) throw new Error(`no outbox message ${id}`);
  if (current.status === 'sent' || !smtpUrl) return current.status;
  // Taking the message and pushing its next attempt past the lease is one statement: of two attempts
  // at once, one gets the row and the other none.
  const [row] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
    .where(
      and(
        eq(emailOutbox.id, id),
        ne(emailOutbox.status, 'sent'),
        or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)),
      ),
    )
    .returning();
  if (!row) {
    const [after] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return after?.status ?? current.status;
  }
  const { From: from, 'Reply-To': replyTo, ...headers } = row.headers ?? {};
  const attempts = row.attempts + 1;
  try {
    await smtpTransport(smtpUrl).sendMail({
      from: from ?? defaultFrom('Vitrine'),
      to: row.toAddress,
      ...(replyTo ? { replyTo } : {}),
      subject: row.subject,
      html: row.html,
      text: row.text,
      headers,
    });
    await db.update(emailOutbox).set({ status: 'sent', attempts, sentAt: new Date(), lastError: null, nextAttemptAt: null }).where(eq(emailOutbox.id, id));
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = attempts >= MAX_DELIVERY_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({
        status: 'failed',
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: giveUp ? null : new Date(Date.now() + retryDelayMs(attempts)),
      })
      .where(eq(emailOutbox.id, id));
    logger.warn({ outboxId: id, attempts, giveUp, err: reason }, 'email delivery failed');
    return 'failed';
  }
}

/** Retries every pending or failed message whose next attempt is due (the mail-retry job, `npm run mail:retry`). */
export async function retryDueEmails(now = new Date()): Promise<{ tried: number; sent: number }> {
  if (!env().SMTP_URL) return { tried: 0, sent: 0 };
  const db = await getDb();
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending', 'failed']), isNotNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.id)
    .limit(500);
  let sent = 0;
  for (const { id } of due) if ((await deliver(id, now)) === 'sent') sent += 1;
  return { tried: due.length, sent };
}
