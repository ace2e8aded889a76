/*
 * The browser-side policies the site sends (README, "Security"). Pure: proxy.ts, next.config.ts and
 * the tests read them.
 *
 * Staff screens (back office and sign-in screens) are rendered per request, so they get a strict
 * Content-Security-Policy with a fresh script nonce: only Next's own scripts, which carry the nonce,
 * and what they load ('strict-dynamic') may run. Public pages are cached and shared by every visitor
 * (and, behind a CDN, by the CDN), so a nonce cannot be used there: they get a policy that needs
 * none and still blocks plugins, <base> hijacking and framing by other sites. The SEO entries'
 * scripts run on public pages only, by design of the seo grant.
 */

/**
 * Browser features the site never uses, off for every page and for anything it frames; autoplay only for
 * the video players an article loads when its visitor clicks "Play" (one click plays the video).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

export const PUBLIC_CSP = "object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/** The policy of a staff screen. `dev` allows eval (React's development build and fast refresh use it). */
export function staffCsp(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

// HSTS and "is the site on https" live in server/secure-transport.mjs, shared with the production
// server (next.config.ts reads this file, so it imports no .mjs).
