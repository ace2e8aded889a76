'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { changeArticleStatus, deleteArticle, setArticleFeatured } from './commands';

// Server actions of the article list (/admin/list-of-articles). Each checks the route, then calls the
// same command as the API, which checks again that a user without 'articles-all' touches only their
// own article. The commands expire the public pages' cache tags themselves.

/** fieldErrors by field (image when publishing an article without a cover). */
export type ArticleListActionResult = ActionResult;

// Spec §8: when a refusal carries a list, its first entry is the message (publishing without a cover
// says "Image is required", not "Some fields are invalid").
const articleListAction: ActionOptions = { route: 'list-of-articles', logLabel: 'article list action failed', refusal: 'first-field' };

export const publishArticleAction = serverAction(async (id: number, uniqueKey: string): Promise<ArticleListActionResult> => {
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

export const unpublishArticleAction = serverAction(async (id: number, uniqueKey: string): Promise<ArticleListActionResult> => {
  return runAction((user) => changeArticleStatus(user, { id, uniqueKey }, { status: 'draft' }), 'Admin.articles.messages.unpublished', articleListAction);
}, articleListAction);

export const deleteArticleAction = serverAction(async (id: number, uniqueKey: string): Promise<ArticleListActionResult> => {
  return runAction((user) => deleteArticle(user, { id, uniqueKey }), 'Success.articleDeleted', articleListAction);
}, articleListAction);

export const setArticleFeaturedAction = serverAction(async (id: number, uniqueKey: string, featured: boolean): Promise<ArticleListActionResult> => {
  const success = featured ? 'Admin.articles.messages.featured' : 'Admin.articles.messages.unfeatured';
  return runAction((user) => setArticleFeatured(user, { id, uniqueKey }, { featured }), success, articleListAction);
}, articleListAction);
