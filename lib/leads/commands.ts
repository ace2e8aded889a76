import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { leads, newsletterUnsubscribeReasons } from '@/db/schema';
import { lockByKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { startReleasedSubscription } from '@/lib/newsletter/commands';
import type { WebhookEvent } from '@/lib/webhooks/events';
import { announceLead, newsletterEvent, recordLeadEvents, type LeadChange } from './events';
import { presentLead, type LeadRow, type LeadView } from './present';
import { followUpInstant } from './follow-up-date';
import { leadColumns, leadViewColumns } from './queries';
import { leadOwnerCandidates } from './staff';
import { LEAD_PANEL_UNSUBSCRIBE_REASON, type LeadClassificationBody, type LeadNewsletterBody, type LeadOwnerBody, type LeadStatusBody } from './schema';

import type { Actor } from '@/lib/core/actor';
export type LeadKey = RecordKey;

function assertLeadsEditor(actor: Actor) {
  if (!actor.grants.includes('list-leads')) throw errors.accessDenied();
}

/** Locks the lead addressed by id + unique_key (both must match) or answers 404. */
function lockLead(tx: Tx, key: LeadKey): Promise<LeadRow> {
  return lockByKey<LeadRow>(tx, leads, leadColumns, key);
}

/** Runs one staff change on a lead: route check, lock, change, audit entry, timeline events (lead_events), all in one transaction. */
async function changeLead(
  actor: Actor,
  key: LeadKey,
  action: string,
  change: (tx: Tx, lead: LeadRow) => Promise<Partial<typeof leads.$inferInsert> | null>,
  /** The webhook events the change makes (lib/leads/events.ts), from the row before and the values written. */
  events?: (before: LeadRow, values: Partial<typeof leads.$inferInsert>) => (WebhookEvent | null)[],
): Promise<LeadView> {
  assertLeadsEditor(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await lockLead(tx, key);
    const values = await change(tx, before);
    if (values) {
      await tx
        .update(leads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(leads.id, before.id));
    }
    await writeAudit(tx, actor, {
      action,
      entityType: 'lead',
      entityId: before.id,
      details: values ? { from: pick(before, Object.keys(values)), to: values } : { unchanged: true },
    });
    if (values) await recordLeadEvents(tx, before.id, actor.id, timelineChanges(before, values));
    if (values && events) await announceLead(tx, before.id, events(before, values));
    // Read back with the latest unsubscribe reason (a cancellation above has just written one).
    const [after] = await tx.select(leadViewColumns).from(leads).where(eq(leads.id, before.id)).limit(1);
    return presentLead(after);
  });
}

/** The changes the lead's timeline shows (lead_events), from the row before and the values written. */
function timelineChanges(before: LeadRow, values: Partial<typeof leads.$inferInsert>): LeadChange[] {
  const changes: LeadChange[] = [];
  if (values.status !== undefined) changes.push({ kind: 'status', from: before.status, to: values.status });
  if (values.classification !== undefined) changes.push({ kind: 'classification', from: before.classification, to: values.classification });
  if (values.newsletterStatus !== undefined) changes.push({ kind: 'newsletter', from: before.newsletterStatus, to: values.newsletterStatus });
  if (values.isSpam !== undefined) changes.push({ kind: 'spam', from: before.isSpam, to: values.isSpam });
  if (values.ownerId !== undefined) changes.push({ kind: 'owner', from: before.ownerId, to: values.ownerId });
  if (values.followUpAt !== undefined) changes.push({ kind: 'follow_up', from: before.followUpAt, to: values.followUpAt as Date | null });
  return changes;
}

function pick(row: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k]]));
}

/** Activate, deactivate or blacklist a lead (spec §4 Contact status). A blacklisted email cannot subscribe or send messages. */
export async function changeLeadStatus(actor: Actor, key: LeadKey, { status }: LeadStatusBody): Promise<LeadView> {
  return changeLead(actor, key, 'lead.status', async (_tx, lead) => (lead.status === status ? null : { status }));
}

/** Soft delete: status 'deleted', hidden from the list unless the filter asks for it. */
export async function softDeleteLead(actor: Actor, key: LeadKey): Promise<LeadView> {
  return changeLead(actor, key, 'lead.delete', async (_tx, lead) => (lead.status === 'deleted' ? null : { status: 'deleted' }));
}

/** Classification none, cold, warm, hot or conversion (spec §4). */
export async function setLeadClassification(actor: Actor, key: LeadKey, { classification }: LeadClassificationBody): Promise<LeadView> {
  return changeLead(actor, key, 'lead.classification', async (_tx, lead) =>
    lead.classification === classification ? null : { classification },
  );
}

/**
 * Newsletter status active or cancelled. Cancelling from the lead list records the fixed reason
 * 'lead-panel' ("Unsubscribed by the lead list panel", spec §4).
 */
export async function setLeadNewsletterStatus(actor: Actor, key: LeadKey, { status }: LeadNewsletterBody): Promise<LeadView> {
  return changeLead(actor, key, 'lead.newsletter-status', async (tx, lead) => {
    if (lead.newsletterStatus === status) return null;
    if (status === 'cancelled') {
      await tx.insert(newsletterUnsubscribeReasons).values({ leadId: lead.id, reason: LEAD_PANEL_UNSUBSCRIBE_REASON });
    }
    return { newsletterStatus: status };
  }, (before) => [newsletterEvent(before.newsletterStatus, status)]);
}

/**
 * "Not spam": a lead caught by the honeypot or the per-address limit (an office network sending many
 * forms) joins the list like any other. A newsletter signup still waiting for its double opt-in gets
 * its confirmation email now (or, without double opt-in, turns active and is welcomed).
 */
export async function markLeadNotSpam(actor: Actor, key: LeadKey): Promise<LeadView> {
  let released = false;
  // A lead held as spam was never announced: it is created, for a receiver, when released.
  const view = await changeLead(
    actor,
    key,
    'lead.not-spam',
    async (_tx, lead) => {
      if (!lead.isSpam) return null;
      released = true;
      return { isSpam: false };
    },
    (before) => ['lead.created', before.newsletterStatus === 'active' ? 'newsletter.subscribed' : null],
  );
  if (released && view.module === 'newsletter' && view.newsletterStatus === 'pending' && view.status !== 'blackListed') {
    const db = await getDb();
    const [row] = await db.select({ locale: leads.locale }).from(leads).where(eq(leads.id, view.id)).limit(1);
    await startReleasedSubscription({ id: view.id, email: view.email, locale: row?.locale ?? 'pt-BR' });
    const [after] = await db.select(leadViewColumns).from(leads).where(eq(leads.id, view.id)).limit(1);
    return presentLead(after);
  }
  return view;
}

/** Refused owner: not an active staff member allowed to see leads (422, on the user_id field). */
const ownerNotAllowed = () => new AppError('LeadPage.errors.ownerNotAllowed', 422, { fieldErrors: [{ field: 'user_id', messageKey: 'LeadPage.errors.ownerNotAllowed' }] });

/**
 * The lead's owner (an active staff member whose roles grant the leads list, or nobody) and, when
 * given, its next follow-up (null clears it). Each change is a timeline event; a new owner (or none)
 * is announced as `lead.assigned`.
 */
export async function setLeadOwner(actor: Actor, key: LeadKey, body: LeadOwnerBody): Promise<LeadView> {
  return changeLead(
    actor,
    key,
    'lead.owner',
    async (tx, lead) => {
      const values: Partial<typeof leads.$inferInsert> = {};
      if (body.user_id !== lead.ownerId) {
        if (body.user_id !== null && (await leadOwnerCandidates(tx, [body.user_id])).length === 0) throw ownerNotAllowed();
        values.ownerId = body.user_id;
      }
      if (body.follow_up_at !== undefined) {
        const next = body.follow_up_at === null ? null : followUpInstant(body.follow_up_at, env().SITE_TIME_ZONE);
        if ((next?.getTime() ?? null) !== (lead.followUpAt?.getTime() ?? null)) values.followUpAt = next;
      }
      return Object.keys(values).length > 0 ? values : null;
    },
    (_before, values) => [values.ownerId !== undefined ? 'lead.assigned' : null],
  );
}
