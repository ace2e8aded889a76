import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { messageReplies, messages, users } from '@/db/schema';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { matchesKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { formatMonthDate } from '@/lib/format/date';
import { staffNames, type StaffRef } from '@/lib/leads/staff';
import { messageReplyEmail } from '@/lib/mail/templates/message-reply';
import { deliver, emailBrand, recordEmail } from '@/lib/mail/transport';
import type { Actor } from '@/lib/core/actor';
import type { CurrentUser } from '@/lib/auth/current-user';
import { assertInboxReader } from './queries';
import type { MessageReplyBody } from './schema';

/** A reply sent from the inbox, as the API answers it. */
export interface MessageReplyView {
  id: number;
  messageId: number;
  subject: string;
  text: string;
  /** The staff member's address the answer goes to. */
  replyTo: string;
  author: StaffRef | null;
  /** The outbox message that carries it (sent by SMTP, or kept in the outbox without SMTP). */
  outboxId: number | null;
  sentAt: string;
}

type ReplyRow = typeof messageReplies.$inferSelect;

function presentReply(row: ReplyRow, author: StaffRef | null): MessageReplyView {
  return { id: row.id, messageId: row.messageId, subject: row.subject, text: row.text, replyTo: row.replyTo, author, outboxId: row.outboxId, sentAt: row.createdAt.toISOString() };
}

/** "Re: <subject>", unless the subject already starts so. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/**
 * Staff answer a contact message from the inbox: the email goes to the message's address, in the
 * language it was written in, with Reply-To the staff member's own address, through the outbox
 * (SMTP when set); the reply is kept (message_replies, with its outbox id) and audited, in one
 * transaction with the outbox row. Delivery follows the commit and never fails the reply (a failed
 * send is retried by the mail-retry job). A message caught as spam is not answered (404).
 */
export async function replyToMessage(actor: Actor, key: RecordKey, body: MessageReplyBody): Promise<MessageReplyView> {
  if (!actor.grants.includes('message-received')) throw errors.accessDenied();
  const db = await getDb();
  const brand = await emailBrand();
  const { view, outboxId } = await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(messages)
      .where(and(matchesKey(messages, key), eq(messages.isDeleted, false), eq(messages.isSpam, false)))
      .for('update')
      .limit(1);
    if (!message) throw errors.notFound();
    const [staff] = await tx.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(eq(users.id, actor.id)).limit(1);
    if (!staff) throw errors.accessDenied();
    const locale = isLocale(message.locale) ? message.locale : defaultLocale;
    const subject = body.subject ?? replySubject(message.subject);
    const content = messageReplyEmail({
      locale,
      brand,
      subject,
      text: body.text,
      staffName: staff.name,
      original: { name: message.name, message: message.message, receivedOn: formatMonthDate(message.createdAt, { locale, timeZone: env().SITE_TIME_ZONE }) },
    });
    const queued = await recordEmail(tx, {
      to: message.email,
      locale,
      template: 'message-reply',
      content,
      companyName: brand.companyName,
      replyTo: staff.email,
      personal: true,
    });
    const [row] = await tx
      .insert(messageReplies)
      .values({ messageId: message.id, authorId: actor.id, subject, text: body.text, replyTo: staff.email, outboxId: queued.id })
      .returning();
    // Answered is read.
    if (!message.isRead) await tx.update(messages).set({ isRead: true, updatedAt: new Date() }).where(eq(messages.id, message.id));
    await writeAudit(tx, actor, { action: 'message.reply', entityType: 'message', entityId: message.id, details: { replyId: row.id, outboxId: queued.id } });
    return { view: presentReply(row, { id: staff.id, name: staff.name }), outboxId: queued.id };
  });
  // Without SMTP_URL this only confirms the message is kept in the outbox.
  await deliver(outboxId);
  return view;
}

/** The replies sent to a message, oldest first (its page in the inbox). */
export async function listMessageReplies(viewer: Pick<CurrentUser, 'grants'>, messageId: number): Promise<MessageReplyView[]> {
  assertInboxReader(viewer);
  const db = await getDb();
  const rows = await db.select().from(messageReplies).where(eq(messageReplies.messageId, messageId)).orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
  const names = await staffNames(db, rows.map((r) => r.authorId).filter((id): id is number => id !== null));
  return rows.map((r) => presentReply(r, r.authorId === null ? null : (names.get(r.authorId) ?? null)));
}
