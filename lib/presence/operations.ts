import { success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { recordHeartbeat } from './commands';
import { presenceHeartbeatSchema } from './schema';

// Presence (issue 33 §1), declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Presence', access: { anyOf: ['compose', 'pages'] } });

export const presenceOperations = {
  heartbeat: operation({
    method: 'POST',
    path: '/api/presence/heartbeat',
    input: presenceHeartbeatSchema,
    run: async ({ user, input }) => ({ items: await recordHeartbeat(user, input) }),
    doc: {
      summary: 'Say an editor is open',
      description:
        "An open editor posts this every 30 s (`kind`: article or page, `id`: the record). Answers the other users whose editor on the same record was seen in the last 90 s. Articles need `compose` (and, without `articles-all`, to be the article's author); pages need `pages`.",
      responses: { 200: 'The other users editing the record now.', 404: 'No such article or page.' },
      example: success({ items: [{ id: 3, name: 'Ana Souza' }] }),
    },
  }),
};
