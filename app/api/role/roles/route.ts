import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createRole } from '@/lib/roles/commands';
import { assertRolesManager, listRoles } from '@/lib/roles/queries';
import { roleInputSchema } from '@/lib/roles/schema';

// Beyond the spec (§3 only stores roles): the roles of the back office, for callers holding the
// `users` route and the `roles` capability (the commands check the capability).

// GET /api/role/roles → {data: [{id, unique_key, name, title, active_routes, users_count, created_at, updated_at}]}
export const GET = apiHandler(async ({ user }) => ok(await listRoles(user)), { route: 'users' });

// POST /api/role/roles {name, title, active_routes} → 201; the name is immutable afterwards.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    // Permission before the body: a caller who may not manage roles learns nothing about its shape (403, not 422).
    assertRolesManager(user);
    const body = await parseJson(req, roleInputSchema);
    const role = await createRole(user, body);
    return ok(role, { status: 201, message: t('Roles.success.created') });
  },
  { route: 'users' },
);
