import { clsx } from 'clsx';

export type PageListStatus = 'draft' | 'published' | 'scheduled';

const tones: Record<PageListStatus, string> = {
  draft: 'bg-secondary-light text-secondary-light-foreground',
  published: 'bg-positive-light text-positive-light-foreground',
  scheduled: 'bg-info-light text-info-light-foreground',
};

/** What the staff sees of a page's status: "scheduled" is a published page whose date is still ahead. */
export function pageListStatus(page: { status: 'draft' | 'published'; scheduled: boolean }): PageListStatus {
  return page.scheduled ? 'scheduled' : page.status;
}

/** A page's status in the list and the editor. */
export function PageStatusBadge({ status, label }: { status: PageListStatus; label: string }) {
  return (
    <span
      data-testid="page-status"
      data-status={status}
      className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {label}
    </span>
  );
}
