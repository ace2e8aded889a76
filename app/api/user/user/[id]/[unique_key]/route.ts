import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteUser, updateUser } from '@/lib/users/commands';
import { presentUser } from '@/lib/users/present';
import { jsonObjectSchema } from '@/lib/users/request-body';

type Params = { id: string; unique_key: string };

// PUT /api/user/user/{id}/{unique_key} → {data: {id, …the user}}: a manager's edit or one's own
// profile (updateUser decides which).
export const PUT = apiHandler<Params>(
  async ({ req, params, user, t }) => {
    const key = { id: params.id, uniqueKey: params.unique_key };
    const { profile, rolesChanged } = await updateUser(user, key, () => parseJson(req, jsonObjectSchema));
    return ok(presentUser(profile), { message: t(rolesChanged ? 'Success.userRolesUpdated' : 'Success.userUpdated') });
  },
  { auth: true, allowFirstAccess: true },
);

// DELETE /api/user/user/{id}/{unique_key}: not oneself, not the last active user manager. The user's
// sessions end with the row; their articles stay with no author.
export const DELETE = apiHandler<Params>(
  async ({ params, user, t }) => ok(await deleteUser(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Success.userDeleted') }),
  { route: 'users' },
);
