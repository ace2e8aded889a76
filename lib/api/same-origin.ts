/*
 * Cross-site request forgery: a browser sends the site's session cookie with every request to it,
 * including a form or a `no-cors` fetch that another page (another site, or another port of this
 * host) makes it send. So a change (POST, PUT, PATCH, DELETE) that acts with the session cookie must
 * show that it comes from the site's own pages:
 *
 * - `Origin` is the request's own origin or SITE_URL's; without `Origin`, `Sec-Fetch-Site` must say
 *   `same-origin` (browsers send one or the other on every such request; a bare client has no cookie);
 *   a `Sec-Fetch-Site` of `cross-site` or `same-site` is refused whatever the Origin says;
 * - on a JSON route, a body is sent as `application/json` (a form or a `no-cors` fetch cannot send
 *   that type without a CORS preflight, which this site never grants).
 *
 * Bearer-token calls carry no ambient credential and are not checked, nor are requests that the
 * handler answers without the session (public forms, the read beacon).
 */

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The kind of body a route reads: 'json' (the default) or a multipart form (uploads). */
export type BodyKind = 'json' | 'form-data';

export interface OriginContext {
  /** The request URL's origin as Next sees it (req.nextUrl.origin): the fallback when there is no Host. */
  urlOrigin: string;
  /** SITE_URL: the public address, which a reverse proxy may hide from the Host header. */
  siteUrl: string;
  /** TRUST_PROXY: believe X-Forwarded-Host / X-Forwarded-Proto (set by the proxy in front). */
  trustProxy: boolean;
}

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || null;

/** The origin this request was addressed to: Host (or X-Forwarded-Host behind a trusted proxy). */
export function requestOrigin(headers: Headers, context: OriginContext): string | null {
  const fallback = new URL(context.urlOrigin);
  const host = (context.trustProxy ? firstValue(headers.get('x-forwarded-host')) : null) ?? headers.get('host');
  const proto = (context.trustProxy ? firstValue(headers.get('x-forwarded-proto')) : null) ?? fallback.protocol.replace(/:$/, '');
  if (!host) return fallback.origin;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

/** Whether the request says it has no body (no type, no length or 0, not chunked). */
function declaresNoBody(headers: Headers): boolean {
  if (headers.get('content-type')) return false;
  if (headers.get('transfer-encoding')) return false;
  const length = headers.get('content-length');
  return length === null || length.trim() === '' || Number(length) === 0;
}

/**
 * Why a cookie-authenticated change must be refused ('origin' or 'content-type'), or null when it
 * comes from the site's own pages.
 */
export function crossSiteReason(headers: Headers, body: BodyKind, context: OriginContext): 'origin' | 'content-type' | null {
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase() ?? null;
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'origin';
  const origin = headers.get('origin');
  if (origin !== null) {
    const allowed = [requestOrigin(headers, context), originOf(context.siteUrl)].filter((o): o is string => o !== null);
    const claimed = origin.trim() === 'null' ? null : originOf(origin.trim());
    if (claimed === null || !allowed.includes(claimed)) return 'origin';
  } else if (fetchSite !== 'same-origin') {
    return 'origin';
  }
  if (body === 'json' && !isJsonContentType(headers.get('content-type')) && !declaresNoBody(headers)) return 'content-type';
  return null;
}
