import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { instantOfWallClock } from '@/lib/newsletter/digest-schedule';

const HOUR_MS = 60 * 60_000;

/** A follow-up as the API takes it: a date-time with its offset, or a calendar day (its start in `timeZone`). */
export function followUpInstant(value: string, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  return instantOfWallClock(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])), timeZone);
}

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`: the date input's value, the daily email's key. */
export function dayIn(at: Date, timeZone: string): string {
  return format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The instant `hour` o'clock (0 to 24) on `at`'s calendar day in `timeZone`. */
export function hourOfDayIn(at: Date, hour: number, timeZone: string): Date {
  const [y, m, d] = dayIn(at, timeZone).split('-').map(Number);
  return instantOfWallClock(Date.UTC(y, m - 1, d) + hour * HOUR_MS, timeZone);
}

/** The first instant of the day after `at`'s day in `timeZone`: "due today" is anything before it. */
export function endOfDayIn(at: Date, timeZone: string): Date {
  return hourOfDayIn(at, 24, timeZone);
}
