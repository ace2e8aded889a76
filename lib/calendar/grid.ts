// The editorial calendar's days (issue 33 §6): pure functions (no database, no clock of their own),
// shared by the page, its components and the query. Days are calendar dates in the site's time zone
// (SITE_TIME_ZONE), written YYYY-MM-DD, as the reports count them (lib/reports/period.ts); weeks start
// on Monday (ISO weeks).

import { tz } from '@date-fns/tz';
import { addDays as addDaysTo, format } from 'date-fns';
import { addDays, addMonths, endOfMonth, isIsoDate, startOfMonth, startOfWeek } from '@/lib/reports/period';

export type CalendarView = 'month' | 'week';

interface CalendarRange {
  /** First day shown, inclusive. */
  from: string;
  /** Last day shown, inclusive. */
  to: string;
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function dayIn(instant: Date | string, timeZone: string): string {
  return format(new Date(instant), 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The days shown for `anchor`: whole weeks covering its month, or its week. */
export function rangeOf(view: CalendarView, anchor: string): CalendarRange {
  if (view === 'week') {
    const from = startOfWeek(anchor);
    return { from, to: addDays(from, 6) };
  }
  const from = startOfWeek(startOfMonth(anchor));
  return { from, to: addDays(startOfWeek(endOfMonth(anchor)), 6) };
}

/** The month grid of `anchor`: its weeks (Monday first), each of seven days. */
export function monthWeeks(anchor: string): string[][] {
  const { from, to } = rangeOf('month', anchor);
  const weeks: string[][] = [];
  for (let monday = from; monday <= to; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** The seven days of `anchor`'s week, Monday first. */
export function weekDays(anchor: string): string[] {
  const from = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(from, i));
}

/** The anchor of the previous (-1) or next (+1) month or week. */
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'week' ? addDays(anchor, 7 * step) : addMonths(startOfMonth(anchor), step);
}

/** Whether `day` belongs to `anchor`'s month (the month grid greys the days of the months around it). */
export function inMonth(day: string, anchor: string): boolean {
  return day.slice(0, 7) === anchor.slice(0, 7);
}

/** A valid YYYY-MM-DD, or `fallback` (the anchor read from the address). */
export function anchorOr(value: string | undefined, fallback: string): string {
  return value !== undefined && isIsoDate(value) ? value : fallback;
}

/**
 * The same time of day (wall clock, in the time zone) on another day: rescheduling keeps 09:30 as
 * 09:30 across a daylight-saving change. `day` is YYYY-MM-DD.
 */
export function onDay(instant: Date | string, day: string, timeZone: string): Date {
  const zone = tz(timeZone);
  const shift = differenceInDays(dayIn(instant, timeZone), day);
  return new Date(addDaysTo(new Date(instant), shift, { in: zone }).getTime());
}

/** The same time of day `days` calendar days later (earlier when negative), in the time zone. */
export function shiftDays(instant: Date | string, days: number, timeZone: string): Date {
  return onDay(instant, addDays(dayIn(instant, timeZone), days), timeZone);
}

function differenceInDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Items grouped by their day, in day order (the phone's list), each day's items as given. */
export function groupByDay<T extends { day: string }>(items: readonly T[]): { day: string; items: T[] }[] {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const list = days.get(item.day) ?? [];
    list.push(item);
    days.set(item.day, list);
  }
  return [...days].map(([day, list]) => ({ day, items: list }));
}

export interface CalendarParams {
  view: CalendarView;
  anchor: string;
  author?: number;
  category?: number;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const idOf = (value: string | string[] | undefined) => {
  const raw = firstOf(value);
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
};

/** The calendar page's address (?view=month|week&date=YYYY-MM-DD&author=&category=), nonsense read as the defaults. */
export function calendarParamsOf(source: Record<string, string | string[] | undefined>, today: string): CalendarParams {
  const view = firstOf(source.view) === 'week' ? 'week' : 'month';
  return { view, anchor: anchorOr(firstOf(source.date), today), author: idOf(source.author), category: idOf(source.category) };
}

/** The query string of a calendar address (the filters kept, empty ones left out). */
export function calendarQuery(params: CalendarParams): Record<string, string> {
  return {
    view: params.view,
    date: params.anchor,
    ...(params.author !== undefined && { author: String(params.author) }),
    ...(params.category !== undefined && { category: String(params.category) }),
  };
}
