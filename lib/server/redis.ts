import 'server-only';
import type { Redis } from 'ioredis';
import { logger } from '@/lib/logger';
import { offShutdown, onShutdown } from './shutdown';

/**
 * The process's one Redis connection for REDIS_URL (the login counters, the readiness check),
 * opened on first use, closed when the server stops (lib/server/shutdown.ts). ioredis reconnects by
 * itself; a lost connection is logged once per outage rather than at every retry.
 */
const globalForRedis = globalThis as unknown as { vitrineRedis?: { url: string; client: Promise<Redis> } };

async function connect(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A command waits through at most 2 reconnection attempts, then fails (callers report, never hang).
  const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
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
