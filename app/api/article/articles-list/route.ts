import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { listArticles } from '@/lib/articles/queries';
import { articleListQuerySchema } from '@/lib/articles/schema';

// POST /api/article/articles-list {limit?, page?, search?, status?, category?, author?}
// Without 'articles-all' the list holds only the caller's own articles.
export const POST = apiHandler(
  async ({ req, user }) => ok(await listArticles(user, await parseJson(req, articleListQuerySchema))),
  { route: 'list-of-articles' },
);
