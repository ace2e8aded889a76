import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { roles } from '@/db/schema';
import { conflictOnUnique, lockByKey, sqlState, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError } from '@/lib/core/errors';
import { assertFreshVersion } from '@/lib/core/version-check';
import { canGrant } from '@/lib/auth/routes';
import { requireRecentAuth, type SudoActor } from '@/lib/auth/sudo';
import { assertUsersManagerRemains, countActiveUsersManagers, lockUsersManagers } from '@/lib/users/guards';
import { assertRolesManager, countRoleUsers, presentRole, roleColumns, type RoleRow, type RoleView } from './queries';
import type { RoleUpdateValues, RoleValues } from './schema';

// Writes of the roles page and /api/role/roles. Sessions read a user's roles on every request, so a
// change here applies to signed-in users on their next request: there is nothing to invalidate.

import type { Actor as BaseActor } from '@/lib/core/actor';
/** Role changes are sudo-mode changes (lib/auth/sudo.ts): the caller's session, or its API key, comes along. */
type Actor = BaseActor & SudoActor;
export type RoleKey = RecordKey;

export const ROLE_NAME_TAKEN = 'ROLE_NAME_TAKEN';
export const ROLE_IN_USE = 'ROLE_IN_USE';
export const CANNOT_GRANT = 'CANNOT_GRANT';

const roleNotFound = () => new AppError('Roles.errors.notFound', 404);
const nameTaken = () =>
  new AppError('Roles.errors.nameTaken', 409, { fieldErrors: [{ field: 'name', messageKey: 'Roles.errors.nameTaken' }], errorCode: ROLE_NAME_TAKEN });
/** Nobody puts in a role, nor edits or deletes a role holding, a route or capability they lack. */
const cannotGrant = () => new AppError('Users.errors.cannotGrant', 403, { errorCode: CANNOT_GRANT });
const inUse = (count: number) =>
  new AppError('Roles.errors.inUse', 409, { values: { count }, errorCode: ROLE_IN_USE, data: { users_count: count } });

function assertCanGrant(actor: Actor, routes: readonly string[]) {
  if (!canGrant(new Set(actor.grants), routes)) throw cannotGrant();
}

function audit(tx: Tx, actor: Actor, action: string, roleId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'role', entityId: roleId, details });
}

// require_two_factor appears only when on, so the entries of roles without it read as before.
const snapshot = (row: RoleRow) => ({
  name: row.name,
  title: row.title,
  active_routes: [...row.activeRoutes],
  ...(row.requireTwoFactor ? { require_two_factor: true } : {}),
});

/** Locks the role addressed by id + unique_key (both must match) or answers 404. */
function lockRole(tx: Tx, key: RoleKey): Promise<RoleRow> {
  return lockByKey<RoleRow>(tx, roles, roleColumns, key, roleNotFound);
}

/** Creates a role; its name is chosen here and never changes (users' `permission` points at it). */
export async function createRole(actor: Actor, values: RoleValues): Promise<RoleView> {
  assertRolesManager(actor);
  assertCanGrant(actor, values.active_routes);
  await requireRecentAuth(actor);
  const db = await getDb();
  // Two creations of the same name at once: the unique index stops the second.
  return conflictOnUnique(
    () =>
      db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, values.name)).limit(1);
        if (taken) throw nameTaken();
        const [row] = await tx
          .insert(roles)
          .values({ uniqueKey: randomUUID(), name: values.name, title: values.title, activeRoutes: values.active_routes, requireTwoFactor: values.require_two_factor })
          .returning(roleColumns);
        await audit(tx, actor, 'role.create', row.id, { from: null, to: snapshot(row) });
        return presentRole(row, 0);
      }),
    nameTaken,
  );
}

/**
 * Changes a role's title and routes. Refused when the role holds, or would hold, a grant the actor
 * lacks, and when taking `users` away would leave no active user able to manage users.
 */
export async function updateRole(actor: Actor, key: RoleKey, values: RoleUpdateValues): Promise<RoleView> {
  assertRolesManager(actor);
  await requireRecentAuth(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockUsersManagers(tx);
    const before = await lockRole(tx, key);
    await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'role', entityId: before.id, savedAt: before.updatedAt, present: async () => presentRole(before, await countRoleUsers(tx, before.id)) });
    if (values.name !== undefined && values.name !== before.name) {
      throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'name', messageKey: 'Roles.errors.nameImmutable' }] });
    }
    // A field absent from the input is left as it is.
    const activeRoutes = values.active_routes ?? before.activeRoutes;
    assertCanGrant(actor, before.activeRoutes);
    assertCanGrant(actor, activeRoutes);
    const managers = await countActiveUsersManagers(tx);
    const [after] = await tx
      .update(roles)
      .set({ title: values.title ?? before.title, activeRoutes, requireTwoFactor: values.require_two_factor ?? before.requireTwoFactor, updatedAt: new Date() })
      .where(eq(roles.id, before.id))
      .returning(roleColumns);
    await assertUsersManagerRemains(tx, managers);
    await audit(tx, actor, 'role.update', before.id, { from: snapshot(before), to: snapshot(after) });
    return presentRole(after, await countRoleUsers(tx, before.id));
  });
}

/** Deletes a role that no user holds (409 ROLE_IN_USE otherwise) and whose grants the actor holds. */
export async function deleteRole(actor: Actor, key: RoleKey): Promise<RoleView> {
  assertRolesManager(actor);
  await requireRecentAuth(actor);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await lockUsersManagers(tx);
      const role = await lockRole(tx, key);
      assertCanGrant(actor, role.activeRoutes);
      const holders = await countRoleUsers(tx, role.id);
      if (holders > 0) throw inUse(holders);
      const managers = await countActiveUsersManagers(tx);
      await tx.delete(roles).where(eq(roles.id, role.id));
      await assertUsersManagerRemains(tx, managers);
      await audit(tx, actor, 'role.delete', role.id, { from: snapshot(role), to: null });
      return presentRole(role, 0);
    });
  } catch (error) {
    // A user was given the role between our count and the delete: user_roles' foreign key refuses.
    if (sqlState(error) === '23503') throw inUse(1);
    throw error;
  }
}
