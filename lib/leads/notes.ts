import 'server-only';
import { getDb } from '@/db/client';
import { leadNotes, leads } from '@/db/schema';
import { lockByKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { queueWebhookEvent } from '@/lib/webhooks/queue';
import type { Actor } from '@/lib/core/actor';
import { presentLead, type LeadRow, type LeadView } from './present';
import { leadColumns } from './queries';
import type { LeadNoteBody } from './schema';
import { staffNames, type StaffRef } from './staff';

/** A note on a lead as the API answers it. */
export interface LeadNoteView {
  id: number;
  leadId: number;
  text: string;
  author: StaffRef | null;
  createdAt: string;
}

/**
 * A note staff write on a lead (its timeline): one row, an audit entry and the `lead.note_added`
 * webhook (the note with the lead), in one transaction.
 */
export async function addLeadNote(actor: Actor, key: RecordKey, { text }: LeadNoteBody): Promise<LeadNoteView> {
  if (!actor.grants.includes('list-leads')) throw errors.accessDenied();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockByKey<LeadRow>(tx, leads, leadColumns, key);
    const [row] = await tx.insert(leadNotes).values({ leadId: lead.id, authorId: actor.id, text }).returning();
    await writeAudit(tx, actor, { action: 'lead.note', entityType: 'lead', entityId: lead.id, details: { noteId: row.id } });
    const note: LeadNoteView = {
      id: row.id,
      leadId: lead.id,
      text: row.text,
      author: (await staffNames(tx, [actor.id])).get(actor.id) ?? null,
      createdAt: row.createdAt.toISOString(),
    };
    const view: LeadView = presentLead(lead);
    await queueWebhookEvent(tx, 'lead.note_added', { ...note, lead: view });
    return note;
  });
}
