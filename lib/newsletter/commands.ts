import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { leads, newsletterUnsubscribeReasons, oneTimeTokens, type NewsletterStatus } from '@/db/schema';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { overPublicFormLimit } from '@/lib/abuse/rate-limit';
import { noAttribution, type Attribution } from '@/lib/attribution/request';
import { parseInput } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { hashToken, randomToken } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import type { MessageKey } from '@/lib/i18n/translate';
import { announceLead, newsletterEvent, recordLeadEvents } from '@/lib/leads/events';
import { captureLead, findLeadByEmail } from '@/lib/leads/capture';
import { logger } from '@/lib/logger';
import { newsletterConfirmEmail, newsletterWelcomeEmail } from '@/lib/mail/templates/newsletter';
import { emailBrand, sendEmail, siteUrl } from '@/lib/mail/transport';
import { spamReasonOf } from '@/lib/spam/proof-of-work';
import { queueOrLog } from '@/lib/webhooks/queue';
import { ONE_CLICK_REASON, unsubscribeInputSchema, unsubscribeReasons, type SubscribeValues, type UnsubscribeReason } from './schema';
import { leadIdOf, unsubscribeToken } from './unsubscribe-token';

export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * What a subscription attempt came to; `messageKey` is the catalogue key of what the visitor reads.
 * A caught (spam) attempt answers like a new subscription, so a bot learns nothing.
 */
export type SubscribeOutcome = 'pending' | 'subscribed' | 'alreadyActive' | 'reactivated' | 'reactivatedPending';
export interface SubscribeResult {
  outcome: SubscribeOutcome;
  messageKey: MessageKey;
}

/** The message each outcome of a signup answers. */
export const subscribeMessageKeys: Record<SubscribeOutcome, MessageKey> = {
  pending: 'Newsletter.checkEmail',
  subscribed: 'Newsletter.subscribed',
  alreadyActive: 'Newsletter.alreadyActive',
  reactivated: 'Newsletter.reactivated',
  reactivatedPending: 'Newsletter.reactivatedPending',
};
const outcome = (o: SubscribeOutcome): SubscribeResult => ({ outcome: o, messageKey: subscribeMessageKeys[o] });

/** The neutral refusal a blacklisted email gets (nothing about why). */
export const subscriptionRefused = () => new AppError('Newsletter.refused', 422);

/** The public unsubscribe page of a lead, in a locale. */
export function unsubscribePageUrl(leadId: number, locale: string): string {
  return siteUrl(`/unsubscribe-newsletter/${unsubscribeToken(leadId)}/${leadId}`, locale);
}

/** The RFC 8058 one-click endpoint (List-Unsubscribe), locale-free. */
export function unsubscribeApiUrl(leadId: number): string {
  return `${env().SITE_URL.replace(/\/+$/, '')}/api/newsletter/unsubscribe/${unsubscribeToken(leadId)}/${leadId}`;
}

/** The headers every newsletter email carries (RFC 2369 / RFC 8058). */
export function listUnsubscribeHeaders(leadId: number): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeApiUrl(leadId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The footer form and POST /api/newsletter/subscribe. A new email becomes a lead (module newsletter);
 * with double opt-in (NEWSLETTER_DOUBLE_OPT_IN, on by default) it stays pending until the emailed
 * link is followed, else it is active at once. An active email is told so; a cancelled one is
 * reactivated (§4; pending first with double opt-in). A blacklisted email is refused neutrally.
 * The honeypot, the per-address limit and the proof-of-work (no valid `altcha` solution while the
 * setting is on) store the attempt as a spam lead with its reason (new emails only) and answer as if
 * it were accepted: no lead changed, no email.
 */
export async function subscribe(values: SubscribeValues, ctx: { ip: string; locale: string; attribution?: Attribution; proofExempt?: boolean }): Promise<SubscribeResult> {
  const { email, name } = values;
  const locale = values.locale ?? (isLocale(ctx.locale) ? ctx.locale : defaultLocale);
  const doubleOptIn = env().NEWSLETTER_DOUBLE_OPT_IN;
  const db = await getDb();

  const honeypot = Boolean(values.website?.trim());
  const overLimit = await overPublicFormLimit('newsletter-submit', { ip: ctx.ip });
  const existing = await findLeadByEmail(db, email);

  if (existing?.status === 'blackListed') {
    logger.info({ leadId: existing.id }, 'newsletter signup refused: blacklisted email');
    throw subscriptionRefused();
  }
  const spamReason = await spamReasonOf({ honeypot, overLimit }, { altcha: values.altcha, exempt: ctx.proofExempt });
  if (spamReason) {
    // Kept for review, never mailed; an existing lead is not touched by an unverified request.
    if (!existing) {
      await db
        .insert(leads)
        .values({ uniqueKey: randomUUID(), module: 'newsletter', email, name, locale, newsletterStatus: 'pending', isSpam: true, spamReason, ...(ctx.attribution ?? noAttribution) })
        .onConflictDoNothing();
    }
    logger.info({ spamReason }, 'newsletter signup stored as spam');
    return outcome(doubleOptIn ? 'pending' : 'subscribed');
  }

  const previous: NewsletterStatus | null = existing?.newsletterStatus ?? null;
  if (previous === 'active' && !existing?.isSpam) return outcome('alreadyActive');

  const next: NewsletterStatus = doubleOptIn ? 'pending' : 'active';
  const lead = await db.transaction(async (tx) => {
    const captured = await captureLead(tx, { email, name, module: 'newsletter', locale, attribution: ctx.attribution });
    await tx.update(leads).set({ newsletterStatus: next, isSpam: false, spamReason: null, updatedAt: new Date() }).where(eq(leads.id, captured.id));
    // A lead released from spam by this signup was never announced either. A signup is kept even
    // when its events cannot be queued.
    await queueOrLog(tx, { leadId: captured.id }, (savepoint) =>
      announceLead(savepoint, captured.id, [captured.created || captured.isSpam ? 'lead.created' : null, newsletterEvent(captured.isSpam ? null : previous, next)]),
    );
    return captured;
  });

  if (doubleOptIn) await sendConfirmation(lead.id, lead.email, locale);
  else await sendWelcome(lead.id, lead.email, locale);

  if (previous === 'cancelled') return outcome(doubleOptIn ? 'reactivatedPending' : 'reactivated');
  return outcome(doubleOptIn ? 'pending' : 'subscribed');
}

/**
 * A newsletter signup that staff released from spam: with double opt-in the confirmation email goes
 * out now (the visitor was told to expect it); without it the subscription turns active and is welcomed.
 */
export async function startReleasedSubscription(lead: { id: number; email: string; locale: string }): Promise<void> {
  if (env().NEWSLETTER_DOUBLE_OPT_IN) {
    await sendConfirmation(lead.id, lead.email, lead.locale);
    return;
  }
  const db = await getDb();
  const active = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ newsletterStatus: 'active', updatedAt: new Date() })
      .where(and(eq(leads.id, lead.id), eq(leads.newsletterStatus, 'pending')))
      .returning({ id: leads.id });
    if (row) {
      await recordLeadEvents(tx, row.id, null, [{ kind: 'newsletter', from: 'pending', to: 'active' }]);
      await announceLead(tx, row.id, ['newsletter.subscribed']);
    }
    return row;
  });
  if (active) await sendWelcome(lead.id, lead.email, lead.locale);
}

/**
 * A fresh confirmation link, emailed. Never throws: the signup is already stored, and a visitor who
 * gets no email signs up again, which sends a new link.
 */
async function sendConfirmation(leadId: number, email: string, locale: string): Promise<void> {
  try {
    const db = await getDb();
    const token = randomToken();
    const now = new Date();
    await db.transaction(async (tx) => {
      // A new link replaces the previous one.
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(and(eq(oneTimeTokens.purpose, 'newsletter-confirm'), eq(oneTimeTokens.subject, String(leadId)), isNull(oneTimeTokens.usedAt)));
      await tx.insert(oneTimeTokens).values({
        purpose: 'newsletter-confirm',
        subject: String(leadId),
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
      });
    });
    const brand = await emailBrand();
    const content = newsletterConfirmEmail({
      locale,
      brand,
      confirmUrl: siteUrl(`/newsletter/confirm/${token}`, locale),
      days: CONFIRM_LINK_TTL_MS / (24 * 60 * 60_000),
    });
    await sendEmail({ to: email, locale, template: 'newsletter-confirm', content, companyName: brand.companyName }, { background: true });
  } catch (error) {
    logger.error({ err: error, leadId }, 'newsletter confirmation email could not be queued');
  }
}

async function sendWelcome(leadId: number, email: string, locale: string): Promise<void> {
  try {
    const brand = await emailBrand();
    const content = newsletterWelcomeEmail({ locale, brand, unsubscribeUrl: unsubscribePageUrl(leadId, locale) });
    await sendEmail(
      { to: email, locale, template: 'newsletter-welcome', content, companyName: brand.companyName, headers: listUnsubscribeHeaders(leadId) },
      { background: true },
    );
  } catch (error) {
    logger.error({ err: error, leadId }, 'newsletter welcome email could not be queued');
  }
}

const confirmLinkInvalid = () => new AppError('Newsletter.confirmInvalid', 404);

async function findConfirmToken(db: DbOrTx, token: unknown) {
  if (typeof token !== 'string' || token.length < 10 || token.length > 200) return null;
  const [row] = await db
    .select({ id: oneTimeTokens.id, subject: oneTimeTokens.subject })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'newsletter-confirm'),
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a confirmation link is still usable (the GET page shows the button only then). */
export async function isConfirmLinkValid(token: unknown): Promise<boolean> {
  return (await findConfirmToken(await getDb(), token)) !== null;
}

/**
 * Double opt-in, step 2 (a POST: mail scanners prefetch links with GET). A valid, unused, unexpired
 * link makes the pending subscription active and is spent; anything else is 404.
 */
export async function confirmSubscription(token: unknown): Promise<{ leadId: number }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const row = await findConfirmToken(tx, token);
    if (!row) return null;
    // Spend the link first; a concurrent confirm with the same link updates nothing.
    const spent = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (spent.length === 0) return null;
    const [lead] = await tx
      .update(leads)
      .set({ newsletterStatus: 'active', updatedAt: new Date() })
      .where(and(eq(leads.id, Number(row.subject)), eq(leads.newsletterStatus, 'pending'), sql`${leads.status} <> 'blackListed'`))
      .returning({ id: leads.id, email: leads.email, locale: leads.locale });
    if (lead) {
      await recordLeadEvents(tx, lead.id, null, [{ kind: 'newsletter', from: 'pending', to: 'active' }]);
      await announceLead(tx, lead.id, ['newsletter.subscribed']);
    }
    return lead ?? null;
  });
  if (!result) throw confirmLinkInvalid();
  await sendWelcome(result.id, result.email, result.locale);
  return { leadId: result.id };
}

export interface UnsubscribeView {
  id: number;
  newsletterStatus: NewsletterStatus | null;
  locale: string;
  reasons: readonly UnsubscribeReason[];
}

/** The lead behind a valid unsubscribe pair, for the GET page/endpoint (changes nothing). 404 otherwise. */
export async function getUnsubscribeView(token: unknown, id: unknown): Promise<UnsubscribeView> {
  const leadId = leadIdOf(token, id);
  if (leadId === null) throw errors.notFound();
  const db = await getDb();
  const [lead] = await db.select({ id: leads.id, newsletterStatus: leads.newsletterStatus, locale: leads.locale }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw errors.notFound();
  return { ...lead, reasons: unsubscribeReasons };
}

/**
 * Leaves the newsletter: records the reason and sets the newsletter status to cancelled, in one
 * transaction. A wrong pair (or a lead that no longer exists) is 404 with nothing else said. Leaving
 * twice records the reason once.
 */
export async function unsubscribe(
  token: unknown,
  id: unknown,
  input: unknown,
  options: { oneClick?: boolean } = {},
): Promise<{ leadId: number; newsletterStatus: 'cancelled' }> {
  const leadId = leadIdOf(token, id);
  if (leadId === null) throw errors.notFound();
  let reason: string = ONE_CLICK_REASON;
  let details: string | null = null;
  if (!options.oneClick) {
    ({ reason, reason_text: details } = parseInput(unsubscribeInputSchema, input));
  }
  const db = await getDb();
  const found = await db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, newsletterStatus: leads.newsletterStatus }).from(leads).where(eq(leads.id, leadId)).for('update').limit(1);
    if (!lead) return false;
    if (lead.newsletterStatus === 'cancelled') return true;
    await tx.insert(newsletterUnsubscribeReasons).values({ leadId, reason, details });
    await tx.update(leads).set({ newsletterStatus: 'cancelled', updatedAt: new Date() }).where(eq(leads.id, leadId));
    await recordLeadEvents(tx, leadId, null, [{ kind: 'newsletter', from: lead.newsletterStatus, to: 'cancelled' }]);
    await announceLead(tx, leadId, [newsletterEvent(lead.newsletterStatus, 'cancelled')]);
    return true;
  });
  if (!found) throw errors.notFound();
  return { leadId, newsletterStatus: 'cancelled' };
}
