'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { deleteMessage, updateMessage } from './commands';

// Server actions of the inbox: the same commands as PUT/DELETE /api/message/message/{id}/{unique_key}.

export interface MessageActionResult {
  ok: boolean;
  message: string;
}

async function run(work: (user: CurrentUser) => Promise<unknown>, successKey: string): Promise<MessageActionResult> {
  const user = await requireRoute('message-received');
  const t = translator(await getLocale());
  try {
    await work(user);
    return { ok: true, message: t(successKey) };
  } catch (error) {
    if (!(error instanceof AppError)) logger.error({ err: error }, 'message action failed');
    return { ok: false, message: t('Errors.actionFailed') };
  }
}

export type MessageChange = { read?: boolean; archived?: boolean; lead?: boolean };

function successKeyOf(change: MessageChange): string {
  if (change.archived === true) return 'Inbox.success.archived';
  if (change.archived === false) return 'Inbox.success.unarchived';
  if (change.lead === true) return 'Inbox.success.markedLead';
  if (change.lead === false) return 'Inbox.success.unmarkedLead';
  if (change.read === false) return 'Inbox.success.markedUnread';
  return 'Success.statusUpdated';
}

export async function updateMessageAction(id: number, uniqueKey: string, change: MessageChange): Promise<MessageActionResult> {
  return run((user) => updateMessage(user, { id, uniqueKey }, change), successKeyOf(change));
}

export async function deleteMessageAction(id: number, uniqueKey: string): Promise<MessageActionResult> {
  return run((user) => deleteMessage(user, { id, uniqueKey }), 'Inbox.success.deleted');
}
