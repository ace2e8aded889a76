import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { sendTestEvent } from '@/lib/webhooks/commands';

// POST /api/webhook/webhook/{id}/{unique_key}/test → 202 {data: delivery}: a `webhook.test` event queued
// for this endpoint (sent even while it is paused).
export const POST = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) =>
    ok(await sendTestEvent(user, { id: params.id, uniqueKey: params.unique_key }), { status: 202, message: t('Webhooks.success.testQueued') }),
  { route: 'webhooks' },
);
