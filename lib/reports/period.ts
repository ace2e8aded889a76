// Report periods: pure functions (no database, no clock of their own) shared by the dashboard page,
// the API and the queries. A period is a range of inclusive calendar days in the site's time zone,
// written as ISO dates (YYYY-MM-DD), with the previous period of the same length to compare with.

import { tz } from '@date-fns/tz';
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  endOfMonth as lastDayOfMonth,
  endOfQuarter as lastDayOfQuarter,
  format,
  isValid,
  parseISO,
  startOfISOWeek,
  startOfMonth as firstDayOfMonth,
  startOfQuarter as firstDayOfQuarter,
} from 'date-fns';

export const periodPresets = ['today', '7d', '30d', '90d', '12m', 'ytd'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export type PeriodKey = PeriodPreset | 'custom';
export const defaultPeriod: PeriodPreset = '30d';

/** The longest custom range a report accepts (five years and a leap day). */
export const MAX_PERIOD_DAYS = 5 * 365 + 1;

export type Granularity = 'day' | 'week' | 'month';

export interface DayRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export interface Period extends DayRange {
  key: PeriodKey;
  /** Number of calendar days, from and to included. */
  days: number;
  /** The same number of days, ending the day before `from`. */
  previous: DayRange;
  /** Bucket size of the reads-over-time series. */
  granularity: Granularity;
}

export interface SeriesBucket extends DayRange {
  /** The bucket's key in the series: its first day inside the period. */
  start: string;
}

export type PeriodError = 'invalidDate' | 'fromAfterTo' | 'rangeTooLong' | 'missingDates' | 'invalidPeriod';

export type PeriodResult = { ok: true; period: Period } | { ok: false; error: PeriodError; field: 'period' | 'from' | 'to' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar days are counted in UTC, whatever the process's own time zone (no daylight-saving day of 23 hours). */
const inUtc = tz('UTC');

/** An ISO date as a day (midnight, UTC), or null when it is not a real calendar date. */
function dayOf(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  // Years before 100 were never report dates (Date.UTC read them as 19xx): still refused.
  if (!match || Number(match[1]) < 100) return null;
  const day = parseISO(date, { in: inUtc });
  return isValid(day) ? day : null;
}

function dayOrThrow(date: string): Date {
  const day = dayOf(date);
  if (day === null) throw new RangeError(`Invalid date: ${date}`);
  return day;
}

function isoOf(day: Date): string {
  return format(day, 'yyyy-MM-dd', { in: inUtc });
}

export function isIsoDate(value: string): boolean {
  return dayOf(value) !== null;
}

export function addDays(date: string, days: number): string {
  return isoOf(addDaysTo(dayOrThrow(date), days));
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  const a = dayOf(from);
  const b = dayOf(to);
  if (a === null || b === null) throw new RangeError(`Invalid range: ${from}..${to}`);
  return differenceInCalendarDays(b, a, { in: inUtc }) + 1;
}

/** Today's calendar date in a time zone (the site's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** First day of the date's month. */
export function startOfMonth(date: string): string {
  return isoOf(firstDayOfMonth(dayOrThrow(date)));
}

/** Last day of the date's month. */
export function endOfMonth(date: string): string {
  return isoOf(lastDayOfMonth(dayOrThrow(date)));
}

/** Monday of the date's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function startOfWeek(date: string): string {
  return isoOf(startOfISOWeek(dayOrThrow(date)));
}

/** The same day `months` months earlier or later, clamped to the month's last day (31 Mar − 1 month → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  return isoOf(addMonthsTo(dayOrThrow(date), months));
}

/** By day up to about six weeks, by week up to about half a year (the 90-day period), by month beyond. */
export function granularityFor(days: number): Granularity {
  if (days <= 45) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

/** The same number of days, ending the day before the range starts. */
export function previousRange(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export function buildPeriod(key: PeriodKey, range: DayRange): Period {
  const days = daysBetween(range.from, range.to);
  return { key, from: range.from, to: range.to, days, previous: previousRange(range), granularity: granularityFor(days) };
}

/** The range of a preset, ending today (inclusive). 12 months: the day after the same date a year ago, through today. */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

export interface PeriodParams {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

function first(value: string | string[] | undefined | null): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === null || v === undefined || v === '' ? undefined : v;
}

/** Reads period, from and to out of URL search params (a URLSearchParams or Next's searchParams object). */
export function periodParamsOf(source: URLSearchParams | Record<string, string | string[] | undefined>): PeriodParams {
  if (source instanceof URLSearchParams) {
    return { period: first(source.get('period')), from: first(source.get('from')), to: first(source.get('to')) };
  }
  return { period: first(source.period), from: first(source.from), to: first(source.to) };
}

/**
 * The period asked for in the URL. `period` is one of the presets or `custom`; `from`/`to` (ISO
 * dates) make a custom range and may come without `period`. Nothing at all → the default, 30 days.
 * A custom range may reach into the future (those days simply have no reads).
 */
export function parsePeriod(params: PeriodParams, today: string): PeriodResult {
  const key = params.period ?? undefined;
  const hasDates = Boolean(params.from || params.to);
  if (key !== undefined && key !== 'custom' && !(periodPresets as readonly string[]).includes(key)) {
    return { ok: false, error: 'invalidPeriod', field: 'period' };
  }
  if (key !== undefined && key !== 'custom') {
    return { ok: true, period: buildPeriod(key as PeriodPreset, presetRange(key as PeriodPreset, today)) };
  }
  if (!hasDates) {
    if (key === 'custom') return { ok: false, error: 'missingDates', field: 'from' };
    return { ok: true, period: buildPeriod(defaultPeriod, presetRange(defaultPeriod, today)) };
  }
  if (!params.from) return { ok: false, error: 'missingDates', field: 'from' };
  if (!params.to) return { ok: false, error: 'missingDates', field: 'to' };
  if (!isIsoDate(params.from)) return { ok: false, error: 'invalidDate', field: 'from' };
  if (!isIsoDate(params.to)) return { ok: false, error: 'invalidDate', field: 'to' };
  if (params.from > params.to) return { ok: false, error: 'fromAfterTo', field: 'to' };
  if (daysBetween(params.from, params.to) > MAX_PERIOD_DAYS) return { ok: false, error: 'rangeTooLong', field: 'from' };
  return { ok: true, period: buildPeriod('custom', { from: params.from, to: params.to }) };
}

/** Like parsePeriod, but an invalid period falls back to the default (for pages: a bad link still shows a report). */
export function parsePeriodOrDefault(params: PeriodParams, today: string): { period: Period; error: PeriodError | null } {
  const result = parsePeriod(params, today);
  if (result.ok) return { period: result.period, error: null };
  return { period: buildPeriod(defaultPeriod, presetRange(defaultPeriod, today)), error: result.error };
}

/** The bucket (first day inside the range) that a day falls in. */
export function bucketStart(day: string, granularity: Granularity, rangeFrom: string): string {
  const start = granularity === 'day' ? day : granularity === 'week' ? startOfWeek(day) : startOfMonth(day);
  return start < rangeFrom ? rangeFrom : start;
}

/** Every bucket of the period's series, in order, clipped to the period (the first and last may be partial). */
export function seriesBuckets(range: DayRange, granularity: Granularity): SeriesBucket[] {
  const buckets: SeriesBucket[] = [];
  let start = range.from;
  while (start <= range.to) {
    let end: string;
    if (granularity === 'day') end = start;
    else if (granularity === 'week') end = addDays(startOfWeek(start), 6);
    else end = endOfMonth(start);
    if (end > range.to) end = range.to;
    buckets.push({ start, from: start, to: end });
    start = addDays(end, 1);
  }
  return buckets;
}

/**
 * Splits a range for the roll-ups: the whole months inside it (read from the monthly roll-up) and
 * the partial months at its edges (read from the daily one). Short ranges stay daily.
 */
export function splitByMonths(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const firstWholeMonth = range.from === startOfMonth(range.from) ? range.from : addDays(endOfMonth(range.from), 1);
  const lastWholeMonthEnd = range.to === endOfMonth(range.to) ? range.to : addDays(startOfMonth(range.to), -1);
  if (firstWholeMonth > lastWholeMonthEnd) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstWholeMonth) days.push({ from: range.from, to: addDays(firstWholeMonth, -1) });
  if (lastWholeMonthEnd < range.to) days.push({ from: addDays(lastWholeMonthEnd, 1), to: range.to });
  // months.from/to are the first days of the first and last whole months.
  return { months: { from: firstWholeMonth, to: startOfMonth(lastWholeMonthEnd) }, days };
}

/** Relative change from the previous value, or null when there is nothing to compare with (previous 0). */
/** The relative change; null from 0 (nothing to compare with, shown as "—", never "0%"). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** A range's pieces by roll-up: whole quarters, whole months, whole ISO weeks (Monday to Sunday) and single days. */
export interface RollupSplit {
  /** First days of the whole quarters (article_reads_quarterly), or null. */
  quarters: DayRange | null;
  /** First days of whole months outside the quarters (article_reads_monthly). */
  months: DayRange[];
  /** Mondays of whole weeks outside the months (article_reads_weekly). */
  weeks: DayRange[];
  /** The remaining days (article_reads_daily). */
  days: DayRange[];
  /** Days after the range that a block above covers, to subtract (article_reads_daily); see splitForRollups. */
  minus: DayRange[];
}

/** First day of the date's quarter (January, April, July, October). */
export function startOfQuarter(date: string): string {
  return isoOf(firstDayOfQuarter(dayOrThrow(date)));
}

/** Last day of the date's quarter. */
export function endOfQuarter(date: string): string {
  return isoOf(lastDayOfQuarter(dayOrThrow(date)));
}

/** Splits a range into its whole quarters (by their first days) and the pieces around them. */
function splitByQuarters(range: DayRange): { quarters: DayRange | null; pieces: DayRange[] } {
  const first = range.from === startOfQuarter(range.from) ? range.from : addDays(endOfQuarter(range.from), 1);
  const lastEnd = range.to === endOfQuarter(range.to) ? range.to : addDays(startOfQuarter(range.to), -1);
  if (first > lastEnd) return { quarters: null, pieces: [range] };
  const pieces: DayRange[] = [];
  if (range.from < first) pieces.push({ from: range.from, to: addDays(first, -1) });
  if (lastEnd < range.to) pieces.push({ from: addDays(lastEnd, 1), to: range.to });
  return { quarters: { from: first, to: startOfQuarter(lastEnd) }, pieces };
}

/** Splits a piece of a range into its whole weeks (by their Mondays) and the days around them. */
function splitByWeeks(range: DayRange): { weeks: DayRange | null; days: DayRange[] } {
  const firstMonday = startOfWeek(range.from) === range.from ? range.from : addDays(startOfWeek(range.from), 7);
  const lastSunday = addDays(startOfWeek(range.to), 6) === range.to ? range.to : addDays(startOfWeek(range.to), -1);
  if (firstMonday > lastSunday) return { weeks: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstMonday) days.push({ from: range.from, to: addDays(firstMonday, -1) });
  if (lastSunday < range.to) days.push({ from: addDays(lastSunday, 1), to: range.to });
  return { weeks: { from: firstMonday, to: addDays(lastSunday, -6) }, days };
}

/** Splits a range over the roll-ups: whole quarters, then whole months, whole weeks, and days. */
function closedSplit(range: DayRange): RollupSplit {
  const byQuarters = splitByQuarters(range);
  const months: DayRange[] = [];
  const weeks: DayRange[] = [];
  const days: DayRange[] = [];
  for (const piece of byQuarters.pieces) {
    const byMonths = splitByMonths(piece);
    if (byMonths.months) months.push(byMonths.months);
    for (const rest of byMonths.months ? byMonths.days : [piece]) {
      const byWeeks = splitByWeeks(rest);
      if (byWeeks.weeks) weeks.push(byWeeks.weeks);
      days.push(...byWeeks.days);
    }
  }
  return { quarters: byQuarters.quarters, months, weeks, days, minus: [] };
}

/** Rows read, roughly: a block of any size holds about one row per article read in it, a day a little fewer. */
function splitCost(split: RollupSplit): number {
  const count = (ranges: DayRange[], step: (d: string) => string) =>
    ranges.reduce((n, r) => {
      let k = 0;
      for (let d = r.from; d <= r.to; d = step(d)) k++;
      return n + k;
    }, 0);
  const blocks =
    (split.quarters ? count([split.quarters], (d) => addMonths(d, 3)) : 0) +
    count(split.months, (d) => addMonths(d, 1)) +
    count(split.weeks, (d) => addDays(d, 7));
  const days = split.days.reduce((n, r) => n + daysBetween(r.from, r.to), 0);
  return 1.4 * blocks + days;
}

/**
 * Splits a range over the roll-ups so that a sum over it reads the fewest rows (about one row per
 * article and piece): its whole quarters from the quarterly roll-up, the whole months of what is
 * left from the monthly one, then whole weeks from the weekly one, and the remaining days (at most
 * six at each edge of a piece) from the daily one.
 *
 * `openEnd`: nothing has been read after the range yet (it ends today). Its last partial quarter,
 * month or week may then be read as the whole block, minus the days of the block after the range
 * (`minus`: an empty scan today, and exact on any day) — when that reads fewer rows.
 */
export function splitForRollups(range: DayRange, options: { openEnd?: boolean } = {}): RollupSplit {
  const closed = closedSplit(range);
  if (!options.openEnd) return closed;
  let best = closed;
  let bestCost = splitCost(closed);
  const levels = [
    { start: startOfQuarter, end: endOfQuarter },
    { start: startOfMonth, end: endOfMonth },
    { start: startOfWeek, end: (d: string) => addDays(startOfWeek(d), 6) },
  ];
  levels.forEach((level, index) => {
    const start = level.start(range.to);
    const end = level.end(range.to);
    if (start < range.from || end === range.to) return; // not inside the range, or already whole
    const rest: RollupSplit = start > range.from ? closedSplit({ from: range.from, to: addDays(start, -1) }) : { quarters: null, months: [], weeks: [], days: [], minus: [] };
    const block = { from: start, to: start };
    const candidate: RollupSplit = {
      ...rest,
      quarters: index === 0 ? (rest.quarters ? { from: rest.quarters.from, to: start } : block) : rest.quarters,
      months: index === 1 ? [...rest.months, block] : rest.months,
      weeks: index === 2 ? [...rest.weeks, block] : rest.weeks,
      minus: [{ from: addDays(range.to, 1), to: end }],
    };
    const cost = splitCost(candidate);
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
  });
  return best;
}
