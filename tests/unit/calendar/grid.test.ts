import { anchorOr, calendarParamsOf, calendarQuery, dayIn, groupByDay, inMonth, monthWeeks, onDay, rangeOf, shiftDays, stepAnchor, weekDays } from '@/lib/calendar/grid';

describe('calendar grid', () => {
  it('covers a month with whole weeks, Monday first', () => {
    const weeks = monthWeeks('2026-11-15');
    expect(weeks).toHaveLength(6);
    expect(weeks[0][0]).toBe('2026-10-26');
    expect(weeks[0][6]).toBe('2026-11-01');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(rangeOf('month', '2026-11-15')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    // February 2027 starts on a Monday and ends on a Sunday: four weeks.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
    expect(inMonth('2026-10-31', '2026-11-15')).toBe(false);
    expect(inMonth('2026-11-30', '2026-11-01')).toBe(true);
  });

  it('gives a week and steps by month or week', () => {
    expect(weekDays('2026-11-27')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(rangeOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(stepAnchor('week', '2026-11-27', 1)).toBe('2026-12-04');
    expect(stepAnchor('week', '2026-01-02', -1)).toBe('2025-12-26');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('reads an anchor from the address or falls back', () => {
    expect(anchorOr('2026-02-03', '2026-11-27')).toBe('2026-02-03');
    expect(anchorOr('2026-02-30', '2026-11-27')).toBe('2026-11-27');
    expect(anchorOr(undefined, '2026-11-27')).toBe('2026-11-27');
  });

  it('computes days in the site time zone', () => {
    // 02:30 UTC on the 28th is still the 27th in São Paulo (UTC-3).
    expect(dayIn('2026-11-28T02:30:00Z', 'America/Sao_Paulo')).toBe('2026-11-27');
    expect(dayIn('2026-11-28T02:30:00Z', 'UTC')).toBe('2026-11-28');
  });

  it('moves an instant to another day keeping the wall-clock time, across daylight saving', () => {
    // 09:30 in New York on 2026-03-07 (EST, UTC-5); two days later is after the change to EDT (UTC-4).
    const moved = shiftDays('2026-03-07T14:30:00Z', 2, 'America/New_York');
    expect(moved.toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(onDay('2026-11-27T12:00:00Z', '2026-11-29', 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T12:00:00.000Z');
    // Late evening: the local day is the one before the UTC day, and stays the anchor.
    expect(shiftDays('2026-11-28T02:30:00Z', 1, 'America/Sao_Paulo').toISOString()).toBe('2026-11-29T02:30:00.000Z');
    expect(shiftDays('2026-11-28T02:30:00Z', -3, 'UTC').toISOString()).toBe('2026-11-25T02:30:00.000Z');
  });

  it('groups items by day, in day order', () => {
    const grouped = groupByDay([
      { day: '2026-11-29', id: 1 },
      { day: '2026-11-27', id: 2 },
      { day: '2026-11-29', id: 3 },
    ]);
    expect(grouped).toEqual([
      { day: '2026-11-27', items: [{ day: '2026-11-27', id: 2 }] },
      { day: '2026-11-29', items: [{ day: '2026-11-29', id: 1 }, { day: '2026-11-29', id: 3 }] },
    ]);
  });

  it('reads the page address, nonsense as the defaults', () => {
    expect(calendarParamsOf({ view: 'week', date: '2026-12-01', author: '3', category: ['4', '5'] }, '2026-11-27')).toEqual({ view: 'week', anchor: '2026-12-01', author: 3, category: 4 });
    expect(calendarParamsOf({ view: 'year', date: 'soon', author: '-1', category: '99999999999' }, '2026-11-27')).toEqual({ view: 'month', anchor: '2026-11-27', author: undefined, category: undefined });
    expect(calendarQuery({ view: 'month', anchor: '2026-11-27', category: 4 })).toEqual({ view: 'month', date: '2026-11-27', category: '4' });
  });
});
