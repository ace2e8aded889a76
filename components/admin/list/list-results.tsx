import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

export interface ListResultsProps {
  /** "N results", announced when the filters change it. */
  totalText: string;
  /** Whether the page has rows; without, one of the two empty states shows. */
  hasRows: boolean;
  /**
   * A search or filter (or a page past the first) emptied the list: "nothing matches" rather than
   * "nothing yet, create the first one".
   */
  narrowed: boolean;
  narrowedEmpty: { title: string; text: string };
  empty: { title: string; text: string; action?: ReactNode };
  /** Stacked cards for phones, shown below `breakpoint`. */
  cards: ReactNode;
  /** The table, shown from `breakpoint` up. */
  table: ReactNode;
  breakpoint: 'md' | 'lg';
  pagination: ReactNode;
}

// Full class names, so Tailwind sees them.
const below = { md: 'md:hidden', lg: 'lg:hidden' } as const;
const from = { md: 'hidden md:block', lg: 'hidden lg:block' } as const;

/** The body of an admin list page: its total, an empty state or the rows (cards on phones, a table wider), and the pages. */
export function ListResults({ totalText, hasRows, narrowed, narrowedEmpty, empty, cards, table, breakpoint, pagination }: ListResultsProps) {
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {totalText}
      </p>
      {!hasRows ? (
        narrowed ? (
          <EmptyState title={narrowedEmpty.title} description={narrowedEmpty.text} />
        ) : (
          <EmptyState title={empty.title} description={empty.text} action={empty.action} />
        )
      ) : (
        <>
          <div className={`flex flex-col gap-3 ${below[breakpoint]}`}>{cards}</div>
          <div className={from[breakpoint]}>{table}</div>
        </>
      )}
      {pagination}
    </>
  );
}
