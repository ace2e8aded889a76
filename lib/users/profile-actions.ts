'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { clientIp } from '@/lib/auth/client-ip';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { changeOwnPassword } from '@/lib/auth/password-change';
import { revokeOtherSessions, revokeOwnSession } from '@/lib/auth/session-list';
import { env } from '@/lib/env';
import { translator, type Translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { updateOwnProfile } from './commands';
import type { OwnProfileInput, PasswordChangeInput } from './schema';

// Server actions of the own-profile screen (/admin/settings-profile and the settings' profile tab).
// Each checks the route (requireRoute redirects, outside the try/catch) and calls the same function
// as the API. The password change keeps the session of this browser: only the row of the session in
// use survives, and the Auth.js cookie holds that session's token, so nothing about the cookie changes.

export interface ProfileActionResult {
  ok: boolean;
  message: string;
  /** Translated messages by field (the API's names: name, last_name, phone, current_password, password …). */
  fieldErrors?: Record<string, string>;
  /** FIRST_ACCESS_REQUIRED, CURRENT_SESSION … */
  errorCode?: string;
}

async function run(work: (user: CurrentUser) => Promise<unknown>, success: (t: Translate, outcome: unknown) => string): Promise<ProfileActionResult> {
  const user = await requireRoute('settings-profile');
  const t = translator(await getLocale());
  try {
    const outcome = await work(user);
    return { ok: true, message: success(t, outcome) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error }, 'profile action failed');
      return { ok: false, message: t('Errors.actionFailed') };
    }
    const fieldErrors = error.options.fieldErrors?.length
      ? Object.fromEntries(error.options.fieldErrors.map((f) => [f.field, t(f.messageKey)]))
      : undefined;
    return {
      ok: false,
      message: t(error.messageKey, error.options.values),
      ...(fieldErrors && { fieldErrors }),
      ...(error.options.errorCode && { errorCode: error.options.errorCode }),
    };
  }
}

export async function updateOwnProfileAction(input: OwnProfileInput): Promise<ProfileActionResult> {
  return run((user) => updateOwnProfile(user, input), (t) => t('Success.userUpdated'));
}

export async function changeOwnPasswordAction(input: PasswordChangeInput): Promise<ProfileActionResult> {
  const ip = clientIp(await headers(), env().TRUST_PROXY);
  return run((user) => changeOwnPassword(user, input, { ip }), (t) => t('Success.passwordReset'));
}

export async function revokeSessionAction(sessionId: number): Promise<ProfileActionResult> {
  return run((user) => revokeOwnSession(user, sessionId), (t) => t('MyProfile.sessions.ended'));
}

export async function revokeOtherSessionsAction(): Promise<ProfileActionResult> {
  return run(
    (user) => revokeOtherSessions(user),
    (t, ended) => t('MyProfile.sessions.othersEnded', { count: ended as number }),
  );
}
