import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteCategory, updateCategory } from '@/lib/categories/commands';
import { categoryInputSchema } from '@/lib/categories/schema';

// PUT /api/category/category/{id}/{unique_key} {name, description, image?, text_color, background_color, status?}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, categoryInputSchema);
    const category = await updateCategory(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(category, { message: t('Success.categoryUpdated') });
  },
  { route: 'list-of-categories' },
);

// DELETE /api/category/category/{id}/{unique_key}[?detach=true]: 409 when articles use it (unless
// detach) or when an article would be left without a category.
export const DELETE = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const detach = req.nextUrl.searchParams.get('detach');
    const category = await deleteCategory(user, { id: params.id, uniqueKey: params.unique_key }, { detach: detach ?? undefined });
    return ok(category, { message: t('Success.categoryDeleted') });
  },
  { route: 'list-of-categories' },
);
