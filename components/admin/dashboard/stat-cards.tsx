import { getFormatter, getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { percentChange } from '@/lib/reports/period';
import type { ReportTotals } from '@/lib/reports/queries';

const cards = ['reads', 'articlesCreated', 'unreadArticles', 'activeAuthors'] as const;
/** For these a rise is bad news. */
const lowerIsBetter = new Set<(typeof cards)[number]>(['unreadArticles']);

/** One figure of the period with its change against the previous period (`testId` names its parts for the tests). */
export async function StatCard({ testId, label, hint, value, before, lowerIsBetter = false }: { testId: string; label: string; hint: string; value: number; before: number; lowerIsBetter?: boolean }) {
  const t = await getTranslations('Reports');
  const format = await getFormatter();
  const change = percentChange(value, before);
  const good = change === null || change === 0 ? null : lowerIsBetter ? change < 0 : change > 0;
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4" data-testid={testId}>
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      <span className="text-3xl font-bold tabular-nums" data-testid={`${testId}-value`}>
        {format.number(value)}
      </span>
      <span className="text-xs text-muted-foreground">{hint}</span>
      <span className={clsx('text-sm font-medium', good === true && 'text-positive', good === false && 'text-negative', good === null && 'text-muted-foreground')}>
        {change === null ? (
          <>
            <span aria-hidden="true" data-testid={`${testId}-change`}>
              —
            </span>
            <span className="sr-only">{t('noPrevious')}</span>
          </>
        ) : (
          t('changeVsPrevious', { change: format.number(change, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) })
        )}
      </span>
      <span className="text-xs text-muted-foreground">{t('previousValue', { value: format.number(before) })}</span>
    </li>
  );
}

/** The four figures of the period, each with its change against the previous period. */
export async function StatCards({ totals, previous }: { totals: ReportTotals; previous: ReportTotals }) {
  const t = await getTranslations('Reports');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((key) => (
        <StatCard
          key={key}
          testId={`card-${key}`}
          label={t(`cards.${key}`)}
          hint={t(`cardHints.${key}`)}
          value={totals[key]}
          before={previous[key]}
          lowerIsBetter={lowerIsBetter.has(key)}
        />
      ))}
    </ul>
  );
}
