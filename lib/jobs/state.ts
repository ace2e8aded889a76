import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { jobState } from '@/db/schema';

/**
 * A job's durable cursor (table job_state): how far it has got, so that a run skipped, a crash or a
 * server down for a while never loses work, and every instance continues where the last one stopped.
 * Read and written by the job under its lock (lib/jobs/lock.ts), so one writer at a time.
 */
export async function readJobCursor(db: DbOrTx, name: string): Promise<Date | null> {
  const [row] = await db.select({ cursor: jobState.cursor }).from(jobState).where(eq(jobState.name, name)).limit(1);
  return row?.cursor ?? null;
}

export async function writeJobCursor(db: DbOrTx, name: string, cursor: Date): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(jobState)
    .values({ name, cursor, updatedAt })
    .onConflictDoUpdate({ target: jobState.name, set: { cursor, updatedAt } });
}
