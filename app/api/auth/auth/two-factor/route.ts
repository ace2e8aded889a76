import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { DEVICE_COOKIE } from '@/lib/auth/device';
import { loginWithTwoFactor } from '@/lib/auth/login';
import { twoFactorLoginSchema } from '@/lib/auth/schema';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';

// Second step of POST /api/auth/auth for a person with two-factor on: answers like it ({ data: user, token }),
// or 403 DEVICE_VERIFICATION_REQUIRED when device verification still has to confirm this client.
export const POST = apiHandler(async ({ req, t }) => {
  const input = await parseJson(req, twoFactorLoginSchema);
  const { userId, session } = await loginWithTwoFactor(input, { ...requestContext(req), kind: 'api', deviceCookie: req.cookies.get(DEVICE_COOKIE)?.value });
  const user = await findUserProfile(userId);
  return ok(user && presentUser(user), { message: t('Success.login'), extra: { token: session.token, expiresAt: session.expiresAt.toISOString() } });
});
