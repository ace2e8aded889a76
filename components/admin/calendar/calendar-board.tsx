'use client';

import { useMemo, useRef, useState, useTransition } from 'react';
import { clsx } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/components/ui/toast';
import { rescheduleArticleAction, reschedulePageAction } from '@/lib/api/actions/calendar';
import { addDays } from '@/lib/reports/period';
import { groupByDay, inMonth, onDay, type CalendarView } from '@/lib/calendar/grid';
import type { CalendarItem } from '@/lib/calendar/schema';
import { CalendarItemCard } from './calendar-item-card';

type Props = {
  view: CalendarView;
  /** The days shown, by week (one week in the week view). */
  weeks: string[][];
  anchor: string;
  today: string;
  timeZone: string;
  items: CalendarItem[];
  /** The grid's caption: the month, or the week. */
  caption: string;
};

const intlLocale = (locale: string) => (locale === 'ht' ? 'fr-HT' : locale);
const keyOf = (item: Pick<CalendarItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;
/** A move into the past would publish at once: refused here, before any call. */
const hasPassed = (at: Date) => at.getTime() <= Date.now();

/**
 * The calendar's grid (from md up) and, on a phone, the same items as a list grouped by day. Moves
 * go through the status-change operations (lib/api/actions/calendar.ts): the same rules as the
 * editor; a refusal shows its message in the alert region.
 */
export function CalendarBoard({ view, weeks, anchor, today, timeZone, items, caption }: Props) {
  const t = useTranslations('Calendar');
  const locale = intlLocale(useLocale());
  const router = useRouter();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [dropDay, setDropDay] = useState<string | null>(null);
  const dragged = useRef<CalendarItem | null>(null);
  const [, startTransition] = useTransition();

  const formats = useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }),
      dayNumber: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
      longDay: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
    }),
    [locale, timeZone],
  );
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarItem[]>();
    for (const item of items) map.set(item.day, [...(map.get(item.day) ?? []), item]);
    return map;
  }, [items]);

  async function moveTo(item: CalendarItem, day: string) {
    setError('');
    const at = onDay(item.at, day, timeZone);
    if (hasPassed(at)) {
      setError(t('pastDate'));
      return;
    }
    setBusy(keyOf(item));
    const body = { status: 'published' as const, published_at: at.toISOString(), version: item.version };
    const key = { id: item.id, uniqueKey: item.uniqueKey };
    const result = item.kind === 'article' ? await rescheduleArticleAction(key, body) : await reschedulePageAction(key, body);
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    toast({ message: t('moved', { title: item.title, date: formats.longDay.format(asDate(day)) }), variant: 'success' });
    startTransition(() => router.refresh());
  }

  const moveBy = (item: CalendarItem, days: number) => void moveTo(item, addDays(item.day, days));

  const card = (item: CalendarItem, draggable: boolean) => (
    <CalendarItemCard
      key={keyOf(item)}
      item={item}
      time={formats.time.format(new Date(item.at))}
      busy={busy === keyOf(item)}
      onMoveTo={(i, day) => void moveTo(i, day)}
      onMoveBy={moveBy}
      draggable={draggable}
      onDragStart={(i) => (dragged.current = i)}
      onDragEnd={() => {
        dragged.current = null;
        setDropDay(null);
      }}
    />
  );

  const grouped = groupByDay(items);

  return (
    <div className="flex flex-col gap-3">
      <p role="alert" data-testid="calendar-error" className={clsx('text-sm font-medium text-negative', !error && 'sr-only')}>
        {error}
      </p>
      <div className="hidden overflow-x-auto md:block" data-testid="calendar-grid">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {weeks[0].map((day) => (
                <th key={day} scope="col" className="border border-border bg-surface px-2 py-1 text-left font-medium">
                  <abbr title={formats.weekdayLong.format(asDate(day))} className="no-underline">
                    {formats.weekday.format(asDate(day))}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const dayItems = byDay.get(day) ?? [];
                  const outside = view === 'month' && !inMonth(day, anchor);
                  return (
                    <td
                      key={day}
                      data-day={day}
                      aria-current={day === today ? 'date' : undefined}
                      onDragOver={(event) => {
                        if (!dragged.current) return;
                        event.preventDefault();
                        event.dataTransfer.dropEffect = 'move';
                        setDropDay(day);
                      }}
                      onDragLeave={() => setDropDay((d) => (d === day ? null : d))}
                      onDrop={(event) => {
                        event.preventDefault();
                        const item = dragged.current;
                        dragged.current = null;
                        setDropDay(null);
                        if (item && item.day !== day) void moveTo(item, day);
                      }}
                      className={clsx(
                        'border border-border p-1 align-top',
                        view === 'month' ? 'h-28' : 'h-72',
                        outside && 'bg-surface text-muted-foreground',
                        dropDay === day && 'outline-2 -outline-offset-2 outline-ring',
                      )}
                    >
                      <div className="flex flex-col gap-1">
                        <time dateTime={day} className={clsx('text-xs', day === today && 'self-start rounded-full bg-primary px-1.5 font-semibold text-primary-foreground')}>
                          <span aria-hidden="true">{formats.dayNumber.format(asDate(day))}</span>
                          <span className="sr-only">{formats.longDay.format(asDate(day))}</span>
                        </time>
                        {dayItems.length > 0 && <div className="flex flex-col gap-1">{dayItems.map((item) => card(item, true))}</div>}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="flex flex-col gap-3 md:hidden" data-testid="calendar-list" aria-labelledby="calendar-list-heading">
        <h2 id="calendar-list-heading" className="sr-only">
          {t('listHeading')}
        </h2>
        {grouped.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
        {grouped.map(({ day, items: dayItems }) => (
          <section key={day} aria-labelledby={`calendar-day-${day}`} className="flex flex-col gap-1">
            <h3 id={`calendar-day-${day}`} className="text-sm font-semibold">
              <time dateTime={day}>{formats.longDay.format(asDate(day))}</time>
            </h3>
            <div className="flex flex-col gap-1">{dayItems.map((item) => card(item, false))}</div>
          </section>
        ))}
      </section>
      {items.length === 0 && <p className="hidden text-sm text-muted-foreground md:block">{t('empty')}</p>}
    </div>
  );
}
