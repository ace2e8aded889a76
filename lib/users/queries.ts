import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { assertNotOwnAccountByKey } from '@/lib/api-keys/queries';
import type { CurrentUser } from '@/lib/auth/current-user-type';
import { accessOf, type UserProfile, type UserRole } from './present';

/**
 * The roles of each given user, the lowest role id first: the one loader behind the session's grants,
 * the profile, the users list and the permission checks of the users commands. The first role is the
 * spec's single `permission`.
 */
export async function rolesOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, UserRole[]>> {
  const byUser = new Map<number, UserRole[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title, activeRoutes: roles.activeRoutes, requireTwoFactor: roles.requireTwoFactor })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(userIds.length === 1 ? eq(userRoles.userId, userIds[0]) : inArray(userRoles.userId, [...userIds]))
    .orderBy(asc(roles.id));
  for (const { userId, ...role } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  return byUser;
}

/** One user's roles, the lowest role id first (rolesOfUsers for one). */
export async function rolesOfUser(db: DbOrTx, userId: number): Promise<UserRole[]> {
  return (await rolesOfUsers(db, [userId])).get(userId) ?? [];
}

export async function findUserProfile(id: number, within?: DbOrTx): Promise<UserProfile | null> {
  const db = within ?? (await getDb());
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  // Never the secrets: neither the password hash nor the two-factor secrets leave this function.
  const { passwordHash: _secret, passwordChangedAt: _p, lastLoginAt: _l, totpSecret: _t, totpPendingSecret: _tp, totpLastStep: _ts, createdAt, updatedAt, ...rest } = user;
  return { ...rest, ...accessOf(await rolesOfUser(db, id)), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** A profile the viewer may read: their own, or anyone's with the `users` route. */
export async function getUserProfileFor(viewer: CurrentUser, id: number): Promise<UserProfile> {
  assertNotOwnAccountByKey(viewer, id);
  if (viewer.id !== id && !viewer.grants.includes('users')) throw errors.accessDenied();
  const profile = await findUserProfile(id);
  if (!profile) throw errors.userNotFound();
  return profile;
}
