import { locales } from '@/i18n/routing';
import { adminHomePath, isGrant } from './routes';
import { safeCallbackPath } from './safe-callback';

const localePrefix = new RegExp(`^/(?:${locales.join('|')})(?=/|$)`);

/**
 * Whether a user holding `grants` may open a site path: an admin page needs the grant it is named
 * after (the first segment under /admin, e.g. `list-leads`, `outbox`); other pages are not gated here.
 * The server checks again on the page itself; this only keeps sign-in from landing on a forbidden page.
 */
export function mayOpenPath(path: string, grants: Iterable<string>): boolean {
  const pathname = path.split(/[?#]/, 1)[0].replace(localePrefix, '') || '/';
  const match = /^\/admin(?:\/([^/]+))?/.exec(pathname);
  if (!match) return true;
  const held = new Set(grants);
  const section = match[1];
  if (!section) return adminHomePath(held) !== '/error-forbidden';
  if (section === 'users' && /^\/admin\/users\/roles(?:\/|$)/.test(pathname)) return held.has('users') && held.has('roles');
  return isGrant(section) ? held.has(section) : true;
}

/**
 * Where a user goes after signing in (login, first access, device verification): the callbackUrl
 * when it is a safe path of this site that they may open, otherwise their first admin page.
 * `localize` turns an unlocalised path into the current locale's.
 */
export function landingPath(callbackUrl: unknown, grants: readonly string[], localize: (path: string) => string): string {
  const home = localize(adminHomePath(grants));
  const callback = safeCallbackPath(callbackUrl, '');
  return callback && mayOpenPath(callback, grants) ? callback : home;
}
