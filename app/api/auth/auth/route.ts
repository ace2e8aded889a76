import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { clientIp } from '@/lib/auth/client-ip';
import { DEVICE_COOKIE } from '@/lib/auth/device';
import { login } from '@/lib/auth/login';
import { loginSchema } from '@/lib/auth/schema';
import { TwoFactorChallenge } from '@/lib/auth/two-factor';
import { env } from '@/lib/env';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';

export const POST = apiHandler(async ({ req, t }) => {
  const credentials = await parseJson(req, loginSchema);
  let result: Awaited<ReturnType<typeof login>>;
  try {
    result = await login(credentials, {
      ip: clientIp(req.headers, env().TRUST_PROXY),
      userAgent: req.headers.get('user-agent'),
      kind: 'api',
      deviceCookie: req.cookies.get(DEVICE_COOKIE)?.value,
    });
  } catch (error) {
    // Two-factor on: the password was right, no token yet; the code goes to POST /api/auth/auth/two-factor.
    if (!(error instanceof TwoFactorChallenge)) throw error;
    return ok(
      { twoFactorRequired: true, challenge: error.challenge, expiresAt: error.expiresAt.toISOString() },
      { message: t('TwoFactor.required') },
    );
  }
  const user = await findUserProfile(result.userId);
  return ok(user && presentUser(user), { message: t('Success.login'), extra: { token: result.session.token, expiresAt: result.session.expiresAt.toISOString() } });
});
