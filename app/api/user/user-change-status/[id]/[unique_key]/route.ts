import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { changeUserStatus } from '@/lib/users/commands';
import { presentUser } from '@/lib/users/present';
import { jsonObjectSchema } from '@/lib/users/request-body';

// PUT /api/user/user-change-status/{id}/{unique_key} {status: active | inactive | blocked}.
// Not one's own (403 OWN_STATUS). Inactive and blocked end all the user's sessions at once. A user
// who never chose a password goes back to first-access when activated (the answer shows the status
// that was applied).
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, jsonObjectSchema);
    const profile = await changeUserStatus(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(presentUser(profile), { message: t('Success.userStatusChanged') });
  },
  { route: 'users' },
);
