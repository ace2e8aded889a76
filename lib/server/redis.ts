import 'server-only';
import type { Redis } from 'ioredis';
import { logger } from '@/lib/logger';
import { offShutdown, onShutdown } from './shutdown';

/**
 * The process's one Redis connection for REDIS_URL (the login counters, the readiness check),
 * opened on first use, closed when the server stops (lib/server/shutdown.ts). ioredis reconnects by
 * itself; a lost connection is logged once per outage rather than at every retry.
 *
 * It fails fast rather than queue: while Redis is unreachable a command is refused at once (no
 * offline queue), and one sent to a Redis that stopped answering gives up after COMMAND_TIMEOUT_MS,
 * so a request that counts a sign-in never waits for Redis (the counters fall back to the database,
 * lib/abuse/counter-stores.ts).
 */
const globalForRedis = globalThis as unknown as { vitrineRedis?: { url: string; client: Promise<Redis> } };

const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
/** How long the first use waits for the connection to be ready before its commands are refused. */
const FIRST_READY_WAIT_MS = 1_000;

async function connect(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'Redis is unreachable; retrying');
  });
  client.on('ready', () => {
    if (down) logger.info('Redis is reachable again');
    down = false;
  });
  // Without an offline queue a command sent before the connection is ready is refused: the first
  // use waits for it, briefly (an unreachable Redis errs at once; a silent one is cut at the wait).
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_READY_WAIT_MS);
    client.once('ready', done);
    client.once('error', done);
  });
  return client;
}

export function sharedRedis(url: string): Promise<Redis> {
  const current = globalForRedis.vitrineRedis;
  if (current?.url === url) return current.client;
  if (current) void closeSharedRedis();
  const client = connect(url);
  globalForRedis.vitrineRedis = { url, client };
  onShutdown('redis', closeSharedRedis);
  return client;
}

/**
 * Closes the connection: QUIT (pending replies arrive first), or, when Redis does not answer within
 * 1 s, a hard disconnect that is not waited for.
 */
export async function closeSharedRedis(): Promise<void> {
  const current = globalForRedis.vitrineRedis;
  if (!current) return;
  globalForRedis.vitrineRedis = undefined;
  offShutdown('redis', closeSharedRedis);
  const client = await current.client.catch(() => undefined);
  if (!client) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 1_000);
    }),
  ]);
  clearTimeout(timer);
  if (client.status !== 'end') client.disconnect();
}
