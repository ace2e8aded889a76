'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import type { MessageKey } from '@/lib/i18n/translate';
import { deleteMessage, markMessageNotSpam, updateMessage } from './commands';

// Server actions of the inbox: the same commands as PUT/DELETE /api/message/message/{id}/{unique_key}.

export type MessageActionResult = ActionResult;

// A refusal shows as "Action failed" in the inbox's toast, without its reason (the API answers it).
const messageAction: ActionOptions = { route: 'message-received', logLabel: 'message action failed', refusal: 'generic' };

export type MessageChange = { read?: boolean; archived?: boolean; lead?: boolean };

// `change` is what the browser sent, maybe not an object at all (the command refuses that): read with care.
function successKeyOf(change: MessageChange | null | undefined): MessageKey {
  if (change?.archived === true) return 'Inbox.success.archived';
  if (change?.archived === false) return 'Inbox.success.unarchived';
  if (change?.lead === true) return 'Inbox.success.markedLead';
  if (change?.lead === false) return 'Inbox.success.unmarkedLead';
  if (change?.read === false) return 'Inbox.success.markedUnread';
  return 'Success.statusUpdated';
}

export const updateMessageAction = serverAction(async (id: number, uniqueKey: string, change: MessageChange): Promise<MessageActionResult> => {
  return runAction((user) => updateMessage(user, { id, uniqueKey }, change), successKeyOf(change), messageAction);
}, messageAction);

export const deleteMessageAction = serverAction(async (id: number, uniqueKey: string): Promise<MessageActionResult> => {
  return runAction((user) => deleteMessage(user, { id, uniqueKey }), 'Inbox.success.deleted', messageAction);
}, messageAction);

export const markMessageNotSpamAction = serverAction(async (id: number, uniqueKey: string): Promise<MessageActionResult> => {
  return runAction((user) => markMessageNotSpam(user, { id, uniqueKey }), 'Inbox.success.notSpam', messageAction);
}, messageAction);
