'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  setWebhookActive,
  updateWebhook,
} from './commands';
import type { CreatedWebhook } from './present';
import type { WebhookInput, WebhookUpdateInput } from './schema';

// Server actions of the webhooks pages: the `webhooks` capability is checked first, then the same
// commands as /api/webhook/….

const webhookAction: ActionOptions = { route: 'webhooks', logLabel: 'webhook action failed' };

/** fieldErrors url, events. On success `data.secret` is shown once. */
export const createWebhookAction = serverAction(async (input: WebhookInput): Promise<ActionResult<CreatedWebhook>> => {
  return runActionWithData((user) => createWebhook(user, input), 'Webhooks.success.created', webhookAction);
}, webhookAction);

export const updateWebhookAction = serverAction(async (id: number, uniqueKey: string, input: WebhookUpdateInput): Promise<ActionResult> => {
  return runAction((user) => updateWebhook(user, { id, uniqueKey }, input), 'Webhooks.success.updated', webhookAction);
}, webhookAction);

export const setWebhookActiveAction = serverAction(async (id: number, uniqueKey: string, active: boolean): Promise<ActionResult> => {
  return runAction((user) => setWebhookActive(user, { id, uniqueKey }, active), active ? 'Webhooks.success.resumed' : 'Webhooks.success.paused', webhookAction);
}, webhookAction);

/** On success `data.secret` is the new secret, shown once. */
export const rotateWebhookSecretAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult<CreatedWebhook>> => {
  return runActionWithData((user) => rotateWebhookSecret(user, { id, uniqueKey }), 'Webhooks.success.secretRotated', webhookAction);
}, webhookAction);

export const deleteWebhookAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult> => {
  return runAction((user) => deleteWebhook(user, { id, uniqueKey }), 'Webhooks.success.deleted', webhookAction);
}, webhookAction);

export const sendTestEventAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult> => {
  return runAction((user) => sendTestEvent(user, { id, uniqueKey }), 'Webhooks.success.testQueued', webhookAction);
}, webhookAction);

export const redeliverWebhookAction = serverAction(async (id: number, uniqueKey: string, deliveryId: number): Promise<ActionResult> => {
  return runAction((user) => redeliverWebhook(user, { id, uniqueKey }, deliveryId), 'Webhooks.success.redelivered', webhookAction);
}, webhookAction);
