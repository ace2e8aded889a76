import type { ReactNode } from 'react';

/** One audit entry of the list, its cells already rendered (the table and the cards share them). */
export interface AuditEntryRow {
  id: number;
  when: ReactNode;
  person: ReactNode;
  /** The action's label, a link to the entry. */
  action: ReactNode;
  type: ReactNode;
  record: ReactNode;
}

export interface AuditEntryCardsProps {
  rows: readonly AuditEntryRow[];
  labels: { person: string; type: string; record: string; caption: string };
}

/** The audit log on a phone: one stacked card per entry instead of a wide table. */
export function AuditEntryCards({ rows, labels }: AuditEntryCardsProps) {
  return (
    <ul aria-label={labels.caption} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} data-testid="audit-card" className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">{row.action}</span>
            <span className="text-xs text-muted-foreground">{row.when}</span>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-xs">
            <div className="col-span-2">
              <dt className="text-muted-foreground">{labels.person}</dt>
              <dd>{row.person}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.type}</dt>
              <dd>{row.type}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.record}</dt>
              <dd className="break-all">{row.record}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
