import { dayIn, endOfDayIn, followUpInstant, hourOfDayIn } from '@/lib/leads/follow-up-date';

describe('follow-up dates', () => {
  it('takes a calendar day as its start in the site’s time zone, and a date-time as given', () => {
    expect(followUpInstant('2026-12-01', 'America/Sao_Paulo').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(followUpInstant('2026-12-01', 'Europe/Paris').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(followUpInstant('2026-12-01T10:30:00-03:00', 'Europe/Paris').toISOString()).toBe('2026-12-01T13:30:00.000Z');
  });

  it('reads the day of an instant, and the end of that day, in the time zone', () => {
    const lateEvening = new Date('2026-12-02T02:30:00Z'); // 23:30 on 1 December in São Paulo
    expect(dayIn(lateEvening, 'America/Sao_Paulo')).toBe('2026-12-01');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-12-02');
    expect(endOfDayIn(lateEvening, 'America/Sao_Paulo').toISOString()).toBe('2026-12-02T03:00:00.000Z');
    expect(hourOfDayIn(lateEvening, 8, 'America/Sao_Paulo').toISOString()).toBe('2026-12-01T11:00:00.000Z');
  });

  it('counts a day as it is on a clock change (a 23-hour day in Paris)', () => {
    const morning = new Date('2026-03-29T08:00:00Z');
    expect(hourOfDayIn(morning, 0, 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDayIn(morning, 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
