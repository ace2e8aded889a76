'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { createRole, deleteRole, updateRole } from './commands';
import type { RoleInput, RoleUpdateInput } from './schema';

// Server actions of the roles page. The page's route is `users`; the commands check the `roles`
// capability and every other rule, as they do for the API.

/** fieldErrors by name, title, active_routes; errorCode ROLE_NAME_TAKEN, ROLE_IN_USE, CANNOT_GRANT, LAST_USERS_MANAGER … */
export type RoleActionResult = ActionResult;

const roleAction: ActionOptions = { route: 'users', logLabel: 'role action failed' };

export const createRoleAction = serverAction(async (input: RoleInput): Promise<RoleActionResult> => {
  return runAction((user) => createRole(user, input), 'Roles.success.created', roleAction);
}, roleAction);

export const updateRoleAction = serverAction(async (id: number, uniqueKey: string, input: RoleUpdateInput): Promise<RoleActionResult> => {
  return runAction((user) => updateRole(user, { id, uniqueKey }, input), 'Roles.success.updated', roleAction);
}, roleAction);

export const deleteRoleAction = serverAction(async (id: number, uniqueKey: string): Promise<RoleActionResult> => {
  return runAction((user) => deleteRole(user, { id, uniqueKey }), 'Roles.success.deleted', roleAction);
}, roleAction);
