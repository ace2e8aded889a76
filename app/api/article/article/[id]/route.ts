import { ok } from '@/lib/api/envelope';
import { errors } from '@/lib/api/errors';
import { apiHandler } from '@/lib/api/handler';
import { getArticle } from '@/lib/articles/queries';

// GET /api/article/article/{id}: someone else's article without 'articles-all' answers 403.
export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const article = /^\d+$/.test(params.id) ? await getArticle(user, Number(params.id)) : null;
    if (!article) throw errors.notFound();
    return ok(article);
  },
  { route: 'list-of-articles' },
);
