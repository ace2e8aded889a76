import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { roles, userRoles } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { canGrant } from '@/lib/auth/routes';

type Viewer = Pick<CurrentUser, 'grants'>;

/** Managing roles happens inside user management: it needs the `users` route and the `roles` capability. */
export function assertRolesManager(viewer: Viewer): void {
  if (!viewer.grants.includes('users') || !viewer.grants.includes('roles')) throw errors.accessDenied();
}

/** A role as the pages and the API show it: its row (RoleRow below) with ISO dates, and how many hold it. */
export interface RoleView extends Omit<RoleRow, 'createdAt' | 'updatedAt'> {
  usersCount: number;
  createdAt: string;
  updatedAt: string;
}

export const roleColumns = {
  id: roles.id,
  uniqueKey: roles.uniqueKey,
  name: roles.name,
  title: roles.title,
  activeRoutes: roles.activeRoutes,
  requireTwoFactor: roles.requireTwoFactor,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  version: roles.version,
};

/** A role as read from its table. */
export interface RoleRow {
  id: number;
  uniqueKey: string;
  name: string;
  title: string;
  activeRoutes: string[];
  requireTwoFactor: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change; a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

export function presentRole(row: RoleRow, usersCount: number): RoleView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    title: row.title,
    activeRoutes: [...row.activeRoutes],
    requireTwoFactor: row.requireTwoFactor,
    usersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function countRoleUsers(db: DbOrTx, roleId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return Number(n);
}

/** Every role with how many users hold it, by title (roles are few: no pagination). */
export async function listRoles(viewer: Viewer): Promise<RoleView[]> {
  assertRolesManager(viewer);
  const db = await getDb();
  const counts = db
    .select({ roleId: userRoles.roleId, n: count().as('n') })
    .from(userRoles)
    .groupBy(userRoles.roleId)
    .as('role_user_counts');
  const rows = await db
    .select({ ...roleColumns, users: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(roles)
    .leftJoin(counts, eq(counts.roleId, roles.id))
    .orderBy(asc(roles.title), asc(roles.id));
  return rows.map((r) => presentRole(r, r.users));
}

/** A role offered in the user dialogs' permission select. */
export interface RoleOption {
  name: string;
  title: string;
  /** False when the role holds a route or capability the viewer lacks: they may not give it. */
  grantable: boolean;
}

/** The roles the users page offers as `permission`, marking those the viewer may not give. */
export async function listRoleOptions(viewer: Viewer): Promise<RoleOption[]> {
  if (!viewer.grants.includes('users')) throw errors.accessDenied();
  const db = await getDb();
  const rows = await db
    .select({ name: roles.name, title: roles.title, activeRoutes: roles.activeRoutes })
    .from(roles)
    .orderBy(asc(roles.title), asc(roles.id));
  const held = new Set(viewer.grants);
  return rows.map((r) => ({ name: r.name, title: r.title, grantable: canGrant(held, r.activeRoutes) }));
}
