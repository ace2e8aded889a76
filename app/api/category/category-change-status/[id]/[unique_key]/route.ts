import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { changeCategoryStatus } from '@/lib/categories/commands';
import { categoryStatusBodySchema } from '@/lib/categories/schema';

// PUT /api/category/category-change-status/{id}/{unique_key} {status: active | inactive}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, categoryStatusBodySchema);
    const category = await changeCategoryStatus(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(category, { message: t('Success.categoryStatusChanged') });
  },
  { route: 'list-of-categories' },
);
