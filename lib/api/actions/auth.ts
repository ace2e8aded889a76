'use server';

import { serverAction, serverFormAction } from '../server-action';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { fieldFormRefusal, toFormState, type ActionResult } from '@/lib/core/action-result';
import { AppError } from '@/lib/core/errors';
import { getPathname } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { clientIp } from '@/lib/auth/client-ip';
import { signIn, signOut } from '@/lib/auth/config';
import { getCurrentUser } from '@/lib/auth/current-user';
import { DEVICE_COOKIE } from '@/lib/auth/device';
import { login } from '@/lib/auth/login';
import { landingPath } from '@/lib/auth/landing';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { revokeSessionById } from '@/lib/auth/sessions';
import { TwoFactorChallenge } from '@/lib/auth/two-factor';

/**
 * Form action of the login page; on success it redirects to callbackUrl or the user's first admin page.
 * A refusal (invalid credentials, inactive, blocked, too many attempts) gives back what the user typed,
 * never the password, to refill the form.
 */
export const loginAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  const remember = formData.get('remember') === 'on';
  const values = { email: String(formData.get('email') ?? ''), remember: remember ? 'on' : '' };
  const h = await headers();
  let outcome: { sessionToken: string; firstAccess: boolean; grants: string[] } | { challenge: string; step: '/verify-device' | '/two-factor' };
  try {
    const result = await login(
      { email: formData.get('email') ?? '', password: formData.get('password') ?? '', remember },
      {
        ip: clientIp(h, env().TRUST_PROXY),
        userAgent: h.get('user-agent'),
        kind: 'cookie',
        deviceCookie: (await cookies()).get(DEVICE_COOKIE)?.value,
      },
    );
    outcome = { sessionToken: result.session.token, firstAccess: result.status === 'first-access', grants: result.grants };
  } catch (error) {
    if (error instanceof TwoFactorChallenge) {
      outcome = { challenge: error.challenge, step: '/two-factor' };
    } else if (error instanceof AppError && error.options.errorCode === 'DEVICE_VERIFICATION_REQUIRED') {
      outcome = { challenge: (error.options.data as { challenge: string }).challenge, step: '/verify-device' };
    } else {
      return { ...toFormState(error, t, fieldFormRefusal), values };
    }
  }
  // redirect() throws by design, so it stays outside the try/catch.
  if ('challenge' in outcome) {
    // Two-factor sign-in or device verification: no session until the code is entered on its screen.
    const callbackUrl = safeCallbackPath(formData.get('callbackUrl'), '');
    const query: Record<string, string> = { challenge: outcome.challenge, ...(callbackUrl ? { callbackUrl } : {}) };
    redirect(getPathname({ href: { pathname: outcome.step, query }, locale }));
  }
  await signIn('credentials', { sessionToken: outcome.sessionToken, redirect: false });
  // A first-access user goes nowhere but the first-access screen until they choose a password.
  if (outcome.firstAccess) redirect(getPathname({ href: '/first-access', locale }));
  redirect(landingPath(formData.get('callbackUrl'), outcome.grants, (href) => getPathname({ href, locale })));
});

/** Ends the session server-side, clears the cookie and returns to the login page. */
export const logoutAction = serverAction(async (): Promise<void> => {
  const locale = await getLocale();
  const user = await getCurrentUser();
  if (user) await revokeSessionById(user.sessionId);
  await signOut({ redirect: false });
  redirect(getPathname({ href: '/login', locale }));
}, fieldFormRefusal);
