'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { serverAction } from '../server-action';
import { toFormState, type ActionResult } from '@/lib/core/action-result';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { clientIp } from '@/lib/auth/client-ip';
import { requireUser } from '@/lib/auth/current-user';
import { reauthenticate } from '@/lib/auth/reauth';
import { reauthSchema, type ReauthInput } from '@/lib/auth/schema';
import { parseInput } from '@/lib/core/command';

// The back office's "confirm it's you" dialog (components/admin/reauth-dialog.tsx): the same function
// as POST /api/auth/reauth. Any signed-in staff member may prove it: the grant is checked by the
// change they then retry.

/** fieldErrors password or code (translated); 429 as a message. On success `data.reauthenticatedUntil` (ISO). */
export const reauthenticateAction = serverAction(async (input: ReauthInput): Promise<ActionResult<{ reauthenticatedUntil: string }>> => {
  // requireUser redirects by throwing, so it stays outside the try/catch that would swallow it.
  const user = await requireUser();
  const t = translator(await getLocale());
  try {
    const ip = clientIp(await headers(), env().TRUST_PROXY);
    const { reauthenticatedUntil } = await reauthenticate(user, parseInput(reauthSchema, input), { ip });
    return { ok: true, message: t('Reauth.success'), data: { reauthenticatedUntil: reauthenticatedUntil.toISOString() } };
  } catch (error) {
    return toFormState(error, t, { logLabel: 'reauth action failed' });
  }
}, { refusal: 'fields' });
