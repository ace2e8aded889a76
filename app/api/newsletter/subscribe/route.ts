import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { subscribe } from '@/lib/newsletter/commands';
import { subscribeInputSchema } from '@/lib/newsletter/schema';

// Public. The message says what happened (check your email, subscribed, already registered …).
export const POST = apiHandler(async ({ req, t, locale }) => {
  const input = await parseJson(req, subscribeInputSchema);
  const result = await subscribe(input, { ip: requestContext(req).ip, locale });
  return ok({ status: result.outcome }, { message: t(result.messageKey) });
});
