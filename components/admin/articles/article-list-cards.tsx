import type { ReactNode } from 'react';

/** One article of the staff list, its cells already rendered (the table and the cards share them). */
export interface ArticleListRow {
  id: number;
  /** The row's bulk checkbox (the same selection as the table's), first in its card. */
  select?: ReactNode;
  date: ReactNode;
  categories: ReactNode;
  author: ReactNode;
  title: ReactNode;
  status: ReactNode;
  reads: ReactNode;
  featured: ReactNode;
  actions: ReactNode;
}

export interface ArticleListCardsProps {
  rows: readonly ArticleListRow[];
  labels: { date: string; author: string; reads: string; caption: string };
  className?: string;
}

/** The article list on a phone: one stacked card per article instead of a wide table. */
export function ArticleListCards({ rows, labels, className }: ArticleListCardsProps) {
  return (
    <ul aria-label={labels.caption} className={className}>
      {rows.map((row) => (
        <li key={row.id} data-testid="article-card" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
          <div className="flex items-start gap-2">
            {row.select}
            <div className="min-w-0 flex-1">{row.title}</div>
            {row.featured}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {row.status}
            {row.categories}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-muted-foreground">{labels.date}</dt>
              <dd className="tabular-nums">{row.date}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.author}</dt>
              <dd>{row.author}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.reads}</dt>
              <dd className="tabular-nums">{row.reads}</dd>
            </div>
          </dl>
          {row.actions}
        </li>
      ))}
    </ul>
  );
}
