import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { revokeSession, revokeSessionById } from '@/lib/auth/sessions';

export const POST = apiHandler(
  async ({ user, token, t }) => {
    if (token) await revokeSession(token);
    else await revokeSessionById(user.sessionId);
    return ok(null, { message: t('Success.logout') });
  },
  { auth: true, allowFirstAccess: true, personOnly: true },
);
