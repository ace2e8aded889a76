import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listArticleRevisions } from '@/lib/articles/queries';

// GET /api/article/article/{id}/{unique_key}/revisions → { data: { items: [{id, title, author, created_at}], total } }
// Newest first; at most the last 50 are kept per article.
export const GET = apiHandler<{ id: string; unique_key: string }>(
  async ({ params, user }) => {
    const items = await listArticleRevisions(user, { id: params.id, uniqueKey: params.unique_key });
    return ok({ items, total: items.length });
  },
  { route: 'compose' },
);
