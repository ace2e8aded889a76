'use server';

import { getLocale } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { changeUserStatus, createUser, deleteUser, updateUser } from './commands';
import type { UserInput } from './schema';

// Server actions of the users page. Each checks the route (requireRoute redirects, so it stays
// outside the try/catch) and calls the same command as the /api/user routes.

export interface UserActionResult {
  ok: boolean;
  message: string;
  /** Translated messages by field (name, last_name, email, position, permission, cpf, phone …). */
  fieldErrors?: Record<string, string>;
  /** OWN_STATUS, OWN_ACCOUNT, LAST_USERS_MANAGER, CANNOT_GRANT … */
  errorCode?: string;
}

/** What the "access information" dialog shows once after a creation. */
export interface NewUserAccess {
  loginUrl: string;
  email: string;
  firstAccessPassword: string;
}

async function run<T>(work: (user: CurrentUser) => Promise<T>, successKey: string): Promise<UserActionResult & { result?: T }> {
  const user = await requireRoute('users');
  const t = translator(await getLocale());
  try {
    const result = await work(user);
    return { ok: true, message: t(successKey), result };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error }, 'user action failed');
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

/** The login page's absolute address in the language the admin is using. */
async function loginUrl(): Promise<string> {
  const locale = await getLocale();
  return absoluteUrl(localizedPath(isLocale(locale) ? locale : defaultLocale, '/login'), env().SITE_URL);
}

export async function createUserAction(input: UserInput): Promise<UserActionResult & { access?: NewUserAccess }> {
  const { result, ...outcome } = await run((user) => createUser(user, input), 'Success.userCreated');
  if (!result) return outcome;
  return { ...outcome, access: { loginUrl: await loginUrl(), email: result.user.email, firstAccessPassword: result.firstAccessPassword } };
}

export async function updateUserAction(id: number, uniqueKey: string, input: UserInput): Promise<UserActionResult> {
  const { result: _profile, ...outcome } = await run((user) => updateUser(user, { id, uniqueKey }, input), 'Success.userUpdated');
  return outcome;
}

export async function changeUserStatusAction(id: number, uniqueKey: string, status: string): Promise<UserActionResult> {
  const { result: _profile, ...outcome } = await run((user) => changeUserStatus(user, { id, uniqueKey }, { status }), 'Success.userStatusChanged');
  return outcome;
}

export async function deleteUserAction(id: number, uniqueKey: string): Promise<UserActionResult> {
  const { result: _deleted, ...outcome } = await run((user) => deleteUser(user, { id, uniqueKey }), 'Success.userDeleted');
  return outcome;
}
