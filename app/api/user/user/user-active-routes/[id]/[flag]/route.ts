import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { firstAccessRequired } from '@/lib/auth/first-access';
import { getUserActiveRoutes } from '@/lib/users/active-routes';

export const dynamic = 'force-dynamic';

const idSchema = recordId();

// GET /api/user/user/user-active-routes/{id}/{flag} → {user, roles: [{name, title, active_routes}]}:
// one's own, or anyone's with `users`. `flag` is 0 or 1 (else 400). The spec's client sends 1 to
// "refresh its cached permissions" and 0 to only read them; the server keeps no permission cache (each
// request reads the roles table), so both answer the same fresh data, never cached (no-store).
export const GET = apiHandler<{ id: string; flag: string }>(
  async ({ params, user }) => {
    if (params.flag !== '0' && params.flag !== '1') throw errors.badRequest();
    const id = idSchema.safeParse(params.id);
    if (!id.success) throw errors.userNotFound();
    if (user.status === 'first-access' && id.data !== user.id) throw firstAccessRequired();
    const res = ok(await getUserActiveRoutes(user, id.data));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  },
  { auth: true, allowFirstAccess: true },
);
