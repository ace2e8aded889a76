// The read beacon's limit (POST /api/article/read/{id}), the one limit kept in memory: losing it on
// a restart only lets a few more reads count. lib/abuse/rate-limit.ts applies it (assertReadAllowed).

/**
 * A light guard against a caller inflating counts: at most READ_LIMIT counted reads per client
 * address per window, kept in this process's memory (per instance; a restart forgets it). Real
 * readers send one beacon per article per day, so even a shared office address stays far below it.
 */
export const READ_LIMIT = { max: 120, windowMs: 10 * 60_000 };
const MAX_TRACKED_ADDRESSES = 10_000;

export class ReadRateLimiter {
  private readonly hits = new Map<string, { since: number; count: number }>();

  constructor(private readonly limit = READ_LIMIT) {}

  /** Records a read from `address`; false when the address is over the limit (do not count it). */
  allow(address: string, now = Date.now()): boolean {
    const entry = this.hits.get(address);
    if (!entry || now - entry.since >= this.limit.windowMs) {
      if (this.hits.size >= MAX_TRACKED_ADDRESSES) this.prune(now);
      this.hits.set(address, { since: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit.max;
  }

  /** Milliseconds until `address` may be counted again. */
  retryAfterMs(address: string, now = Date.now()): number {
    const entry = this.hits.get(address);
    return entry ? Math.max(0, entry.since + this.limit.windowMs - now) : 0;
  }

  private prune(now: number) {
    for (const [address, entry] of this.hits) if (now - entry.since >= this.limit.windowMs) this.hits.delete(address);
    // Under a flood of distinct addresses, forget them all rather than grow without bound.
    if (this.hits.size >= MAX_TRACKED_ADDRESSES) this.hits.clear();
  }
}

const globalForReads = globalThis as unknown as { vitrineReadLimiter?: ReadRateLimiter };

/** The process's limiter (one per server process). */
export function readRateLimiter(): ReadRateLimiter {
  globalForReads.vitrineReadLimiter ??= new ReadRateLimiter();
  return globalForReads.vitrineReadLimiter;
}
