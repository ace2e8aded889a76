import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createCategory } from '@/lib/categories/commands';
import { categoryInputSchema } from '@/lib/categories/schema';

// POST /api/category/category {name, description, image?, text_color, background_color, status?}
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, categoryInputSchema);
    const category = await createCategory(user, body);
    return ok(category, { status: 201, message: t('Success.categoryCreated') });
  },
  { route: 'list-of-categories' },
);
