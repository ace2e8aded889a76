import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { totpDisableSchema } from '@/lib/auth/schema';
import { disableTotp } from '@/lib/auth/two-factor';

export const POST = apiHandler(
  async ({ req, user, t }) => {
    const input = await parseJson(req, totpDisableSchema);
    await disableTotp(user, input, requestContext(req));
    return ok(null, { message: t('TwoFactor.profile.disabled') });
  },
  { auth: true, personOnly: true },
);
