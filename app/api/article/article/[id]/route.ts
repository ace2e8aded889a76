import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { getArticle } from '@/lib/articles/queries';

// GET /api/article/article/{id}: someone else's article without 'articles-all' answers 403.
export const GET = apiHandler<{ id: string }>(
  async ({ params, user }) => {
    const id = parseRecordId(params.id);
    const article = id === null ? null : await getArticle(user, id);
    if (!article) throw errors.notFound();
    return ok(article);
  },
  { route: 'list-of-articles' },
);
