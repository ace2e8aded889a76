import 'server-only';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { articleCategories, articles, categories } from '@/db/schema';
import { AppError, errors } from '@/lib/core/errors';
import { assertFreshVersion } from '@/lib/core/version-check';
import { assertMayDeletePermanently } from '@/lib/trash/access';
import { isUniqueViolation, matchesKey, uniqueSlug, writeAudit, type RecordKey } from '@/lib/core/command';
import { slugify } from '@/lib/format/slug';
import { presentCategory, type CategoryRow, type CategoryView } from './present';
import { assertCategoriesManager, categoryColumns } from './queries';
import type { CategoryDeleteOptions, CategoryStatusBody, CategoryValues } from './schema';

import type { Actor } from '@/lib/core/actor';
export type CategoryKey = RecordKey;

/** Slug used when the name has no letter or digit left after folding (e.g. only symbols). */
const FALLBACK_SLUG = 'category';

/** The name's slug, made unique among categories by a -2, -3 … suffix. */
function categorySlug(tx: Tx, name: string): Promise<string> {
  return uniqueSlug(tx, categories, categories.uniqueKey, slugify(name) || FALLBACK_SLUG);
}

/** 409 VERSION_CONFLICT (with the category as saved now) when `given` is not the locked row's version. */
async function assertFreshCategory(tx: Tx, before: CategoryRow, given: number | undefined): Promise<void> {
  await assertFreshVersion(tx, { given, current: before.version, entityType: 'category', entityId: before.id, present: async () => presentCategory(before, await countArticles(tx, before.id)) });
}

function columnsOf(values: CategoryValues) {
  return {
    name: values.name,
    description: values.description,
    image: values.image,
    textColor: values.text_color,
    backgroundColor: values.background_color,
    status: values.status,
    // Absent from the input: the stored translations stay (a client unaware of them loses nothing).
    ...(values.translations === undefined ? {} : { translations: values.translations }),
  };
}

function audit(tx: Tx, actor: Actor, action: string, categoryId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'category', entityId: categoryId, details });
}

async function countArticles(tx: Tx, categoryId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(articleCategories).where(eq(articleCategories.categoryId, categoryId));
  return Number(n);
}

/**
 * Locks the category addressed by id + unique_key (both must match) or answers 404. A trashed one is
 * not found (issue 33 §4) unless `trash` asks for it: 'only' (a restore) or 'any' (a permanent delete).
 */
async function lockCategory(tx: Tx, key: CategoryKey, trash: 'none' | 'only' | 'any' = 'none'): Promise<CategoryRow> {
  const inTrash = trash === 'none' ? isNull(categories.deletedAt) : trash === 'only' ? isNotNull(categories.deletedAt) : undefined;
  const [row] = await tx.select(categoryColumns).from(categories).where(and(matchesKey(categories, key), inTrash)).for('update').limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** A category's name, colours or status show on chips, tags and feeds across the public site. */
async function expiringPublicPages<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  invalidate(cacheTags.categories, cacheTags.articles);
  return result;
}

/** Creates a category; its unique_key is the slug of its name (unique, stable afterwards). */
export async function createCategory(actor: Actor, values: CategoryValues): Promise<CategoryView> {
  assertCategoriesManager(actor);
  const db = await getDb();
  // Two creations of the same name at once: the loser of the unique index tries the next suffix.
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await expiringPublicPages(db.transaction(async (tx) => {
        const uniqueKey = await categorySlug(tx, values.name);
        const [row] = await tx
          .insert(categories)
          .values({ uniqueKey, ...columnsOf(values) })
          .returning(categoryColumns);
        const { version: _version, ...fields } = values;
        await audit(tx, actor, 'category.create', row.id, { unique_key: uniqueKey, ...fields });
        return presentCategory(row, 0);
      }));
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Replaces a category's fields; its unique_key (URL and catalogue value) stays as it is. */
export async function updateCategory(actor: Actor, key: CategoryKey, values: CategoryValues): Promise<CategoryView> {
  assertCategoriesManager(actor);
  const db = await getDb();
  return expiringPublicPages(db.transaction(async (tx) => {
    const before = await lockCategory(tx, key);
    await assertFreshCategory(tx, before, values.version);
    const [after] = await tx
      .update(categories)
      .set({ ...columnsOf(values), updatedAt: new Date() })
      .where(eq(categories.id, before.id))
      .returning(categoryColumns);
    await audit(tx, actor, 'category.update', before.id, { from: before, to: after });
    return presentCategory(after, await countArticles(tx, before.id));
  }));
}

/** Active or inactive (spec §4); inactive categories are hidden on the public site. */
export async function changeCategoryStatus(actor: Actor, key: CategoryKey, { status, version }: CategoryStatusBody): Promise<CategoryView> {
  assertCategoriesManager(actor);
  const db = await getDb();
  return expiringPublicPages(db.transaction(async (tx) => {
    const before = await lockCategory(tx, key);
    await assertFreshCategory(tx, before, version);
    let after = before;
    if (before.status !== status) {
      [after] = await tx
        .update(categories)
        .set({ status, updatedAt: new Date() })
        .where(eq(categories.id, before.id))
        .returning(categoryColumns);
    }
    await audit(tx, actor, 'category.status', before.id, before.status === status ? { unchanged: true } : { from: before.status, to: status });
    return presentCategory(after, await countArticles(tx, before.id));
  }));
}

/** The category is used by articles and the caller did not ask to detach it. */
export const CATEGORY_IN_USE = 'CATEGORY_IN_USE';
/** Detaching would leave articles without any category. */
export const CATEGORY_ONLY_CATEGORY = 'CATEGORY_ONLY_CATEGORY';

/**
 * Deletes a category. When articles use it, refuses (409 CATEGORY_IN_USE) unless `detach: true`;
 * even then refuses (409 CATEGORY_ONLY_CATEGORY) if an article would be left with no category.
 */
export async function deleteCategory(actor: Actor, key: CategoryKey, { detach, permanent }: CategoryDeleteOptions = { detach: false, permanent: false }): Promise<CategoryView> {
  assertCategoriesManager(actor);
  if (permanent) assertMayDeletePermanently(actor);
  const db = await getDb();
  return expiringPublicPages(db.transaction(async (tx) => {
    const category = await lockCategory(tx, key, permanent ? 'any' : 'none');
    const used = await tx
      .select({ articleId: articleCategories.articleId })
      .from(articleCategories)
      .where(eq(articleCategories.categoryId, category.id));
    const articleIds = used.map((r) => r.articleId);
    if (articleIds.length > 0) {
      if (!detach) {
        throw new AppError('Categories.errors.inUse', 409, {
          values: { count: articleIds.length },
          errorCode: CATEGORY_IN_USE,
          data: { articles_count: articleIds.length },
        });
      }
      // Lock the articles so no edit removes their other categories while we look.
      await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, articleIds)).for('update');
      const alone = await tx
        .select({ articleId: articleCategories.articleId })
        .from(articleCategories)
        .where(inArray(articleCategories.articleId, articleIds))
        .groupBy(articleCategories.articleId)
        .having(sql`count(*) = 1`);
      if (alone.length > 0) {
        throw new AppError('Categories.errors.onlyCategory', 409, {
          values: { count: alone.length },
          errorCode: CATEGORY_ONLY_CATEGORY,
          data: { article_ids: alone.map((r) => r.articleId) },
        });
      }
      await tx.delete(articleCategories).where(eq(articleCategories.categoryId, category.id));
    }
    if (permanent) {
      await tx.delete(categories).where(eq(categories.id, category.id));
      await audit(tx, actor, 'category.delete', category.id, { category, detached_article_ids: articleIds });
      return presentCategory(category, 0);
    }
    // The trash (issue 33 §4): inactive there (so off the site and every picker), its status kept.
    await tx
      .update(categories)
      .set({ deletedAt: new Date(), deletedBy: actor.id, deletedStatus: category.status, status: 'inactive', updatedAt: sql`${categories.updatedAt}` })
      .where(eq(categories.id, category.id));
    await audit(tx, actor, 'category.trash', category.id, { category, detached_article_ids: articleIds });
    return presentCategory(category, 0);
  }));
}

/** Takes the category out of the trash: same id and unique_key, with the status it had. */
export async function restoreCategoryFromTrash(actor: Actor, key: CategoryKey): Promise<CategoryView> {
  assertCategoriesManager(actor);
  const db = await getDb();
  return expiringPublicPages(db.transaction(async (tx) => {
    const category = await lockCategory(tx, key, 'only');
    const [{ deletedStatus }] = await tx.select({ deletedStatus: categories.deletedStatus }).from(categories).where(eq(categories.id, category.id));
    const status = deletedStatus ?? 'inactive';
    await tx
      .update(categories)
      .set({ deletedAt: null, deletedBy: null, deletedStatus: null, status, updatedAt: sql`${categories.updatedAt}` })
      .where(eq(categories.id, category.id));
    await audit(tx, actor, 'category.untrash', category.id, { unique_key: category.uniqueKey, name: category.name, status });
    return presentCategory({ ...category, status }, await countArticles(tx, category.id));
  }));
}
