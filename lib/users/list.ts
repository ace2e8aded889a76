import 'server-only';
import { asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { accessAreasOf, type AccessArea } from '@/lib/auth/routes';
import type { UserListQuery } from './schema';

/** One row of the users list (the page and POST /api/user/users-list), spec §3 field names. */
export interface UserListItem {
  id: number;
  unique_key: string;
  name: string;
  last_name: string;
  full_name: string;
  email: string;
  position: string | null;
  /** The role's name, and its title (the spec's `type`). */
  permission: string | null;
  type: string | null;
  status: string;
  photo: string | null;
  phone: string | null;
  cpf: string | null;
  biography: string | null;
  gender: string | null;
  created_at: string;
  updated_at: string;
  access_areas: AccessArea[];
  active_routes: string[];
}

export interface UserList {
  items: UserListItem[];
  total: number;
  page: number;
  limit: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every user (any status), by full name, one page; `search` matches name, last name, full name or email. */
export async function listUsers(viewer: Pick<CurrentUser, 'grants'>, query: UserListQuery): Promise<UserList> {
  if (!viewer.grants.includes('users')) throw errors.accessDenied();
  const db = await getDb();
  let where: SQL | undefined;
  if (query.search) {
    const pattern = likePattern(query.search);
    where = or(ilike(users.name, pattern), ilike(users.lastName, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern));
  }
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      uniqueKey: users.uniqueKey,
      name: users.name,
      lastName: users.lastName,
      fullName: users.fullName,
      email: users.email,
      position: users.position,
      status: users.status,
      photo: users.photo,
      phone: users.phone,
      cpf: users.cpf,
      biography: users.biography,
      gender: users.gender,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  const roleRows =
    rows.length === 0
      ? []
      : await db
          .select({ userId: userRoles.userId, name: roles.name, title: roles.title, activeRoutes: roles.activeRoutes })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, rows.map((r) => r.id)))
          .orderBy(asc(roles.id));
  const rolesByUser = new Map<number, typeof roleRows>();
  for (const role of roleRows) rolesByUser.set(role.userId, [...(rolesByUser.get(role.userId) ?? []), role]);

  const items = rows.map((r): UserListItem => {
    const own = rolesByUser.get(r.id) ?? [];
    const activeRoutes = [...new Set(own.flatMap((role) => role.activeRoutes))];
    return {
      id: r.id,
      unique_key: r.uniqueKey,
      name: r.name,
      last_name: r.lastName,
      full_name: r.fullName,
      email: r.email,
      position: r.position,
      permission: own[0]?.name ?? null,
      type: own[0]?.title ?? null,
      status: r.status,
      photo: r.photo,
      phone: r.phone,
      cpf: r.cpf,
      biography: r.biography,
      gender: r.gender,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      access_areas: accessAreasOf(activeRoutes),
      active_routes: activeRoutes,
    };
  });
  return { items, total: Number(n), page: query.page, limit: query.limit };
}
