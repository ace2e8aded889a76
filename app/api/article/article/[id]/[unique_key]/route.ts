import { ARTICLE_BODY_LIMIT } from '@/lib/core/body';
import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { deleteArticle, updateArticle } from '@/lib/articles/commands';
import { articleInputSchema } from '@/lib/articles/schema';

// PUT /api/article/article/{id}/{unique_key} (same body as POST; status and published_at kept when omitted)
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, articleInputSchema, { maxBytes: ARTICLE_BODY_LIMIT });
    const article = await updateArticle(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(article, { message: t('Success.articleUpdated') });
  },
  { route: 'compose' },
);

// DELETE /api/article/article/{id}/{unique_key}
export const DELETE = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user, t }) => {
    const article = await deleteArticle(user, { id: params.id, uniqueKey: params.unique_key });
    return ok(article, { message: t('Success.articleDeleted') });
  },
  { route: 'list-of-articles' },
);
