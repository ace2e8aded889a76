'use server';

import { setWebhookActive } from '@/lib/webhooks/commands';
import { webhookOperations as op } from '@/lib/webhooks/operations';
import { runAction, type ActionOptions, type ActionResult } from '../action-result';
import { operationAction, operationActionWithData } from '../operation-action';
import { serverAction } from '../server-action';

// The webhooks pages' server actions: the API's operations (lib/webhooks/operations.ts). Creating
// and rotating answer the secret in `data`, shown once.

export const createWebhookAction = operationActionWithData(op.create);
export const updateWebhookAction = operationAction(op.update);
export const rotateWebhookSecretAction = operationActionWithData(op.rotateSecret);
export const deleteWebhookAction = operationAction(op.remove);
export const sendTestEventAction = operationAction(op.test);
export const redeliverWebhookAction = operationAction(op.redeliver);

const webhookAction: ActionOptions = { route: 'webhooks', logLabel: 'webhook action failed' };

/** Pauses or resumes by hand, with its own message (the API does it with PUT {active}). */
export const setWebhookActiveAction = serverAction(async (id: number, uniqueKey: string, active: boolean): Promise<ActionResult> => {
  return runAction((user) => setWebhookActive(user, { id, uniqueKey }, active), active ? 'Webhooks.success.resumed' : 'Webhooks.success.paused', webhookAction);
}, webhookAction);
