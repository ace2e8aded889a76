import 'server-only';
import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import type { UserGender, UserIdentity, UserStatus } from '@/db/schema';
import { redirect } from '@/i18n/navigation';
import { auth } from './config';
import type { Grant } from './routes';

/** The signed-in user as every server component, action and API handler sees them. No secrets. */
export interface CurrentUser extends UserIdentity {
  gender: UserGender | null;
  photo: string | null;
  locale: string;
  status: UserStatus;
  roles: { name: string; title: string }[];
  grants: string[];
  sessionId: number;
  /** Set when the caller is an API key (lib/api-keys), acting for its creator: sessionId is then 0. */
  apiKeyId?: number;
  /** A role of theirs requires two-factor sign-in and they have not turned it on: only their profile opens. */
  twoFactorSetupRequired?: boolean;
}

/** One session lookup per request (React cache). */
export const getSessionState = cache(async (): Promise<{ state: 'valid' | 'expired' | 'invalid' | 'none'; user: CurrentUser | null }> => {
  const session = await auth();
  if (!session) return { state: 'none', user: null };
  return { state: session.state, user: session.currentUser };
});

export async function getCurrentUser(): Promise<CurrentUser | null> {
  return (await getSessionState()).user;
}

/**
 * The signed-in user, or a redirect to login (with the expired-session message when it expired).
 * The proxy already sent visitors without a session to login with a callbackUrl; this is the check
 * that counts.
 */
export async function requireUser(options: { allowFirstAccess?: boolean } = {}): Promise<CurrentUser> {
  const { state, user } = await getSessionState();
  if (user) {
    // Until a first-access user chooses their password, only the first-access screen and their own profile open.
    if (user.status === 'first-access' && !options.allowFirstAccess) {
      return redirect({ href: '/first-access', locale: await getLocale() });
    }
    // Like first access: a role that requires two-factor sign-in sends them to set it up in their profile first.
    if (user.twoFactorSetupRequired && user.status !== 'first-access' && !options.allowFirstAccess) {
      return redirect({ href: { pathname: '/admin/settings-profile', query: { 'two-factor': 'required' } }, locale: await getLocale() });
    }
    return user;
  }
  const locale = await getLocale();
  const query: Record<string, string> = {};
  if (state === 'expired') query.expired = '1';
  return redirect({ href: { pathname: '/login', query }, locale });
}

export function hasGrant(user: Pick<CurrentUser, 'grants'>, grant: Grant): boolean {
  return user.grants.includes(grant);
}

/** Admin routes a first-access user may open before choosing a password: their own profile. */
export const firstAccessRoutes: readonly Grant[] = ['settings-profile'];

/** The authoritative permission check for admin pages and server actions. */
export async function requireRoute(route: Grant): Promise<CurrentUser> {
  const user = await requireUser({ allowFirstAccess: firstAccessRoutes.includes(route) });
  if (!hasGrant(user, route)) {
    return redirect({ href: '/error-forbidden', locale: await getLocale() });
  }
  return user;
}
