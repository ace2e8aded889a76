import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';

/** A user as the API shows them: every field of §3 User but the password. */
export interface UserProfile {
  id: number;
  uniqueKey: string;
  name: string;
  lastName: string;
  fullName: string;
  email: string;
  position: string | null;
  status: string;
  cpf: string | null;
  phone: string | null;
  biography: string | null;
  photo: string | null;
  gender: string | null;
  locale: string;
  /** The role's name (the spec's `permission`) and title (the spec's `type`). */
  permission: string | null;
  type: string | null;
  roles: { name: string; title: string }[];
  activeRoutes: string[];
  createdBy: number | null;
  createdByUniqueKey: string | null;
  createdAt: string;
  updatedAt: string;
}

export async function findUserProfile(id: number): Promise<UserProfile | null> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const roleRows = await db
    .select({ name: roles.name, title: roles.title, activeRoutes: roles.activeRoutes })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    // The first role (lowest id) is the spec's single `permission`, as in the users list.
    .orderBy(asc(roles.id));
  const { passwordHash: _secret, passwordChangedAt: _p, lastLoginAt: _l, createdAt, updatedAt, ...rest } = user;
  return {
    ...rest,
    permission: roleRows[0]?.name ?? null,
    type: roleRows[0]?.title ?? null,
    roles: roleRows.map(({ name, title }) => ({ name, title })),
    activeRoutes: [...new Set(roleRows.flatMap((r) => r.activeRoutes))],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** A profile the viewer may read: their own, or anyone's with the `users` route. */
export async function getUserProfileFor(viewer: CurrentUser, id: number): Promise<UserProfile> {
  if (viewer.id !== id && !viewer.grants.includes('users')) throw errors.accessDenied();
  const profile = await findUserProfile(id);
  if (!profile) throw errors.userNotFound();
  return profile;
}
