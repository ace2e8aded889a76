'use server';

import { getLocale } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { parseInput } from '@/lib/core/command';
import { env } from '@/lib/env';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { createUser, updateUserAndRoles } from '@/lib/users/commands';
import { userOperations as op } from '@/lib/users/operations';
import { userInputSchema, type NewUserAccess, type UserInput } from '@/lib/users/schema';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '../action-result';
import { operationAction } from '../operation-action';
import { serverAction } from '../server-action';

// The users page's server actions. Status, two-factor reset and deletion are the API's operations
// (lib/users/operations.ts); creation adds the access information the dialog shows once, and the edit
// is always a manager's (the API's PUT also serves one's own profile), so those two are written here,
// on the same commands and schema.

const userAction: ActionOptions = { route: 'users', logLabel: 'user action failed' };

/** The login page's absolute address in the language the admin is using. */
async function loginUrl(): Promise<string> {
  const locale = await getLocale();
  return absoluteUrl(localizedPath(isLocale(locale) ? locale : defaultLocale, '/login'), env().SITE_URL);
}

export const createUserAction = serverAction(async (input: UserInput): Promise<ActionResult & { access?: NewUserAccess }> => {
  const { data: created, ...outcome } = await runActionWithData((user) => createUser(user, parseInput(userInputSchema, input)), 'Success.userCreated', userAction);
  if (!created) return outcome;
  return { ...outcome, access: { loginUrl: await loginUrl(), email: created.user.email, firstAccessPassword: created.firstAccessPassword } };
}, userAction);

export const updateUserAction = serverAction(async (id: number, uniqueKey: string, input: UserInput): Promise<ActionResult> => {
  return runAction(
    (user) => updateUserAndRoles(user, { id, uniqueKey }, parseInput(userInputSchema, input)),
    (outcome, t) => t(outcome.rolesChanged ? 'Success.userRolesUpdated' : 'Success.userUpdated'),
    userAction,
  );
}, userAction);

export const changeUserStatusAction = operationAction(op.changeStatus);
export const resetUserTwoFactorAction = operationAction(op.resetTwoFactor);
export const deleteUserAction = operationAction(op.remove);
