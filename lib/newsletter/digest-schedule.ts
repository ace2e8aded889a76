/**
 * When the server sends the weekly digest (NEWSLETTER_DIGEST_AT, read by lib/env.ts: a weekday and a
 * time of day in the site's time zone, or "off"). Pure functions: no clock, no database.
 */
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, getISODay } from 'date-fns';
import type { DigestSchedule } from '@/lib/env';

const DAY_MS = 24 * 60 * 60_000;
/** The calendar day of the week is counted on a UTC-encoded reading (no daylight-saving day). */
const inUtc = tz('UTC');

/**
 * The instant whose wall-clock reading in `timeZone` is `wall` (a UTC-encoded reading). Offsets
 * change at most once around one day, so the offsets a day before and after are the only
 * candidates. A reading that happens twice (clocks go back) answers the earlier instant; one that
 * never happens (clocks go forward) answers the instant as far after the gap's start as the
 * reading is, i.e. moved forward by the gap (00:30 in a 00:00→01:00 gap is 01:30).
 */
export function instantOfWallClock(wall: number, timeZone: string): Date {
  const offsetAt = (at: number) => tzOffset(timeZone, new Date(at)) * 60_000;
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((t) => t + offsetAt(t) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/**
 * The time of the digest in the ISO week (Monday to Sunday, in `timeZone`) that `now` falls in. The
 * server sends a week's digest at its first check at or after this instant; it never looks at an
 * earlier week, so a new install (or one back after a week or more down) sends at most the current
 * week's digest, and only once its time has come.
 */
export function digestDueAt(now: Date, schedule: DigestSchedule, timeZone: string): Date {
  const today = new TZDate(now.getTime(), timeZone);
  const day = addDays(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()), schedule.weekday - getISODay(today), { in: inUtc });
  return instantOfWallClock(day.getTime() + schedule.hour * 3_600_000 + schedule.minute * 60_000, timeZone);
}
