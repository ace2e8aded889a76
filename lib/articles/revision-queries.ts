import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articleRevisions, articles, users } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { matchesKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { person, type VersionMeta } from '@/lib/core/version-text';
import { assertArticleAccess } from './access';
import { revisionColumns, savers } from './queries';
import { textOfSanitizedHtml } from './sanitize';

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/**
 * One version of an article as the revisions panel compares it (issue 33 §3): its title, excerpt and
 * the visible text of its body (tags stripped), with who wrote and who stored it, and when.
 */
export interface ArticleVersionText extends VersionMeta {
  title: string;
  excerpt: string;
  text: string;
}

/**
 * A revision of the article addressed by id + unique_key, or the article as saved now (`'current'`).
 * Needs 'compose' (someone else's article without 'articles-all': 403); a revision of another article: 404.
 */
export async function getArticleVersionText(viewer: Viewer, key: { id: number | string; uniqueKey: string }, revisionId: number | 'current'): Promise<ArticleVersionText> {
  assertArticleAccess(viewer, 'compose');
  const db = await getDb();
  const [article] = await db
    .select({
      id: articles.id,
      authorId: articles.authorId,
      authorName: users.fullName,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      version: articles.version,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(matchesKey(articles, key))
    .limit(1);
  if (!article) throw errors.notFound();
  assertArticleAccess(viewer, 'compose', article);
  if (revisionId === 'current') {
    return {
      id: null,
      title: article.title,
      excerpt: article.excerpt ?? '',
      text: textOfSanitizedHtml(article.content),
      author: person(article.authorId, article.authorName),
      savedBy: null,
      note: null,
      version: article.version,
      createdAt: article.updatedAt.toISOString(),
    };
  }
  const [revision] = await db
    .select({ ...revisionColumns, excerpt: articleRevisions.excerpt, content: articleRevisions.content })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.authorId))
    .leftJoin(savers, eq(savers.id, articleRevisions.savedBy))
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, article.id)))
    .limit(1);
  if (!revision) throw errors.notFound();
  return {
    id: revision.id,
    title: revision.title,
    excerpt: revision.excerpt ?? '',
    text: textOfSanitizedHtml(revision.content),
    author: person(revision.authorId, revision.authorName),
    savedBy: person(revision.savedById, revision.savedByName),
    note: revision.note,
    version: revision.version,
    createdAt: revision.createdAt.toISOString(),
  };
}
