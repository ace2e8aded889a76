import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { resetPassword } from '@/lib/auth/recovery';
import { newPasswordSchema } from '@/lib/auth/schema';

export const POST = apiHandler<{ id: string; token: string }>(async ({ req, params, t }) => {
  const input = await parseJson(req, newPasswordSchema);
  await resetPassword(params.id, params.token, input, requestContext(req));
  return ok(null, { message: t('Success.passwordReset') });
});
