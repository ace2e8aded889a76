import { z } from 'zod';
import { ok } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listOutbox } from '@/lib/mail/queries';

const querySchema = z.object({
  page: z.coerce.number().int().positive().catch(1),
  limit: z.coerce.number().int().positive().max(100).catch(20),
  to: z.string().max(320).optional(),
});

// The email outbox, newest first (capability 'outbox'); ?to= filters by recipient.
export const GET = apiHandler(
  async ({ req, user }) => {
    const query = querySchema.parse(Object.fromEntries(req.nextUrl.searchParams));
    return ok(await listOutbox(user, query));
  },
  { route: 'outbox' },
);
