'use server';

import { changeArticleStatus, setArticleFeatured } from '@/lib/articles/commands';
import { articleListRefusal, articleOperations as op } from '@/lib/articles/operations';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { runAction, type ActionOptions, type ActionResult } from '../action-result';
import { operationAction } from '../operation-action';
import { serverAction } from '../server-action';

// Server actions of the article list (/admin/list-of-articles). Deleting is the API's operation
// (lib/articles/operations.ts); publishing, unpublishing and the star say their own messages, so they
// are written here. Each checks the route, then calls the same command as the API, which checks again
// that a user without 'articles-all' touches only their own article. The commands expire the public
// pages' cache tags themselves.

const articleListAction: ActionOptions = { route: 'list-of-articles', ...articleListRefusal };

export const deleteArticleAction = operationAction(op.remove);

export const publishArticleAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult> => {
  return runAction(
    (user) => changeArticleStatus(user, { id, uniqueKey }, { status: 'published' }),
    (view, t, locale) => {
      if (!view.scheduled || !view.publishedAt) return t('Admin.articles.messages.published');
      const date = formatDisplayDate(view.publishedAt, { locale, timeZone: env().SITE_TIME_ZONE });
      return t('Admin.articles.messages.scheduled', { date });
    },
    articleListAction,
  );
}, articleListAction);

export const unpublishArticleAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult> => {
  return runAction((user) => changeArticleStatus(user, { id, uniqueKey }, { status: 'draft' }), 'Admin.articles.messages.unpublished', articleListAction);
}, articleListAction);

export const setArticleFeaturedAction = serverAction(async (id: number, uniqueKey: string, featured: boolean): Promise<ActionResult> => {
  const success = featured ? 'Admin.articles.messages.featured' : 'Admin.articles.messages.unfeatured';
  return runAction((user) => setArticleFeatured(user, { id, uniqueKey }, { featured }), success, articleListAction);
}, articleListAction);
