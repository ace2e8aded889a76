import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { apiHandler } from '@/lib/api/handler';
import { restoreRevision } from '@/lib/articles/commands';

// POST /api/article/article/{id}/{unique_key}/revisions/{revisionId}/restore → { data: article }
// Puts the revision's title, content, image and categories back; a published article first stores
// its current version as a new revision. A revision of another article answers 404.
export const POST = apiHandler<{ id: string; unique_key: string; revisionId: string }>(
  async ({ params, user, t }) => {
    const revisionId = parseRecordId(params.revisionId);
    if (revisionId === null) throw errors.notFound();
    const article = await restoreRevision(user, { id: params.id, uniqueKey: params.unique_key }, revisionId);
    return ok(article, { message: t('Success.articleUpdated') });
  },
  { route: 'compose' },
);
