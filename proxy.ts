import type { NextFetchEvent, NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing, defaultLocale, isLocale } from '@/i18n/routing';
import { auth } from '@/lib/auth/config';
import { adminHomePath } from '@/lib/auth/routes';
import { localePath } from '@/lib/i18n/paths';
import { newNonce, staffCsp } from '@/lib/security/policy';
import { SHARED_COPY_HEADER } from '@/server/page-cache.mjs';
import { HSTS, isHttpsSite } from '@/server/secure-transport.mjs';

/**
 * The first gate only (redirects): the locale prefix of every page, and for admin and login pages
 * a look at the session. The authoritative permission check runs on the server (lib/auth).
 */
const intl = createIntlMiddleware(routing);
// The staff screens are never stored by a shared cache (private, no-store: server/cdn-headers.mjs), so
// they may still follow the NEXT_LOCALE cookie and Accept-Language: /admin opens in the staff member's
// language. Public pages never do (the path alone says their language, for the CDN's sake).
const staffIntl = createIntlMiddleware({ ...routing, localeDetection: true });

const localePattern = '(?:/(pt-BR|en|es|fr|ht))?';
const adminPath = new RegExp(`^${localePattern}/admin(?:/|$)`);
const loginPath = new RegExp(`^${localePattern}/login/?$`);
const firstAccessPath = new RegExp(`^${localePattern}/first-access/?$`);
// What a first-access user may open before choosing a password (besides the first-access screen).
const firstAccessAllowed = new RegExp(`^${localePattern}/admin/settings-profile(?:/|$)`);
// The staff screens: rendered per request, each with its own script nonce (lib/security/policy.ts).
const staffPath = new RegExp(
  `^${localePattern}/(?:admin|login|recover-password|reset-password|first-access|verify-device|two-factor|error-forbidden)(?:/|$)`,
);
// Search results: rendered per request (the query is in the URL), yet the same for every visitor, so
// the production server may serve a copy for a short while (server/page-cache.mjs); any cache tag
// expiry (a publish, an unpublish, a category change) drops the copies at once.
const searchPath = new RegExp(`^${localePattern}/list-article-results(?:/|$)`);
const SEARCH_COPY_SECONDS = '30';
// A shared draft (lib/previews): never stored by a cache, never indexed (server/cdn-headers.mjs says so too).
const sharedDraftPath = new RegExp(`^${localePattern}/preview(?:/|$)`);
const sessionCookies = ['authjs.session-token', '__Secure-authjs.session-token'];
const LOCALE_COOKIE = 'NEXT_LOCALE';

function localeOf(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

function withSecurityHeaders(req: NextRequest, res: Response, csp: string | null): Response {
  if (csp) {
    res.headers.set('Content-Security-Policy', csp);
    res.headers.set('X-Frame-Options', 'DENY');
  }
  // server/server.mjs sends HSTS on every answer of the production server; this covers `next dev/start`.
  if (isHttpsSite(process.env.SITE_URL) || req.nextUrl.protocol === 'https:') res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

/**
 * next-intl's middleware rewrites NEXT_LOCALE to the page's locale on pages it serves. A response with
 * Set-Cookie is never stored by a CDN, so the proxy drops that cookie: it is written only when a visitor
 * picks a language (the language switcher, in the browser). It no longer redirects (routing.ts
 * `localeDetection: false`): the browser reads it to suggest that language (language-suggestion.tsx).
 */
function withoutLocaleCookie(res: Response): Response {
  const cookies = res.headers.getSetCookie();
  if (!cookies.some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))) return res;
  res.headers.delete('set-cookie');
  for (const cookie of cookies) if (!cookie.startsWith(`${LOCALE_COOKIE}=`)) res.headers.append('set-cookie', cookie);
  return res;
}

const guarded = auth((req) => {
  const { pathname, search } = req.nextUrl;
  const locale = localeOf(pathname);
  const session = req.auth;
  const signedIn = Boolean(session?.currentUser);

  const firstAccess = session?.currentUser?.status === 'first-access';

  if (loginPath.test(pathname)) {
    if (signedIn) {
      const home = firstAccess ? '/first-access' : adminHomePath(session?.currentUser?.grants ?? []);
      return NextResponse.redirect(new URL(localePath(locale, home), req.nextUrl));
    }
    return staffIntl(req);
  }
  if (signedIn) {
    // Until they choose a password, first-access users are kept on the first-access screen (the server checks again).
    if (firstAccess && !firstAccessPath.test(pathname) && !firstAccessAllowed.test(pathname)) {
      return NextResponse.redirect(new URL(localePath(locale, '/first-access'), req.nextUrl));
    }
    // A role that requires two-factor sign-in: its members set it up in their profile before anything else.
    if (!firstAccess && session?.currentUser?.twoFactorSetupRequired && adminPath.test(pathname) && !firstAccessAllowed.test(pathname)) {
      return NextResponse.redirect(new URL(`${localePath(locale, '/admin/settings-profile')}?two-factor=required`, req.nextUrl));
    }
    return staffIntl(req);
  }

  const target = new URL(localePath(locale, '/login'), req.nextUrl);
  target.searchParams.set('callbackUrl', pathname + search);
  if (session?.state === 'expired') target.searchParams.set('expired', '1');
  const res = NextResponse.redirect(target);
  // A cookie whose database session is gone is useless: drop it so the login page is not bounced back.
  if (session) for (const name of sessionCookies) res.cookies.delete(name);
  return res;
});

/** Where an address that names no page is sent: a path only the catch-all ((site)/[...rest]) matches. */
const NOT_FOUND_PATH = 'not-found';

export default async function proxy(req: NextRequest, ev: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  // A NUL (%00) names no page; the locale rewrite would drop it and serve the address without it
  // (/%00 the home page, /admin/outbox/1%00 the message). The translated not-found page answers instead.
  if (pathname.includes('%00')) {
    return withSecurityHeaders(req, NextResponse.rewrite(new URL(`/${localeOf(pathname)}/${NOT_FOUND_PATH}`, req.url)), null);
  }
  const needsSession = adminPath.test(pathname) || loginPath.test(pathname) || firstAccessPath.test(pathname);
  const staff = staffPath.test(pathname);
  let csp: string | null = null;
  if (staff) {
    csp = staffCsp(newNonce(), { dev: process.env.NODE_ENV === 'development' });
    // Next reads the nonce from the request's policy and puts it on every script it renders; the
    // next-intl middleware forwards the request headers it is given.
    req.headers.set('content-security-policy', csp);
  }
  // Auth.js's wrapper types its second argument for its own middleware signature.
  const res = withoutLocaleCookie((needsSession ? await guarded(req, ev as never) : staff ? staffIntl(req) : intl(req)) ?? NextResponse.next());
  if (searchPath.test(pathname)) res.headers.set(SHARED_COPY_HEADER, SEARCH_COPY_SECONDS);
  if (sharedDraftPath.test(pathname)) {
    res.headers.set('Cache-Control', 'private, no-store');
    res.headers.set('X-Robots-Tag', 'noindex');
  }
  return withSecurityHeaders(req, res, csp);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
