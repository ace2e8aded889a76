import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireRoute } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { calendarParamsOf, monthWeeks, rangeOf, weekDays } from '@/lib/calendar/grid';
import { listCalendarFilters, listCalendarItems } from '@/lib/calendar/queries';
import { todayIn } from '@/lib/reports/period';
import { ActionToasts } from '@/components/admin/action-toasts';
import { CalendarBoard } from '@/components/admin/calendar/calendar-board';
import { CalendarToolbar } from '@/components/admin/calendar/calendar-toolbar';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Calendar' });
  return { title: t('metaTitle') };
}

/** /admin/calendar (issue 33 §6): the month or week of scheduled, published and in-review articles and pages. */
export default async function CalendarPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('list-of-articles');
  const timeZone = env().SITE_TIME_ZONE;
  const today = todayIn(timeZone);
  const calendar = calendarParamsOf(await searchParams, today);
  const range = rangeOf(calendar.view, calendar.anchor);
  const [items, filters] = await Promise.all([
    listCalendarItems(user, { ...range, author: calendar.author, category: calendar.category }, timeZone),
    listCalendarFilters(user, locale),
  ]);
  const t = await getTranslations('Calendar');
  const intlLocale = locale === 'ht' ? 'fr-HT' : locale;
  const anchorDate = new Date(`${calendar.anchor}T00:00:00Z`);
  const heading =
    calendar.view === 'month'
      ? new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(anchorDate)
      : t('weekOf', { date: new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${range.from}T00:00:00Z`)) });

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <div className="flex flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description', { timeZone })}</p>
          <p className="text-sm text-muted-foreground">{t('reviewNote')}</p>
          <p className="text-sm text-muted-foreground" id="calendar-help">
            {t('help')}
          </p>
        </header>
        <CalendarToolbar params={calendar} today={today} heading={heading} authors={filters.authors} categories={filters.categories} />
        <CalendarBoard
          view={calendar.view}
          weeks={calendar.view === 'month' ? monthWeeks(calendar.anchor) : [weekDays(calendar.anchor)]}
          anchor={calendar.anchor}
          today={today}
          timeZone={timeZone}
          items={items}
          caption={heading}
        />
      </div>
    </ActionToasts>
  );
}
