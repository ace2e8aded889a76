// Report periods: pure functions (no database, no clock of their own) shared by the dashboard page,
// the API and the queries. A period is a range of inclusive calendar days in the site's time zone,
// written as ISO dates (YYYY-MM-DD), with the previous period of the same length to compare with.

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

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the UTC midnight of an ISO date, or null when it is not a real calendar date. */
function toUtc(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return toUtc(value) !== null;
}

export function addDays(date: string, days: number): string {
  const ms = toUtc(date);
  if (ms === null) throw new RangeError(`Invalid date: ${date}`);
  return fromUtc(ms + days * DAY_MS);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysBetween(from: string, to: string): number {
  const a = toUtc(from);
  const b = toUtc(to);
  if (a === null || b === null) throw new RangeError(`Invalid range: ${from}..${to}`);
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Today's calendar date in a time zone (the site's), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** First day of the date's month. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** Last day of the date's month. */
export function endOfMonth(date: string): string {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  return fromUtc(Date.UTC(y, m, 0));
}

/** Monday of the date's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function startOfWeek(date: string): string {
  const ms = toUtc(date);
  if (ms === null) throw new RangeError(`Invalid date: ${date}`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return fromUtc(ms - weekday * DAY_MS);
}

/** The same day `months` months earlier or later, clamped to the month's last day (31 Mar − 1 month → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))];
  const target = new Date(Date.UTC(y, m + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay)));
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
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
