import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { totpEnableSchema } from '@/lib/auth/schema';
import { enableTotp } from '@/lib/auth/two-factor';

// A right code for the pending secret turns two-factor on; the recovery codes are in this answer only.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const input = await parseJson(req, totpEnableSchema);
    const recoveryCodes = await enableTotp(user, input);
    return ok({ recoveryCodes }, { message: t('TwoFactor.profile.enabled') });
  },
  { auth: true, allowTwoFactorSetup: true, personOnly: true },
);
