import { z } from 'zod';
import { ok } from '@/lib/core/envelope';
import { MAX_PAGE } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { validationError } from '@/lib/core/validation';
import { listOutbox } from '@/lib/mail/queries';

const querySchema = z.object({
  page: z.coerce.number().int().positive().max(MAX_PAGE).catch(1),
  limit: z.coerce.number().int().positive().max(100).catch(20),
  to: z.string().max(320).optional(),
});

// The email outbox, newest first (capability 'outbox'); ?to= filters by recipient. Spelled like the
// rest of the API (to_address, sent_at …) by ok().
export const GET = apiHandler(
  async ({ req, user }) => {
    const query = querySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
    if (!query.success) throw validationError(query.error);
    return ok(await listOutbox(user, query.data));
  },
  { route: 'outbox' },
);
