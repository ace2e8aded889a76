import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { firstAccessRequired } from '@/lib/auth/first-access';
import { presentUser } from '@/lib/users/present';
import { getUserProfileFor } from '@/lib/users/queries';

const idSchema = recordId();

export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw errors.userNotFound();
    // A first-access user may read only their own profile until they choose a password.
    if (user.status === 'first-access' && id.data !== user.id) throw firstAccessRequired();
    return ok(presentUser(await getUserProfileFor(user, id.data)));
  },
  { auth: true, allowFirstAccess: true },
);
