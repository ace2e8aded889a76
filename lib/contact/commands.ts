import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { messages } from '@/db/schema';
import { overPublicFormLimit } from '@/lib/abuse/rate-limit';
import { noAttribution, type Attribution } from '@/lib/attribution/request';
import { env } from '@/lib/env';
import { announceLead } from '@/lib/leads/events';
import { announceMessage } from '@/lib/messages/events';
import { captureLead, findLeadByEmail } from '@/lib/leads/capture';
import { logger } from '@/lib/logger';
import { contactNotificationEmail } from '@/lib/mail/templates/contact-notification';
import { emailBrand, sendEmail, siteUrl } from '@/lib/mail/transport';
import { spamReasonOf } from '@/lib/spam/proof-of-work';
import { queueOrLog } from '@/lib/webhooks/queue';
import { defaultLocale } from '@/i18n/routing';
import { replyDay, type ReplyDay } from './reply-time';
import type { ContactData } from './schema';

export interface ContactContext {
  ip: string;
  locale: string;
  now?: Date;
  /** Where the sender came from (lib/attribution/request.ts attributionOf): on the message and the lead. */
  attribution?: Attribution;
  /** A caller exempt from the proof-of-work (an API key: lib/spam/proof-of-work.ts). */
  proofExempt?: boolean;
}

export interface ContactResult {
  id: number;
  uniqueKey: string;
  replyDay: ReplyDay;
}

/**
 * The contact form (spec §2): stores the message and creates or updates the sender's lead (module
 * contact) in one transaction, then announces it to CONTACT_NOTIFY_EMAIL. A submission caught by the
 * honeypot, the per-address limit or the proof-of-work (no valid `altcha` solution while the setting
 * is on), or sent by a blacklisted email, is stored flagged as spam with its reason (not
 * shown in the inbox, not announced, the lead untouched) and answered like any other, so a bot
 * learns nothing. The message is kept whenever its input is valid and the database takes it: an
 * unreachable Redis counts the limit in the database (lib/abuse), and a failure to queue its webhook
 * events or to send the notification is logged, never thrown.
 */
export async function submitContact(data: ContactData, ctx: ContactContext): Promise<ContactResult> {
  const now = ctx.now ?? new Date();
  const db = await getDb();

  const honeypot = Boolean(data.website?.trim());
  const overLimit = await overPublicFormLimit('contact-submit', { ip: ctx.ip });
  const existing = await findLeadByEmail(db, data.email);
  const blacklisted = existing?.status === 'blackListed';
  const reply = replyDay(now, env().SITE_TIME_ZONE);
  const row = {
    uniqueKey: randomUUID(),
    name: data.name,
    email: data.email,
    company: data.company,
    subject: data.subject,
    message: data.message,
    phone: data.phone,
    locale: ctx.locale,
    ipAddress: ctx.ip,
    ...(ctx.attribution ?? noAttribution),
  };

  const spamReason = await spamReasonOf({ honeypot, blacklisted, overLimit }, { altcha: data.altcha, exempt: ctx.proofExempt });
  if (spamReason) {
    const [spam] = await db
      .insert(messages)
      .values({ ...row, leadId: existing?.id ?? null, isSpam: true, spamReason })
      .returning({ id: messages.id, uniqueKey: messages.uniqueKey });
    logger.info({ messageId: spam.id, spamReason }, 'contact message stored as spam');
    return { id: spam.id, uniqueKey: spam.uniqueKey, replyDay: reply };
  }

  const saved = await db.transaction(async (tx) => {
    const lead = await captureLead(tx, { email: data.email, name: data.name, phone: data.phone, company: data.company, module: 'contact', locale: ctx.locale, attribution: ctx.attribution });
    const [message] = await tx
      .insert(messages)
      .values({ ...row, leadId: lead.id })
      .returning({ id: messages.id, uniqueKey: messages.uniqueKey });
    await queueOrLog(tx, { messageId: message.id }, async (savepoint) => {
      if (lead.created) await announceLead(savepoint, lead.id, ['lead.created']);
      await announceMessage(savepoint, message.id);
    });
    return message;
  });

  await notifyStaff(saved.id, data);
  return { id: saved.id, uniqueKey: saved.uniqueKey, replyDay: reply };
}

/** The new-message email to CONTACT_NOTIFY_EMAIL (when set); any failure is logged, never thrown. */
async function notifyStaff(messageId: number, data: ContactData): Promise<void> {
  const to = env().CONTACT_NOTIFY_EMAIL;
  if (!to) return;
  try {
    const brand = await emailBrand();
    const content = contactNotificationEmail({
      locale: defaultLocale,
      brand,
      message: data,
      inboxUrl: siteUrl('/admin/message-received', defaultLocale),
    });
    await sendEmail({ to, locale: defaultLocale, template: 'contact-notification', content, companyName: brand.companyName }, { background: true });
  } catch (error) {
    logger.error({ err: error, messageId }, 'contact notification could not be queued');
  }
}
