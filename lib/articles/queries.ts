import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type DbOrTx } from '@/db/client';
import { articleCategories, articleReadsDaily, articleRevisions, articles, categories, roles, userRoles, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { isLive } from '@/lib/blog/live';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { categoryDisplayName } from '@/lib/categories/present';
import { matchesKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { likePattern } from '@/lib/core/like-pattern';
import { translator } from '@/lib/i18n/translate';
import { presentArticle, type ArticleCategoryView, type ArticleRow, type ArticleView } from './present';
import { groupMembers, otherMembers } from './translation-groups';
import type { ArticleListQuery } from './schema';
import { assertArticleAccess, canManageAllArticles } from './access';
import { latestReviews } from './review';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/** The users table again, as who stored a revision (beside its author). */
/** Who saved a revision (a second join on users, beside its author). */
export const savers = alias(users, 'revision_saver');

/** A revision's columns with who wrote it (join users) and who saved it (join savers): the list's and the revision reader's. */
export const revisionColumns = {
  id: articleRevisions.id,
  title: articleRevisions.title,
  authorId: articleRevisions.authorId,
  authorName: users.fullName,
  savedById: articleRevisions.savedBy,
  savedByName: savers.fullName,
  note: articleRevisions.note,
  version: articleRevisions.version,
  createdAt: articleRevisions.createdAt,
};


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
  translationGroup: articles.translationGroup,
  version: articles.version,
};

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
      textColor: categories.textColor,
      backgroundColor: categories.backgroundColor,
    })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(inArray(articleCategories.articleId, ids))
    .orderBy(asc(categories.name), asc(categories.id));
  const byArticle = new Map<number, ArticleCategoryView[]>();
  for (const { articleId, ...chip } of chips) byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), chip]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const members = await groupMembers(db, rows.map((r) => r.translationGroup));
  const reviews = await latestReviews(db, ids);
  const now = new Date();
  return rows.map((r) =>
    presentArticle(
      r,
      r.authorId === null ? null : (authorById.get(r.authorId) ?? null),
      byArticle.get(r.id) ?? [],
      now,
      r.translationGroup === null ? [] : otherMembers(members, r),
      reviews.get(r.id) ?? null,
    ),
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
  // A trashed article (issue 33 §4) is listed by the trash alone.
  const conditions: (SQL | undefined)[] = [isNull(articles.deletedAt)];
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
  const [row] = await db.select(articleColumns).from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).limit(1);
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
    .where(and(eq(articles.id, id), isLive()))
    .limit(1);
  return row ? (await presentArticles(db, [row]))[0] : null;
}

/** A stored earlier version of an article, as the editor's revisions panel lists it. */
export interface ArticleRevisionView {
  id: number;
  title: string;
  /** Who wrote the version (the article's author at the time), or null when that user is gone. */
  author: { id: number; name: string } | null;
  /** Who stored it (the one whose save replaced this version), or null when unknown or gone (issue 33). */
  savedBy: { id: number; name: string } | null;
  /** Why it was stored when not by a plain save ('submitted', 'overwrote' …), else null. */
  note: string | null;
  /** The article's version this revision holds (null for revisions stored before versions existed). */
  version: number | null;
  createdAt: string;
}

/**
 * The revisions of an article addressed by id + unique_key (both must match, 404 otherwise), newest
 * first. Needs 'compose'; someone else's article without 'articles-all' answers 403.
 */
export async function listArticleRevisions(viewer: Viewer, key: { id: number | string; uniqueKey: string }): Promise<ArticleRevisionView[]> {
  assertArticleAccess(viewer, 'compose');
  const where = and(matchesKey(articles, key), isNull(articles.deletedAt));
  const db = await getDb();
  const [article] = await db.select({ id: articles.id, authorId: articles.authorId }).from(articles).where(where).limit(1);
  if (!article) throw errors.notFound();
  assertArticleAccess(viewer, 'compose', article);
  const rows = await db
    .select(revisionColumns)
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.authorId))
    .leftJoin(savers, eq(savers.id, articleRevisions.savedBy))
    .where(eq(articleRevisions.articleId, article.id))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    author: r.authorId !== null && r.authorName !== null ? { id: r.authorId, name: r.authorName } : null,
    savedBy: r.savedById !== null && r.savedByName !== null ? { id: r.savedById, name: r.savedByName } : null,
    note: r.note,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A category the editor offers (a checkbox with its chip). */
export interface ComposeCategoryOption {
  id: number;
  name: string;
  textColor: string;
  backgroundColor: string;
  status: 'active' | 'inactive';
}

/**
 * The categories the editor offers: the active ones, plus those in `keepIds` (the article's own,
 * which may have been deactivated since, so that saving does not silently drop them). Catalogue
 * names are translated for `locale`, as the categories list shows them; sorted by that name.
 */
export async function listComposeCategories(viewer: Viewer, locale: string, keepIds: number[] = []): Promise<ComposeCategoryOption[]> {
  assertArticleAccess(viewer, 'compose');
  const db = await getDb();
  const t = translator(locale);
  const rows = await db
    .select({ ...categoryChipColumns, status: categories.status })
    .from(categories)
    .where(and(isNull(categories.deletedAt), keepIds.length ? or(eq(categories.status, 'active'), inArray(categories.id, keepIds)) : eq(categories.status, 'active')));
  return rows
    .map((r) => ({
      id: r.id,
      name: categoryDisplayName(r, t),
      textColor: r.textColor,
      backgroundColor: r.backgroundColor,
      status: r.status,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
}

/**
 * The users an article may be assigned to (the editor's author select): everyone whose roles grant
 * 'compose', except blocked and inactive accounts, by name. Only for 'articles-all' (others cannot
 * choose an author: an empty list).
 */
export async function listAssignableAuthors(viewer: Viewer): Promise<{ id: number; name: string }[]> {
  if (!canManageAllArticles(viewer)) return [];
  const db = await getDb();
  return db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(sql`${'compose'} = any(${roles.activeRoutes})`, ne(users.status, 'blocked'), ne(users.status, 'inactive')))
    .orderBy(asc(users.fullName), asc(users.id));
}

// Reads that only the staff article list needs, beside the list itself (listArticles).

/**
 * Total reads of each given article (all days of the daily roll-up), for the rows of one list page.
 * Articles without reads are absent from the map. Without 'articles-all' only the viewer's own
 * articles are counted, like the list they come from.
 */
export async function countArticleReads(viewer: Viewer, articleIds: readonly number[]): Promise<Map<number, number>> {
  assertArticleAccess(viewer, 'list-of-articles');
  const ids = [...new Set(articleIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: articleReadsDaily.articleId, reads: sql<number>`sum(${articleReadsDaily.reads})`.mapWith(Number) })
    .from(articleReadsDaily)
    .innerJoin(articles, eq(articles.id, articleReadsDaily.articleId))
    .where(and(inArray(articleReadsDaily.articleId, ids), canManageAllArticles(viewer) ? undefined : eq(articles.authorId, viewer.id)))
    .groupBy(articleReadsDaily.articleId);
  return new Map(rows.map((r) => [r.id, r.reads]));
}

export interface ArticleFilterOptions {
  /** Every category (inactive ones too: their articles still exist), by name. */
  categories: { id: number; uniqueKey: string; name: string; textColor: string; backgroundColor: string }[];
  /** The users who author at least one article, by name; null without 'articles-all' (no author filter). */
  authors: { id: number; name: string }[] | null;
}

/** The choices of the list's category and author filters. */
export async function listArticleFilterOptions(viewer: Viewer): Promise<ArticleFilterOptions> {
  assertArticleAccess(viewer, 'list-of-articles');
  const db = await getDb();
  const chips = await db.select(categoryChipColumns).from(categories).where(isNull(categories.deletedAt)).orderBy(asc(categories.name), asc(categories.id));
  const categoryRows = chips.map((c) => ({ id: c.id, uniqueKey: c.uniqueKey, name: c.name, textColor: c.textColor, backgroundColor: c.backgroundColor }));
  if (!canManageAllArticles(viewer)) return { categories: categoryRows, authors: null };
  const authors = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(sql`exists (select 1 from ${articles} where ${articles.authorId} = ${users.id} and ${articles.deletedAt} is null)`)
    .orderBy(asc(users.fullName), asc(users.id));
  return { categories: categoryRows, authors };
}

/**
 * How many articles await review (status in_review), for the dashboard of a holder of 'publish'
 * (issue 33 §2); null for anyone else. Without 'articles-all' only the viewer's own count, like the list.
 */
export async function countArticlesAwaitingReview(viewer: Viewer): Promise<number | null> {
  if (!viewer.grants.includes('publish') || !viewer.grants.includes('list-of-articles')) return null;
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.status, 'in_review'), canManageAllArticles(viewer) ? undefined : eq(articles.authorId, viewer.id)));
  return Number(n);
}
