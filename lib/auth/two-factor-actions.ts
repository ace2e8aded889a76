'use server';

import { serverAction } from '@/lib/api/server-action';
import { headers } from 'next/headers';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { env } from '@/lib/env';
import { clientIp } from './client-ip';
import { disableTotp, enableTotp, startTotpSetup, type TotpSetup } from './two-factor';

// Server actions of the two-factor card of "Meu perfil": the same functions as POST /api/auth/totp/*.
// Open to a member whose role requires two-factor and who has not set it up (settings-profile is the
// one screen they may open).

const profileAction: ActionOptions = { route: 'settings-profile', logLabel: 'two-factor action failed' };

/** A new secret: its QR code (SVG, rendered here) and its text, for the authenticator app. */
export const startTotpSetupAction = serverAction(async (): Promise<ActionResult<TotpSetup>> => {
  return runActionWithData((user) => startTotpSetup(user), 'TwoFactor.profile.scan', profileAction);
}, profileAction);

/** The confirming code; answers the 10 recovery codes, shown once. */
export const enableTotpAction = serverAction(async (code: string): Promise<ActionResult<string[]>> => {
  return runActionWithData((user) => enableTotp(user, { code }), 'TwoFactor.profile.enabled', profileAction);
}, profileAction);

export const disableTotpAction = serverAction(async (input: { password: string; code: string }): Promise<ActionResult> => {
  const ip = clientIp(await headers(), env().TRUST_PROXY);
  return runAction((user) => disableTotp(user, input, { ip }), 'TwoFactor.profile.disabled', profileAction);
}, profileAction);
