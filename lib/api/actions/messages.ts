'use server';

import { parseInput } from '@/lib/core/command';
import type { MessageKey } from '@/lib/i18n/translate';
import { updateMessage } from '@/lib/messages/commands';
import { inboxRefusal, messageOperations as op } from '@/lib/messages/operations';
import { messageUpdateSchema, type MessageChange } from '@/lib/messages/schema';
import { runAction, type ActionOptions, type ActionResult } from '../action-result';
import { operationAction } from '../operation-action';
import { serverAction } from '../server-action';

// The inbox's server actions: the API's operations (lib/messages/operations.ts), but for the update,
// whose toast names the change made (the API answers "Status updated." whatever it was).

const messageAction: ActionOptions = { route: 'message-received', ...inboxRefusal };

// The change is what the browser sent, maybe not an object at all (the schema refuses that): read with care.
function successKeyOf(change: MessageChange | null | undefined): MessageKey {
  if (change?.archived === true) return 'Inbox.success.archived';
  if (change?.archived === false) return 'Inbox.success.unarchived';
  if (change?.lead === true) return 'Inbox.success.markedLead';
  if (change?.lead === false) return 'Inbox.success.unmarkedLead';
  if (change?.read === false) return 'Inbox.success.markedUnread';
  return 'Success.statusUpdated';
}

export const updateMessageAction = serverAction(async (params: { id: number; uniqueKey: string }, input: MessageChange): Promise<ActionResult> => {
  return runAction((user) => updateMessage(user, params, parseInput(messageUpdateSchema, input)), successKeyOf(input), messageAction);
}, messageAction);

export const deleteMessageAction = operationAction(op.remove);
export const markMessageNotSpamAction = operationAction(op.notSpam);
export const replyToMessageAction = operationAction(op.reply);
