import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { periodPresets, type Period, type PeriodPreset } from '@/lib/reports/period';
import { dashboardQuery, type DashboardSearch } from './query';

const presetLabel: Record<PeriodPreset, 'today' | 'last7Days' | 'last30Days' | 'last90Days' | 'last12Months' | 'yearToDate'> = {
  today: 'today',
  '7d': 'last7Days',
  '30d': 'last30Days',
  '90d': 'last90Days',
  '12m': 'last12Months',
  ytd: 'yearToDate',
};

/**
 * The period lives in the URL: preset links and a custom-range form (GET) both navigate, so a period
 * can be shared and the back button returns to the previous one. Changing the period starts the
 * post table on its first page.
 */
export async function PeriodSelector({ period, search, action }: { period: Period; search: DashboardSearch; action: string }) {
  const t = await getTranslations('Reports');
  const keep = { sort: search.sort, dir: search.dir, translations: search.translations };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4" data-testid="period-selector">
      <nav aria-label={t('periodLabel')}>
        <ul className="flex flex-wrap gap-2">
          {periodPresets.map((preset) => {
            const active = period.key === preset;
            return (
              <li key={preset}>
                <Link
                  href={{ pathname: '/admin/dashboard', query: dashboardQuery(keep, { period: preset }) }}
                  aria-current={active ? 'page' : undefined}
                  className={buttonClasses({ variant: active ? 'primary' : 'ghost', size: 'sm', className: clsx(!active && 'border border-border') })}
                >
                  {t(`periods.${presetLabel[preset]}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form action={action} className="flex flex-wrap items-end gap-3" aria-label={t('periods.custom')}>
        <input type="hidden" name="period" value="custom" />
        {keep.sort && <input type="hidden" name="sort" value={keep.sort} />}
        {keep.dir && <input type="hidden" name="dir" value={keep.dir} />}
        {keep.translations && <input type="hidden" name="translations" value={keep.translations} />}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('from')}</span>
          <input type="date" name="from" required defaultValue={period.from} className={clsx(controlClasses, 'h-9')} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('to')}</span>
          <input type="date" name="to" required defaultValue={period.to} className={clsx(controlClasses, 'h-9')} />
        </label>
        <button type="submit" className={buttonClasses({ variant: period.key === 'custom' ? 'primary' : 'secondary', size: 'sm', className: 'h-9' })}>
          {t('apply')}
        </button>
      </Form>
    </div>
  );
}
