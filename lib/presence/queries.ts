import 'server-only';
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { editPresence, users, type PresenceKind } from '@/db/schema';
import { PRESENCE_TTL_SECONDS, type PresentUser } from './schema';

/** The moment before which a heartbeat no longer counts. */
export function presenceCutoff(now: Date): Date {
  return new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000);
}

/**
 * Who else (not `viewerId`) has an editor open on the records `ids` of `kind`, seen in the last 90 s:
 * a map id → users, sorted by name. The lists use it for their "being edited" marker.
 */
export async function listEditing(viewerId: number, kind: PresenceKind, ids: readonly number[], db?: DbOrTx, now = new Date()): Promise<Map<number, PresentUser[]>> {
  const editing = new Map<number, PresentUser[]>();
  if (!ids.length) return editing;
  const conn = db ?? (await getDb());
  const rows = await conn
    .select({ entityId: editPresence.entityId, id: users.id, name: users.fullName })
    .from(editPresence)
    .innerJoin(users, eq(users.id, editPresence.userId))
    .where(and(eq(editPresence.kind, kind), inArray(editPresence.entityId, [...ids]), ne(editPresence.userId, viewerId), gte(editPresence.seenAt, presenceCutoff(now))))
    .orderBy(users.fullName);
  for (const row of rows) {
    const list = editing.get(row.entityId) ?? [];
    list.push({ id: row.id, name: row.name });
    editing.set(row.entityId, list);
  }
  return editing;
}
