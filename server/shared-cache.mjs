// Next's page and data caches in Redis, shared by every instance that has the same REDIS_URL (used by
// server/cache-handler.mjs). What it keeps:
//   <prefix>:<build id>:entry:<key>  one cache entry (JSON; Buffers and Maps encoded), with a TTL
//   <prefix>:tags                    hash: cache tag → the time it was last expired (ms)
// and the channel <prefix>:expired, on which an instance announces the tags it expired so that every
// instance empties its in-memory copies at once (server/page-cache.mjs) instead of at their TTL.
//
// An entry is fresh while none of its tags was expired after it was written; Redis holds the tag times,
// so a tag expired on one instance is expired on all of them. The build id in the entry keys keeps a
// new deploy from serving pages that name the previous build's scripts.
//
// When Redis cannot be reached, every call answers "unavailable" (undefined / false) fast, never throws:
// the handler then falls back to Next's own per-instance cache, and the tags expired meanwhile are
// written to Redis when it comes back.
import { Redis } from 'ioredis';

/**
 * @typedef {object} SharedCacheEntry
 * @property {number} lastModified
 * @property {unknown} value
 * @property {string[]} [tags]
 * @property {unknown} [cacheControl]
 */

/** @typedef {ReturnType<typeof createSharedCache>} SharedCache */

const CHANNEL_SUFFIX = 'expired';
/**
 * Instances' clocks differ a little: an entry whose render began (by its instance's clock) this soon
 * after one of its tags was expired (by another's) may still hold data read before the change.
 */
const RACE_WINDOW_MS = 500;
/** Clocks of two instances may differ a little; a tag time this far ahead still counts. */
const CLOCK_SKEW_MS = 2_000;
const MIN_TTL_S = 60;
const MAX_TTL_S = 7 * 24 * 60 * 60;
const DEFAULT_TTL_S = 24 * 60 * 60;

// Keeps the larger expiry time of each tag (two instances may replay old times after an outage).
const EXPIRE_TAGS = `
for i = 1, #ARGV, 2 do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if current < tonumber(ARGV[i + 1]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

/**
 * JSON with Buffers as base64 and Maps as entry lists (Next's page entries hold both).
 * @param {unknown} entry
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, /** @this {Record<string, unknown>} @param {string} key @param {unknown} value */ function replacer(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

/**
 * @param {string} text
 * @returns {unknown}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * Whether a tag expired at `expiredAt` makes an entry written at `lastModified` stale.
 * @param {number} expiredAt
 * @param {number} lastModified
 */
export function expiresEntry(expiredAt, lastModified, now = Date.now()) {
  return Number.isFinite(expiredAt) && expiredAt > lastModified && expiredAt <= now + CLOCK_SKEW_MS;
}

/**
 * Seconds an entry is kept in Redis: twice its revalidation time, within bounds.
 * @param {unknown} revalidate
 */
export function entryTtlSeconds(revalidate) {
  if (typeof revalidate !== 'number' || !(revalidate > 0)) return DEFAULT_TTL_S;
  return Math.min(MAX_TTL_S, Math.max(MIN_TTL_S, Math.ceil(revalidate * 2)));
}

/**
 * @param {object} options
 * @param {string} options.url REDIS_URL
 * @param {string} [options.prefix] key prefix (tests give each run its own)
 * @param {string} [options.buildId] the build's id (.next/BUILD_ID)
 * @param {(tags: string[], expiredAt: number) => void} [options.onExpired] called for every expiry
 *   announced by any instance, this one included, and once with no tags after a lost subscription
 * @param {{ warn: (message: string) => void, info: (message: string) => void }} [options.log]
 * @param {number} [options.commandTimeoutMs]
 */
export function createSharedCache({ url, prefix = 'vitrine:cache', buildId = 'dev', onExpired = () => {}, log = console, commandTimeoutMs = 1_000 }) {
  const tagsKey = `${prefix}:tags`;
  const channel = `${prefix}:${CHANNEL_SUFFIX}`;
  /** @param {string} key */
  const entryKey = (key) => `${prefix}:${buildId}:entry:${key}`;
  const instance = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  // Fails fast instead of queueing while disconnected: a page must not wait for Redis to come back.
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: /** @param {number} times */ (times) => Math.min(times * 250, 2_000),
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined });
  /** Tags expired while Redis was unreachable: written (and announced) when it is back. */
  /** @type {Map<string, number>} */
  const pending = new Map();
  let down = false;
  let closed = false;

  /** @param {unknown} error */
  function reportDown(error) {
    if (down || closed) return;
    down = true;
    log.warn(`Redis is unreachable (${/** @type {Error | undefined} */ (error)?.message ?? error}): caching per instance until it is back`);
  }

  client.on('error', reportDown);
  subscriber.on('error', () => undefined);
  client.on('ready', () => {
    if (down) log.info('Redis is reachable again: the cache is shared again');
    down = false;
    void flushPending();
  });

  let subscribedOnce = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        // Announcements sent while this instance was not listening are lost: forget the in-memory
        // copies rather than serve one that an expiry made stale.
        if (subscribedOnce) onExpired([], Date.now());
        subscribedOnce = true;
      },
      () => undefined,
    );
  });
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    try {
      const { tags, expiredAt } = JSON.parse(message);
      if (Array.isArray(tags)) onExpired(tags.map(String), Number(expiredAt));
    } catch {
      // Not ours.
    }
  });

  /** @type {Promise<void>} */
  const firstReady = new Promise((resolve) => {
    const timer = setTimeout(resolve, 1_000);
    timer.unref?.();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  async function ready() {
    await firstReady;
    return !closed && client.status === 'ready';
  }

  /** @param {string[]} tags */
  async function tagTimes(tags) {
    if (tags.length === 0) return [];
    const values = await client.hmget(tagsKey, ...tags);
    return values.map((value) => (value === null ? NaN : Number(value)));
  }

  /**
   * The entry under `key`: the entry, null when there is none or one of its tags (or `extraTags`)
   * expired after it was written, undefined when Redis is unreachable.
   * @param {string} key
   * @param {string[]} [extraTags]
   * @returns {Promise<SharedCacheEntry | null | undefined>}
   */
  async function read(key, extraTags = []) {
    if (!(await ready())) return undefined;
    try {
      const text = await client.get(entryKey(key));
      if (text === null) return null;
      const entry = /** @type {SharedCacheEntry} */ (decodeEntry(text));
      const tags = [...new Set([...(entry.tags ?? []), ...extraTags])];
      const now = Date.now();
      if ((await tagTimes(tags)).some((at) => expiresEntry(at, entry.lastModified, now))) return null;
      return entry;
    } catch (error) {
      reportDown(error);
      return undefined;
    }
  }

  /**
   * Stores an entry; false when Redis is unreachable.
   * @param {string} key
   * @param {SharedCacheEntry} entry
   * @param {number} [ttlSeconds]
   */
  async function write(key, entry, ttlSeconds = DEFAULT_TTL_S) {
    if (!(await ready())) return false;
    try {
      // entry.lastModified is when its render began (the cache handler knows it). A tag expired just
      // before that, by another instance's clock, may belong to a change the render did not see yet:
      // stamp the entry as older than that expiry, so that the next read renders again. (A tag
      // expired after it makes the entry stale anyway.) Only renders begun in this short window pay.
      const now = Date.now();
      const racing = (await tagTimes(entry.tags ?? [])).filter(
        (at) => Number.isFinite(at) && at > entry.lastModified - RACE_WINDOW_MS && at <= entry.lastModified && at <= now + CLOCK_SKEW_MS,
      );
      const stored = racing.length > 0 ? { ...entry, lastModified: Math.min(...racing) - 1 } : entry;
      await client.set(entryKey(key), encodeEntry(stored), 'EX', ttlSeconds);
      return true;
    } catch (error) {
      reportDown(error);
      return false;
    }
  }

  /** @param {Iterable<[string, number]>} times */
  async function writeTagTimes(times) {
    const args = [...times].flatMap(([tag, at]) => [tag, String(at)]);
    await client.eval(EXPIRE_TAGS, 1, tagsKey, ...args);
  }

  async function flushPending() {
    if (pending.size === 0 || client.status !== 'ready') return;
    const times = new Map(pending);
    try {
      await writeTagTimes(times);
      for (const [tag, at] of times) if (pending.get(tag) === at) pending.delete(tag);
      const latest = Math.max(...times.values());
      await client.publish(channel, JSON.stringify({ tags: [...times.keys()], expiredAt: latest, from: instance }));
    } catch (error) {
      reportDown(error);
    }
  }

  /**
   * Expires tags for every instance: records their time in Redis and announces them. While Redis is
   * unreachable they are kept and written when it is back (true: shared now; false: kept for later).
   * @param {string[]} tags
   * @param {number} [expiredAt]
   */
  async function expireTags(tags, expiredAt = Date.now()) {
    const unique = [...new Set(tags)].filter(Boolean);
    if (unique.length === 0) return true;
    if (!(await ready())) {
      for (const tag of unique) pending.set(tag, Math.max(pending.get(tag) ?? 0, expiredAt));
      return false;
    }
    try {
      await writeTagTimes(unique.map((tag) => /** @type {[string, number]} */ ([tag, expiredAt])));
      await client.publish(channel, JSON.stringify({ tags: unique, expiredAt, from: instance }));
      return true;
    } catch (error) {
      reportDown(error);
      for (const tag of unique) pending.set(tag, Math.max(pending.get(tag) ?? 0, expiredAt));
      return false;
    }
  }

  async function check() {
    try {
      return (await client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async function close() {
    closed = true;
    for (const connection of [client, subscriber]) {
      await Promise.race([connection.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500).unref?.())]);
      if (connection.status !== 'end') connection.disconnect();
    }
  }

  return { read, write, expireTags, check, close, available: () => !closed && client.status === 'ready', pendingTags: () => [...pending.keys()] };
}
