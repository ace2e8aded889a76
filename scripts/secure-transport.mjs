// When the site says it lives on https (SITE_URL), the production server enforces it on every
// answer, whether or not a proxy in front says so (TRUST_PROXY): HSTS, and the Secure flag on every
// cookie it sets (the session, the device and the locale cookies alike), so none is ever sent over
// plain http.

/** HSTS for two years once the site says it lives on https (SITE_URL), proxy or not. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export function isHttpsSite(siteUrl) {
  return String(siteUrl ?? '').trim().toLowerCase().startsWith('https://');
}

/** One Set-Cookie value with the Secure attribute (unchanged when it has it). */
export function withSecureFlag(cookie) {
  const value = String(cookie);
  return /;\s*secure\s*(?:;|$)/i.test(value) ? value : `${value}; Secure`;
}

const isSetCookie = (name) => String(name).toLowerCase() === 'set-cookie';
const secureValue = (value) => (Array.isArray(value) ? value.map(withSecureFlag) : withSecureFlag(value));

// writeHead's headers as one object (repeated names as arrays), Set-Cookie values made Secure. Node
// reads a nested [[name, value], …] list only when no header was set before, and HSTS always is.
function secureHeaders(headers) {
  if (!headers || typeof headers !== 'object') return headers;
  let pairs;
  if (Array.isArray(headers)) {
    pairs = headers.every((h) => Array.isArray(h)) ? headers : headers.flatMap((h, i) => (i % 2 === 0 ? [[h, headers[i + 1]]] : []));
  } else {
    pairs = Object.entries(headers);
  }
  const merged = {};
  for (const [name, value] of pairs) {
    const key = String(name).toLowerCase();
    const next = isSetCookie(key) ? secureValue(value) : value;
    merged[key] = key in merged ? [].concat(merged[key], next) : next;
  }
  return merged;
}

/** Adds HSTS to `res` and the Secure flag to every cookie written through it afterwards. */
export function enforceSecureTransport(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, isSetCookie(name) ? secureValue(value) : value);
  if (typeof res.appendHeader === 'function') {
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, value) => appendHeader(name, isSetCookie(name) ? secureValue(value) : value);
  }
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, reason, headers) =>
    typeof reason === 'string' ? writeHead(status, reason, secureHeaders(headers)) : writeHead(status, secureHeaders(reason));
  setHeader('Strict-Transport-Security', HSTS);
}
