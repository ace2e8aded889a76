import { verbatim } from '@/lib/core/api-case';
import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { resendDeviceCode } from '@/lib/auth/device';
import { resendDeviceCodeSchema } from '@/lib/auth/schema';

export const POST = apiHandler(async ({ req, t }) => {
  const input = await parseJson(req, resendDeviceCodeSchema);
  const { expiresAt } = await resendDeviceCode(input, requestContext(req));
  // expiresAt as the sign-in answer spells it beside the token.
  return ok(verbatim({ expiresAt: expiresAt.toISOString() }), { message: t('VerifyDevice.resent') });
});
