import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { clientIp } from '@/lib/auth/client-ip';
import { DEVICE_COOKIE } from '@/lib/auth/device';
import { login } from '@/lib/auth/login';
import { loginSchema } from '@/lib/auth/schema';
import { env } from '@/lib/env';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';

export const POST = apiHandler(async ({ req, t }) => {
  const credentials = await parseJson(req, loginSchema);
  const { userId, session } = await login(credentials, {
    ip: clientIp(req.headers, env().TRUST_PROXY),
    userAgent: req.headers.get('user-agent'),
    kind: 'api',
    deviceCookie: req.cookies.get(DEVICE_COOKIE)?.value,
  });
  const user = await findUserProfile(userId);
  return ok(user && presentUser(user), { message: t('Success.login'), extra: { token: session.token, expiresAt: session.expiresAt.toISOString() } });
});
