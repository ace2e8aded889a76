import { ok } from '@/lib/api/envelope';
import { errors } from '@/lib/api/errors';
import { parseRecordId } from '@/lib/api/fields';
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
