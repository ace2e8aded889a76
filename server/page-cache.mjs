// Copies of the public pages Next serves from its cache, kept in front of Next's handler: a cached
// page then costs one Map lookup (or one file read) instead of the proxy, the router and a cache
// read (see bench/README.md for the numbers).
//
// It only ever holds a page Next answered from its page cache or rendered into it (x-nextjs-cache:
// HIT or MISS, 200, public s-maxage), or a dynamic public page the proxy marked as the same for
// everyone (SHARED_COPY_HEADER: the search results, whose query is in the URL), for a plain GET with
// no router/action headers, and only an answer that sets no cookie: nothing personal. Freshness:
// every expiry of a cache tag, on this instance or (with Redis) on another, moves the page generation
// on (server/cache-invalidation.mjs), which drops every copy at once; a copy also lets go after the
// time Next gave the page (its own s-maxage, at most an hour), so Next's time-based revalidation
// (read counts) still shows through.
//
// Two tiers: the most recent pages in memory (PAGE_CACHE_MB), and every page in files
// (server/page-copies-on-disk.mjs, PAGE_DISK_CACHE_MB) once a directory is given.
//
// A copy carries a strong ETag (a hash of its bytes, made once when it is stored) and answers a
// request that holds it with 304. Next's own ETags are off (next.config.ts generateEtags): it hashed
// every page it sent in JavaScript, about 3 ms of a core for an 80 kB page, each time it sent it.
import { createHash } from 'node:crypto';
import { pageGeneration } from './cache-invalidation.mjs';
import { nextCacheControl } from './cdn-headers.mjs';
import { createDiskCopies, diskCopiesBytesFromEnv } from './page-copies-on-disk.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} PageCacheEntry
 * @property {number} status
 * @property {[string, string][]} headers
 * @property {Buffer} body
 * @property {number} generation
 * @property {number} storedAt
 * @property {number} keepMs How long this copy may serve (ms).
 */

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
// The longest a copy serves, whatever Next's s-maxage (a year for a page with no revalidate).
const MAX_KEEP_MS = 3_600_000;
// Bounded by bytes, not only by count: 500 article pages of ~80 kB are 40 MB, but 500 large pages
// would be 1 GB. PAGE_CACHE_MB sets the budget (bench/README.md, "Memory (issue 35)"). Small since the
// file tier holds every copy: a file the system keeps in its cache is served about as fast as memory
// (2,816 against 2,759 req/s on the warm long tail), and memory only needs the hottest pages.
const DEFAULT_MAX_MB = 8;

/**
 * The byte budget from PAGE_CACHE_MB (megabytes), or the default when unset or not a positive number.
 * @param {Record<string, string | undefined>} [env]
 */
export function pageCacheBytesFromEnv(env = process.env) {
  const mb = Number(env.PAGE_CACHE_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024);
}

/** Set by proxy.ts on a dynamic page that is the same for every visitor: how many seconds a copy may serve. */
export const SHARED_COPY_HEADER = 'x-vitrine-shared-copy';

/**
 * How long this answer may be served from a copy, or 0 when it must not be kept.
 * @param {ServerResponse} res
 * @param {number} ttlMs
 */
function keepForMs(res, ttlMs) {
  // HIT: served from Next's page cache; MISS: rendered and stored there just now (the same bytes the
  // next HIT would send). STALE is not kept: Next is rendering a newer one.
  const nextCache = String(res.getHeader('x-nextjs-cache') || '');
  if (nextCache === 'HIT' || nextCache === 'MISS') {
    const sMaxAge = /s-maxage=(\d+)/.exec(nextCacheControl(res));
    return sMaxAge ? Math.min(Number(sMaxAge[1]) * 1000, ttlMs) : 0;
  }
  const seconds = Number(res.getHeader(SHARED_COPY_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) * 1000 : 0;
}

// Requests Next answers differently for the same URL (RSC navigations, prefetches, server actions).
const bypassHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'range', 'authorization'];

const SHARED_DRAFT_PATH = /^\/(?:(?:pt-BR|en|es|fr|ht)\/)?preview(?:[/?]|$)/;

// Analytics parameters: read in the browser (lib/attribution/browser.ts) and from a form post's Referer,
// never by a render, so every value shares one copy of the page.
const TRACKING_PARAM = /^(?:utm_.*|gclid|fbclid)$/i;

/**
 * The request URL without its analytics parameters (the rest kept as sent, in order).
 * @param {string} url
 */
export function withoutTrackingParams(url) {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(safeDecode(pair.split('=')[0])));
  return kept.length ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The cache key of a request, or null when the request must go to Next.
 * @param {IncomingMessage} req
 * @returns {string | null}
 */
export function cacheKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url || '';
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.includes('_rsc=')) return null;
  // A shared draft (/preview/{token}) is for its link's holders only and must stop at once when revoked.
  if (SHARED_DRAFT_PATH.test(url)) return null;
  for (const name of bypassHeaders) if (req.headers[name] !== undefined) return null;
  // What can change Next's answer for one URL: the response compression (Accept-Encoding) only. The
  // path alone says the language (i18n/routing.ts: no negotiation from Accept-Language or cookies).
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || '')) ? 'gz' : 'id';
  return `${withoutTrackingParams(url)}\n${gzip}`;
}

/**
 * A strong validator for a copy's exact bytes (compressed or not: each encoding is its own copy).
 * @param {Buffer} body
 */
export function etagOf(body) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether If-None-Match names the copy's ETag (weak comparison, as RFC 9110 asks for a GET; * matches).
 * @param {string | string[]} ifNoneMatch
 * @param {[string, string][]} headers
 */
function holdsEtag(ifNoneMatch, headers) {
  const etag = headers.find(([name]) => name === 'etag')?.[1];
  if (!etag) return false;
  const own = etag.replace(/^W\//, '');
  return String(ifNoneMatch)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === own);
}

// An answer that sets a cookie is somebody's own: the key holds no cookie, so it is never replayed (the
// proxy no longer sets NEXT_LOCALE on pages: only the language switcher writes it, in the browser).
/** @param {unknown} setCookie */
function setsNoCookie(setCookie) {
  return setCookie === undefined;
}

/**
 * An entry's footprint: its body and headers (the Map's own overhead is small beside them).
 * @param {PageCacheEntry} entry
 */
function entryBytes(entry) {
  let bytes = entry.body.length;
  for (const [name, value] of entry.headers) bytes += name.length + value.length;
  return bytes;
}

/**
 * The file tier, or none when its folder cannot be made (a read-only file system): the memory tier
 * still works.
 * @param {Parameters<typeof createDiskCopies>[0]} options
 */
function diskCopiesOrNone(options) {
  try {
    return createDiskCopies(options);
  } catch (error) {
    console.warn(`[page-cache] page copies in memory only: ${options.root} cannot be used (${error instanceof Error ? error.message : error})`);
    return null;
  }
}

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, disk?: { root: string, name: string }, diskMaxBytes?: number }} [options]
 *   ttlMs: the longest a copy serves; disk: the file tier's folder (root) and this process's name in
 *   it (none without it).
 */
export function createPageCache({ ttlMs = MAX_KEEP_MS, maxEntries = MAX_ENTRIES, maxBytes = pageCacheBytesFromEnv(), disk: diskPlace, diskMaxBytes = diskCopiesBytesFromEnv() } = {}) {
  /** @type {Map<string, PageCacheEntry & { bytes: number }>} */
  const entries = new Map();
  let totalBytes = 0;
  const disk = diskPlace && diskMaxBytes > 0 ? diskCopiesOrNone({ ...diskPlace, maxBytes: diskMaxBytes }) : null;

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  }

  /**
   * @param {string} key
   * @returns {PageCacheEntry | null}
   */
  function lookup(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.generation !== pageGeneration() || Date.now() - entry.storedAt > entry.keepMs) {
      remove(key);
      return null;
    }
    return entry;
  }

  /**
   * @param {PageCacheEntry} entry
   * @param {ServerResponse} res
   * @param {string | string[]} [ifNoneMatch] the request's If-None-Match
   */
  function serve(entry, res, ifNoneMatch) {
    if (ifNoneMatch !== undefined && holdsEtag(ifNoneMatch, entry.headers)) {
      // Not modified: the same headers but those that describe a body, and none.
      res.writeHead(304, [...entry.headers.filter(([name]) => name !== 'content-length' && name !== 'content-type'), ['x-vitrine-page-cache', 'HIT']]);
      res.end();
      return;
    }
    res.writeHead(entry.status, [...entry.headers, ['x-vitrine-page-cache', 'HIT']]);
    res.end(entry.body);
  }

  /**
   * Serves the copy of key from memory or from its file; false when there is none (the caller then
   * asks Next, with capture()).
   * @param {string} key
   * @param {ServerResponse} res
   * @param {string | string[]} [ifNoneMatch] the request's If-None-Match
   * @returns {boolean}
   */
  function serveCopy(key, res, ifNoneMatch) {
    const entry = lookup(key);
    if (entry) {
      serve(entry, res, ifNoneMatch);
      return true;
    }
    // Not moved back into memory: on a long tail each file read would push out a page that is still
    // wanted, and copying it costs more than the next file read (bench/README.md, "Long tail").
    const copy = disk?.read(key);
    if (!copy) return false;
    serve(copy, res, ifNoneMatch);
    return true;
  }

  /**
   * Collects what Next writes to `res` and keeps it when it is a cached public page.
   * @param {string} key
   * @param {ServerResponse} res
   */
  function capture(key, res) {
    const generation = pageGeneration();
    // A copy's age counts from the start of the answer: the data it shows was read after this.
    const startedAt = Date.now();
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /**
     * @param {unknown} chunk
     * @param {unknown} encoding
     */
    const collect = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(/** @type {string} */ (chunk), /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'));
      size += buffer.length;
      chunks.push(buffer);
    };
    // Both wrappers take every overload of write/end (chunk, encoding and callback each optional).
    res.write = /** @type {typeof res.write} */ (
      /** @type {(chunk: any, encoding?: any, callback?: any) => boolean} */ (
        (chunk, encoding, callback) => {
          collect(chunk, encoding);
          return write(chunk, encoding, callback);
        }
      )
    );
    res.end = /** @type {typeof res.end} */ (
      /** @type {(chunk?: any, encoding?: any, callback?: any) => ServerResponse} */ (
        (chunk, encoding, callback) => {
          collect(chunk, encoding);
          const result = end(chunk, encoding, callback);
          store(key, res, chunks, size, generation, startedAt);
          return result;
        }
      )
    );
  }

  /**
   * @param {string} key
   * @param {ServerResponse} res
   * @param {Buffer[]} chunks
   * @param {number} size
   * @param {number} generation
   * @param {number} startedAt
   */
  function store(key, res, chunks, size, generation, startedAt) {
    if (res.statusCode !== 200 || size > MAX_BODY_BYTES || generation !== pageGeneration()) return;
    const keepMs = keepForMs(res, ttlMs);
    if (keepMs === 0) return;
    if (!setsNoCookie(res.getHeader('set-cookie'))) return;
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
      .flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => /** @type {[string, string]} */ ([name, String(v)])) : [/** @type {[string, string]} */ ([name, String(value)])],
      )
      // A copy is served from a cache, whether Next had just rendered the page (MISS) or not.
      .map(([name, value]) => /** @type {[string, string]} */ (name === 'x-nextjs-cache' ? [name, 'HIT'] : [name, value]));
    const body = Buffer.concat(chunks);
    headers.push(['content-length', String(body.length)]);
    if (!headers.some(([name]) => name === 'etag')) headers.push(['etag', etagOf(body)]);
    const entry = { status: 200, headers, body, generation, storedAt: startedAt, keepMs };
    keep(key, entry);
    disk?.store(key, entry);
  }

  /**
   * Keeps a copy in memory, making room oldest first.
   * @param {string} key
   * @param {PageCacheEntry} copy
   */
  function keep(key, copy) {
    const entry = { ...copy, bytes: 0 };
    entry.bytes = entryBytes(entry);
    if (entry.bytes > maxBytes) return;
    // A key stored again moves to the end: the Map's order stays oldest first.
    remove(key);
    // Oldest first, until both the count and the byte budget have room.
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && totalBytes + entry.bytes <= maxBytes) break;
      remove(oldest);
    }
    entries.set(key, entry);
    totalBytes += entry.bytes;
  }

  return {
    lookup,
    serve,
    serveCopy,
    capture,
    size: () => entries.size,
    bytes: () => totalBytes,
    diskSize: () => disk?.size() ?? 0,
    diskBytes: () => disk?.bytes() ?? 0,
    close: () => disk?.close(),
  };
}
