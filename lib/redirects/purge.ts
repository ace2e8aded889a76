import 'server-only';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { notFoundPaths } from '@/db/schema';

/** The 404 report keeps a path for 90 days after it was last asked for. */
const NOT_FOUND_RETENTION_MS = 90 * 24 * 60 * 60_000;

/** Deletes the not-found paths last seen more than 90 days before `now`; answers how many. */
export async function purgeOldNotFoundPaths(now: Date, db: DbOrTx): Promise<number> {
  const deleted = await db.delete(notFoundPaths).where(lt(notFoundPaths.lastSeen, new Date(now.getTime() - NOT_FOUND_RETENTION_MS))).returning({ path: notFoundPaths.path });
  return deleted.length;
}
