import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { verifyRecoveryCode } from '@/lib/auth/recovery';
import { verifyCodeSchema } from '@/lib/auth/schema';

// A right code answers the address parts of the new-password screen: /reset-password/{id}/{token}.
export const POST = apiHandler(async ({ req }) => {
  const input = await parseJson(req, verifyCodeSchema);
  return ok(await verifyRecoveryCode(input, requestContext(req)));
});
