import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { changeArticleStatus } from '@/lib/articles/commands';
import { articleStatusBodySchema } from '@/lib/articles/schema';

// PUT /api/article/article-change-status/{id}/{unique_key} {status: draft | published, published_at?}
export const PUT = apiHandler<{ id: string; unique_key: string }>(
  async ({ req, params, user, t }) => {
    const body = await parseJson(req, articleStatusBodySchema);
    const article = await changeArticleStatus(user, { id: params.id, uniqueKey: params.unique_key }, body);
    return ok(article, { message: t('Success.statusUpdated') });
  },
  { route: 'list-of-articles' },
);
