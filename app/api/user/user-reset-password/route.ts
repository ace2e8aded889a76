import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { changeOwnPassword } from '@/lib/auth/password-change';
import { presentUser } from '@/lib/users/present';
import { passwordChangeSchema } from '@/lib/users/schema';

// PUT /api/user/user-reset-password {current_password, password, password_confirmation} → {data: user}.
// The caller's own password only; any signed-in active user (no admin route needed). Ends the
// caller's other sessions; the token or cookie of this request stays valid.
export const PUT = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, passwordChangeSchema);
    const profile = await changeOwnPassword(user, body, { ip: requestContext(req).ip });
    return ok(presentUser(profile), { message: t('Success.passwordReset') });
  },
  { auth: true, personOnly: true },
);
