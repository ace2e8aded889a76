import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { markMessageNotSpam } from '@/lib/messages/commands';

// PUT /api/message/message-not-spam/{id}/{unique_key}: a message caught as spam moves to the Active tab
// and its sender becomes a lead. Beyond the spec, in its style.
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => ok(await markMessageNotSpam(user, { id: params.id, uniqueKey: params.unique_key }), { message: t('Inbox.success.notSpam') }),
  { route: 'message-received' },
);
