import 'server-only';
import { getDb } from '@/db/client';
import { errors } from '@/lib/core/errors';
import { assertNotOwnAccountByKey } from '@/lib/api-keys/queries';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentUser, type UserView } from './present';
import { findUserProfile, rolesOfUser } from './queries';

export interface UserActiveRoutes {
  user: UserView;
  roles: { name: string; title: string; activeRoutes: string[] }[];
}

/**
 * A user's roles with the routes each grants (GET /api/user/user/user-active-routes/{id}/{flag}):
 * one's own, or anyone's with `users`. Read from the roles table on every call; nothing on the
 * server caches permissions, so a role edited a moment ago shows here at once.
 */
export async function getUserActiveRoutes(viewer: Pick<CurrentUser, 'id' | 'grants' | 'apiKeyId'>, id: number): Promise<UserActiveRoutes> {
  assertNotOwnAccountByKey(viewer, id);
  if (viewer.id !== id && !viewer.grants.includes('users')) throw errors.accessDenied();
  const profile = await findUserProfile(id);
  if (!profile) throw errors.userNotFound();
  const rows = await rolesOfUser(await getDb(), id);
  return { user: presentUser(profile), roles: rows.map((r) => ({ name: r.name, title: r.title, activeRoutes: r.activeRoutes })) };
}
