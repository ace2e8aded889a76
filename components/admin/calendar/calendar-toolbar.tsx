import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { Link } from '@/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { calendarQuery, stepAnchor, type CalendarParams } from '@/lib/calendar/grid';

type Props = {
  params: CalendarParams;
  today: string;
  /** The period shown (month, or week), as the heading of the grid. */
  heading: string;
  authors: { id: number; name: string }[];
  categories: { id: number; name: string }[];
};

/** The calendar's navigation (previous, today, next), its view switch and its filters (a plain GET form). */
export async function CalendarToolbar({ params, today, heading, authors, categories }: Props) {
  const t = await getTranslations('Calendar');
  const href = (changes: Partial<CalendarParams>) => ({ pathname: '/admin/calendar', query: calendarQuery({ ...params, ...changes }) });
  const week = params.view === 'week';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('navigation')} className="flex flex-wrap items-center gap-2">
          <Link href={href({ anchor: stepAnchor(params.view, params.anchor, -1) })} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <span aria-hidden="true">←</span> {week ? t('previousWeek') : t('previousMonth')}
          </Link>
          <Link href={href({ anchor: today })} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('today')}
          </Link>
          <Link href={href({ anchor: stepAnchor(params.view, params.anchor, 1) })} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {week ? t('nextWeek') : t('nextMonth')} <span aria-hidden="true">→</span>
          </Link>
          <h2 className="ml-2 text-lg font-semibold" data-testid="calendar-heading">
            {heading}
          </h2>
        </nav>
        <nav aria-label={t('viewLabel')} className="flex gap-1">
          {(['month', 'week'] as const).map((view) => (
            <Link
              key={view}
              href={href({ view })}
              aria-current={params.view === view ? 'page' : undefined}
              className={clsx(buttonClasses({ variant: params.view === view ? 'primary' : 'ghost', size: 'sm' }))}
            >
              {t(`views.${view}`)}
            </Link>
          ))}
        </nav>
      </div>
      <form method="get" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="view" value={params.view} />
        <input type="hidden" name="date" value={params.anchor} />
        {authors.length > 0 && (
          <label className="flex flex-col gap-1 text-sm">
            <span>{t('filters.author')}</span>
            <Select name="author" defaultValue={params.author?.toString() ?? ''} placeholder={t('filters.all')} options={authors.map((a) => ({ value: String(a.id), label: a.name }))} />
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('filters.category')}</span>
          <Select
            name="category"
            defaultValue={params.category?.toString() ?? ''}
            placeholder={t('filters.all')}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </label>
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'md' })}>
          {t('filters.apply')}
        </button>
      </form>
    </div>
  );
}
