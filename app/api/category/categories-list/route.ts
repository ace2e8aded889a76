import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { listCategories } from '@/lib/categories/queries';
import { categoryListQuerySchema } from '@/lib/categories/schema';

// POST /api/category/categories-list {limit?, page?, search?, status?}
export const POST = apiHandler(
  async ({ req, user }) => ok(await listCategories(user, await parseJson(req, categoryListQuerySchema))),
  { route: 'list-of-categories' },
);
