import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { reauthenticate } from '@/lib/auth/reauth';
import { reauthSchema } from '@/lib/auth/schema';
import { forgetReauthentication } from '@/lib/auth/sudo';

// POST /api/auth/reauth {password} or {code} → {data: {reauthenticated_until}}: sudo mode for this session.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const input = await parseJson(req, reauthSchema);
    const { reauthenticatedUntil } = await reauthenticate(user, input, requestContext(req));
    return ok({ reauthenticatedUntil: reauthenticatedUntil.toISOString() }, { message: t('Reauth.success') });
  },
  { auth: true, personOnly: true },
);

// DELETE /api/auth/reauth → {data: null}: ends this session's sudo mode now (leaving the desk).
export const DELETE = apiHandler(
  async ({ user, t }) => {
    await forgetReauthentication(user.sessionId);
    return ok(null, { message: t('Reauth.ended') });
  },
  { auth: true, personOnly: true },
);
