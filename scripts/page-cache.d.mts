import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PageCacheEntry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  generation: number;
  storedAt: number;
  /** How long this copy may serve (ms). */
  keepMs: number;
}

export const SHARED_COPY_HEADER: 'x-vitrine-shared-copy';

export function cacheKey(req: IncomingMessage): string | null;
export function createPageCache(options?: { ttlMs?: number; maxEntries?: number }): {
  lookup(key: string): PageCacheEntry | null;
  serve(entry: PageCacheEntry, res: ServerResponse): void;
  capture(key: string, res: ServerResponse): void;
  size(): number;
};
