import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { sharedRedis } from '@/lib/server/redis';

// The two stores of the rate limits' counters, behind one interface (CounterStore): the
// login_counters table, shared by every instance, or Redis when REDIS_URL is set, with the table as
// its fallback while Redis is unreachable (FallbackCounters). lib/abuse/rate-limit.ts chooses and
// holds the rules.

/** What a counter store does atomically for one key. */
export interface Take {
  /** The count after this attempt: granted iff count <= limit (it never goes past limit + 1). */
  count: number;
  /** Milliseconds until the key's window ends. */
  retryAfterMs: number;
  /** Names the window the slot was taken in, so a late give-back never touches a later window. */
  window: string;
}

export interface CounterStore {
  take(key: string, limit: number, windowMs: number): Promise<Take>;
  /** Gives one granted slot of `window` back (nothing when that window has ended). */
  giveBack(key: string, limit: number, window: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * The login_counters table. One upsert counts and decides: a new key or an ended window starts at 1,
 * otherwise the count goes up by one but never past limit + 1 (a refused attempt changes nothing).
 * Concurrent upserts of one key are serialised by its primary-key row, so no two see the same count.
 */
export class DatabaseCounters implements CounterStore {
  async take(key: string, limit: number, windowMs: number): Promise<Take> {
    const db = await getDb();
    const windowLength = sql`make_interval(secs => ${windowMs / 1000}::double precision)`;
    const result = await db.execute(sql`
      insert into login_counters as c (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when c.window_started_at <= now() - ${windowLength} then 1 else least(c.count + 1, ${limit}::integer + 1) end,
        window_started_at = case when c.window_started_at <= now() - ${windowLength} then now() else c.window_started_at end
      returning
        c.count as count,
        c.window_started_at::text as window,
        ceil(extract(epoch from (c.window_started_at + ${windowLength} - now())) * 1000)::integer as retry_after_ms`);
    const [row] = rowsOf<{ count: number | string; window: string; retry_after_ms: number | string }>(result);
    return { count: Number(row.count), window: row.window, retryAfterMs: Math.max(0, Number(row.retry_after_ms)) };
  }

  async giveBack(key: string, limit: number, window: string): Promise<void> {
    const db = await getDb();
    // A count at limit + 1 means `limit` slots were granted: one of them comes back.
    await db.execute(sql`
      update login_counters set count = greatest(least(count, ${limit}::integer) - 1, 0)
      where key = ${key} and window_started_at = ${window}::timestamptz`);
  }

  async clear(key: string): Promise<void> {
    const db = await getDb();
    await db.execute(sql`delete from login_counters where key = ${key}`);
  }
}

/**
 * Redis: a hash per key ({ n: count, w: window id }) that expires when its window ends. Each step is
 * one Lua script, so it is atomic across every instance.
 */
const TAKE_SCRIPT = `
local limit = tonumber(ARGV[1])
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n <= limit then
  n = redis.call('HINCRBY', KEYS[1], 'n', 1)
  if n == 1 then
    redis.call('HSET', KEYS[1], 'w', ARGV[3])
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
  end
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { n, ttl, redis.call('HGET', KEYS[1], 'w') }`;

const GIVE_BACK_SCRIPT = `
if redis.call('HGET', KEYS[1], 'w') ~= ARGV[2] then return 0 end
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local back = math.max(math.min(n, tonumber(ARGV[1])) - 1, 0)
if back < n then redis.call('HINCRBY', KEYS[1], 'n', back - n) end
return 1`;

export class RedisCounters implements CounterStore {
  /** The connection is looked up at each use: it may have been closed and reopened (lib/server/redis.ts). */
  constructor(private readonly url: string) {}

  private redis() {
    return sharedRedis(this.url);
  }

  private key(key: string) {
    return `vitrine:login:${key}`;
  }

  async take(key: string, limit: number, windowMs: number): Promise<Take> {
    const [count, ttl, window] = (await (await this.redis()).eval(TAKE_SCRIPT, 1, this.key(key), limit, windowMs, randomUUID())) as [
      number,
      number,
      string,
    ];
    return { count: Number(count), retryAfterMs: Math.max(0, Number(ttl)), window: String(window) };
  }

  async giveBack(key: string, limit: number, window: string): Promise<void> {
    await (await this.redis()).eval(GIVE_BACK_SCRIPT, 1, this.key(key), limit, window);
  }

  async clear(key: string): Promise<void> {
    await (await this.redis()).del(this.key(key));
  }

  /** Resolves when Redis answers. */
  async ping(): Promise<void> {
    await (await this.redis()).ping();
  }
}

/** The part of a logger FallbackCounters writes to (pino's signature). */
export interface FallbackLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface FallbackOptions {
  /** Resolves when the primary store answers again; tried in the background while falling back. */
  probe: () => Promise<unknown>;
  log: FallbackLog;
  now?: () => number;
  /** The least time between two warnings of one outage. */
  warnEveryMs?: number;
  /** The least time between two probes. */
  probeEveryMs?: number;
}

/**
 * Degrade, never lose: counts in `primary` (Redis) and, when a call to it fails (unreachable, timed
 * out), in `fallback` (the login_counters table, shared by every instance, so the limits still hold
 * across instances), until a probe in the background finds the primary answering again. No request
 * waits for the probe. The outage is logged when it starts, then at most once per `warnEveryMs`
 * (default a minute) while it lasts, and its end once.
 *
 * Each store stays atomic on its own. A window begun in one store goes on counting there only while
 * that store is in use, so at the switch an address may get up to one more budget; a slot is given
 * back to the store that granted it (its window id names the store).
 */
export class FallbackCounters implements CounterStore {
  private down = false;
  private lastWarnAt = -Infinity;
  private lastProbeAt = -Infinity;
  private probing = false;
  /** Counts taken in the fallback since the last warning. */
  private fallbackTakes = 0;
  private readonly now: () => number;
  private readonly warnEveryMs: number;
  private readonly probeEveryMs: number;

  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly options: FallbackOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.warnEveryMs = options.warnEveryMs ?? 60_000;
    this.probeEveryMs = options.probeEveryMs ?? 1_000;
  }

  async take(key: string, limit: number, windowMs: number): Promise<Take> {
    if (!this.down) {
      try {
        const taken = await this.primary.take(key, limit, windowMs);
        return { ...taken, window: `p:${taken.window}` };
      } catch (error) {
        this.failed(error);
      }
    } else {
      this.probeSoon();
    }
    const taken = await this.fallback.take(key, limit, windowMs);
    this.fallbackTakes += 1;
    this.warnIfDue();
    return { ...taken, window: `f:${taken.window}` };
  }

  async giveBack(key: string, limit: number, window: string): Promise<void> {
    const id = window.slice(2);
    if (window.startsWith('f:')) return this.fallback.giveBack(key, limit, id);
    if (!window.startsWith('p:')) return;
    try {
      await this.primary.giveBack(key, limit, id);
    } catch (error) {
      // The slot stays taken (one more counted failure until its window ends): no reason to fail a sign-in.
      this.failed(error);
    }
  }

  async clear(key: string): Promise<void> {
    if (!this.down) {
      try {
        await this.primary.clear(key);
      } catch (error) {
        this.failed(error);
      }
    }
    // Counts taken during an outage must not outlive the sign-in either.
    await this.fallback.clear(key);
  }

  private failed(error: unknown): void {
    if (!this.down) {
      this.down = true;
      this.lastProbeAt = this.now();
      this.lastWarnAt = -Infinity;
      this.fallbackTakes = 0;
    }
    this.warnIfDue(error);
  }

  private warnIfDue(error?: unknown): void {
    const now = this.now();
    if (now - this.lastWarnAt < this.warnEveryMs) return;
    this.lastWarnAt = now;
    this.options.log.warn(
      { ...(error === undefined ? {} : { err: error }), countedInDatabase: this.fallbackTakes },
      'Redis is unreachable: rate limits count in the database until it answers again',
    );
    this.fallbackTakes = 0;
  }

  private probeSoon(): void {
    const now = this.now();
    if (this.probing || now - this.lastProbeAt < this.probeEveryMs) return;
    this.lastProbeAt = now;
    this.probing = true;
    this.options
      .probe()
      .then(
        () => {
          if (!this.down) return;
          this.down = false;
          this.options.log.info({ countedInDatabase: this.fallbackTakes }, 'Redis answers again: rate limits count in Redis again');
        },
        () => undefined,
      )
      .finally(() => {
        this.probing = false;
      });
  }
}

/**
 * Deletes the database counters whose window has ended (they would restart at 1 anyway), for the
 * periodic purge; returns how many. Nothing to do on Redis, where the keys expire by themselves.
 */
export async function purgeExpiredDatabaseCounters(windowMs: number): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    delete from login_counters
    where window_started_at <= now() - make_interval(secs => ${windowMs / 1000}::double precision)
    returning key`);
  return rowsOf(result).length;
}
