import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbHandle } from '@/db/client';
import { jobState } from '@/db/schema';

/*
 * The cache epoch: the CLIs that change public content while no server may run (import, restore,
 * seed, migrate …) record a new one, and the next server start empties its page caches when the
 * epoch differs from the one it last started with (server/cache-epoch.mjs reads it; keep the names
 * in step). PostgreSQL keeps it in job_state, where every instance's start can read it; the embedded
 * database keeps it in a file beside its folder, which the server reads before it opens PGlite.
 */
const CACHE_EPOCH_JOB = 'cache-epoch';
const CACHE_EPOCH_FILE = 'cache-epoch';

export async function bumpCacheEpoch(handle: Pick<DbHandle, 'db'> | null, env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<void> {
  const now = new Date();
  if (!env.DATABASE_URL) {
    const dir = path.resolve(env.DATA_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, CACHE_EPOCH_FILE), `${now.toISOString()}\n`);
    return;
  }
  if (!handle) return;
  await handle.db
    .insert(jobState)
    .values({ name: CACHE_EPOCH_JOB, cursor: now, updatedAt: now })
    .onConflictDoUpdate({ target: jobState.name, set: { cursor: now, updatedAt: now } });
}
