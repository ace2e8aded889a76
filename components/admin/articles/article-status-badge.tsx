import { clsx } from 'clsx';

export type ArticleListStatus = 'draft' | 'in_review' | 'published' | 'scheduled';

const tones: Record<ArticleListStatus, string> = {
  draft: 'bg-secondary-light text-secondary-light-foreground',
  in_review: 'bg-warning-light text-warning-light-foreground',
  published: 'bg-positive-light text-positive-light-foreground',
  scheduled: 'bg-info-light text-info-light-foreground',
};

/** An article's status in the staff list; "scheduled" is a published article whose date is still ahead. */
export function ArticleStatusBadge({ status, label }: { status: ArticleListStatus; label: string }) {
  return (
    <span
      data-testid="article-status"
      data-status={status}
      className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {label}
    </span>
  );
}
