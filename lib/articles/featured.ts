import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { articles, auditLog } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { validationError } from '@/lib/core/validation';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { ArticleKey } from './commands';
import { assertArticleAccess } from './queries';
import { articleKeySchema } from './schema';

import type { Actor } from '@/lib/core/actor';

export const articleFeaturedBodySchema = z.object({ featured: z.boolean({ error: 'Articles.errors.invalidValue' }) });

/**
 * Marks an article featured (emphasised on the blog) or not, from the article list's star.
 *
 * Same rights as a status change: 'list-of-articles', and without 'articles-all' only one's own
 * article (403 otherwise). Only the flag changes: updated_at stays, so the staff list (newest change
 * first) does not reorder under the user's pointer and the article's "last edited" keeps meaning an
 * edit of its content. The blog lists and the article's page expire like after any other change.
 */
export async function setArticleFeatured(actor: Actor, key: ArticleKey, input: unknown): Promise<{ id: number; featured: boolean }> {
  assertArticleAccess(actor, 'list-of-articles');
  const body = articleFeaturedBodySchema.safeParse(input);
  if (!body.success) throw validationError(body.error);
  const { featured } = body.data;
  const parsedKey = articleKeySchema.safeParse(key);
  if (!parsedKey.success) throw errors.notFound();
  const db = await getDb();
  const article = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: articles.id, authorId: articles.authorId, featured: articles.featured })
      .from(articles)
      .where(and(eq(articles.id, parsedKey.data.id), eq(articles.uniqueKey, parsedKey.data.uniqueKey)))
      .for('update')
      .limit(1);
    if (!before) throw errors.notFound();
    assertArticleAccess(actor, 'list-of-articles', before);
    if (before.featured !== featured) {
      // Named explicitly: the column's $onUpdate would otherwise stamp now.
      await tx.update(articles).set({ featured, updatedAt: sql`${articles.updatedAt}` }).where(eq(articles.id, before.id));
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'article.featured',
      entityType: 'article',
      entityId: String(before.id),
      details: before.featured === featured ? { featured, unchanged: true } : { from: before.featured, to: featured },
    });
    return before;
  });
  if (article.featured !== featured) {
    invalidate(cacheTags.articles, cacheTags.article(article.id), ...(article.authorId === null ? [] : [cacheTags.author(article.authorId)]));
  }
  return { id: article.id, featured };
}
