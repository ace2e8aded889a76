import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/db/client';
import { migrationsApplied } from '@/db/migrate';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import { sharedRedis } from './redis';

export type CheckState = 'ok' | 'down';

export interface Readiness {
  ready: boolean;
  /** The database answers `select 1`. */
  database: CheckState;
  /** Every committed migration is applied ('unknown' when the database is down). */
  migrations: 'ok' | 'pending' | 'unknown';
  /** Redis answers PING ('not configured' without REDIS_URL). */
  redis: CheckState | 'not configured';
  /** The upload storage (S3-compatible with S3_*, the local folder otherwise) answers its check. */
  storage: CheckState;
  engine?: 'postgres' | 'pglite';
}

/** How long one check may take before it counts as down: a readiness probe never hangs. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// The last state of each check, so that a probe every few seconds logs an outage once, not at every call.
const lastState = new Map<string, CheckState>();

/** Runs one check under the timeout; a failure is logged here (the answer only says 'down': no internals). */
async function probe(name: string, ms: number, work: () => Promise<void>): Promise<CheckState> {
  try {
    await within(ms, work);
    if (lastState.get(name) === 'down') logger.info({ check: name }, `readiness: ${name} is back`);
    lastState.set(name, 'ok');
    return 'ok';
  } catch (error) {
    if (lastState.get(name) !== 'down') logger.warn({ err: error, check: name }, `readiness: ${name} is down`);
    lastState.set(name, 'down');
    return 'down';
  }
}

/**
 * Ready when the database answers with every migration applied, Redis (when REDIS_URL is set)
 * answers PING and the upload storage answers. The checks run side by side, each cut at
 * `timeoutMs`, so the whole answer takes at most about that long.
 */
export async function getReadiness(options: { timeoutMs?: number } = {}): Promise<Readiness> {
  const ms = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const redisUrl = env().REDIS_URL;
  // Filled in by the database check (an object: TypeScript does not follow assignments made in callbacks).
  const found: Pick<Readiness, 'engine' | 'migrations'> = { migrations: 'unknown' };

  const [database, redis, storage] = await Promise.all([
    probe('database', ms, async () => {
      const handle = await getDbHandle();
      found.engine = handle.engine;
      await handle.db.execute(sql`select 1`);
      found.migrations = (await migrationsApplied(handle.db)) ? 'ok' : 'pending';
    }),
    redisUrl
      ? probe('redis', ms, async () => {
          await (await sharedRedis(redisUrl)).ping();
        })
      : Promise.resolve('not configured' as const),
    probe('storage', ms, () => getStorage().check()),
  ]);

  const { engine, migrations } = found;
  const ready = database === 'ok' && migrations === 'ok' && redis !== 'down' && storage === 'ok';
  return { ready, database, migrations, redis, storage, ...(engine ? { engine } : {}) };
}

/** "redis is down", "database and storage are down; …", "migrations are pending": what keeps the instance from being ready. */
export function describeNotReady(readiness: Readiness): string {
  const down = (['database', 'redis', 'storage'] as const).filter((name) => readiness[name] === 'down');
  const parts: string[] = [];
  if (down.length > 0) {
    const names = down.length > 1 ? `${down.slice(0, -1).join(', ')} and ${down.at(-1)}` : down[0];
    parts.push(`${names} ${down.length > 1 ? 'are' : 'is'} down`);
  }
  if (readiness.migrations === 'pending') parts.push('migrations are pending');
  return parts.join('; ') || 'not ready';
}
