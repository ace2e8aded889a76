import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { requestPasswordRecovery } from '@/lib/auth/recovery';
import { recoverPasswordSchema } from '@/lib/auth/schema';

// The same answer whether or not the email belongs to an account.
export const POST = apiHandler(async ({ req, t }) => {
  const input = await parseJson(req, recoverPasswordSchema);
  await requestPasswordRecovery(input, requestContext(req));
  return ok(null, { message: t('Success.recoveryEmailSent') });
});
