import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { revokeOwnSession } from '@/lib/auth/session-list';

// DELETE /api/user/sessions/{id} → ends one of the caller's other sessions. The session of this
// request answers 409 CURRENT_SESSION (use POST /api/auth/auth/logout); another user's id answers 404.
export const DELETE = apiHandler<{ id: string }>(
  async ({ params, user, t }) => {
    await revokeOwnSession(user, params.id);
    return ok({ id: Number(params.id) }, { message: t('MyProfile.sessions.ended') });
  },
  { auth: true, personOnly: true },
);
