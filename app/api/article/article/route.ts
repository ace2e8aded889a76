import { ARTICLE_BODY_LIMIT } from '@/lib/core/body';
import { ok } from '@/lib/core/envelope';
import { apiHandler, parseJson } from '@/lib/api/handler';
import { createArticle } from '@/lib/articles/commands';
import { articleInputSchema } from '@/lib/articles/schema';

// POST /api/article/article {title, content, categories, image, excerpt?, seo_title?, seo_description?,
// language?, featured?, status?, published_at?, author_id?, unique_key?}
export const POST = apiHandler(
  async ({ req, user, t }) => {
    const body = await parseJson(req, articleInputSchema, { maxBytes: ARTICLE_BODY_LIMIT });
    const article = await createArticle(user, body);
    return ok(article, { status: 201, message: t('Success.articleCreated') });
  },
  { route: 'compose' },
);
