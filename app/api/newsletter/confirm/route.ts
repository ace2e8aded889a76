import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { confirmSubscription } from '@/lib/newsletter/commands';
import { confirmInputSchema } from '@/lib/newsletter/schema';

// Public. POST {token}: double opt-in confirmation (404 for an unknown, used or expired link).
export const POST = apiHandler(async ({ req, t }) => {
  const { token } = await parseJson(req, confirmInputSchema);
  await confirmSubscription(token);
  return ok({ newsletter_status: 'active' }, { message: t('Newsletter.confirmed') });
});
