// Headers that let a CDN in front of the production server (server/server.mjs) cache the public
// pages and purge them by tag. Next marks the pages it serves from its page cache with an
// `s-maxage`; those answers are shared by every visitor (no cookie, nothing personal), so they get:
// - `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`: a CDN keeps a page one minute,
//   then may serve it stale for ten while it fetches a fresh one (an edit shows within a minute
//   everywhere even with no purge wired; Next's own cache is expired at once by tag);
// - `Vary`: Next's own (RSC, router state) and `Accept-Encoding`, nothing else: the path alone says the
//   language (i18n/routing.ts `localeDetection: false`, the browser suggests another one), so neither
//   `Accept-Language` nor `Cookie` changes the bytes, and a CDN keeps one copy per address;
// - `Cache-Tag` (comma-separated) and `Surrogate-Key` (space-separated): the cache tags the page's
//   data lives under (lib/cache/tags.ts), so a purge by tag reaches exactly the right pages.
// Staff screens and shared drafts are `private, no-store` whatever Next says. Nothing is changed on API answers.

export const CDN_S_MAXAGE = 60;
export const CDN_STALE_WHILE_REVALIDATE = 600;
export const PUBLIC_CACHE_CONTROL = `public, s-maxage=${CDN_S_MAXAGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

// What Next itself said before the CDN's lifetime replaced it: the page copies in front of Next
// (server/page-cache.mjs) keep a page as long as Next keeps it, not as long as a CDN may.
/** @type {WeakMap<import('node:http').ServerResponse, string>} */
const nextCacheControls = new WeakMap();

/**
 * The Cache-Control Next gave this answer (the one sent, when this file did not change it).
 * @param {import('node:http').ServerResponse} res
 */
export function nextCacheControl(res) {
  return nextCacheControls.get(res) ?? String(res.getHeader('cache-control') ?? '');
}

const PREFIXED_LOCALES = ['en', 'es', 'fr', 'ht'];
const STAFF = /^\/(?:admin|login|recover-password|reset-password|first-access|verify-device|error-forbidden)(?:\/|$)/;
// A shared draft (/preview/{token}, lib/previews): for the link's holders only, never kept, never indexed.
const SHARED_DRAFT = /^\/preview(?:\/|$)/;

/**
 * The path without its locale prefix, and whether it had one.
 * @param {string} pathname
 */
export function splitLocale(pathname) {
  const [, first = '', ...rest] = pathname.split('/');
  if (PREFIXED_LOCALES.includes(first)) return { path: `/${rest.join('/')}`, prefixed: true };
  return { path: pathname, prefixed: false };
}

// The tags of lib/cache/tags.ts (kept in step by tests/unit/cdn-headers.test.ts).
const FRAME = ['settings:layout', 'settings:seo', 'settings:whatsapp'];
const LISTS = ['articles', 'categories', 'authors'];

/**
 * Cache tags of the data a public page shows (its frame included).
 * @param {string} pathname
 */
export function publicPageTags(pathname) {
  const { path } = splitLocale(pathname);
  const tags = [...FRAME];
  const post = /^\/post\/(?:[^/]+\/)?(\d+)\/?$/.exec(path);
  if (post) tags.push(`article:${post[1]}`, ...LISTS);
  else if (/^\/(?:|home-v1|home-v2|blog|list-article-results(?:\/.*)?)\/?$/.test(path)) tags.push(...LISTS);
  else if (/^\/profile(?:\/|$)/.test(path)) tags.push('authors', 'articles', 'categories');
  else if (/^\/faq(?:\/|$)/.test(path)) tags.push('faqs');
  return tags;
}

/**
 * @param {unknown} current
 * @param {string[]} extra
 */
function mergeVary(current, extra) {
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of extra) if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  return values.join(', ');
}

/**
 * Decorates the answer to a page request just before its headers are sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function applyCdnHeaders(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const url = req.url || '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return;
  const pathname = url.split('?')[0];
  const { path } = splitLocale(pathname);
  const staff = STAFF.test(path);

  const writeHead = res.writeHead.bind(res);
  let done = false;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @param {Parameters<typeof res.writeHead>} args */
    (...args) => {
      if (!done) {
        done = true;
        if (staff) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
        else if (SHARED_DRAFT.test(path)) {
          res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
          res.setHeader('X-Robots-Tag', 'noindex');
        }
        else decoratePublic();
      }
      return writeHead(...args);
    }
  );

  function decoratePublic() {
    const status = res.statusCode;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    if (status !== 200 || !/s-maxage=\d+/.test(cacheControl) || res.getHeader('set-cookie') !== undefined) return;
    nextCacheControls.set(res, cacheControl);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.setHeader('Vary', mergeVary(res.getHeader('vary'), ['Accept-Encoding']));
    const tags = publicPageTags(pathname);
    res.setHeader('Cache-Tag', tags.join(','));
    res.setHeader('Surrogate-Key', tags.join(' '));
  }
}
