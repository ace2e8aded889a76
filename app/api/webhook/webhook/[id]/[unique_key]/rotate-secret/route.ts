import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { rotateWebhookSecret } from '@/lib/webhooks/commands';

// POST /api/webhook/webhook/{id}/{unique_key}/rotate-secret → {data: {id, unique_key, secret}}: the new
// secret, shown this once; the old one stops signing at once.
export const POST = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) =>
    ok(await rotateWebhookSecret(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Webhooks.success.secretRotated') }),
  { route: 'webhooks' },
);
