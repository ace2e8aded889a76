import type { ReactNode } from 'react';

/** One user of the staff list, its cells already rendered (the table and the cards share them). */
export interface UserListRow {
  id: number;
  /** The row's bulk checkbox (the same selection as the table's), first in its card. */
  select?: ReactNode;
  displayName: string;
  /** Photo or initials (decorative: the name is beside it). */
  avatar: ReactNode;
  email: ReactNode;
  permission: ReactNode;
  position: ReactNode;
  status: ReactNode;
  areas: ReactNode;
  actions: ReactNode;
}

export interface UserListCardsProps {
  rows: readonly UserListRow[];
  labels: { permission: string; position: string; areas: string; caption: string };
  className?: string;
}

/** The users list on a phone: one stacked card per user instead of a wide table. */
export function UserListCards({ rows, labels, className }: UserListCardsProps) {
  return (
    <ul aria-label={labels.caption} className={className}>
      {rows.map((row) => (
        <li key={row.id} data-testid="user-card" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              {row.select}
              {row.avatar}
              <span className="font-medium">{row.displayName}</span>
            </div>
            {row.status}
          </div>
          <div className="text-sm break-all">{row.email}</div>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div>
              <dt className="text-muted-foreground">{labels.permission}</dt>
              <dd>{row.permission}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.position}</dt>
              <dd>{row.position}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">{labels.areas}</dt>
              <dd className="mt-1">{row.areas}</dd>
            </div>
          </dl>
          {row.actions}
        </li>
      ))}
    </ul>
  );
}
