import type { Key, ReactNode } from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { Button, buttonClasses } from './button';

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** Shown instead of the table when there are no rows. */
  emptyState?: ReactNode;
  /** Accessible name of the table (visually hidden). */
  caption?: ReactNode;
  /** Narrower cell padding, for tables with many columns. */
  compact?: boolean;
  className?: string;
};

export function DataTable<Row>({ columns, rows, getRowKey, emptyState, caption, compact = false, className }: DataTableProps<Row>) {
  if (rows.length === 0 && emptyState) return <>{emptyState}</>;
  const padding = compact ? 'px-3 py-3' : 'px-4 py-3';
  return (
    <div className={clsx('overflow-x-auto rounded-lg border border-border', className)}>
      <table className="w-full border-collapse text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-surface text-surface-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx(padding, 'font-semibold', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={getRowKey(row, index)} className="border-t border-border">
              {columns.map((column) => (
                <td key={column.key} className={clsx(padding, 'align-middle', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type PaginationLabels = {
  /** Accessible name of the navigation landmark, e.g. "Pagination". */
  navigation: string;
  previous: ReactNode;
  next: ReactNode;
  /** Text for the current page, e.g. "Page 2"; defaults to the number. */
  page?: ReactNode;
};

export type PaginationProps = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Links (server-rendered pages) take precedence over the handlers (client-side state). */
  previousHref?: string;
  nextHref?: string;
  onPrevious?: () => void;
  onNext?: () => void;
  labels: PaginationLabels;
  className?: string;
};

export function Pagination({
  page,
  hasPrevious,
  hasNext,
  previousHref,
  nextHref,
  onPrevious,
  onNext,
  labels,
  className,
}: PaginationProps) {
  function control(enabled: boolean, href: string | undefined, onClick: (() => void) | undefined, rel: 'prev' | 'next') {
    const label = rel === 'prev' ? labels.previous : labels.next;
    if (enabled && href) {
      return (
        <Link href={href} rel={rel} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {label}
        </Link>
      );
    }
    return (
      <Button variant="secondary" size="sm" disabled={!enabled || !onClick} onClick={onClick}>
        {label}
      </Button>
    );
  }

  return (
    <nav aria-label={labels.navigation} className={clsx('flex items-center justify-between gap-4 py-3', className)}>
      {control(hasPrevious, previousHref, onPrevious, 'prev')}
      <span className="text-sm text-muted-foreground">{labels.page ?? page}</span>
      {control(hasNext, nextHref, onNext, 'next')}
    </nav>
  );
}

/** Previous/next links between server-rendered pages 1 to `pages`; nothing when everything fits on one page. */
export function PageLinks({ page, pages, pageHref, labels, className }: { page: number; pages: number; pageHref: (page: number) => string; labels: PaginationLabels; className?: string }) {
  if (pages <= 1) return null;
  return <Pagination page={page} hasPrevious={page > 1} hasNext={page < pages} previousHref={pageHref(page - 1)} nextHref={pageHref(page + 1)} labels={labels} className={className} />;
}
