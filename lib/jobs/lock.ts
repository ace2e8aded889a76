import 'server-only';
import type { Sql } from 'postgres';
import { getDbHandle, type DbHandle } from '@/db/client';
import { logger } from '@/lib/logger';

/**
 * One instance at a time: a periodic job runs under a PostgreSQL session-level advisory lock, taken
 * with pg_try_advisory_lock on a connection reserved for the run and released after it. An instance
 * that finds the lock taken skips this run (another one is doing it; every job is idempotent). On the
 * embedded PGlite only one process can open the data folder (lib/server/pglite-lock.ts), so the job
 * just runs.
 */

/** First key of every job lock ("VTRN"); the second one names the job. */
const JOB_LOCK_CLASS = 0x5654524e;

/** A stable 32-bit key for a job name (FNV-1a), as a signed int4. */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

export type LockedRun<T> = { ran: true; result: T } | { ran: false };

export async function withJobLock<T>(name: string, job: () => Promise<T>, handle?: DbHandle): Promise<LockedRun<T>> {
  const { db, engine } = handle ?? (await getDbHandle());
  if (engine === 'pglite') return { ran: true, result: await job() };

  const client = (db as unknown as { $client: Sql }).$client;
  const key = jobLockKey(name);
  const connection = await client.reserve();
  try {
    const [row] = await connection<{ locked: boolean }[]>`select pg_try_advisory_lock(${JOB_LOCK_CLASS}::int4, ${key}::int4) as locked`;
    if (!row?.locked) return { ran: false };
    try {
      return { ran: true, result: await job() };
    } finally {
      // Session-level: released here, or by the server when the connection closes.
      await connection`select pg_advisory_unlock(${JOB_LOCK_CLASS}::int4, ${key}::int4)`.catch((error: unknown) =>
        logger.warn({ err: error, job: name }, 'job lock could not be released; it ends with the connection'),
      );
    }
  } finally {
    connection.release();
  }
}
