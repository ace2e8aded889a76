import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { listMessages } from '@/lib/messages/queries';
import { messageListQuerySchema } from '@/lib/messages/schema';

// POST /api/message/messages-list {tab?: active | archived | leads, limit?, page?}
export const POST = apiHandler(
  async ({ req, user }) => ok(await listMessages(user, await parseJson(req, messageListQuerySchema))),
  { route: 'message-received' },
);
