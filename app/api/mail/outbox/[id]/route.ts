import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { getOutboxMessage } from '@/lib/mail/queries';

const idSchema = recordId();

export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw errors.notFound();
    // Spelled like the rest of the API (to_address, next_attempt_at …) by ok(); the headers are data.
    return ok(await getOutboxMessage(user, id.data));
  },
  { route: 'outbox' },
);
