import { JSON_BODY_LIMIT, readFormData } from '@/lib/core/body';
import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { getUnsubscribeView, unsubscribe } from '@/lib/newsletter/commands';
import { unsubscribeInputSchema } from '@/lib/newsletter/schema';

type Params = { uniqueKey: string; id: string };

// GET changes nothing: the current newsletter status and the reasons to choose from.
export const GET = apiHandler<Params>(async ({ params, t }) => {
  const view = await getUnsubscribeView(params.uniqueKey, params.id);
  return ok({
    id: view.id,
    newsletter_status: view.newsletterStatus,
    reasons: view.reasons.map((value) => ({ value, label: t(`Unsubscribe.reasons.${value}`) })),
  });
});

/**
 * POST {reason, reason_text?} (JSON), or the RFC 8058 one-click body `List-Unsubscribe=One-Click`
 * (application/x-www-form-urlencoded or multipart/form-data) that mail clients send.
 */
export const POST = apiHandler<Params>(async ({ req, params, t }) => {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await readFormData(req, JSON_BODY_LIMIT);
    if (form.get('List-Unsubscribe') !== 'One-Click') throw errors.badRequest();
    const result = await unsubscribe(params.uniqueKey, params.id, null, { oneClick: true });
    return ok({ id: result.leadId, newsletter_status: result.newsletterStatus }, { message: t('Unsubscribe.done') });
  }
  // Check the pair before the body, so a wrong pair is 404 whatever it carries.
  await getUnsubscribeView(params.uniqueKey, params.id);
  const input = await parseJson(req, unsubscribeInputSchema);
  const result = await unsubscribe(params.uniqueKey, params.id, input);
  return ok({ id: result.leadId, newsletter_status: result.newsletterStatus }, { message: t('Unsubscribe.done') });
});
