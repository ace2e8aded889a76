import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { articleReviews, articleRevisions, articleCategories, articles, users } from '@/db/schema';
import type { ArticleStatus, ReviewAction } from '@/db/schema/articles';
import type { Actor } from '@/lib/core/actor';
import { AppError } from '@/lib/core/errors';
import type { ArticleReviewView } from './present';
import { recordEmail, siteUrl } from '@/lib/mail/transport';
import type { EmailBrand } from '@/lib/mail/templates/layout';
import { reviewChangesRequestedEmail } from '@/lib/mail/templates/review-changes-requested';
import { defaultLocale, isLocale } from '@/i18n/routing';

/*
 * Review before publishing (issue 33 §2).
 * - `publish` is apart from `compose`: a role with compose and without publish is a contributor.
 * - Publishing, scheduling and unpublishing need `publish`: a status change to published, or from
 *   published to draft; a create or an update whose status is published; and any save of an article
 *   that is published (as in Ghost, a contributor cannot edit a published post: 403 with
 *   Errors.publishNotAllowed). Restoring a revision is a save, so the same rule holds.
 * - A contributor submits their draft for review (status in_review, image required as to publish);
 *   they may still edit it while it waits, or take it back to draft (status draft, no comment).
 * - A holder of `publish` publishes (or schedules) an article in review like a draft, or requests
 *   changes (status draft with a comment, at most 2000 characters): the article goes back to draft and
 *   its author gets an email in their language, and sees the comment in the editor.
 * - Each step writes an article_reviews row (submitted, changes_requested with the comment,
 *   published), a revision (note 'submitted' | 'changes_requested' | 'published', saved_by the actor,
 *   the article's version) and an audit row. Nobody else is emailed on submission: the dashboard
 *   counts the articles awaiting review for holders of `publish`, linking to the filtered list.
 */

export function canPublish(actor: Pick<Actor, 'grants'>): boolean {
  return actor.grants.includes('publish');
}

/** 403 for a contributor (compose without publish), with a message saying what is missing. */
export function assertMayPublish(actor: Pick<Actor, 'grants'>): void {
  if (!canPublish(actor)) throw new AppError('Errors.publishNotAllowed', 403, { errorCode: 'PUBLISH_NOT_ALLOWED' });
}

/**
 * A save (create, update, restore) of an article whose status was `before` (null: a new one) and
 * becomes `after`: publishing it, or changing an article that is published, needs `publish`.
 */
export function assertMaySave(actor: Pick<Actor, 'grants'>, before: ArticleStatus | null, after: ArticleStatus): void {
  if (after === 'published' || before === 'published') assertMayPublish(actor);
}

/** The article is not in the state the review step needs (409). */
export function notInReview(): AppError {
  return new AppError('Errors.articleNotInReview', 409, { errorCode: 'NOT_IN_REVIEW' });
}

export function cannotSubmit(): AppError {
  return new AppError('Errors.articleNotSubmittable', 409, { errorCode: 'NOT_SUBMITTABLE' });
}

export function commentRequired(): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'comment', messageKey: 'Articles.review.commentRequired' }] });
}

/**
 * One step of the review path, written in the step's transaction after the article's row changed:
 * the article_reviews row and a revision holding the article as it is now (its version included).
 */
export async function recordReviewStep(tx: Tx, actor: Pick<Actor, 'id'>, articleId: number, action: ReviewAction, comment: string | null = null): Promise<void> {
  await tx.insert(articleReviews).values({ articleId, action, comment, actorId: actor.id });
  const rows = await tx.select({ id: articleCategories.categoryId }).from(articleCategories).where(eq(articleCategories.articleId, articleId));
  const categoryIds = JSON.stringify(rows.map((r) => r.id).sort((a, b) => a - b));
  // Copied inside the database: the content never travels to the app and back.
  await tx.execute(sql`
    insert into ${articleRevisions} (article_id, title, content, excerpt, image, category_ids, author_id, saved_by, note, version)
    select ${articles.id}, ${articles.title}, ${articles.content}, ${articles.excerpt}, ${articles.image}, ${categoryIds}::jsonb, ${articles.authorId}, ${actor.id}, ${action}, ${articles.version}
    from ${articles} where ${articles.id} = ${articleId}`);
}

/** The latest review step of each given article (absent: never reviewed). */
export async function latestReviews(db: DbOrTx, articleIds: readonly number[]): Promise<Map<number, ArticleReviewView>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([articleReviews.articleId], {
      articleId: articleReviews.articleId,
      action: articleReviews.action,
      comment: articleReviews.comment,
      actorId: articleReviews.actorId,
      actorName: users.fullName,
      createdAt: articleReviews.createdAt,
    })
    .from(articleReviews)
    .leftJoin(users, eq(users.id, articleReviews.actorId))
    .where(inArray(articleReviews.articleId, [...articleIds]))
    .orderBy(articleReviews.articleId, desc(articleReviews.createdAt), desc(articleReviews.id));
  return new Map(
    rows.map((r) => [
      r.articleId,
      {
        action: r.action,
        comment: r.comment,
        by: r.actorId !== null && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null,
        at: r.createdAt.toISOString(),
      },
    ]),
  );
}

/**
 * Queues, in the step's transaction, the email telling the author that changes were requested (in the
 * author's language, with a link to the editor). Nothing when the article has no author, the author is
 * the reviewer, or the account is blocked. Answers the outbox id to deliver after the commit.
 */
export async function queueChangesRequestedEmail(
  tx: Tx,
  brand: EmailBrand,
  reviewer: Pick<Actor, 'id'>,
  article: { id: number; uniqueKey: string; title: string; authorId: number | null },
  comment: string,
): Promise<number | null> {
  if (article.authorId === null || article.authorId === reviewer.id) return null;
  const people = await tx.select({ id: users.id, name: users.fullName, email: users.email, locale: users.locale, status: users.status }).from(users).where(inArray(users.id, [article.authorId, reviewer.id]));
  const author = people.find((p) => p.id === article.authorId);
  const reviewerName = people.find((p) => p.id === reviewer.id)?.name ?? '';
  if (!author || author.status === 'blocked') return null;
  const locale = isLocale(author.locale) ? author.locale : defaultLocale;
  const content = reviewChangesRequestedEmail({
    locale,
    brand,
    title: article.title,
    reviewerName,
    comment,
    editorUrl: siteUrl(`/admin/compose/${article.uniqueKey}/${article.id}`, locale),
  });
  const queued = await recordEmail(tx, { to: author.email, locale, template: 'review-changes-requested', content, companyName: brand.companyName });
  return queued.id;
}
