import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createArticleTranslation } from '@/lib/articles/commands';
import { articleTranslationBodySchema } from '@/lib/articles/schema';

// POST /api/article/article/{id}/{unique_key}/translations {language} → 201 { data: the new draft }
// The draft copies the article (title, content, excerpt, categories, cover) into its translation
// group; 409 when the group already has that language (lib/articles/commands.ts).
export const POST = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, articleTranslationBodySchema);
    const article = await createArticleTranslation(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(article, { status: 201, message: t('Success.translationCreated') });
  },
  { route: 'compose' },
);
