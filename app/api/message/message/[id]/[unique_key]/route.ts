import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteMessage, updateMessage } from '@/lib/messages/commands';
import { messageUpdateSchema } from '@/lib/messages/schema';

type Params = { id: string; unique_key: string };

// PUT /api/message/message/{id}/{unique_key} {read?, archived?, lead?}
export const PUT = apiHandler<Params>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, messageUpdateSchema);
    const message = await updateMessage(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(message, { message: t('Success.statusUpdated') });
  },
  { route: 'message-received' },
);

// DELETE /api/message/message/{id}/{unique_key}: soft delete.
export const DELETE = apiHandler<Params>(
  async ({ params, user, t }) => {
    await deleteMessage(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(null, { message: t('Inbox.success.deleted') });
  },
  { route: 'message-received' },
);
