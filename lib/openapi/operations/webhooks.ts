import { webhookDeliveriesQuerySchema, webhookInputSchema, webhookUpdateSchema } from '@/lib/webhooks/schema';
import type { ApiOperation } from '../types';
import { webhookDeliveryExample, webhookEndpointExample } from '../examples';
import { KEY, success } from '@/lib/core/api-examples';
import { createdWebhookData, keysData } from '../schemas';

const tag = 'Webhooks';
const keyed = '/api/webhook/webhook/{id}/{unique_key}';
const notFound = 'No endpoint with this id and unique_key.';
const created = { id: 3, unique_key: KEY, secret: 'whsec_Q2x9…(the whole secret, shown once)' };

export const webhookOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/webhook/webhook',
    tag,
    summary: 'Create a webhook endpoint',
    description:
      'An HTTPS address that receives the chosen events (see the `webhooks` section of this document for the payload and its signature). The signing `secret` is in this answer only.',
    auth: 'webhooks',
    sudo: true,
    body: webhookInputSchema,
    responses: { 201: 'The endpoint and its secret.' },
    data: createdWebhookData,
    example: success(created, 'Webhook endpoint created.'),
  },
  {
    method: 'GET',
    path: '/api/webhook/webhooks',
    tag,
    summary: 'List webhook endpoints',
    description: 'Never a secret: `secret_prefix` tells which one a receiver holds.',
    auth: 'webhooks',
    responses: { 200: 'The endpoints.' },
    example: success([webhookEndpointExample]),
  },
  {
    method: 'PUT',
    path: keyed,
    tag,
    summary: 'Update a webhook endpoint',
    description: 'Any of the fields; the ones left out keep their value. Resuming (active: true) clears a pause after failures.',
    auth: 'webhooks',
    sudo: true,
    body: webhookUpdateSchema,
    responses: { 200: 'The endpoint, updated.', 404: notFound },
    example: success(webhookEndpointExample, 'Webhook endpoint updated.'),
  },
  {
    method: 'DELETE',
    path: keyed,
    tag,
    summary: 'Delete a webhook endpoint',
    auth: 'webhooks',
    sudo: true,
    responses: { 200: 'Deleted.', 404: notFound },
    data: keysData,
    example: success({ id: 3, unique_key: KEY }, 'Webhook endpoint deleted.'),
  },
  {
    method: 'POST',
    path: `${keyed}/rotate-secret`,
    tag,
    summary: 'Rotate the signing secret',
    description: 'A new secret, in this answer only; the old one stops signing at once.',
    auth: 'webhooks',
    sudo: true,
    responses: { 200: 'The new secret.', 404: notFound },
    data: createdWebhookData,
    example: success(created, 'Secret rotated.'),
  },
  {
    method: 'POST',
    path: `${keyed}/test`,
    tag,
    summary: 'Send a test event',
    description: 'Queues a `webhook.test` delivery to this endpoint, whatever it subscribed to, even while it is paused.',
    auth: 'webhooks',
    responses: { 202: 'The delivery, queued.', 404: notFound },
    example: success(webhookDeliveryExample, 'Test event queued.'),
  },
  {
    method: 'GET',
    path: `${keyed}/deliveries`,
    tag,
    summary: "List an endpoint's deliveries",
    description: 'Newest first, 20 a page.',
    auth: 'webhooks',
    query: webhookDeliveriesQuerySchema,
    responses: { 200: 'One page of deliveries and the total.', 404: notFound },
    example: success({ items: [{ ...webhookDeliveryExample, event: 'article.published', status: 'delivered', status_code: 200, duration_ms: 182, attempts: 1, next_attempt_at: null, delivered_at: webhookDeliveryExample.created_at }], total: 1 }),
  },
  {
    method: 'POST',
    path: `${keyed}/deliveries/{delivery_id}/redeliver`,
    tag,
    summary: 'Deliver an event again',
    description: 'A new delivery of the same event: the same body (and event id), a new X-Vitrine-Delivery id. Sent even while the endpoint is paused.',
    auth: 'webhooks',
    params: { delivery_id: { description: 'The delivery to send again (one of this endpoint).', schema: { type: 'integer', minimum: 1 } } },
    responses: { 202: 'The new delivery, queued.', 404: 'No such endpoint, or the delivery belongs to another one.' },
    example: success({ ...webhookDeliveryExample, event: 'article.published' }, 'Delivery queued.'),
  },
];
