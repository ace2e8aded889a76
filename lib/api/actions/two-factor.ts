'use server';

import { serverAction } from '../server-action';
import { headers } from 'next/headers';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '../action-result';
import { env } from '@/lib/env';
import { parseInput } from '@/lib/core/command';
import { totpDisableSchema, totpEnableSchema } from '@/lib/auth/schema';
import { clientIp } from '@/lib/auth/client-ip';
import { disableTotp, enableTotp, startTotpSetup, type TotpSetup } from '@/lib/auth/two-factor';

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
  return runActionWithData((user) => enableTotp(user, parseInput(totpEnableSchema, { code })), 'TwoFactor.profile.enabled', profileAction);
}, profileAction);

export const disableTotpAction = serverAction(async (input: { password: string; code: string }): Promise<ActionResult> => {
  const ip = clientIp(await headers(), env().TRUST_PROXY);
  return runAction((user) => disableTotp(user, parseInput(totpDisableSchema, input), { ip }), 'TwoFactor.profile.disabled', profileAction);
}, profileAction);
