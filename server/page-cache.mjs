// An in-memory copy of the public pages Next already serves from its cache, kept in front of Next's
// handler: a cached page then costs one Map lookup instead of the proxy, the router and a cache
// read (see bench/README.md for the numbers).
//
// It only ever holds what Next itself answered from its page cache (x-nextjs-cache: HIT, 200, public
// s-maxage), or a dynamic public page the proxy marked as the same for everyone (SHARED_COPY_HEADER:
// the search results, whose query is in the URL), for a plain GET with no router/action headers,
// and only an answer that sets no cookie: nothing personal. Freshness: every expiry of a cache tag, on this instance or (with
// Redis) on another, moves the page generation on (server/cache-invalidation.mjs), which empties
// this cache at once; entries also expire after a few seconds, so Next's own time-based
// revalidation (read counts, scheduled articles) still shows through.
import { pageGeneration } from './cache-invalidation.mjs';

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
const TTL_MS = 5_000;
// Bounded by bytes, not only by count: 500 article pages of ~80 kB are 40 MB, but 500 large pages
// would be 1 GB. PAGE_CACHE_MB sets the budget (bench/README.md, "Memory (issue 35)").
const DEFAULT_MAX_MB = 32;

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
 * How long this answer may be served from memory, or 0 when it must not be kept.
 * @param {ServerResponse} res
 * @param {number} ttlMs
 */
function keepForMs(res, ttlMs) {
  if (String(res.getHeader('x-nextjs-cache') || '') === 'HIT') {
    return /s-maxage=\d+/.test(String(res.getHeader('cache-control') || '')) ? ttlMs : 0;
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

/** @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number }} [options] */
export function createPageCache({ ttlMs = TTL_MS, maxEntries = MAX_ENTRIES, maxBytes = pageCacheBytesFromEnv() } = {}) {
  /** @type {Map<string, PageCacheEntry & { bytes: number }>} */
  const entries = new Map();
  let totalBytes = 0;

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
   */
  function serve(entry, res) {
    res.writeHead(entry.status, [...entry.headers, ['x-vitrine-page-cache', 'HIT']]);
    res.end(entry.body);
  }

  /**
   * Collects what Next writes to `res` and keeps it when it is a cached public page.
   * @param {string} key
   * @param {ServerResponse} res
   */
  function capture(key, res) {
    const generation = pageGeneration();
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
          store(key, res, chunks, size, generation);
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
   */
  function store(key, res, chunks, size, generation) {
    if (res.statusCode !== 200 || size > MAX_BODY_BYTES || generation !== pageGeneration()) return;
    const keepMs = keepForMs(res, ttlMs);
    if (keepMs === 0) return;
    if (!setsNoCookie(res.getHeader('set-cookie'))) return;
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name))
      .flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => /** @type {[string, string]} */ ([name, String(v)])) : [/** @type {[string, string]} */ ([name, String(value)])],
      );
    const body = Buffer.concat(chunks);
    headers.push(['content-length', String(body.length)]);
    const entry = { status: 200, headers, body, generation, storedAt: Date.now(), keepMs, bytes: 0 };
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

  return { lookup, serve, capture, size: () => entries.size, bytes: () => totalBytes };
}
