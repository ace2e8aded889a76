'use server';

import { serverAction } from '@/lib/api/server-action';
import { headers } from 'next/headers';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { clientIp } from '@/lib/auth/client-ip';
import { changeOwnPassword } from '@/lib/auth/password-change';
import { revokeOtherSessions, revokeOwnSession } from '@/lib/auth/session-list';
import { env } from '@/lib/env';
import { updateOwnProfile } from './commands';
import type { OwnProfileInput, PasswordChangeInput } from './schema';

// Server actions of the own-profile screen (/admin/settings-profile and the settings' profile tab):
// each checks the route and calls the same function as the API. The password change keeps the session
// of this browser: only the row of the session in use survives, and the Auth.js cookie holds that
// session's token, so nothing about the cookie changes.

/** fieldErrors by the API's names (name, last_name, phone, current_password, password …); errorCode FIRST_ACCESS_REQUIRED, CURRENT_SESSION … */
export type ProfileActionResult = ActionResult;

const profileAction: ActionOptions = { route: 'settings-profile', logLabel: 'profile action failed' };

export const updateOwnProfileAction = serverAction(async (input: OwnProfileInput): Promise<ProfileActionResult> => {
  return runAction((user) => updateOwnProfile(user, input), 'Success.userUpdated', profileAction);
}, profileAction);

export const changeOwnPasswordAction = serverAction(async (input: PasswordChangeInput): Promise<ProfileActionResult> => {
  const ip = clientIp(await headers(), env().TRUST_PROXY);
  return runAction((user) => changeOwnPassword(user, input, { ip }), 'Success.passwordReset', profileAction);
}, profileAction);

export const revokeSessionAction = serverAction(async (sessionId: number): Promise<ProfileActionResult> => {
  return runAction((user) => revokeOwnSession(user, sessionId), 'MyProfile.sessions.ended', profileAction);
}, profileAction);

export const revokeOtherSessionsAction = serverAction(async (): Promise<ProfileActionResult> => {
  return runAction((user) => revokeOtherSessions(user), (ended, t) => t('MyProfile.sessions.othersEnded', { count: ended }), profileAction);
}, profileAction);
