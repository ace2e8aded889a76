import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articles, editPresence, pages } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { errors } from '@/lib/core/errors';
import { assertArticleAccess } from '@/lib/articles/access';
import { listEditing, presenceCutoff } from './queries';
import type { PresenceHeartbeatValues, PresentUser } from './schema';

/*
 * Presence rules (issue 33 §1):
 * - An open editor posts a heartbeat every 30 s: articles need 'compose' (and, without 'articles-all',
 *   to be the article's author), pages need 'pages'; an unknown record is 404.
 * - The heartbeat upserts the caller's row (seen_at = now) and answers the OTHER users seen in the last
 *   90 s. Older rows never count and are deleted on the way (no job needed).
 * - No audit row: a heartbeat changes nothing anyone edits, and one every 30 s per open editor would
 *   drown the audit log.
 */
export async function recordHeartbeat(actor: Actor, values: PresenceHeartbeatValues): Promise<PresentUser[]> {
  const { kind, id } = values;
  const db = await getDb();
  if (kind === 'article') {
    assertArticleAccess(actor, 'compose');
    const [article] = await db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, id)).limit(1);
    if (!article) throw errors.notFound();
    assertArticleAccess(actor, 'compose', article);
  } else {
    if (!actor.grants.includes('pages')) throw errors.accessDenied();
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).limit(1);
    if (!page) throw errors.notFound();
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.delete(editPresence).where(lt(editPresence.seenAt, presenceCutoff(now)));
    await tx
      .insert(editPresence)
      .values({ kind, entityId: id, userId: actor.id, seenAt: now })
      .onConflictDoUpdate({ target: [editPresence.kind, editPresence.entityId, editPresence.userId], set: { seenAt: sql`excluded.seen_at` } });
    return (await listEditing(actor.id, kind, [id], tx, now)).get(id) ?? [];
  });
}
