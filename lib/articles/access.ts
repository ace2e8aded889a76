import type { CurrentUser } from '@/lib/auth/current-user';
import { errors } from '@/lib/core/errors';

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
