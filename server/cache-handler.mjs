// Next's cache handler (next.config.ts `cacheHandler`): where rendered public pages and the data
// reads of lib/cache/cached.ts are kept.
//
// - Without REDIS_URL (one instance, the embedded default) it is Next's own file-system cache,
//   unchanged.
// - With REDIS_URL every instance reads and writes one cache in Redis (server/shared-cache.mjs):
//   a tag expired on one instance is expired on all, and each instance empties its in-memory page
//   copies (server/page-cache.mjs) when any instance announces an expiry.
// - Between the worker processes of one server (server/cluster.mjs), with or without Redis, every
//   expiry is relayed over the cluster's IPC channel (server/cluster-messages.mjs): each worker
//   expires the tags in its own tag list and drops its page copies.
// - It provides expireTags of server/cache-invalidation.mjs, the interface lib/cache calls.
// - When Redis cannot be reached, pages keep being served from Next's per-instance cache (logged
//   once); expiries made meanwhile reach Redis when it is back.
//
// Next creates a handler per request, so the Redis connections live on globalThis (one per process).
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, unlink, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dropPageCopies, provideTagExpiry } from './cache-invalidation.mjs';
import { announceExpiry, hearExpiries } from './cluster-messages.mjs';
import { skipUnusedEntrySizing } from './next-entry-sizing.mjs';
import { createSharedCache, entryTtlSeconds } from './shared-cache.mjs';

const require = createRequire(import.meta.url);
// Next's own file-system cache: an internal module without public types, driven as Next drives it.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const { areTagsExpired, tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/**
 * What Next hands the handler, as far as this file reads it.
 * @typedef {{ kind?: string, tags?: unknown, revalidate?: unknown, headers?: Record<string, unknown> } | null | undefined} CacheData
 * @typedef {{ tags?: string[], softTags?: string[], cacheControl?: { revalidate?: unknown }, [name: string]: unknown } | undefined} CacheContext
 * @typedef {{ url: string, cache: import('./shared-cache.mjs').SharedCache }} SharedState
 * @typedef {InstanceType<typeof FileSystemCache>} NextFileSystemCache
 * @typedef {{ getFilePath: (key: string, kind: string) => string }} CacheFilePaths the private method naming an entry's files
 * @typedef {{ value: unknown, lastModified: number, [name: string]: unknown }} MemoryEntry
 * @typedef {{ memoryCache?: { get: (key: string) => MemoryEntry | undefined, set: (key: string, entry: MemoryEntry) => void } }} CacheMemory the class's private in-memory copy
 */

const STATE = Symbol.for('vitrine.sharedCache');
const READS = Symbol.for('vitrine.sharedCacheReads');
const MAX_READS = 5_000;
const LONGEST_RENDER_MS = 60_000;
/** Data-cache entries that go stale within this many seconds are kept in memory only (not as files). */
const MEMORY_ONLY_SECONDS = 300;
const TAGS_HEADER = 'x-next-cache-tags';
const FETCH = 'FETCH';

/**
 * Marks tags expired in Next's per-process tag list (what its file-system cache checks).
 * @param {string[]} tags
 * @param {number} expiredAt
 */
function expireLocally(tags, expiredAt) {
  for (const tag of tags) {
    const current = tagsManifest.get(tag) ?? {};
    if ((current.expired ?? 0) < expiredAt) tagsManifest.set(tag, { ...current, expired: expiredAt });
  }
}

// Another worker of this server expired tags: the shared files on disk are already stale by them, but
// this process's tag list (and the in-memory LRU Next checks against it) and page copies are not.
hearExpiries((tags, expiredAt) => {
  expireLocally(tags, expiredAt);
  dropPageCopies();
});

/** @param {string} serverDistDir */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

const log = {
  warn: /** @param {string} message */ (message) => console.warn(`[cache] ${message}`),
  info: /** @param {string} message */ (message) => console.log(`[cache] ${message}`),
};

/**
 * The process's shared cache, or null without REDIS_URL (and while `next build` runs).
 * @param {string} [serverDistDir]
 * @returns {import('./shared-cache.mjs').SharedCache | null}
 */
export function processSharedCache(serverDistDir = path.join(process.cwd(), '.next', 'server')) {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return null;
  const global = /** @type {{ [STATE]?: SharedState }} */ (globalThis);
  const state = global[STATE];
  if (state?.url === url) return state.cache;
  const cache = createSharedCache({
    url,
    prefix: process.env.REDIS_CACHE_PREFIX || 'vitrine:cache',
    // The cache epoch (server/cache-epoch.mjs): data changed while no server ran leaves old entries behind.
    buildId: [buildIdOf(serverDistDir), process.env.VITRINE_CACHE_EPOCH].filter(Boolean).join(':'),
    log,
    onExpired: (tags, expiredAt) => {
      dropPageCopies();
      if (tags.length > 0) expireLocally(tags, expiredAt);
    },
  });
  global[STATE] = { url, cache };
  return cache;
}

/**
 * Expires tags from anywhere in the server process, in a request or not (the scheduled jobs):
 * for every instance when REDIS_URL is set, else for this one. lib/cache/invalidate.ts reaches it
 * through server/cache-invalidation.mjs (the app's bundles do not import this file).
 * @param {string[]} tags
 */
export async function expireTags(tags) {
  const now = Date.now();
  expireLocally(tags, now);
  dropPageCopies();
  announceExpiry(tags, now);
  await processSharedCache()?.expireTags(tags, now);
}
provideTagExpiry(expireTags);

/**
 * When each key was last read, by key: Next reads an entry before it renders its replacement, so the
 * read that found nothing (or a stale entry) marks when the render began. An entry is stored as
 * written then, not when the render ended: a change committed while a slow render ran (its tags
 * expired after the render read the database) still makes it stale.
 */
function reads() {
  const global = /** @type {{ [READS]?: Map<string, number> }} */ (globalThis);
  global[READS] ??= new Map();
  return global[READS];
}

/**
 * @param {string} key
 * @param {boolean} found
 */
function noteRead(key, found) {
  const times = reads();
  // A miss keeps the earliest time (concurrent misses share one render); a hit the latest. A miss
  // older than any render is one whose render wrote nothing (a page Next did not keep): not this one's.
  const earlier = times.get(key);
  if (!found && earlier !== undefined && Date.now() - earlier < LONGEST_RENDER_MS) return;
  times.delete(key);
  if (times.size >= MAX_READS) {
    const oldest = times.keys().next().value;
    if (oldest !== undefined) times.delete(oldest);
  }
  times.set(key, Date.now());
}

/** @param {string} key */
function renderStartedAt(key) {
  const times = reads();
  const at = times.get(key);
  times.delete(key);
  return Math.min(at ?? Date.now(), Date.now());
}

/**
 * @param {CacheData} data
 * @param {CacheContext} ctx
 * @returns {string[]}
 */
function tagsOf(data, ctx) {
  /** @type {string[]} */
  const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  if (data?.kind === FETCH && Array.isArray(data.tags)) tags.push(...data.tags);
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') tags.push(...header.split(','));
  return [...new Set(tags.filter(Boolean))];
}

/**
 * Next's file-system methods with each file written whole (a temporary file, then a rename): the
 * workers of one server share the cache folder, and Next writes a page's files in place, so another
 * worker reading at that moment could serve half an HTML file.
 * @param {unknown} fs what Next hands its cache handler as `fs`
 */
function wholeFileWrites(fs) {
  if (typeof fs !== 'object' || fs === null) return fs;
  return {
    ...fs,
    /**
     * @param {string} file
     * @param {string | Uint8Array} data
     */
    writeFile: async (file, data) => {
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * The file Next's file-system cache reads an entry's date from (its modification time).
 * @param {NextFileSystemCache} local
 * @param {string} key
 * @param {string | undefined} kind
 */
function primaryFileOf(local, key, kind) {
  const files = /** @type {CacheFilePaths} */ (/** @type {unknown} */ (local));
  try {
    if (kind === 'FETCH') return files.getFilePath(key, 'FETCH');
    if (kind === 'APP_PAGE' || kind === 'PAGES') return files.getFilePath(`${key}.html`, kind);
    if (kind === 'APP_ROUTE') return files.getFilePath(`${key}.body`, kind);
  } catch {
    // A key Next would not store either.
  }
  return null;
}

export default class VitrineCacheHandler {
  /** @param {{ serverDistDir?: string, [name: string]: unknown }} options what Next gives its cache handlers */
  constructor(options) {
    this.options = options;
    this.shared = processSharedCache(options.serverDistDir);
    // Next makes a cache (and this handler) per request and leaves the last one on globalThis.
    skipUnusedEntrySizing(/** @type {{ __incrementalCache?: unknown }} */ (globalThis).__incrementalCache);
    /** @type {NextFileSystemCache | null} */
    this.local = null;
  }

  /** Next's file-system cache: the only cache without Redis, the fallback while Redis is down. */
  fileSystem() {
    // Next's options and contexts are handed on as Next gave them.
    const options = cluster.isWorker ? { ...this.options, fs: wholeFileWrites(this.options.fs) } : this.options;
    this.local ??= new FileSystemCache(/** @type {ConstructorParameters<typeof FileSystemCache>[0]} */ (/** @type {unknown} */ (options)));
    return this.local;
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {Promise<{ lastModified: number, value: unknown, cacheControl?: unknown } | null>}
   */
  async get(key, ctx) {
    if (this.shared) {
      const entry = await this.shared.read(key, tagsOf(null, ctx));
      if (entry !== undefined) {
        noteRead(key, Boolean(entry));
        return entry && { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
      }
    }
    const entry = await this.fileSystem().get(key, /** @type {Parameters<NextFileSystemCache['get']>[1]} */ (/** @type {unknown} */ (ctx)));
    noteRead(key, Boolean(entry));
    return entry;
  }

  /**
   * @param {string} key
   * @param {unknown} value what Next stores (a page or a data-cache entry)
   * @param {CacheContext} ctx
   */
  async set(key, value, ctx) {
    const data = /** @type {CacheData} */ (value);
    if (this.shared) {
      const revalidate = data?.kind === FETCH ? data.revalidate : ctx?.cacheControl?.revalidate;
      const entry = { lastModified: renderStartedAt(key), value: data, tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl };
      if (await this.shared.write(key, entry, entryTtlSeconds(revalidate))) return;
    }
    await this.setInFileSystem(key, data, ctx);
  }

  /**
   * Next's file-system cache dates an entry when it is written, so a render that read the database
   * before a change and finished after that change's expiry would be kept as fresh (on this worker,
   * and on the others through the shared files). Here the entry is dated when its render began: one
   * whose tags were expired meanwhile is not kept at all, and one whose expiry reaches this worker
   * only later (from another worker) is stale as soon as it does.
   * @param {string} key
   * @param {CacheData} data
   * @param {CacheContext} ctx
   */
  async setInFileSystem(key, data, ctx) {
    const startedAt = renderStartedAt(key);
    if (data && areTagsExpired(tagsOf(data, ctx), startedAt)) return;
    // Made first: Next's in-memory copy is created by the first FileSystemCache.
    const local = this.fileSystem();
    const memory = /** @type {CacheMemory} */ (/** @type {unknown} */ (FileSystemCache)).memoryCache;
    if (data?.kind === FETCH && typeof data.revalidate === 'number' && data.revalidate <= MEMORY_ONLY_SECONDS) {
      // A read kept for moments (a search's answer: every distinct query is a key) stays in Next's
      // in-memory copy, bounded by bytes (next.config.ts cacheMaxMemorySize): as files, one per query
      // anyone ever typed, they would fill the disk and never be read again.
      memory?.set(key, { value: data, lastModified: startedAt });
      return;
    }
    const writing = local.set(
      key,
      /** @type {Parameters<NextFileSystemCache['set']>[1]} */ (/** @type {unknown} */ (data)),
      /** @type {Parameters<NextFileSystemCache['set']>[2]} */ (/** @type {unknown} */ (ctx)),
    );
    // Next puts the entry in its in-memory copy before its first await: dated at once, before any read.
    const kept = memory?.get(key);
    if (memory && kept && kept.value === data) memory.set(key, { ...kept, lastModified: startedAt });
    await writing;
    const file = data && this.options.flushToDisk !== false ? primaryFileOf(local, key, data.kind) : null;
    // A file read back (another worker, a restart) is dated by its modification time.
    if (file) await utimes(file, new Date(), new Date(startedAt)).catch(() => undefined);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000;
    // Next's per-process list too: it is what the fallback cache checks, and Next checks it as well.
    expireLocally(list, expiredAt);
    dropPageCopies();
    announceExpiry(list, expiredAt);
    await this.shared?.expireTags(list, expiredAt);
  }

  resetRequestCache() {}
}
