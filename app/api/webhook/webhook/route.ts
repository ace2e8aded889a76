import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createWebhook } from '@/lib/webhooks/commands';
import { webhookInputSchema } from '@/lib/webhooks/schema';

// POST /api/webhook/webhook {url, events, active?} → 201 {data: {id, unique_key, secret}}: the signing
// secret is shown this once. Capability `webhooks`; a refused address or unknown event → 422.
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, webhookInputSchema);
    const created = await createWebhook(user, body);
    return ok(created, { status: 201, message: t('Webhooks.success.created') });
  },
  { route: 'webhooks' },
);
