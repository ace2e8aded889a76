import { parseInput } from '@/lib/core/command';
import { EARLIER, exactly, KEY, keysData, noSuch, NOW, onePageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { createWebhook, deleteWebhook, redeliverWebhook, rotateWebhookSecret, sendTestEvent, updateWebhook } from './commands';
import { getWebhook, listDeliveries, listWebhooks } from './queries';
import { webhookDeliveriesQuerySchema, webhookInputSchema, webhookUpdateSchema } from './schema';

// The webhook endpoints' API and the webhooks pages' actions, declared once (lib/core/operation.ts).
// Creating, changing, re-keying and deleting an endpoint are sudo-mode changes, enforced by the command.

const operation = operationsFor({ tag: 'Webhooks', access: 'webhooks' });
const keyed = '/api/webhook/webhook/{id}/{unique_key}';
const notFound = noSuch('endpoint');

const endpointExample = {
  id: 3,
  unique_key: KEY,
  url: 'https://crm.example.com/hooks/vitrine',
  events: ['article.published', 'lead.created'],
  active: true,
  paused_reason: null,
  paused_at: null,
  failing_since: null,
  secret_prefix: 'whsec_Q2x9',
  owner: { id: 1, name: 'Admin', email: 'admin@example.com' },
  created_at: EARLIER,
  updated_at: NOW,
};

const deliveryExample = {
  id: 120,
  unique_key: '5b7e0d1c-2a3f-4b6c-9d8e-7f6a5b4c3d2e',
  event: 'webhook.test',
  event_id: 'evt_c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
  status: 'pending',
  status_code: null,
  duration_ms: null,
  attempts: 0,
  next_attempt_at: NOW,
  last_error: null,
  delivered_at: null,
  created_at: NOW,
};

/** `{id, unique_key, secret}`: an endpoint created or its secret rotated (the secret shown once). */
const createdData = exactly({ id: { type: 'integer' }, unique_key: { type: 'string' }, secret: { type: 'string', description: '`whsec_…`: shown this once.' } });
const created = { id: 3, unique_key: KEY, secret: 'whsec_Q2x9…(the whole secret, shown once)' };

// fieldErrors url, events; errorCode REAUTH_REQUIRED …
const refusal = { logLabel: 'webhook action failed' };

export const webhookOperations = {
  create: operation({
    method: 'POST',
    path: '/api/webhook/webhook',
    sudo: true,
    input: webhookInputSchema,
    // The signing secret is in this answer only (and in the action's data, shown once).
    run: ({ user, input }) => createWebhook(user, input),
    status: 201,
    message: 'Webhooks.success.created',
    refusal,
    doc: {
      summary: 'Create a webhook endpoint',
      description:
        'An HTTPS address that receives the chosen events (see the `webhooks` section of this document for the payload and its signature). The signing `secret` is in this answer only.',
      responses: { 201: 'The endpoint and its secret.' },
      data: createdData,
      example: success(created, 'Webhook endpoint created.'),
    },
  }),
  list: operation({
    method: 'GET',
    path: '/api/webhook/webhooks',
    run: ({ user }) => listWebhooks(user),
    doc: {
      summary: 'List webhook endpoints',
      description: 'Never a secret: `secret_prefix` tells which one a receiver holds.',
      responses: { 200: 'The endpoints.' },
      example: success([endpointExample]),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    sudo: true,
    input: webhookUpdateSchema,
    run: ({ user, key, input }) => updateWebhook(user, key, input),
    message: 'Webhooks.success.updated',
    refusal,
    doc: {
      summary: 'Update a webhook endpoint',
      description: 'Any of the fields; the ones left out keep their value. Resuming (active: true) clears a pause after failures.',
      responses: { 200: 'The endpoint, updated.', 404: notFound },
      example: success(endpointExample, 'Webhook endpoint updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    sudo: true,
    // The endpoint and its deliveries.
    run: ({ user, key }) => deleteWebhook(user, key),
    message: 'Webhooks.success.deleted',
    refusal,
    doc: {
      summary: 'Delete a webhook endpoint',
      responses: { 200: 'Deleted.', 404: notFound },
      data: keysData,
      example: success({ id: 3, unique_key: KEY }, 'Webhook endpoint deleted.'),
    },
  }),
  rotateSecret: operation({
    method: 'POST',
    path: `${keyed}/rotate-secret`,
    sudo: true,
    run: ({ user, key }) => rotateWebhookSecret(user, key),
    message: 'Webhooks.success.secretRotated',
    refusal,
    doc: {
      summary: 'Rotate the signing secret',
      description: 'A new secret, in this answer only; the old one stops signing at once.',
      responses: { 200: 'The new secret.', 404: notFound },
      data: createdData,
      example: success(created, 'Secret rotated.'),
    },
  }),
  test: operation({
    method: 'POST',
    path: `${keyed}/test`,
    run: ({ user, key }) => sendTestEvent(user, key),
    status: 202,
    message: 'Webhooks.success.testQueued',
    refusal,
    doc: {
      summary: 'Send a test event',
      description: 'Queues a `webhook.test` delivery to this endpoint, whatever it subscribed to, even while it is paused.',
      responses: { 202: 'The delivery, queued.', 404: notFound },
      example: success(deliveryExample, 'Test event queued.'),
    },
  }),
  deliveries: operation({
    method: 'GET',
    path: `${keyed}/deliveries`,
    run: async ({ user, key, query }) => {
      // The endpoint before the page: a missing endpoint is a 404 whatever ?page says, as the API has always answered.
      await getWebhook(user, key);
      return listDeliveries(user, key, parseInput(webhookDeliveriesQuerySchema, query));
    },
    headers: { 'Cache-Control': 'no-store' },
    doc: {
      summary: "List an endpoint's deliveries",
      queryParams: webhookDeliveriesQuerySchema,
      description: 'Newest first, 20 a page.',
      responses: { 200: onePageOf('deliveries'), 404: notFound },
      example: success({
        items: [{ ...deliveryExample, event: 'article.published', status: 'delivered', status_code: 200, duration_ms: 182, attempts: 1, next_attempt_at: null, delivered_at: deliveryExample.created_at }],
        total: 1,
      }),
    },
  }),
  redeliver: operation({
    method: 'POST',
    path: `${keyed}/deliveries/{delivery_id}/redeliver`,
    // The same event again, as a new delivery with its own X-Vitrine-Delivery id.
    run: ({ user, key, params }) => redeliverWebhook(user, key, params.deliveryId),
    status: 202,
    message: 'Webhooks.success.redelivered',
    refusal,
    doc: {
      summary: 'Deliver an event again',
      description: 'A new delivery of the same event: the same body (and event id), a new X-Vitrine-Delivery id. Sent even while the endpoint is paused.',
      params: { delivery_id: { description: 'The delivery to send again (one of this endpoint).', schema: { type: 'integer', minimum: 1 } } },
      responses: { 202: 'The new delivery, queued.', 404: 'No such endpoint, or the delivery belongs to another one.' },
      example: success({ ...deliveryExample, event: 'article.published' }, 'Delivery queued.'),
    },
  }),
};
