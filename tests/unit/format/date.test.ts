import { formatDisplayDate, formatMonthDate, RECENT_ENTRY_MS } from '@/lib/format/date';

// 2026-11-22 02:30 UTC is still 21 November, 23:30, in São Paulo (UTC−3).
const lateEvening = new Date('2026-11-22T02:30:00Z');
const now = new Date('2026-12-10T12:00:00Z');

describe('formatDisplayDate', () => {
  it('shows pt-BR dates as DD/MM/YYYY in the site time zone by default', () => {
    expect(formatDisplayDate(lateEvening, { locale: 'pt-BR', now })).toBe('21/11/2026');
  });

  it('honours another time zone', () => {
    expect(formatDisplayDate(lateEvening, { locale: 'pt-BR', timeZone: 'UTC', now })).toBe('22/11/2026');
    expect(formatDisplayDate(lateEvening, { locale: 'pt-BR', timeZone: 'Asia/Tokyo', now })).toBe('22/11/2026');
  });

  it("uses each locale's numeric short date", () => {
    expect(formatDisplayDate(lateEvening, { locale: 'en', now })).toBe('11/21/2026');
    expect(formatDisplayDate(lateEvening, { locale: 'es', now })).toBe('21/11/2026');
    expect(formatDisplayDate(lateEvening, { locale: 'fr', now })).toBe('21/11/2026');
    expect(formatDisplayDate(lateEvening, { locale: 'ht', now })).toBe('21/11/2026');
  });

  it('accepts an ISO string', () => {
    expect(formatDisplayDate('2026-01-05T15:00:00Z', { locale: 'pt-BR', now })).toBe('05/01/2026');
  });

  it('shows the time of day for entries newer than 24 hours', () => {
    const entry = new Date('2026-12-10T01:05:00Z'); // 22:05 on 9 Dec in São Paulo
    expect(formatDisplayDate(entry, { locale: 'pt-BR', now })).toBe('22:05');
    expect(formatDisplayDate(entry, { locale: 'fr', now })).toBe('22:05');
    expect(formatDisplayDate(entry, { locale: 'es', now })).toBe('22:05');
    expect(formatDisplayDate(entry, { locale: 'ht', now })).toBe('22:05');
    expect(formatDisplayDate(entry, { locale: 'en', now })).toBe('10:05 PM');
    expect(formatDisplayDate(entry, { locale: 'pt-BR', timeZone: 'UTC', now })).toBe('01:05');
  });

  it('switches to the date exactly at 24 hours', () => {
    const justUnder = new Date(now.getTime() - RECENT_ENTRY_MS + 1);
    const exactly = new Date(now.getTime() - RECENT_ENTRY_MS);
    expect(formatDisplayDate(justUnder, { locale: 'pt-BR', now })).toBe('09:00');
    expect(formatDisplayDate(exactly, { locale: 'pt-BR', now })).toBe('09/12/2026');
  });

  it('shows the date, not a time, for an entry dated in the future', () => {
    const tomorrow = new Date(now.getTime() + 60 * 60 * 1000);
    expect(formatDisplayDate(tomorrow, { locale: 'pt-BR', now })).toBe('10/12/2026');
  });

  it('uses the current time when now is not given', () => {
    jest.useFakeTimers({ now });
    try {
      expect(formatDisplayDate(new Date(now.getTime() - 60_000), { locale: 'pt-BR' })).toBe('08:59');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an invalid date', () => {
    expect(() => formatDisplayDate('not a date', { locale: 'pt-BR', now })).toThrow(RangeError);
  });
});

describe('formatMonthDate', () => {
  it('spells a short month name in the site time zone', () => {
    expect(formatMonthDate(lateEvening, { locale: 'pt-BR' })).toBe('21 de nov. de 2026');
    expect(formatMonthDate(lateEvening, { locale: 'pt-BR', timeZone: 'UTC' })).toBe('22 de nov. de 2026');
    expect(formatMonthDate(lateEvening, { locale: 'en' })).toBe('Nov 21, 2026');
    expect(formatMonthDate('2026-03-02T12:00:00Z', { locale: 'es' })).toBe('02 mar 2026');
  });

  it('never shows a time, even for a recent entry', () => {
    expect(formatMonthDate(new Date(), { locale: 'pt-BR' })).toMatch(/^\d{2} de [a-zç]+\.? de \d{4}$/);
  });
});
