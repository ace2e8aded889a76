import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { articleCategories, articles, categories, users } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import type { Actor } from '@/lib/core/actor';
import { bulkAction, bulkBodySchema, bulkSelection, runBulk, type BulkSpec } from '@/lib/core/bulk';
import { lockByKey, parseInput, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import type { Translate } from '@/lib/i18n/translate';
import { assertArticleAccess, canManageAllArticles } from './access';
import { articlePublicTags, changeArticleStatus, deleteArticle } from './commands';
import { listArticles } from './queries';
import { articleListQuerySchema, type ArticleListQuery } from './schema';

/*
 * The article list's bulk actions (issue 33 §5): publish, unpublish and trash run the single commands
 * (changeArticleStatus, deleteArticle) row by row; add_category / remove_category and change_author
 * are single-row commands of their own (below), with the same access rule as the list's actions
 * ('list-of-articles', and without 'articles-all' only one's own articles; change_author needs
 * 'articles-all').
 */

const INVALID = 'Articles.errors.invalidValue';

export const articleBulkActions = ['publish', 'unpublish', 'trash', 'add_category', 'remove_category', 'change_author'] as const;

/** The list's filters (POST /api/article/articles-list without the page). */
const articleBulkFilterSchema = articleListQuerySchema.omit({ page: true, limit: true });

/** POST /api/article/articles-bulk */
export const articleBulkBodySchema = bulkBodySchema(articleBulkActions, articleBulkFilterSchema);

const categoryParams = z.object({ category_id: recordId(INVALID) });
const authorParams = z.object({ author_id: recordId(INVALID) });
const noParams = z.object({});

function fieldError(field: string, messageKey: 'Validation.categoryRequired' | 'Articles.errors.categoryNotFound' | 'Articles.errors.authorNotFound'): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey }] });
}

const lockedColumns = { id: articles.id, uniqueKey: articles.uniqueKey, authorId: articles.authorId, status: articles.status };
type Locked = { id: number; uniqueKey: string; authorId: number | null; status: string };

/**
 * Adds a category to an article or removes one from it. An article keeps at least one category:
 * removing its last fails with the category-required message. Touches updated_at; one audit row.
 */
export async function changeArticleCategory(actor: Actor, key: RecordKey, change: { mode: 'add' | 'remove'; categoryId: number }): Promise<{ id: number }> {
  assertArticleAccess(actor, 'list-of-articles');
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const before = await lockByKey<Locked>(tx, articles, lockedColumns, key);
    assertArticleAccess(actor, 'list-of-articles', before);
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, change.categoryId)).limit(1);
    if (!category) throw fieldError('category_id', 'Articles.errors.categoryNotFound');
    const current = (await tx.select({ id: articleCategories.categoryId }).from(articleCategories).where(eq(articleCategories.articleId, before.id))).map((r) => r.id);
    const has = current.includes(change.categoryId);
    const unchanged = change.mode === 'add' ? has : !has;
    if (!unchanged) {
      if (change.mode === 'add') {
        await tx.insert(articleCategories).values({ articleId: before.id, categoryId: change.categoryId });
      } else {
        if (current.length <= 1) throw fieldError('category_id', 'Validation.categoryRequired');
        await tx.delete(articleCategories).where(and(eq(articleCategories.articleId, before.id), eq(articleCategories.categoryId, change.categoryId)));
      }
      await tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, before.id));
    }
    await writeAudit(tx, actor, {
      action: change.mode === 'add' ? 'article.category-add' : 'article.category-remove',
      entityType: 'article',
      entityId: before.id,
      details: unchanged ? { category_id: change.categoryId, unchanged: true } : { category_id: change.categoryId },
    });
    return { id: before.id, authorId: before.authorId, changed: !unchanged };
  });
  if (outcome.changed) await invalidate(...articlePublicTags(outcome.id, outcome.authorId));
  return { id: outcome.id };
}

/** Gives an article another author (an existing user); needs 'articles-all'. One audit row. */
export async function changeArticleAuthor(actor: Actor, key: RecordKey, authorId: number): Promise<{ id: number }> {
  assertArticleAccess(actor, 'list-of-articles');
  if (!canManageAllArticles(actor)) throw errors.accessDenied();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const before = await lockByKey<Locked>(tx, articles, lockedColumns, key);
    const [author] = await tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).limit(1);
    if (!author) throw fieldError('author_id', 'Articles.errors.authorNotFound');
    const unchanged = before.authorId === authorId;
    if (!unchanged) await tx.update(articles).set({ authorId, updatedAt: new Date() }).where(eq(articles.id, before.id));
    await writeAudit(tx, actor, {
      action: 'article.author',
      entityType: 'article',
      entityId: before.id,
      details: unchanged ? { author_id: authorId, unchanged: true } : { from: before.authorId, to: authorId },
    });
    return { id: before.id, previous: before.authorId, changed: !unchanged };
  });
  if (outcome.changed) await invalidate(...articlePublicTags(outcome.id, authorId, outcome.previous));
  return { id: outcome.id };
}

const spec: BulkSpec<Actor, Omit<ArticleListQuery, 'page' | 'limit'>> = {
  actions: {
    publish: bulkAction(noParams, (user, key) => changeArticleStatus(user, key, { status: 'published', published_at: undefined })),
    unpublish: bulkAction(noParams, (user, key) => changeArticleStatus(user, key, { status: 'draft', published_at: undefined })),
    trash: bulkAction(noParams, (user, key) => deleteArticle(user, key)),
    add_category: bulkAction(categoryParams, (user, key, p) => changeArticleCategory(user, key, { mode: 'add', categoryId: p.category_id })),
    remove_category: bulkAction(categoryParams, (user, key, p) => changeArticleCategory(user, key, { mode: 'remove', categoryId: p.category_id })),
    change_author: bulkAction(authorParams, (user, key, p) => changeArticleAuthor(user, key, p.author_id)),
  },
  page: async (user, filter, page, limit) => {
    const list = await listArticles(user, { ...filter, page, limit });
    return { items: list.items, total: list.total };
  },
};

/** Runs a parsed POST /api/article/articles-bulk body. */
export function runArticleBulk(user: Actor, body: z.output<typeof articleBulkBodySchema>, t: Translate) {
  return runBulk(spec, user, body, t);
}

/** The keys of every row the list's filter selects (the list's "select all N matching"), at most BULK_MAX. */
export function articleBulkSelection(user: Actor, filter: unknown) {
  return bulkSelection(spec, user, parseInput(articleBulkFilterSchema, filter));
}
