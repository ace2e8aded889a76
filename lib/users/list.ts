import 'server-only';
import { asc, count, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { likePattern } from '@/lib/core/like-pattern';
import type { CurrentUser } from '@/lib/auth/current-user';
import { accessAreasOf } from '@/lib/auth/routes';
import { userNameColumns } from './columns';
import { accessOf, presentNames, type UserView } from './present';
import { rolesOfUsers } from './queries';
import type { UserListQuery } from './schema';

/** One row of the users list (the page and POST /api/user/users-list): a user's view but its locale, roles and creator. */
export type UserListItem = Omit<UserView, 'locale' | 'roles' | 'createdBy' | 'createdByUniqueKey'>;

export interface UserList {
  items: UserListItem[];
  total: number;
  page: number;
  limit: number;
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
      ...userNameColumns,
      email: users.email,
      position: users.position,
      status: users.status,
      photo: users.photo,
      phone: users.phone,
      cpf: users.cpf,
      biography: users.biography,
      gender: users.gender,
      totpEnabledAt: users.totpEnabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      version: users.version,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);

  const rolesByUser = await rolesOfUsers(db, rows.map((r) => r.id));

  const items = rows.map((r): UserListItem => {
    const { permission, type, activeRoutes } = accessOf(rolesByUser.get(r.id) ?? []);
    return {
      ...presentNames(r),
      email: r.email,
      position: r.position,
      permission,
      type,
      status: r.status,
      photo: r.photo,
      phone: r.phone,
      cpf: r.cpf,
      biography: r.biography,
      gender: r.gender,
      twoFactorEnabled: Boolean(r.totpEnabledAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      accessAreas: accessAreasOf(activeRoutes),
      activeRoutes,
      version: r.version,
    };
  });
  return { items, total: Number(n), page: query.page, limit: query.limit };
}
