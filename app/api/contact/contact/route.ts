import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { requestContext } from '@/lib/api/request-context';
import { submitContact } from '@/lib/contact/commands';
import { contactInputSchema } from '@/lib/contact/schema';

// Public. 201 with the reply-time message; a caught (spam) submission answers the same.
export const POST = apiHandler(async ({ req, t, locale }) => {
  const input = await parseJson(req, contactInputSchema);
  const result = await submitContact(input, { ip: requestContext(req).ip, locale });
  return ok(
    { id: result.id, unique_key: result.uniqueKey, reply: result.replyDay },
    { status: 201, message: t(`Contact.success.${result.replyDay}`) },
  );
});
