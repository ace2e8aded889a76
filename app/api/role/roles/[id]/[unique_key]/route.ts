import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteRole, updateRole } from '@/lib/roles/commands';
import { assertRolesManager } from '@/lib/roles/queries';
import { roleUpdateSchema } from '@/lib/roles/schema';

// Beyond the spec, like /api/role/roles: needs the `users` route and the `roles` capability.

// PUT /api/role/roles/{id}/{unique_key} {title?, active_routes?, require_two_factor?} (absent: unchanged; name
// may be echoed, never changed): applies to signed-in
// users on their next request; 403 CANNOT_GRANT, 409 LAST_USERS_MANAGER.
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    // Permission before the body: a caller who may not manage roles learns nothing about its shape (403, not 422).
    assertRolesManager(user);
    const body = await parseJson(req, roleUpdateSchema);
    const role = await updateRole(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(role, { message: t('Roles.success.updated') });
  },
  { route: 'users' },
);

// DELETE /api/role/roles/{id}/{unique_key}: only a role no user holds (409 ROLE_IN_USE).
export const DELETE = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => {
    const role = await deleteRole(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(role, { message: t('Roles.success.deleted') });
  },
  { route: 'users' },
);
