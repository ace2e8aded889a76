import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { getCategory } from '@/lib/categories/queries';

// GET /api/category/category/{id}
export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const id = parseRecordId(params.id);
    const category = id === null ? null : await getCategory(user, id);
    if (!category) throw errors.notFound();
    return ok(category);
  },
  { route: 'list-of-categories' },
);
