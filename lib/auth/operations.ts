import { cookies, headers } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { fieldFormRefusal } from '@/lib/core/action-result';
import { verbatim } from '@/lib/core/api-case';
import { KEY, NOW, success } from '@/lib/core/api-examples';
import { ok } from '@/lib/core/envelope';
import { operation, type OperationDoc } from '@/lib/core/operation';
import { env } from '@/lib/env';
import type { Translate } from '@/lib/i18n/translate';
import { presentUser } from '@/lib/users/present';
import { findUserProfile } from '@/lib/users/queries';
import { clientIp } from './client-ip';
import { DEVICE_COOKIE, deviceCookieOptions, rememberDevice, resendDeviceCode } from './device';
import { userExample } from './examples';
import { completeFirstAccess } from './first-access';
import { login, loginWithDeviceCode, loginWithTwoFactor, type LoginResult } from './login';
import { reauthenticate } from './reauth';
import { requestPasswordRecovery, resetPassword, verifyRecoveryCode } from './recovery';
import {
  loginSchema,
  newPasswordSchema,
  recoverPasswordSchema,
  reauthSchema,
  resendDeviceCodeSchema,
  totpDisableSchema,
  totpEnableSchema,
  twoFactorLoginSchema,
  verifyCodeSchema,
  verifyDeviceSchema,
} from './schema';
import { revokeSession, revokeSessionById } from './sessions';
import { forgetReauthentication } from './sudo';
import { disableTotp, enableTotp, startTotpSetup, TwoFactorChallenge } from './two-factor';

// The sign-in API: password, two-factor and device steps, password recovery, first access, two-factor
// setup and sudo mode, declared once (lib/core/operation.ts). The screens' server actions
// (lib/api/actions/auth.ts …) call the same functions with the session cookie instead of a token.

const tag = 'Authentication';
const signedInAnswer = { ...success(userExample, 'Signed in.'), token: 'kq3V…(64 characters)', expiresAt: NOW };
const signInDescription =
  'Answers the user in `data`, and beside it the session `token` (send it as `Authorization: Bearer <token>`) and its `expiresAt`.';

/** The request's headers: the API request's, or (from a server action) the page request's. */
async function headersOf(request: Request | null): Promise<Headers> {
  return request ? request.headers : await headers();
}

/** The client's address and browser, for rate limits and the sign-in record. */
async function clientOf(request: Request | null): Promise<{ ip: string; userAgent: string | null }> {
  const h = await headersOf(request);
  return { ip: clientIp(h, env().TRUST_PROXY), userAgent: h.get('user-agent') };
}

/** The remembered-device cookie the client sent. */
async function deviceCookieOf(request: Request | null): Promise<string | undefined> {
  // routes() hands run the NextRequest, whose cookies are parsed already.
  if (request) return 'cookies' in request ? (request as NextRequest).cookies.get(DEVICE_COOKIE)?.value : undefined;
  return (await cookies()).get(DEVICE_COOKIE)?.value;
}

/** The sign-in answer: the user in `data`, the session's token and end beside it. */
async function signedIn({ userId, session }: LoginResult, t: Translate): Promise<NextResponse> {
  const user = await findUserProfile(userId);
  return ok(user && presentUser(user), { message: t('Success.login'), extra: { token: session.token, expiresAt: session.expiresAt.toISOString() } });
}

/** Refusals of a sign-in step with a session at the end of it. */
const signInRefusals = {
  403: 'The account is inactive or blocked, or the device must be verified (errorCode DEVICE_VERIFICATION_REQUIRED).',
} as const;

/** Auth.js answers these itself (app/api/nextauth/[...nextauth]/route.ts): they are described, never routed from here. */
function answeredByAuthJs(): never {
  throw new Error('answered by Auth.js');
}

const authJsDoc = {
  tag,
  params: { nextauth: 'The Auth.js action and its arguments (session, csrf, providers, signin, signout, callback/credentials …).' },
  produces: 'application/json',
} satisfies Partial<OperationDoc>;

export const authOperations = {
  signIn: operation({
    method: 'POST',
    path: '/api/auth/auth',
    access: 'public',
    input: loginSchema,
    run: async ({ input, request }) => {
      try {
        return await login(input, { ...(await clientOf(request)), kind: 'api', deviceCookie: await deviceCookieOf(request) });
      } catch (error) {
        // Two-factor on: the password was right, no token yet; the code goes to POST /api/auth/auth/two-factor.
        if (error instanceof TwoFactorChallenge) return error;
        throw error;
      }
    },
    respond: (outcome, { t }) =>
      outcome instanceof TwoFactorChallenge
        ? ok({ twoFactorRequired: true, challenge: outcome.challenge, expiresAt: outcome.expiresAt.toISOString() }, { message: t('TwoFactor.required') })
        : signedIn(outcome, t),
    doc: {
      tag,
      summary: 'Sign in',
      description: `${signInDescription} With two-factor sign-in on, the answer is \`{two_factor_required: true, challenge, expires_at}\` and no token: send the code to POST /api/auth/auth/two-factor. Under device verification an unknown client gets 403 DEVICE_VERIFICATION_REQUIRED with \`data.challenge\` (continue with POST /api/auth/verify-device).`,
      responses: {
        200: 'Signed in (or the two-factor challenge).',
        401: 'Wrong email or password.',
        ...signInRefusals,
        429: 'Too many attempts for this account or address (Retry-After says when to try again).',
      },
      example: signedInAnswer,
    },
  }),
  // Second step for a person with two-factor on: answers like POST /api/auth/auth, or 403
  // DEVICE_VERIFICATION_REQUIRED when device verification still has to confirm this client.
  signInTwoFactor: operation({
    method: 'POST',
    path: '/api/auth/auth/two-factor',
    access: 'public',
    input: twoFactorLoginSchema,
    run: async ({ input, request }) => loginWithTwoFactor(input, { ...(await clientOf(request)), kind: 'api', deviceCookie: await deviceCookieOf(request) }),
    respond: (outcome, { t }) => signedIn(outcome, t),
    doc: {
      tag,
      summary: 'Sign in: the two-factor code',
      description: `Second step of POST /api/auth/auth for a person with two-factor sign-in on: the challenge and a code from the authenticator app (or a recovery code). ${signInDescription}`,
      responses: { 200: 'Signed in.', 401: 'Wrong code or expired challenge.', ...signInRefusals, 429: 'Too many attempts.' },
      example: signedInAnswer,
    },
  }),
  // Second step under device verification: answers like POST /api/auth/auth and sets the
  // remembered-device cookie, which later sign-ins from this client must send.
  verifyDevice: operation({
    method: 'POST',
    path: '/api/auth/verify-device',
    access: 'public',
    input: verifyDeviceSchema,
    run: async ({ input, request }) => {
      const result = await loginWithDeviceCode(input, { ...(await clientOf(request)), kind: 'api' });
      return { result, deviceCookie: rememberDevice(await deviceCookieOf(request), result.userId) };
    },
    respond: async ({ result, deviceCookie }, { t }) => {
      const res = await signedIn(result, t);
      res.cookies.set(DEVICE_COOKIE, deviceCookie, deviceCookieOptions());
      return res;
    },
    doc: {
      tag,
      summary: 'Sign in: the device code',
      description: `Second step of a sign-in under device verification: the challenge and the code emailed to the user. ${signInDescription} Sets the remembered-device cookie, which later sign-ins from this client must send.`,
      responses: { 200: 'Signed in.', 410: 'The challenge expired: sign in again.', 429: 'Too many attempts.' },
      example: signedInAnswer,
    },
  }),
  resendDeviceCode: operation({
    method: 'POST',
    path: '/api/auth/verify-device/resend',
    access: 'public',
    input: resendDeviceCodeSchema,
    run: async ({ input, request }) => {
      const { expiresAt } = await resendDeviceCode(input, await clientOf(request));
      // expiresAt as the sign-in answer spells it beside the token.
      return verbatim({ expiresAt: expiresAt.toISOString() });
    },
    message: 'VerifyDevice.resent',
    refusal: fieldFormRefusal,
    doc: {
      tag,
      summary: 'Send the device code again',
      responses: { 200: 'A new code was sent; `data.expiresAt` says until when the challenge holds.', 410: 'The challenge expired: sign in again.', 429: 'Too soon, or too many codes.' },
      example: success({ expiresAt: NOW }, 'A new code was sent.'),
    },
  }),
  signOut: operation({
    method: 'POST',
    path: '/api/auth/auth/logout',
    access: 'own-account',
    allowFirstAccess: true,
    run: async ({ user, token }) => {
      if (token) await revokeSession(token);
      else await revokeSessionById(user.sessionId);
      return null;
    },
    message: 'Success.logout',
    doc: {
      tag,
      summary: 'Sign out',
      description: 'Ends the session of this request (the Bearer token, or the cookie session).',
      responses: { 200: 'Signed out.' },
      example: success(null, 'Signed out.'),
    },
  }),
  firstAccess: operation({
    method: 'POST',
    path: '/api/auth/first-access',
    access: 'own-account',
    allowFirstAccess: true,
    input: newPasswordSchema,
    run: async ({ user, input }) => {
      await completeFirstAccess(user, input);
      const profile = await findUserProfile(user.id);
      return profile && presentUser(profile);
    },
    message: 'FirstAccess.success',
    doc: {
      tag,
      summary: 'Choose a password at first access',
      description: 'A user created by an administrator signs in with the one-time password, then chooses their own here; the account becomes active.',
      responses: { 200: 'The user, now active.', 409: 'The account is not in first access.' },
      example: success(userExample, 'Password saved.'),
    },
  }),
  // The same answer whether or not the email belongs to an account.
  recoverPassword: operation({
    method: 'POST',
    path: '/api/auth/recover-password',
    access: 'public',
    input: recoverPasswordSchema,
    run: async ({ input, request }) => {
      await requestPasswordRecovery(input, await clientOf(request));
      return null;
    },
    message: 'Success.recoveryEmailSent',
    refusal: fieldFormRefusal,
    doc: {
      tag,
      summary: 'Ask for a password-recovery code',
      description: 'Emails a code to the address. The same answer whether or not the email belongs to an account.',
      responses: { 200: 'If the address has an account, a code was sent.', 429: 'Too many requests.' },
      example: success(null, 'If the address has an account, we sent a code to it.'),
    },
  }),
  // A right code answers the address parts of the new-password screen: /reset-password/{id}/{token}.
  verifyCode: operation({
    method: 'POST',
    path: '/api/auth/verify-code',
    access: 'public',
    input: verifyCodeSchema,
    run: async ({ input, request }) => verifyRecoveryCode(input, await clientOf(request)),
    doc: {
      tag,
      summary: 'Check a password-recovery code',
      description: 'A right code answers the two address parts of the new-password step: POST /api/auth/reset-password/{id}/{token}.',
      responses: { 200: 'The id and token for the reset.', 422: 'Wrong code or email.', 429: 'Too many attempts.' },
      example: success({ id: 7, token: 'Zt6m…(43 characters)' }),
    },
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/api/auth/reset-password/{id}/{token}',
    access: 'public',
    input: newPasswordSchema,
    run: async ({ params, input, request }) => {
      await resetPassword(params.id, params.token, input, await clientOf(request));
      return null;
    },
    message: 'Success.passwordReset',
    doc: {
      tag,
      summary: 'Set a new password with a recovery link',
      description: "The user's sessions end; they sign in with the new password.",
      params: { id: "The user's id, from POST /api/auth/verify-code.", token: 'The one-time token, from POST /api/auth/verify-code.' },
      responses: { 200: 'The password was changed.', 404: 'The link is unknown, used or expired.', 429: 'Too many attempts.' },
      example: success(null, 'Password changed.'),
    },
  }),
  totpSetup: operation({
    method: 'POST',
    path: '/api/auth/totp/setup',
    access: 'own-account',
    allowTwoFactorSetup: true,
    run: async ({ user }) => {
      // The QR code is the back office's; the API answers the secret and its otpauth:// URL.
      const { secret, otpauthUrl } = await startTotpSetup(user);
      return { secret, otpauthUrl };
    },
    doc: {
      tag,
      summary: 'Start two-factor setup',
      description: "A new pending secret for the caller's authenticator app (as text and as an otpauth:// URL for a QR code); POST /api/auth/totp/enable confirms it.",
      responses: { 200: 'The pending secret.', 409: 'Two-factor sign-in is already on.' },
      example: success({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Vitrine:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine' }),
    },
  }),
  // The recovery codes are in this answer only.
  totpEnable: operation({
    method: 'POST',
    path: '/api/auth/totp/enable',
    access: 'own-account',
    allowTwoFactorSetup: true,
    input: totpEnableSchema,
    run: async ({ user, input }) => ({ recoveryCodes: await enableTotp(user, input) }),
    message: 'TwoFactor.profile.enabled',
    doc: {
      tag,
      summary: 'Turn two-factor sign-in on',
      description: 'A right code for the pending secret turns it on. The recovery codes are in this answer only.',
      responses: { 200: 'On; the recovery codes.', 409: 'Already on, or no setup was started.', 422: 'Wrong code.' },
      example: success({ recovery_codes: ['4f7k-2m9q', 'x8c3-p6vt', '…'] }, 'Two-factor sign-in is on.'),
    },
  }),
  totpDisable: operation({
    method: 'POST',
    path: '/api/auth/totp/disable',
    access: 'own-account',
    input: totpDisableSchema,
    run: async ({ user, input, request }) => {
      await disableTotp(user, input, await clientOf(request));
      return null;
    },
    message: 'TwoFactor.profile.disabled',
    doc: {
      tag,
      summary: 'Turn two-factor sign-in off',
      description: "Needs the caller's password.",
      responses: { 200: 'Off.', 409: 'It was not on.', 422: 'Wrong password.' },
      example: success(null, 'Two-factor sign-in is off.'),
    },
  }),
  // {password} or {code} → sudo mode for this session.
  reauth: operation({
    method: 'POST',
    path: '/api/auth/reauth',
    access: 'own-account',
    input: reauthSchema,
    run: async ({ user, input, request }) => {
      const { reauthenticatedUntil } = await reauthenticate(user, input, await clientOf(request));
      return { reauthenticatedUntil: reauthenticatedUntil.toISOString() };
    },
    message: 'Reauth.success',
    doc: {
      tag,
      summary: 'Confirm it’s you (sudo mode)',
      description:
        'Send `password`, or `code` (a current code from the authenticator app, for a person with two-factor sign-in on). For the next 15 minutes this session (the Bearer token, or the cookie session) may make the sudo-mode changes: roles and grants, creating or deleting users, API keys, webhooks, code injection, resetting someone’s two-factor. Without it they answer 403 REAUTH_REQUIRED. A wrong password or code counts as a failed sign-in of the account (the same limits). API keys cannot call it and need not: their grants are fixed.',
      responses: { 200: '`data.reauthenticated_until`: when the window ends.', 422: 'Wrong password or code (`errors` names the field), or a code for an account without two-factor sign-in.', 429: 'Too many attempts.' },
      data: { type: 'object', properties: { reauthenticated_until: { type: 'string', format: 'date-time' } }, required: ['reauthenticated_until'] },
      example: success({ reauthenticated_until: NOW }, 'Confirmed. You won’t be asked again for 15 minutes.'),
    },
  }),
  // Ends this session's sudo mode now (leaving the desk).
  endReauth: operation({
    method: 'DELETE',
    path: '/api/auth/reauth',
    access: 'own-account',
    run: async ({ user }) => {
      await forgetReauthentication(user.sessionId);
      return null;
    },
    message: 'Reauth.ended',
    doc: {
      tag,
      summary: 'End sudo mode now',
      description: 'The next sudo-mode change of this session asks for the password again (403 REAUTH_REQUIRED), as when stepping away from the desk. Needs no proof: it only takes a privilege away.',
      responses: { 200: 'Ended.' },
      example: success(null, 'Sudo mode ended: the next sensitive change will ask for your password.'),
    },
  }),
  // Described only: the route file exports Auth.js's own handlers.
  authJsGet: operation({
    method: 'GET',
    path: '/api/nextauth/{nextauth}',
    access: 'public',
    run: answeredByAuthJs,
    doc: {
      ...authJsDoc,
      summary: "Auth.js's own endpoints (GET)",
      description: "The browser sign-in of the site's pages (session, CSRF token, providers, sign-out page), answered by Auth.js in its own format, not the envelope. API clients use POST /api/auth/auth instead.",
      responses: { 200: "Auth.js's answer." },
      example: { csrfToken: `${KEY.replaceAll('-', '')}` },
    },
  }),
  authJsPost: operation({
    method: 'POST',
    path: '/api/nextauth/{nextauth}',
    access: 'public',
    run: answeredByAuthJs,
    doc: {
      ...authJsDoc,
      summary: "Auth.js's own endpoints (POST)",
      description: "The site's sign-in form posts here (callback/credentials, signout). API clients use POST /api/auth/auth instead.",
      params: { nextauth: 'The Auth.js action and its arguments.' },
      responses: { 200: "Auth.js's answer.", 302: 'A redirect, as Auth.js answers a form post.' },
    },
  }),
};
