import type { NextFetchEvent, NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import createIntlMiddleware from 'next-intl/middleware';
import { routing, defaultLocale, isLocale } from '@/i18n/routing';
import { auth } from '@/lib/auth/config';

/**
 * The first gate only (redirects): locale negotiation for every page, and for admin and login pages
 * a look at the session. The authoritative permission check runs on the server (lib/auth).
 */
const intl = createIntlMiddleware(routing);

const localePattern = '(?:/(pt-BR|en|es|fr|ht))?';
const adminPath = new RegExp(`^${localePattern}/admin(?:/|$)`);
const loginPath = new RegExp(`^${localePattern}/login/?$`);
const firstAccessPath = new RegExp(`^${localePattern}/first-access/?$`);
// What a first-access user may open before choosing a password (besides the first-access screen).
const firstAccessAllowed = new RegExp(`^${localePattern}/admin/settings-profile(?:/|$)`);
const sessionCookies = ['authjs.session-token', '__Secure-authjs.session-token'];

function localeOf(pathname: string): string {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

function localized(pathname: string, locale: string): string {
  return locale === defaultLocale ? pathname : `/${locale}${pathname}`;
}

function withSecurityHeaders(req: NextRequest, res: Response): Response {
  if (req.headers.get('x-forwarded-proto') === 'https' || req.nextUrl.protocol === 'https:') {
    res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  }
  return res;
}

const guarded = auth((req) => {
  const { pathname, search } = req.nextUrl;
  const locale = localeOf(pathname);
  const session = req.auth;
  const signedIn = Boolean(session?.currentUser);

  const firstAccess = session?.currentUser?.status === 'first-access';

  if (loginPath.test(pathname)) {
    if (signedIn) return NextResponse.redirect(new URL(localized(firstAccess ? '/first-access' : '/admin/dashboard', locale), req.nextUrl));
    return intl(req);
  }
  if (signedIn) {
    // Until they choose a password, first-access users are kept on the first-access screen (the server checks again).
    if (firstAccess && !firstAccessPath.test(pathname) && !firstAccessAllowed.test(pathname)) {
      return NextResponse.redirect(new URL(localized('/first-access', locale), req.nextUrl));
    }
    return intl(req);
  }

  const target = new URL(localized('/login', locale), req.nextUrl);
  target.searchParams.set('callbackUrl', pathname + search);
  if (session?.state === 'expired') target.searchParams.set('expired', '1');
  const res = NextResponse.redirect(target);
  // A cookie whose database session is gone is useless: drop it so the login page is not bounced back.
  if (session) for (const name of sessionCookies) res.cookies.delete(name);
  return res;
});

export default async function proxy(req: NextRequest, ev: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  const needsSession = adminPath.test(pathname) || loginPath.test(pathname) || firstAccessPath.test(pathname);
  // Auth.js's wrapper types its second argument for its own middleware signature.
  const res = needsSession ? await guarded(req, ev as never) : intl(req);
  return withSecurityHeaders(req, res ?? NextResponse.next());
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
