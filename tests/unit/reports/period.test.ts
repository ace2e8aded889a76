import {
  addMonths,
  bucketStart,
  granularityFor,
  parsePeriod,
  parsePeriodOrDefault,
  percentChange,
  periodParamsOf,
  presetRange,
  seriesBuckets,
  splitByMonths,
  splitForRollups,
  todayIn,
} from '@/lib/reports/period';

const today = '2026-03-15';

function ok(params: Parameters<typeof parsePeriod>[0], day = today) {
  const result = parsePeriod(params, day);
  if (!result.ok) throw new Error(`expected a period, got ${result.error}`);
  return result.period;
}

describe('parsePeriod', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(ok({})).toMatchObject({ key: '30d', from: '2026-02-14', to: '2026-03-15', days: 30, granularity: 'day' });
  });

  it('reads each preset as inclusive calendar days ending today', () => {
    expect(ok({ period: 'today' })).toMatchObject({ from: today, to: today, days: 1 });
    expect(ok({ period: '7d' })).toMatchObject({ from: '2026-03-09', to: today, days: 7 });
    expect(ok({ period: '90d' })).toMatchObject({ from: '2025-12-16', to: today, days: 90, granularity: 'week' });
    expect(ok({ period: '12m' })).toMatchObject({ from: '2025-03-16', to: today, days: 365, granularity: 'month' });
    expect(ok({ period: 'ytd' })).toMatchObject({ from: '2026-01-01', to: today, days: 74 });
  });

  it('counts a leap day in the 12 months and crosses year ends', () => {
    expect(ok({ period: '12m' }, '2024-03-01')).toMatchObject({ from: '2023-03-02', to: '2024-03-01', days: 366 });
    expect(ok({ period: '7d' }, '2026-01-03')).toMatchObject({ from: '2025-12-28', to: '2026-01-03' });
    expect(ok({ period: 'ytd' }, '2026-01-01')).toMatchObject({ from: '2026-01-01', to: '2026-01-01', days: 1 });
  });

  it('takes a custom range from from/to, with or without period=custom', () => {
    expect(ok({ from: '2026-02-01', to: '2026-02-28' })).toMatchObject({ key: 'custom', days: 28 });
    expect(ok({ period: 'custom', from: '2026-02-10', to: '2026-02-10' })).toMatchObject({ key: 'custom', days: 1 });
  });

  it('refuses bad dates, reversed ranges, missing ends, unknown periods and ranges over five years', () => {
    expect(parsePeriod({ from: '2026-02-30', to: '2026-03-01' }, today)).toEqual({ ok: false, error: 'invalidDate', field: 'from' });
    expect(parsePeriod({ from: '2026-03-02', to: '2026-03-01' }, today)).toEqual({ ok: false, error: 'fromAfterTo', field: 'to' });
    expect(parsePeriod({ from: '2026-03-02' }, today)).toEqual({ ok: false, error: 'missingDates', field: 'to' });
    expect(parsePeriod({ period: 'custom' }, today)).toEqual({ ok: false, error: 'missingDates', field: 'from' });
    expect(parsePeriod({ period: '2y' }, today)).toEqual({ ok: false, error: 'invalidPeriod', field: 'period' });
    expect(parsePeriod({ from: '2019-01-01', to: '2026-01-01' }, today)).toEqual({ ok: false, error: 'rangeTooLong', field: 'from' });
  });

  it('falls back to 30 days for pages, reporting the error', () => {
    const { period, error } = parsePeriodOrDefault({ period: 'nope' }, today);
    expect(period.key).toBe('30d');
    expect(error).toBe('invalidPeriod');
  });

  it('a preset wins over stray dates', () => {
    expect(ok({ period: '7d', from: '2020-01-01', to: '2020-01-02' })).toMatchObject({ key: '7d', from: '2026-03-09' });
  });
});

describe('previous period', () => {
  it('has the same number of days and ends the day before', () => {
    expect(ok({}).previous).toEqual({ from: '2026-01-15', to: '2026-02-13' });
    expect(ok({ period: 'today' }).previous).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(ok({ from: '2026-03-01', to: '2026-03-31' }).previous).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
});

describe('granularity and buckets', () => {
  it('is daily up to 45 days, weekly up to about half a year, monthly beyond', () => {
    expect(granularityFor(1)).toBe('day');
    expect(granularityFor(45)).toBe('day');
    expect(granularityFor(46)).toBe('week');
    expect(granularityFor(186)).toBe('week');
    expect(granularityFor(187)).toBe('month');
  });

  it('cuts weeks on Mondays and clips the first and last bucket to the period', () => {
    // 2026-03-04 is a Wednesday.
    const buckets = seriesBuckets({ from: '2026-03-04', to: '2026-03-17' }, 'week');
    expect(buckets.map((b) => [b.from, b.to])).toEqual([
      ['2026-03-04', '2026-03-08'],
      ['2026-03-09', '2026-03-15'],
      ['2026-03-16', '2026-03-17'],
    ]);
    expect(bucketStart('2026-03-05', 'week', '2026-03-04')).toBe('2026-03-04');
    expect(bucketStart('2026-03-12', 'week', '2026-03-04')).toBe('2026-03-09');
  });

  it('cuts months on the first day', () => {
    const buckets = seriesBuckets({ from: '2025-03-16', to: '2026-03-15' }, 'month');
    expect(buckets).toHaveLength(13);
    expect(buckets[0]).toMatchObject({ from: '2025-03-16', to: '2025-03-31' });
    expect(buckets[1]).toMatchObject({ from: '2025-04-01', to: '2025-04-30' });
    expect(buckets[12]).toMatchObject({ from: '2026-03-01', to: '2026-03-15' });
    expect(seriesBuckets({ from: '2026-03-01', to: '2026-03-03' }, 'day').map((b) => b.start)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('splits a long range into whole months and partial edges', () => {
    expect(splitByMonths({ from: '2025-03-16', to: '2026-03-15' })).toEqual({
      months: { from: '2025-04-01', to: '2026-02-01' },
      days: [
        { from: '2025-03-16', to: '2025-03-31' },
        { from: '2026-03-01', to: '2026-03-15' },
      ],
    });
    expect(splitByMonths({ from: '2026-01-01', to: '2026-02-28' })).toEqual({ months: { from: '2026-01-01', to: '2026-02-01' }, days: [] });
    expect(splitByMonths({ from: '2026-01-05', to: '2026-02-20' })).toEqual({ months: null, days: [{ from: '2026-01-05', to: '2026-02-20' }] });
  });

  it('splits a range over quarters, months, weeks and edge days, covering each day once', () => {
    // 12 months: December and October by month, three quarters, whole weeks, a day at each edge.
    expect(splitForRollups({ from: '2025-11-23', to: '2026-11-22' })).toEqual({
      quarters: { from: '2026-01-01', to: '2026-07-01' },
      months: [
        { from: '2025-12-01', to: '2025-12-01' },
        { from: '2026-10-01', to: '2026-10-01' },
      ],
      weeks: [
        { from: '2025-11-24', to: '2025-11-24' },
        { from: '2026-11-02', to: '2026-11-16' },
      ],
      days: [
        { from: '2025-11-23', to: '2025-11-23' },
        { from: '2026-11-01', to: '2026-11-01' },
      ],
      minus: [],
    });
    // 30 days inside two months: whole weeks (Mondays) and the days around them.
    expect(splitForRollups({ from: '2026-09-24', to: '2026-10-23' })).toEqual({
      quarters: null,
      months: [],
      weeks: [{ from: '2026-09-28', to: '2026-10-12' }],
      days: [
        { from: '2026-09-24', to: '2026-09-27' },
        { from: '2026-10-19', to: '2026-10-23' },
      ],
      minus: [],
    });
    expect(splitForRollups({ from: '2026-03-10', to: '2026-03-12' })).toEqual({ quarters: null, months: [], weeks: [], days: [{ from: '2026-03-10', to: '2026-03-12' }], minus: [] });
  });

  it('reads the last partial quarter of a range that ends today as the quarter minus the days to come', () => {
    expect(splitForRollups({ from: '2025-11-23', to: '2026-11-22' }, { openEnd: true })).toEqual({
      quarters: { from: '2026-01-01', to: '2026-10-01' },
      months: [{ from: '2025-12-01', to: '2025-12-01' }],
      weeks: [{ from: '2025-11-24', to: '2025-11-24' }],
      days: [{ from: '2025-11-23', to: '2025-11-23' }],
      minus: [{ from: '2026-11-23', to: '2026-12-31' }],
    });
    // 30 days: whole weeks are cheaper than November minus its last days.
    expect(splitForRollups({ from: '2026-10-24', to: '2026-11-22' }, { openEnd: true })).toEqual(splitForRollups({ from: '2026-10-24', to: '2026-11-22' }));
  });
});

describe('helpers', () => {
  it('clamps month arithmetic to the last day', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(presetRange('12m', '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it("knows today's date in the site zone", () => {
    // 02:30 UTC on the 16th is still the 15th in São Paulo (UTC−3).
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-16T02:30:00Z'))).toBe('2026-03-15');
    expect(todayIn('America/Sao_Paulo', new Date('2026-03-16T03:00:00Z'))).toBe('2026-03-16');
  });

  it('computes the change against the previous period', () => {
    expect(percentChange(150, 100)).toBe(0.5);
    expect(percentChange(50, 100)).toBe(-0.5);
    // From 0 there is no change to state: 0 → 0 is not "0%", and 0 → 10 is not "+∞".
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(10, 0)).toBeNull();
  });

  it('reads the params from URLSearchParams and from a page searchParams object', () => {
    expect(periodParamsOf(new URLSearchParams('period=7d&from='))).toEqual({ period: '7d', from: undefined, to: undefined });
    expect(periodParamsOf({ from: ['2026-01-01', 'x'], to: '2026-01-31' })).toEqual({ period: undefined, from: '2026-01-01', to: '2026-01-31' });
  });
});
