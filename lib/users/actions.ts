'use server';

import { serverAction } from '@/lib/api/server-action';
import { getLocale } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { env } from '@/lib/env';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { changeUserStatus, createUser, deleteUser, resetUserTwoFactor, updateUserAndRoles } from './commands';
import type { UserInput } from './schema';

// Server actions of the users page: each checks the route and calls the same command as the /api/user routes.

/** fieldErrors by name, last_name, email, position, permission, cpf, phone …; errorCode OWN_STATUS, OWN_ACCOUNT, LAST_USERS_MANAGER, CANNOT_GRANT … */
export type UserActionResult = ActionResult;

/** What the "access information" dialog shows once after a creation. */
export interface NewUserAccess {
  loginUrl: string;
  email: string;
  firstAccessPassword: string;
}

const userAction: ActionOptions = { route: 'users', logLabel: 'user action failed' };

/** The login page's absolute address in the language the admin is using. */
async function loginUrl(): Promise<string> {
  const locale = await getLocale();
  return absoluteUrl(localizedPath(isLocale(locale) ? locale : defaultLocale, '/login'), env().SITE_URL);
}

export const createUserAction = serverAction(async (input: UserInput): Promise<UserActionResult & { access?: NewUserAccess }> => {
  const { data: created, ...outcome } = await runActionWithData((user) => createUser(user, input), 'Success.userCreated', userAction);
  if (!created) return outcome;
  return { ...outcome, access: { loginUrl: await loginUrl(), email: created.user.email, firstAccessPassword: created.firstAccessPassword } };
}, userAction);

export const updateUserAction = serverAction(async (id: number, uniqueKey: string, input: UserInput): Promise<UserActionResult> => {
  return runAction(
    (user) => updateUserAndRoles(user, { id, uniqueKey }, input),
    (outcome, t) => t(outcome.rolesChanged ? 'Success.userRolesUpdated' : 'Success.userUpdated'),
    userAction,
  );
}, userAction);

export const changeUserStatusAction = serverAction(async (id: number, uniqueKey: string, status: string): Promise<UserActionResult> => {
  return runAction((user) => changeUserStatus(user, { id, uniqueKey }, { status }), 'Success.userStatusChanged', userAction);
}, userAction);

export const resetUserTwoFactorAction = serverAction(async (id: number, uniqueKey: string): Promise<UserActionResult> => {
  return runAction((user) => resetUserTwoFactor(user, { id, uniqueKey }), 'TwoFactor.reset.done', userAction);
}, userAction);

export const deleteUserAction = serverAction(async (id: number, uniqueKey: string): Promise<UserActionResult> => {
  return runAction((user) => deleteUser(user, { id, uniqueKey }), 'Success.userDeleted', userAction);
}, userAction);
