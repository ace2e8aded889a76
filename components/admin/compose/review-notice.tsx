'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDisplayDate } from '@/lib/format/date';
import type { ArticleMeta } from './compose-values';

/**
 * The reviewer's comment, shown to the author in the editor after changes were requested (issue 33 §2),
 * until the article is submitted again.
 */
export function ReviewNotice({ article }: { article: ArticleMeta | null }) {
  const t = useTranslations('Admin.compose.review');
  const locale = useLocale();
  const review = article?.review;
  if (!article || article.status !== 'draft' || review?.action !== 'changes_requested' || !review.comment) return null;
  return (
    <section
      role="note"
      aria-labelledby="review-notice-title"
      data-testid="review-notice"
      className="flex flex-col gap-1 rounded-md border border-warning-dark/40 bg-warning-light px-4 py-3 text-sm text-warning-light-foreground"
    >
      <h2 id="review-notice-title" className="font-semibold">
        {t('noticeTitle', { name: review.by?.name ?? t('someone'), date: formatDisplayDate(review.at, { locale, now: new Date() }) })}
      </h2>
      <p className="whitespace-pre-wrap">{review.comment}</p>
    </section>
  );
}
