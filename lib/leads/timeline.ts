import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { leadEvents, leadNotes, leads, messageReplies, messages, type LeadEventKind, type Touch } from '@/db/schema';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentLead, type LeadRow, type LeadView } from './present';
import { assertLeadsReader, leadViewColumns } from './queries';
import { leadOwnerCandidates, staffNames, type StaffRef } from './staff';

type Viewer = Pick<CurrentUser, 'grants'>;

interface Moment {
  /** When it happened (ISO 8601). */
  at: string;
  /** The staff member who did it; null for the visitor or the system. */
  actor: StaffRef | null;
}

/** One entry of a lead's timeline, oldest first (GET /api/lead/lead-timeline/{id}/{unique_key}). */
export type TimelineItem = Moment &
  (
    | { type: 'created'; module: LeadView['module'] }
    | { type: 'message'; message: { id: number; uniqueKey: string; subject: string } }
    | { type: Exclude<LeadEventKind, 'owner'>; from: string | null; to: string | null }
    | { type: 'owner'; from: StaffRef | null; to: StaffRef | null }
    | { type: 'note'; note: { id: number; text: string } }
    | { type: 'reply'; reply: { id: number; subject: string; text: string; replyTo: string }; message: { id: number; uniqueKey: string; subject: string } }
  );

// Within the same instant: the lead before its first message, changes before notes about them.
const typeOrder: Record<TimelineItem['type'], number> = {
  created: 0,
  message: 1,
  status: 2,
  classification: 2,
  newsletter: 2,
  spam: 2,
  owner: 2,
  follow_up: 2,
  note: 3,
  reply: 4,
};

/**
 * A lead's timeline: created, its contact messages, the changes of status, classification,
 * newsletter, spam, owner and follow-up (lead_events), the notes staff wrote and the replies sent to
 * its messages, in time order.
 */
export async function getLeadTimeline(viewer: Viewer, key: RecordKey): Promise<TimelineItem[]> {
  assertLeadsReader(viewer);
  const db = await getDb();
  const [lead] = await db.select({ id: leads.id, module: leads.module, createdAt: leads.createdAt }).from(leads).where(matchesKey(leads, key)).limit(1);
  if (!lead) throw errors.notFound();

  const [messageRows, eventRows, noteRows, replyRows] = await Promise.all([
    db
      .select({ id: messages.id, uniqueKey: messages.uniqueKey, subject: messages.subject, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.leadId, lead.id), eq(messages.isDeleted, false))),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(asc(leadEvents.id)),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)).orderBy(asc(leadNotes.id)),
    db
      .select({ reply: messageReplies, message: { id: messages.id, uniqueKey: messages.uniqueKey, subject: messages.subject } })
      .from(messageReplies)
      .innerJoin(messages, eq(messages.id, messageReplies.messageId))
      .where(and(eq(messages.leadId, lead.id), eq(messages.isDeleted, false)))
      .orderBy(asc(messageReplies.id)),
  ]);

  const ownerIds = eventRows.filter((e) => e.kind === 'owner').flatMap((e) => [e.fromValue, e.toValue].filter((v): v is string => v !== null).map(Number));
  const names = await staffNames(db, [
    ...eventRows.map((e) => e.actorId),
    ...noteRows.map((n) => n.authorId),
    ...replyRows.map((r) => r.reply.authorId),
    ...ownerIds,
  ].filter((id): id is number => id !== null));
  const who = (id: number | null): StaffRef | null => (id === null ? null : (names.get(id) ?? null));
  // A user deleted since keeps their id, without a name.
  const owner = (value: string | null): StaffRef | null => (value === null ? null : (names.get(Number(value)) ?? { id: Number(value), name: '' }));

  const items: TimelineItem[] = [
    { type: 'created', at: lead.createdAt.toISOString(), actor: null, module: lead.module },
    ...messageRows.map((m): TimelineItem => ({ type: 'message', at: m.createdAt.toISOString(), actor: null, message: { id: m.id, uniqueKey: m.uniqueKey, subject: m.subject } })),
    ...eventRows.map((e): TimelineItem => {
      const moment = { at: e.createdAt.toISOString(), actor: who(e.actorId) };
      return e.kind === 'owner'
        ? { ...moment, type: 'owner', from: owner(e.fromValue), to: owner(e.toValue) }
        : { ...moment, type: e.kind, from: e.fromValue, to: e.toValue };
    }),
    ...noteRows.map((n): TimelineItem => ({ type: 'note', at: n.createdAt.toISOString(), actor: who(n.authorId), note: { id: n.id, text: n.text } })),
    ...replyRows.map(
      ({ reply, message }): TimelineItem => ({
        type: 'reply',
        at: reply.createdAt.toISOString(),
        actor: who(reply.authorId),
        reply: { id: reply.id, subject: reply.subject, text: reply.text, replyTo: reply.replyTo },
        message,
      }),
    ),
  ];
  // Stable: rows of one kind keep their insertion order when their times are equal.
  return items.sort((a, b) => a.at.localeCompare(b.at) || typeOrder[a.type] - typeOrder[b.type]);
}

/** What the lead's page shows beside the timeline: the lead, and where it came from. */
export interface LeadDetails {
  lead: LeadView;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  conversionPath: string | null;
}

/** One lead by id (the lead's page, /admin/list-leads/{id}), deleted and spam ones included; 404 otherwise. */
export async function getLeadDetails(viewer: Viewer, id: number): Promise<LeadDetails> {
  assertLeadsReader(viewer);
  const db = await getDb();
  const [row] = await db
    .select({ ...leadViewColumns, firstTouch: leads.firstTouch, lastTouch: leads.lastTouch, conversionPath: leads.conversionPath })
    .from(leads)
    .where(eq(leads.id, id))
    .limit(1);
  if (!row) throw errors.notFound();
  const { firstTouch, lastTouch, conversionPath, ...lead } = row;
  return { lead: presentLead(lead as LeadRow), firstTouch, lastTouch, conversionPath };
}

/** Who the lead's page offers as its owner: active staff who may see leads, and the current owner even if they no longer may. */
export async function getLeadOwnerOptions(viewer: Viewer, currentOwnerId: number | null): Promise<StaffRef[]> {
  assertLeadsReader(viewer);
  const db = await getDb();
  const candidates = await leadOwnerCandidates(db);
  if (currentOwnerId === null || candidates.some((c) => c.id === currentOwnerId)) return candidates;
  const current = (await staffNames(db, [currentOwnerId])).get(currentOwnerId);
  return current ? [current, ...candidates] : candidates;
}
