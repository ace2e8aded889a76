/** @jest-environment node */
import { FallbackCounters, type CounterStore, type Take } from '@/lib/abuse/counter-stores';

/** A store in memory (count only; windows never end here). */
class MemoryCounters implements CounterStore {
  readonly counts = new Map<string, number>();
  broken = false;

  async take(key: string, limit: number): Promise<Take> {
    if (this.broken) throw new Error('connect ECONNREFUSED');
    const count = Math.min((this.counts.get(key) ?? 0) + 1, limit + 1);
    this.counts.set(key, count);
    return { count, retryAfterMs: 60_000, window: 'w1' };
  }

  async giveBack(key: string, limit: number, window: string): Promise<void> {
    if (this.broken) throw new Error('connect ECONNREFUSED');
    if (window !== 'w1') throw new Error(`unknown window ${window}`);
    this.counts.set(key, Math.max(Math.min(this.counts.get(key) ?? 0, limit) - 1, 0));
  }

  async clear(key: string): Promise<void> {
    if (this.broken) throw new Error('connect ECONNREFUSED');
    this.counts.delete(key);
  }
}

function setup() {
  const redis = new MemoryCounters();
  const database = new MemoryCounters();
  const log = { warn: jest.fn(), info: jest.fn() };
  let clock = 0;
  const store = new FallbackCounters(redis, database, {
    probe: async () => {
      if (redis.broken) throw new Error('connect ECONNREFUSED');
    },
    log,
    now: () => clock,
  });
  return { redis, database, log, store, advance: (ms: number) => (clock += ms) };
}

/** Lets the background probe settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FallbackCounters', () => {
  it('counts in the fallback while the primary fails, keeping the limit, and warns at most once a minute', async () => {
    const { redis, database, log, store, advance } = setup();
    redis.broken = true;
    const counts: number[] = [];
    for (let i = 0; i < 6; i++) {
      counts.push((await store.take('acct:a', 5, 60_000)).count);
      advance(5_000);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(database.counts.get('acct:a')).toBe(6);
    expect(log.warn).toHaveBeenCalledTimes(1);

    advance(60_000);
    await store.take('acct:b', 5, 60_000);
    await store.take('acct:b', 5, 60_000);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('gives a slot back to the store that granted it, and never fails for a primary that cannot take it back', async () => {
    const { redis, database, store } = setup();
    const inRedis = await store.take('k', 5, 60_000);
    redis.broken = true;
    const inDatabase = await store.take('k', 5, 60_000);
    await store.giveBack('k', 5, inDatabase.window);
    expect(database.counts.get('k')).toBe(0);
    await expect(store.giveBack('k', 5, inRedis.window)).resolves.toBeUndefined();
    expect(redis.counts.get('k')).toBe(1);
  });

  it('returns to the primary once its probe answers, and says so once', async () => {
    const { redis, database, log, store, advance } = setup();
    redis.broken = true;
    await store.take('k', 5, 60_000);
    redis.broken = false;
    advance(2_000);
    // This take still counts in the database; its probe finds Redis back for the next one.
    await store.take('k', 5, 60_000);
    await settle();
    await store.take('k', 5, 60_000);
    expect(database.counts.get('k')).toBe(2);
    expect(redis.counts.get('k')).toBe(1);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('clears a key in both stores, whatever the primary does', async () => {
    const { redis, database, store } = setup();
    await store.take('k', 5, 60_000);
    redis.broken = true;
    await store.take('k', 5, 60_000);
    await expect(store.clear('k')).resolves.toBeUndefined();
    expect(database.counts.has('k')).toBe(false);
  });
});
