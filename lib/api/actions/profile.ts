'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { changeOwnPassword } from '@/lib/auth/password-change';
import { revokeOtherSessions, revokeOwnSession } from '@/lib/auth/session-list';
import { parseInput } from '@/lib/core/command';
import { env } from '@/lib/env';
import { updateOwnProfile } from '@/lib/users/commands';
import { ownProfileInputSchema, type OwnProfileInput, type PasswordChangeInput } from '@/lib/users/schema';
import { runAction, type ActionOptions, type ActionResult } from '../action-result';
import { serverAction } from '../server-action';

// Server actions of the own-profile screen (/admin/settings-profile and the settings' profile tab).
// Written here rather than derived: the screen's route is `settings-profile` (the API's twins are open
// to any person's own account), and each calls the same function as the API. The password change
// keeps the session of this browser: only the row of the session in use survives, and the Auth.js
// cookie holds that session's token, so nothing about the cookie changes.
// fieldErrors by the API's names (name, last_name, phone, current_password, password …); errorCode FIRST_ACCESS_REQUIRED, CURRENT_SESSION …

const profileAction: ActionOptions = { route: 'settings-profile', logLabel: 'profile action failed' };

export const updateOwnProfileAction = serverAction(async (input: OwnProfileInput): Promise<ActionResult> => {
  return runAction((user) => updateOwnProfile(user, parseInput(ownProfileInputSchema, input)), 'Success.userUpdated', profileAction);
}, profileAction);

export const changeOwnPasswordAction = serverAction(async (input: PasswordChangeInput): Promise<ActionResult> => {
  const ip = clientIp(await headers(), env().TRUST_PROXY);
  return runAction((user) => changeOwnPassword(user, input, { ip }), 'Success.passwordReset', profileAction);
}, profileAction);

export const revokeSessionAction = serverAction(async (sessionId: number): Promise<ActionResult> => {
  return runAction((user) => revokeOwnSession(user, sessionId), 'MyProfile.sessions.ended', profileAction);
}, profileAction);

export const revokeOtherSessionsAction = serverAction(async (): Promise<ActionResult> => {
  return runAction((user) => revokeOtherSessions(user), (ended, t) => t('MyProfile.sessions.othersEnded', { count: ended }), profileAction);
}, profileAction);
