'use server';

import { operationAction } from '../operation-action';
import { serverAction, serverFormAction } from '../server-action';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { fieldFormRefusal, toFormState, type ActionResult } from '@/lib/core/action-result';
import { env } from '@/lib/env';
import { translator, type Translate } from '@/lib/i18n/translate';
import { clientIp } from '@/lib/auth/client-ip';
import { signIn } from '@/lib/auth/config';
import { getCurrentUser } from '@/lib/auth/current-user';
import { DEVICE_COOKIE, deviceCookieOptions, rememberDevice } from '@/lib/auth/device';
import { completeFirstAccess } from '@/lib/auth/first-access';
import { landingPath } from '@/lib/auth/landing';
import { loginWithDeviceCode, loginWithTwoFactor } from '@/lib/auth/login';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { AppError } from '@/lib/core/errors';
import { parseInput } from '@/lib/core/command';
import { twoFactorLoginSchema, verifyCodeSchema, verifyDeviceSchema } from '@/lib/auth/schema';
import { authOperations } from '@/lib/auth/operations';
import { resetPassword, verifyRecoveryCode } from '@/lib/auth/recovery';
import { adminHomePath } from '@/lib/auth/routes';

// Server actions of the recovery, new-password, first-access and device-verification screens. Each
// calls the same lib/auth function as its API route and turns an AppError into translated form state.

const refused = (error: unknown, t: Translate) => toFormState(error, t, fieldFormRefusal);

async function requestCtx() {
  const h = await headers();
  return { ip: clientIp(h, env().TRUST_PROXY), userAgent: h.get('user-agent') };
}

/** Step 1 of recovery (also "resend"): the same answer for any email. Called `({}, { email })`. */
export const requestRecoveryAction = operationAction(authOperations.recoverPassword);

/** Step 2 of recovery: a right code answers the new-password screen's address. */
export const verifyRecoveryCodeAction = serverAction(async (email: string, code: string): Promise<ActionResult<{ path: string }>> => {
  const locale = await getLocale();
  const t = translator(locale);
  try {
    const { id, token } = await verifyRecoveryCode(parseInput(verifyCodeSchema, { email, code }), await requestCtx());
    return { ok: true, message: '', data: { path: getPathname({ href: `/reset-password/${id}/${encodeURIComponent(token)}`, locale }) } };
  } catch (error) {
    return refused(error, t);
  }
}, fieldFormRefusal);

/** The new-password screen (reached by the code or the emailed link). */
export const resetPasswordAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const t = translator(await getLocale());
  try {
    await resetPassword(
      formData.get('id'),
      formData.get('token'),
      { password: String(formData.get('password') ?? ''), password_confirmation: String(formData.get('password_confirmation') ?? '') },
      await requestCtx(),
    );
    return { ok: true, message: t('Success.passwordReset') };
  } catch (error) {
    return refused(error, t);
  }
});

/** The first-access screen: the chosen password makes the account active; then the user's first admin page. */
export const firstAccessAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  const user = await getCurrentUser();
  if (!user) redirect(getPathname({ href: '/login', locale }));
  try {
    await completeFirstAccess(user, {
      password: String(formData.get('password') ?? ''),
      password_confirmation: String(formData.get('password_confirmation') ?? ''),
    });
  } catch (error) {
    return refused(error, t);
  }
  redirect(getPathname({ href: adminHomePath(user.grants), locale }));
});

/** The device-verification screen: a right code opens the session, remembers the device, and goes on. */
export const verifyDeviceAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  let result: Awaited<ReturnType<typeof loginWithDeviceCode>>;
  try {
    result = await loginWithDeviceCode(
      parseInput(verifyDeviceSchema, { challenge: String(formData.get('challenge') ?? ''), code: String(formData.get('code') ?? '') }),
      { ...(await requestCtx()), kind: 'cookie' },
    );
  } catch (error) {
    return refused(error, t);
  }
  const jar = await cookies();
  jar.set(DEVICE_COOKIE, rememberDevice(jar.get(DEVICE_COOKIE)?.value, result.userId), deviceCookieOptions());
  await signIn('credentials', { sessionToken: result.session.token, redirect: false });
  if (result.status === 'first-access') redirect(getPathname({ href: '/first-access', locale }));
  redirect(landingPath(formData.get('callbackUrl'), result.grants, (href) => getPathname({ href, locale })));
});

/**
 * The two-factor screen: a right code (app or recovery) goes on like the password step: to device
 * verification when it applies, else the session opens.
 */
export const twoFactorAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  const callbackUrl = safeCallbackPath(formData.get('callbackUrl'), '');
  let result: Awaited<ReturnType<typeof loginWithTwoFactor>> | { deviceChallenge: string };
  try {
    result = await loginWithTwoFactor(
      parseInput(twoFactorLoginSchema, { challenge: String(formData.get('challenge') ?? ''), code: String(formData.get('code') ?? '') }),
      { ...(await requestCtx()), kind: 'cookie', deviceCookie: (await cookies()).get(DEVICE_COOKIE)?.value },
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.options.errorCode !== 'DEVICE_VERIFICATION_REQUIRED') return refused(error, t);
    result = { deviceChallenge: (error.options.data as { challenge: string }).challenge };
  }
  if ('deviceChallenge' in result) {
    const query: Record<string, string> = { challenge: result.deviceChallenge, ...(callbackUrl ? { callbackUrl } : {}) };
    redirect(getPathname({ href: { pathname: '/verify-device', query }, locale }));
  }
  await signIn('credentials', { sessionToken: result.session.token, redirect: false });
  if (result.status === 'first-access') redirect(getPathname({ href: '/first-access', locale }));
  redirect(landingPath(formData.get('callbackUrl'), result.grants, (href) => getPathname({ href, locale })));
});

/** A new device code for the open challenge. Called `({}, { challenge })`. */
export const resendDeviceCodeAction = operationAction(authOperations.resendDeviceCode);
