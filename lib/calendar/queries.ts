import 'server-only';
import { and, asc, eq, exists, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articleCategories, articles, categories, pages, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { assertArticleAccess, canManageAllArticles } from '@/lib/articles/access';
import { categoryDisplayName } from '@/lib/categories/present';
import { translator } from '@/lib/i18n/translate';
import { dayIn } from './grid';
import type { CalendarItem, CalendarQuery, CalendarStatus } from './schema';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/*
 * The editorial calendar (issue 33 §6):
 * - Needs 'list-of-articles'; without 'articles-all' only the viewer's own articles, as in the list.
 *   Pages come with the 'pages' grant, and only when no category is chosen (pages have none).
 * - Shown: published articles and pages by published_at (a future one is "scheduled"), and articles
 *   in review on their published_at when they have one, else on the day of their last update.
 * - Trashed records (deleted_at set) are not shown. Days are the site's time zone's.
 */
export async function listCalendarItems(viewer: Viewer, query: CalendarQuery, timeZone: string, now = new Date()): Promise<CalendarItem[]> {
  assertArticleAccess(viewer, 'list-of-articles');
  const db = await getDb();
  const start = sql`(${query.from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${query.to}::date + 1)::timestamp at time zone ${timeZone}`;
  const inRange = (column: SQLWrapper) => sql`(${column} >= ${start} and ${column} < ${end})`;

  const reviewAt = sql<Date>`coalesce(${articles.publishedAt}, ${articles.updatedAt})`;
  const articleFilters: (SQL | undefined)[] = [
    isNull(articles.deletedAt),
    or(and(eq(articles.status, 'published'), inRange(articles.publishedAt)), and(eq(articles.status, 'in_review'), inRange(reviewAt))),
    canManageAllArticles(viewer) ? (query.author ? eq(articles.authorId, query.author) : undefined) : eq(articles.authorId, viewer.id),
    query.category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(articleCategories)
            .where(and(eq(articleCategories.articleId, articles.id), eq(articleCategories.categoryId, query.category))),
        )
      : undefined,
  ];
  const articleRows = await db
    .select({
      id: articles.id,
      uniqueKey: articles.uniqueKey,
      title: articles.title,
      status: articles.status,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      locale: articles.locale,
      authorId: articles.authorId,
      authorName: users.fullName,
      version: articles.version,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(and(...articleFilters))
    .orderBy(asc(reviewAt), asc(articles.id));

  const pageRows =
    viewer.grants.includes('pages') && !query.category
      ? await db
          .select({
            id: pages.id,
            uniqueKey: pages.uniqueKey,
            title: pages.title,
            status: pages.status,
            publishedAt: pages.publishedAt,
            updatedAt: pages.updatedAt,
            locale: pages.locale,
            authorId: pages.authorId,
            authorName: users.fullName,
            version: pages.version,
          })
          .from(pages)
          .leftJoin(users, eq(users.id, pages.authorId))
          .where(and(isNull(pages.deletedAt), eq(pages.status, 'published'), inRange(pages.publishedAt), query.author ? eq(pages.authorId, query.author) : undefined))
          .orderBy(asc(pages.publishedAt), asc(pages.id))
      : [];

  const item = (kind: CalendarItem['kind'], row: (typeof articleRows)[number]): CalendarItem => {
    const at = row.publishedAt ?? row.updatedAt;
    const status: CalendarStatus = row.status === 'in_review' ? 'in_review' : at > now ? 'scheduled' : 'published';
    return {
      kind,
      id: row.id,
      uniqueKey: row.uniqueKey,
      title: row.title,
      status,
      at: at.toISOString(),
      day: dayIn(at, timeZone),
      locale: row.locale,
      author: row.authorId !== null && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
      version: row.version,
    };
  };
  return [...articleRows.map((r) => item('article', r)), ...pageRows.map((r) => item('page', r))].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
}

/** The calendar's filter choices: authors (with 'articles-all' only) and categories, names translated for `locale`. */
export async function listCalendarFilters(viewer: Viewer, locale: string): Promise<{ authors: { id: number; name: string }[]; categories: { id: number; name: string }[] }> {
  assertArticleAccess(viewer, 'list-of-articles');
  const db = await getDb();
  const t = translator(locale);
  const authors = canManageAllArticles(viewer)
    ? await db
        .selectDistinct({ id: users.id, name: users.fullName })
        .from(users)
        .innerJoin(articles, eq(articles.authorId, users.id))
        .orderBy(asc(users.fullName), asc(users.id))
    : [];
  const rows = await db
    .select({ id: categories.id, uniqueKey: categories.uniqueKey, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(isNull(categories.deletedAt));
  const categoryOptions = rows.map((r) => ({ id: r.id, name: categoryDisplayName(r, t) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return { authors, categories: categoryOptions };
}
