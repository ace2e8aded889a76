import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articleReadsDaily, articles, categories, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { assertArticleAccess, canManageAllArticles } from './queries';

// Reads that only the staff article list needs (the list itself is listArticles in queries.ts).

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

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
  categories: { id: number; unique_key: string; name: string; text_color: string; background_color: string }[];
  /** The users who author at least one article, by name; null without 'articles-all' (no author filter). */
  authors: { id: number; name: string }[] | null;
}

/** The choices of the list's category and author filters. */
export async function listArticleFilterOptions(viewer: Viewer): Promise<ArticleFilterOptions> {
  assertArticleAccess(viewer, 'list-of-articles');
  const db = await getDb();
  const categoryRows = await db
    .select({
      id: categories.id,
      unique_key: categories.uniqueKey,
      name: categories.name,
      text_color: categories.textColor,
      background_color: categories.backgroundColor,
    })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
  if (!canManageAllArticles(viewer)) return { categories: categoryRows, authors: null };
  const authors = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(sql`exists (select 1 from ${articles} where ${articles.authorId} = ${users.id})`)
    .orderBy(asc(users.fullName), asc(users.id));
  return { categories: categoryRows, authors };
}
