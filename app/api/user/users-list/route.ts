import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { listUsers } from '@/lib/users/list';
import { userListQuerySchema } from '@/lib/users/schema';

// POST /api/user/users-list {limit = 10, page = 1, search?} → {items, total, page, limit}
export const POST = apiHandler(
  async ({ req, user }) => ok(await listUsers(user, await parseJson(req, userListQuerySchema))),
  { route: 'users' },
);
