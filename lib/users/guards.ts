import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';

/** Refused: the change would leave nobody able to manage users (errorCode LAST_USERS_MANAGER). */
export const lastUsersManager = () => new AppError('Users.errors.lastUsersManager', 409, { errorCode: 'LAST_USERS_MANAGER' });

/**
 * Serialises every change that can take the `users` route away from someone (a user's role, status or
 * deletion; a role's routes or deletion), so two concurrent demotions cannot both pass the check below.
 * Call it first in the transaction.
 */
export async function lockUsersManagers(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('users-managers'))`);
}

/** Active users whose roles grant the `users` route, as the transaction sees them now. */
export async function countActiveUsersManagers(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.status, 'active'), sql`'users' = any(${roles.activeRoutes})`));
  return row?.count ?? 0;
}

/**
 * Checked after the change, inside its transaction: throwing rolls the change back. Only a change
 * that removes the last holder is refused (a database that never had one, e.g. a fresh test, is not
 * made worse by unrelated changes), so callers pass how many there were before.
 */
export async function assertUsersManagerRemains(tx: Tx, before: number): Promise<void> {
  if (before > 0 && (await countActiveUsersManagers(tx)) === 0) throw lastUsersManager();
}
