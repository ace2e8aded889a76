import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { firstAccessRequired } from '@/lib/auth/first-access';
import type { MessageKey } from '@/lib/i18n/translate';
import { deleteUser, updateOwnProfile, updateUserAndRoles } from '@/lib/users/commands';
import { presentUser } from '@/lib/users/present';
import type { UserProfile } from '@/lib/users/queries';
import { jsonObjectSchema } from '@/lib/users/request-body';
import { userKeySchema } from '@/lib/users/schema';

type Params = { id: string; unique_key: string };

// PUT /api/user/user/{id}/{unique_key} → {data: {id, …the user}}.
// With `users`: every field and the role (updateUser). Without it, on one's own id (the spec's client
// refreshes its stored profile this way, §7): only name, last_name, phone, biography, gender and
// photo are applied (updateOwnProfile), other fields are ignored; anyone else's id is 403. A user
// still in first-access may update their own profile this way too, and nothing else.
export const PUT = apiHandler<Params>(
  async ({ req, params, user, t }) => {
    const key = userKeySchema.safeParse({ id: params.id, uniqueKey: params.unique_key });
    if (!key.success) throw errors.userNotFound();
    const own = key.data.id === user.id;
    if (user.status === 'first-access' && !own) throw firstAccessRequired();
    let profile: UserProfile;
    let message: MessageKey = 'Success.userUpdated';
    if (user.grants.includes('users') && user.status !== 'first-access') {
      const updated = await updateUserAndRoles(user, key.data, await parseJson(req, jsonObjectSchema));
      profile = updated.profile;
      if (updated.rolesChanged) message = 'Success.userRolesUpdated';
    } else if (own && (user.grants.includes('settings-profile') || user.status === 'first-access')) {
      if (key.data.uniqueKey !== user.uniqueKey) throw errors.userNotFound();
      profile = await updateOwnProfile(user, await parseJson(req, jsonObjectSchema));
    } else {
      throw errors.accessDenied();
    }
    return ok(presentUser(profile), { message: t(message) });
  },
  { auth: true, allowFirstAccess: true },
);

// DELETE /api/user/user/{id}/{unique_key}: not oneself, not the last active user manager. The user's
// sessions end with the row; their articles stay with no author.
export const DELETE = apiHandler<Params>(
  async ({ params, user, t }) => ok(await deleteUser(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Success.userDeleted') }),
  { route: 'users' },
);
