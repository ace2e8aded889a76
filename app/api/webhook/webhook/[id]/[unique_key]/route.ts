import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteWebhook, updateWebhook } from '@/lib/webhooks/commands';
import { webhookUpdateSchema } from '@/lib/webhooks/schema';

type Params = { id: string; unique_key: string };

// PUT /api/webhook/webhook/{id}/{unique_key} {url?, events?, active?} → {data: endpoint}: the fields
// left out keep their value; active=false pauses, active=true resumes (and clears a failing pause).
export const PUT = apiHandler<Params>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, webhookUpdateSchema);
    const view = await updateWebhook(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(view, { message: t('Webhooks.success.updated') });
  },
  { route: 'webhooks' },
);

// DELETE /api/webhook/webhook/{id}/{unique_key} → {data: {id, unique_key}}: the endpoint and its deliveries.
export const DELETE = apiHandler<Params>(
  async ({ params, user, t }) => ok(await deleteWebhook(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Webhooks.success.deleted') }),
  { route: 'webhooks' },
);
