import { z } from 'zod';
import { verbatim } from '@/lib/core/api-case';
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

// The email outbox, newest first (capability 'outbox'); ?to= filters by recipient.
export const GET = apiHandler(
  async ({ req, user }) => {
    const query = querySchema.safeParse(Object.fromEntries(req.nextUrl.searchParams));
    if (!query.success) throw validationError(query.error);
    // The outbox answers in its first, camelCase spelling (toAddress, sentAt …).
    return ok(verbatim(await listOutbox(user, query.data)));
  },
  { route: 'outbox' },
);
