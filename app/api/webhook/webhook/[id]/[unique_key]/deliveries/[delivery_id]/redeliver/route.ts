import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { redeliverWebhook } from '@/lib/webhooks/commands';

// POST /api/webhook/webhook/{id}/{unique_key}/deliveries/{delivery_id}/redeliver → 202 {data: delivery}:
// the same event again, as a new delivery with its own X-Vitrine-Delivery id.
export const POST = apiHandler<{ id: string; unique_key: string; delivery_id: string }>(
  async ({ params, user, t }) =>
    ok(await redeliverWebhook(user, { id: params.id, uniqueKey: params.unique_key }, params.delivery_id), {
      status: 202,
      message: t('Webhooks.success.redelivered'),
    }),
  { route: 'webhooks' },
);
