// When the site says it lives on https (SITE_URL), the production server enforces it on every
// answer, whether or not a proxy in front says so (TRUST_PROXY): HSTS, and the Secure flag on every
// cookie it sets (the session, the device and the locale cookies alike), so none is ever sent over
// plain http.

/** HSTS for two years once the site says it lives on https (SITE_URL), proxy or not. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** @param {string | undefined | null} siteUrl */
export function isHttpsSite(siteUrl) {
  return String(siteUrl ?? '').trim().toLowerCase().startsWith('https://');
}

/**
 * One Set-Cookie value with the Secure attribute (unchanged when it has it).
 * @param {unknown} cookie
 */
export function withSecureFlag(cookie) {
  const value = String(cookie);
  return /;\s*secure\s*(?:;|$)/i.test(value) ? value : `${value}; Secure`;
}

/** @param {unknown} name */
const isSetCookie = (name) => String(name).toLowerCase() === 'set-cookie';
/** @param {unknown} value */
const secureValue = (value) => (Array.isArray(value) ? value.map(withSecureFlag) : withSecureFlag(value));

// writeHead's headers as one object (repeated names as arrays), Set-Cookie values made Secure. Node
// reads a nested [[name, value], …] list only when no header was set before, and HSTS always is.
/**
 * @param {unknown} headers
 * @returns {any} what writeHead takes (node's OutgoingHttpHeaders or its list forms): passed through as given
 */
function secureHeaders(headers) {
  if (!headers || typeof headers !== 'object') return headers;
  /** @type {[unknown, unknown][]} */
  let pairs;
  if (Array.isArray(headers)) {
    /** @type {unknown[]} */
    const list = headers;
    pairs = list.every((h) => Array.isArray(h))
      ? /** @type {[unknown, unknown][]} */ (list)
      : list.flatMap((h, i) => (i % 2 === 0 ? [/** @type {[unknown, unknown]} */ ([h, list[i + 1]])] : []));
  } else {
    pairs = Object.entries(headers);
  }
  /** @type {Record<string, unknown>} */
  const merged = {};
  for (const [name, value] of pairs) {
    const key = String(name).toLowerCase();
    const next = isSetCookie(key) ? secureValue(value) : value;
    merged[key] = key in merged ? /** @type {unknown[]} */ ([]).concat(merged[key], next) : next;
  }
  return merged;
}

/**
 * Adds HSTS to `res` and the Secure flag to every cookie written through it afterwards.
 * @param {import('node:http').ServerResponse} res
 */
export function enforceSecureTransport(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, isSetCookie(name) ? secureValue(value) : value);
  if (typeof res.appendHeader === 'function') {
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, value) => appendHeader(name, isSetCookie(name) ? secureValue(value) : value);
  }
  const writeHead = res.writeHead.bind(res);
  // writeHead(status, reason?, headers?) or writeHead(status, headers?): both overloads in one.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /** @type {(status: number, reason?: unknown, headers?: unknown) => import('node:http').ServerResponse} */ (
      (status, reason, headers) =>
        typeof reason === 'string' ? writeHead(status, reason, secureHeaders(headers)) : writeHead(status, secureHeaders(reason))
    )
  );
  setHeader('Strict-Transport-Security', HSTS);
}
