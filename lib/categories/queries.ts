import 'server-only';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { articleCategories, categories } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { CategoryTranslations } from '@/db/schema/articles';
import { categoryChipColumns } from './chip-columns';
import { localizedCategory } from './localize';
import { presentCategory, type CategoryView } from './present';
import type { CategoryListQuery } from './schema';

type Viewer = Pick<CurrentUser, 'grants'>;

/** Managing categories needs the 'list-of-categories' route. */
export function assertCategoriesManager(viewer: Viewer) {
  if (!viewer.grants.includes('list-of-categories')) throw errors.accessDenied();
}

export const categoryColumns = {
  id: categories.id,
  uniqueKey: categories.uniqueKey,
  name: categories.name,
  description: categories.description,
  image: categories.image,
  textColor: categories.textColor,
  backgroundColor: categories.backgroundColor,
  status: categories.status,
  translations: categories.translations,
  version: categories.version,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Articles per category, as a subquery joined to the list. */
function articleCounts(db: Db) {
  return db
    .select({ categoryId: articleCategories.categoryId, n: count().as('n') })
    .from(articleCategories)
    .groupBy(articleCategories.categoryId)
    .as('category_article_counts');
}

export interface CategoryList {
  items: CategoryView[];
  total: number;
  page: number;
  limit: number;
}

/** Every category (active and inactive) with its number of articles, by name, one page. */
export async function listCategories(viewer: Viewer, query: CategoryListQuery): Promise<CategoryList> {
  assertCategoriesManager(viewer);
  const db = await getDb();
  // A trashed category (issue 33 §4) is listed by the trash alone.
  const conditions: (SQL | undefined)[] = [isNull(categories.deletedAt)];
  if (query.status) conditions.push(eq(categories.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(categories.name, pattern), ilike(categories.description, pattern), ilike(categories.uniqueKey, pattern)));
  }
  const where = and(...conditions);
  const counts = articleCounts(db);
  const [{ n }] = await db.select({ n: count() }).from(categories).where(where);
  const rows = await db
    .select({ ...categoryColumns, articles: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(where)
    .orderBy(asc(categories.name), asc(categories.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: rows.map((r) => presentCategory(r, r.articles)), total: Number(n), page: query.page, limit: query.limit };
}

/** One category by id (GET /api/category/category/{id}), or null. */
export async function getCategory(viewer: Viewer, id: number): Promise<CategoryView | null> {
  assertCategoriesManager(viewer);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const db = await getDb();
  const [row] = await db.select(categoryColumns).from(categories).where(and(eq(categories.id, id), isNull(categories.deletedAt))).limit(1);
  if (!row) return null;
  return presentCategory(row, await countCategoryArticles(row.id));
}

export async function countCategoryArticles(categoryId: number): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(articleCategories).where(eq(articleCategories.categoryId, categoryId));
  return Number(n);
}

/**
 * A category as the public site shows it (a chip): its default-language name, the names staff gave
 * it in other locales (names only; `localizedCategory` picks the reader's), colours.
 */
export interface PublicCategory {
  id: number;
  uniqueKey: string;
  name: string;
  translations?: CategoryTranslations;
  textColor: string;
  backgroundColor: string;
}

/** The active categories for the public site (inactive ones are hidden), names in `locale` (localizedCategory). */
export async function listActiveCategories(locale: string): Promise<PublicCategory[]> {
  const db = await getDb();
  const rows = await db
    .select(categoryChipColumns)
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(asc(categories.id));
  return rows
    .map(({ translations, ...row }) => ({ ...row, name: localizedCategory({ ...row, translations }, locale).name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
