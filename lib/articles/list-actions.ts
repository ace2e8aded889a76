'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { translator, type Translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { changeArticleStatus, deleteArticle } from './commands';
import { setArticleFeatured } from './featured';

// Server actions of the article list (/admin/list-of-articles). Each checks the route (requireRoute
// redirects outside the try/catch), then calls the same command as the API, which checks again
// that a user without 'articles-all' touches only their own article. The commands expire the public
// pages' cache tags themselves.

export interface ArticleListActionResult {
  ok: boolean;
  message: string;
  /** Translated messages by field (image when publishing an article without a cover). */
  fieldErrors?: Record<string, string>;
  errorCode?: string;
}

async function run(work: (user: CurrentUser, t: Translate, locale: string) => Promise<string>): Promise<ArticleListActionResult> {
  const user = await requireRoute('list-of-articles');
  const locale = await getLocale();
  const t = translator(locale);
  try {
    return { ok: true, message: await work(user, t, locale) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error }, 'article list action failed');
      return { ok: false, message: t('Errors.actionFailed') };
    }
    const fields = error.options.fieldErrors ?? [];
    const fieldErrors = fields.length ? Object.fromEntries(fields.map((f) => [f.field, t(f.messageKey)])) : undefined;
    return {
      ok: false,
      // Spec §8: when the error carries a list, its first entry is the message (publishing without a
      // cover says "Image is required", not "Some fields are invalid").
      message: fields.length ? t(fields[0].messageKey) : t(error.messageKey, error.options.values),
      ...(fieldErrors && { fieldErrors }),
      ...(error.options.errorCode && { errorCode: error.options.errorCode }),
    };
  }
}

export async function publishArticleAction(id: number, uniqueKey: string): Promise<ArticleListActionResult> {
  return run(async (user, t, locale) => {
    const view = await changeArticleStatus(user, { id, uniqueKey }, { status: 'published' });
    if (!view.scheduled || !view.published_at) return t('Admin.articles.messages.published');
    const date = formatDisplayDate(view.published_at, { locale, timeZone: env().SITE_TIME_ZONE });
    return t('Admin.articles.messages.scheduled', { date });
  });
}

export async function unpublishArticleAction(id: number, uniqueKey: string): Promise<ArticleListActionResult> {
  return run(async (user, t) => {
    await changeArticleStatus(user, { id, uniqueKey }, { status: 'draft' });
    return t('Admin.articles.messages.unpublished');
  });
}

export async function deleteArticleAction(id: number, uniqueKey: string): Promise<ArticleListActionResult> {
  return run(async (user, t) => {
    await deleteArticle(user, { id, uniqueKey });
    return t('Success.articleDeleted');
  });
}

export async function setArticleFeaturedAction(id: number, uniqueKey: string, featured: boolean): Promise<ArticleListActionResult> {
  return run(async (user, t) => {
    await setArticleFeatured(user, { id, uniqueKey }, { featured });
    return t(featured ? 'Admin.articles.messages.featured' : 'Admin.articles.messages.unfeatured');
  });
}
