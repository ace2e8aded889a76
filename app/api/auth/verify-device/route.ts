import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { DEVICE_COOKIE, deviceCookieOptions, rememberDevice } from '@/lib/auth/device';
import { loginWithDeviceCode } from '@/lib/auth/login';
import { verifyDeviceSchema } from '@/lib/auth/schema';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';

// Second step of POST /api/auth/auth under device verification: answers like it ({ data: user, token })
// and sets the remembered-device cookie, which later sign-ins from this client must send.
export const POST = apiHandler(async ({ req, t }) => {
  const input = await parseJson(req, verifyDeviceSchema);
  const { userId, session } = await loginWithDeviceCode(input, { ...requestContext(req), kind: 'api' });
  const user = await findUserProfile(userId);
  const res = ok(user && presentUser(user), { message: t('Success.login'), extra: { token: session.token, expiresAt: session.expiresAt.toISOString() } });
  res.cookies.set(DEVICE_COOKIE, rememberDevice(req.cookies.get(DEVICE_COOKIE)?.value, userId), deviceCookieOptions());
  return res;
});
