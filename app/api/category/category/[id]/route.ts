import { ok } from '@/lib/api/envelope';
import { errors } from '@/lib/api/errors';
import { apiHandler } from '@/lib/api/handler';
import { getCategory } from '@/lib/categories/queries';

// GET /api/category/category/{id}
export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const category = /^\d+$/.test(params.id) ? await getCategory(user, Number(params.id)) : null;
    if (!category) throw errors.notFound();
    return ok(category);
  },
  { route: 'list-of-categories' },
);
