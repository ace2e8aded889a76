import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** A titled report section; `headingId` names the section for assistive technology; `level` its heading's (default 2). */
export function ReportPanel({
  title,
  headingId,
  aside,
  children,
  className,
  level = 2,
}: {
  title: ReactNode;
  headingId: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={headingId} className={clsx('flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold">
          {title}
        </Heading>
        {aside && <span className="text-sm text-muted-foreground">{aside}</span>}
      </div>
      {children}
    </section>
  );
}

/** A chart in a box of fixed height (no layout shift when it draws), labelled, with its data as a table behind a toggle. */
export function ChartFigure({ label, height = 'h-64', chart, table, tableToggle }: { label: string; height?: string; chart: ReactNode; table: ReactNode; tableToggle: string }) {
  return (
    <div className="flex flex-col gap-3">
      <div role="img" aria-label={label} className={clsx('w-full', height)}>
        {chart}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-link underline-offset-2 hover:underline">{tableToggle}</summary>
        <div className="mt-3">{table}</div>
      </details>
    </div>
  );
}

export function SimpleTable({ caption, headers, rows }: { caption: string; headers: ReactNode[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-surface-foreground">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className={clsx('px-3 py-2 font-semibold', i > 0 && 'text-right')}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-t border-border">
              {cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
