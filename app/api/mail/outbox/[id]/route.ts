import { verbatim } from '@/lib/core/api-case';
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
    // The outbox answers in its first, camelCase spelling (toAddress, sentAt …).
    return ok(verbatim(await getOutboxMessage(user, id.data)));
  },
  { route: 'outbox' },
);
