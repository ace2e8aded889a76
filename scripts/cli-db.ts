// Shared by the db:* commands: lets plain Node load modules that start with `import 'server-only'`,
// and opens the configured database with the embedded database's lock held.
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { parseEnv, type Env } from '@/lib/env';
import { acquirePgliteLock, pgliteLockHolder } from '@/lib/server/pglite-lock';
import type { DbHandle } from '../db/client';

// `server-only`'s default entry throws outside Next's server bundles (Next resolves it to an empty
// module under the react-server condition). Put an already-loaded, empty module in the require
// cache under its path; modules that import it are then loaded dynamically, after this ran.
const requireFromRoot = createRequire(path.join(process.cwd(), 'package.json'));
const serverOnlyPath = requireFromRoot.resolve('server-only');
const emptyModule = new Module(serverOnlyPath);
emptyModule.filename = serverOnlyPath;
emptyModule.loaded = true;
requireFromRoot.cache[serverOnlyPath] = emptyModule;

export function loadCliEnv(): Env {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
  return parseEnv();
}

/** Opens the database for a command; on PGlite it refuses while a server holds the data folder. */
export async function openCliDb(command: string, env: Env): Promise<DbHandle> {
  const { openDb, pgliteDir } = await import('../db/client');
  if (!env.DATABASE_URL) {
    const holder = pgliteLockHolder(env.DATA_DIR);
    if (holder !== null) {
      console.error(
        `${command} refused: the embedded database in ${pgliteDir(env.DATA_DIR)} is in use by another Vitrine process (pid ${holder}), most likely a running server. Stop it first.`,
      );
      process.exit(1);
    }
    acquirePgliteLock(env.DATA_DIR);
  }
  return openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: pgliteDir(env.DATA_DIR) });
}

/**
 * The server secret, for a command that signs or opens what the server sealed (unsubscribe links,
 * webhook secrets): AUTH_SECRET, or the one the embedded database's server generated in DATA_DIR.
 */
export async function ensureAuthSecret(): Promise<void> {
  if (process.env.AUTH_SECRET) return;
  const { resolveAuthSecret } = await import('@/lib/server/auth-secret');
  process.env.AUTH_SECRET = resolveAuthSecret();
}

/**
 * Records a new cache epoch (lib/cache/epoch.ts) after a command changed public content, so the next
 * server start empties its page caches. A failure is reported, never thrown: the command's own
 * outcome stands.
 */
export async function recordCacheEpoch(handle: DbHandle | null, env: Env): Promise<void> {
  try {
    const { bumpCacheEpoch } = await import('@/lib/cache/epoch');
    await bumpCacheEpoch(handle, env);
  } catch (error) {
    console.warn(`Could not record the cache epoch (the next server start may serve pages cached before this change): ${(error as Error).message}`);
  }
}
