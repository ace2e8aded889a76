import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articleCategories, articles, categories, users } from '@/db/schema';
import { errors } from '@/lib/api/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentArticle, type ArticleCategoryView, type ArticleRow, type ArticleView } from './present';
import type { ArticleListQuery } from './schema';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/*
 * Who sees which article (staff side):
 * - 'articles-all' (admin, manager): every article.
 * - without it (operational): only the articles they author. The list shows only their own (no
 *   read-only view of colleagues' work); opening or changing someone else's article answers 403.
 */

export function canManageAllArticles(viewer: Pick<CurrentUser, 'grants'>): boolean {
  return viewer.grants.includes('articles-all');
}

/** The viewer holds the route and, without 'articles-all', is the article's author; 403 otherwise. */
export function assertArticleAccess(viewer: Viewer, route: 'compose' | 'list-of-articles', article?: { authorId: number | null }) {
  if (!viewer.grants.includes(route)) throw errors.accessDenied();
  if (article && !canManageAllArticles(viewer) && article.authorId !== viewer.id) throw errors.accessDenied();
}

export const articleColumns = {
  id: articles.id,
  uniqueKey: articles.uniqueKey,
  title: articles.title,
  content: articles.content,
  excerpt: articles.excerpt,
  image: articles.image,
  authorId: articles.authorId,
  status: articles.status,
  featured: articles.featured,
  locale: articles.locale,
  seoTitle: articles.seoTitle,
  seoDescription: articles.seoDescription,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Authors and categories of the given article rows, presented. */
export async function presentArticles(db: DbOrTx, rows: ArticleRow[]): Promise<ArticleView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))];
  const authors = authorIds.length
    ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, authorIds))
    : [];
  const chips = await db
    .select({
      articleId: articleCategories.articleId,
      id: categories.id,
      name: categories.name,
      text_color: categories.textColor,
      background_color: categories.backgroundColor,
    })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(inArray(articleCategories.articleId, ids))
    .orderBy(asc(categories.name), asc(categories.id));
  const byArticle = new Map<number, ArticleCategoryView[]>();
  for (const { articleId, ...chip } of chips) byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), chip]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const now = new Date();
  return rows.map((r) =>
    presentArticle(r, r.authorId === null ? null : (authorById.get(r.authorId) ?? null), byArticle.get(r.id) ?? [], now),
  );
}

export interface ArticleList {
  items: ArticleView[];
  total: number;
  page: number;
  limit: number;
}

/** Staff list ('list-of-articles'): filters, title search, newest change first, one page. */
export async function listArticles(viewer: Viewer, query: ArticleListQuery): Promise<ArticleList> {
  assertArticleAccess(viewer, 'list-of-articles');
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [];
  if (!canManageAllArticles(viewer)) conditions.push(eq(articles.authorId, viewer.id));
  else if (query.author) conditions.push(eq(articles.authorId, query.author));
  if (query.status) conditions.push(eq(articles.status, query.status));
  if (query.search) conditions.push(ilike(articles.title, likePattern(query.search)));
  if (query.category) {
    conditions.push(
      sql`exists (select 1 from ${articleCategories} where ${articleCategories.articleId} = ${articles.id} and ${articleCategories.categoryId} = ${query.category})`,
    );
  }
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select(articleColumns)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: await presentArticles(db, rows), total: Number(n), page: query.page, limit: query.limit };
}

/**
 * One article for staff (GET /api/article/article/{id}), or null when there is none. Needs
 * 'list-of-articles' or 'compose'; someone else's article without 'articles-all' answers 403.
 */
export async function getArticle(viewer: Viewer, id: number): Promise<ArticleView | null> {
  if (!viewer.grants.includes('list-of-articles') && !viewer.grants.includes('compose')) throw errors.accessDenied();
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const db = await getDb();
  const [row] = await db.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) return null;
  if (!canManageAllArticles(viewer) && row.authorId !== viewer.id) throw errors.accessDenied();
  return (await presentArticles(db, [row]))[0];
}

/** A live article for the public site (published, publication date reached), or null. */
export async function getPublishedArticle(id: number): Promise<ArticleView | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const db = await getDb();
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`)))
    .limit(1);
  return row ? (await presentArticles(db, [row]))[0] : null;
}
