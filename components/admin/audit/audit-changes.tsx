import { clsx } from 'clsx';
import type { AuditDetailsView } from '@/lib/audit/details';
import { displayValue, REDACTED } from '@/lib/audit/details';

export interface AuditChangesLabels {
  changes: string;
  changesCaption: string;
  changedCount: string;
  field: string;
  before: string;
  after: string;
  changed: string;
  empty: string;
  absent: string;
  unchanged: string;
  other: string;
  noDetails: string;
  redacted: string;
}

function Value({ value, present, labels, formatDate }: { value: unknown; present: boolean; labels: AuditChangesLabels; formatDate: (iso: string) => string | null }) {
  if (!present) return <span className="text-muted-foreground italic">{labels.absent}</span>;
  const text = displayValue(value);
  if (text === null || text === '') return <span className="text-muted-foreground italic">{labels.empty}</span>;
  if (text === REDACTED) return <span className="text-muted-foreground italic">{labels.redacted}</span>;
  const date = typeof value === 'string' ? formatDate(value) : null;
  return (
    <span className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
      {date ? <time dateTime={text}>{date}</time> : text}
    </span>
  );
}

/**
 * An audit entry's details read field by field: a before/after table with the changed fields
 * highlighted (and labelled, not only coloured), then whatever else the command recorded.
 */
export function AuditChanges({
  view,
  labels,
  formatDate,
}: {
  view: AuditDetailsView;
  labels: AuditChangesLabels;
  /** An ISO timestamp in the reader's locale; null for any other string. */
  formatDate: (value: string) => string | null;
}) {
  const nothing = !view.compared && view.other.length === 0;
  return (
    <div className="flex flex-col gap-6">
      {view.unchanged && <p className="rounded-lg border border-border bg-surface p-3 text-sm">{labels.unchanged}</p>}
      {view.compared && (
        <section className="flex flex-col gap-2" aria-labelledby="audit-changes-title">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="audit-changes-title" className="text-lg font-semibold">
              {labels.changes}
            </h2>
            <p className="text-sm text-muted-foreground">{labels.changedCount}</p>
          </div>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full border-collapse text-left text-sm" data-testid="audit-changes">
              <caption className="sr-only">{labels.changesCaption}</caption>
              <thead className="bg-surface text-surface-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {labels.field}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {labels.before}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {labels.after}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.changes.map((change) => (
                  <tr
                    key={change.field}
                    data-changed={change.changed ? 'true' : 'false'}
                    className={clsx('border-t border-border align-top', change.changed && 'bg-warning-light text-warning-light-foreground')}
                  >
                    <th scope="row" className="px-4 py-3 text-left font-mono text-xs font-medium">
                      {change.field}
                      {change.changed && (
                        <span className="ml-2 inline-flex rounded-full bg-warning px-2 py-0.5 font-sans text-xs font-semibold text-warning-foreground">
                          {labels.changed}
                        </span>
                      )}
                    </th>
                    <td className="px-4 py-3">
                      <Value value={change.before} present={change.before !== undefined} labels={labels} formatDate={formatDate} />
                    </td>
                    <td className="px-4 py-3">
                      <Value value={change.after} present={change.after !== undefined} labels={labels} formatDate={formatDate} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {view.other.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="audit-other-title">
          <h2 id="audit-other-title" className="text-lg font-semibold">
            {labels.other}
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-border bg-background p-4 text-sm sm:grid-cols-[max-content_1fr]">
            {view.other.map((item) => (
              <div key={item.field} className="contents">
                <dt className="font-mono text-xs font-medium sm:pt-0.5">{item.field}</dt>
                <dd className="mb-2 sm:mb-0">
                  <Value value={item.value} present labels={labels} formatDate={formatDate} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {nothing && !view.unchanged && <p className="text-sm text-muted-foreground">{labels.noDetails}</p>}
    </div>
  );
}
