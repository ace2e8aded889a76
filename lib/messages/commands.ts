import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { leads, messages } from '@/db/schema';
import { matchesKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { captureLead, findLeadByEmail } from '@/lib/leads/capture';
import { announceLead } from '@/lib/leads/events';
import { announceMessage } from './events';
import { presentMessage, type MessageRow, type MessageView } from './present';
import { messageColumns } from './queries';
import type { MessageUpdate } from './schema';

import type { Actor } from '@/lib/core/actor';
export type MessageKey = RecordKey;

function assertInboxEditor(actor: Actor) {
  if (!actor.grants.includes('message-received')) throw errors.accessDenied();
}

/**
 * Locks a message addressed by id + unique_key, or answers 404: a visible one (not deleted, not spam),
 * with `spam: true` one caught as spam (for "not spam"), with 'either' any that is not deleted.
 */
async function lockMessage(tx: Tx, key: MessageKey, { spam = false }: { spam?: boolean | 'either' } = {}): Promise<MessageRow> {
  const [row] = await tx
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        matchesKey(messages, key),
        eq(messages.isDeleted, false),
        spam === 'either' ? undefined : eq(messages.isSpam, spam),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/**
 * The sender as a lead (module 'contact' when new): captureLead creates or updates the lead of that
 * email (the message's name, phone and company replace the stored ones, as a new contact message
 * would). A deleted lead comes back as active, staff having asked for it. Returns the lead's id.
 */
async function linkSenderAsLead(tx: Tx, message: MessageRow): Promise<number> {
  const lead = await captureLead(tx, {
    email: message.email,
    name: message.name,
    phone: message.phone,
    company: message.company,
    module: 'contact',
    locale: message.locale,
  });
  if (lead.created) await announceLead(tx, lead.id, ['lead.created']);
  if (lead.status === 'deleted') {
    await tx.update(leads).set({ status: 'active', updatedAt: new Date() }).where(eq(leads.id, lead.id));
  }
  return lead.id;
}

/**
 * Changes a message's flags (spec §4 Messages): read/unread, archive/unarchive (unarchived returns to
 * Active), mark/unmark as lead (marking links the sender to the leads list). One transaction with
 * an audit entry.
 */
export async function updateMessage(actor: Actor, key: MessageKey, change: MessageUpdate, options: { auditRead?: boolean } = {}): Promise<MessageView> {
  assertInboxEditor(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, key);
    const values: Partial<typeof messages.$inferInsert> = {};
    if (change.read !== undefined && change.read !== before.isRead) values.isRead = change.read;
    if (change.archived !== undefined && change.archived !== before.isArchived) values.isArchived = change.archived;
    if (change.lead === true) {
      const leadId = await linkSenderAsLead(tx, before);
      if (!before.isLead) values.isLead = true;
      if (before.leadId !== leadId) values.leadId = leadId;
    } else if (change.lead === false && before.isLead) {
      // The lead stays in the list (it may have come from elsewhere); the message leaves the Leads tab.
      values.isLead = false;
    }
    if (Object.keys(values).length === 0) return presentMessage(before);
    const [after] = await tx
      .update(messages)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(messages.id, before.id))
      .returning(messageColumns);
    // Reading is not worth an audit row (but in a bulk action, where every row is audited); archiving, lead marks are.
    const audited = Object.keys(values).filter((k) => options.auditRead || k !== 'isRead');
    if (audited.length) {
      await writeAudit(tx, actor, { action: 'message.update', entityType: 'message', entityId: before.id, details: { ...values } });
    }
    return presentMessage(after);
  });
}

export const markMessageRead = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { read: true });
export const markMessageUnread = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { read: false });
export const archiveMessage = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { archived: true });
export const unarchiveMessage = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { archived: false });
export const markMessageAsLead = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { lead: true });
export const unmarkMessageAsLead = (actor: Actor, key: MessageKey) => updateMessage(actor, key, { lead: false });

/**
 * "Not spam": a message caught by the honeypot, the per-address limit (an office network) or a
 * blacklisted sender moves to the Active tab, unread, and its sender becomes a lead as a contact
 * message's sender does (a blacklisted lead stays blacklisted: staff lift that on the leads list).
 */
export async function markMessageNotSpam(actor: Actor, key: MessageKey): Promise<MessageView> {
  assertInboxEditor(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, key, { spam: true });
    const existing = await findLeadByEmail(tx, before.email);
    const leadId = existing?.status === 'blackListed' ? existing.id : await linkSenderAsLead(tx, before);
    const [after] = await tx
      .update(messages)
      .set({ isSpam: false, isArchived: false, leadId, updatedAt: new Date() })
      .where(eq(messages.id, before.id))
      .returning(messageColumns);
    await writeAudit(tx, actor, { action: 'message.not-spam', entityType: 'message', entityId: before.id, details: { isSpam: false, leadId } });
    await announceMessage(tx, before.id);
    return presentMessage(after);
  });
}

/**
 * "Spam": a message staff judge to be spam leaves its tab for the Spam tab (where "not spam" brings it
 * back). Its sender's lead, if any, is left as it is.
 */
export async function markMessageSpam(actor: Actor, key: MessageKey): Promise<MessageView> {
  assertInboxEditor(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockMessage(tx, key);
    const [after] = await tx.update(messages).set({ isSpam: true, updatedAt: new Date() }).where(eq(messages.id, before.id)).returning(messageColumns);
    await writeAudit(tx, actor, { action: 'message.spam', entityType: 'message', entityId: before.id, details: { isSpam: true } });
    return presentMessage(after);
  });
}

/** Soft delete: the message leaves every tab (kept for the audit trail); spam may be deleted too. */
export async function deleteMessage(actor: Actor, key: MessageKey): Promise<void> {
  assertInboxEditor(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await lockMessage(tx, key, { spam: 'either' });
    await tx.update(messages).set({ isDeleted: true, updatedAt: new Date() }).where(eq(messages.id, before.id));
    await writeAudit(tx, actor, { action: 'message.delete', entityType: 'message', entityId: before.id });
  });
}
