import { parseDigestAt, parseEnv } from '@/lib/env';
import { digestDueAt, instantOfWallClock } from '@/lib/newsletter/digest-schedule';

const monday9 = { weekday: 1, hour: 9, minute: 0 };
const utc = (iso: string) => new Date(`${iso}Z`);

describe('parseDigestAt', () => {
  it('reads a weekday (full or abbreviated, any case) and a time', () => {
    expect(parseDigestAt('monday 09:00')).toEqual(monday9);
    expect(parseDigestAt('  Mon 9:00 ')).toEqual(monday9);
    expect(parseDigestAt('SUNDAY 18:30')).toEqual({ weekday: 7, hour: 18, minute: 30 });
    expect(parseDigestAt('fri 00:05')).toEqual({ weekday: 5, hour: 0, minute: 5 });
  });

  it('reads "off" as no digest from the server', () => {
    expect(parseDigestAt('off')).toBeNull();
    expect(parseDigestAt('OFF')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'monday', 'monday 9', 'monday 24:00', 'monday 09:60', 'funday 09:00', 'mo 09:00', '09:00 monday', 'monday 9am']) {
      expect(parseDigestAt(bad)).toBeUndefined();
    }
  });

  it('is NEWSLETTER_DIGEST_AT in the environment: Monday 09:00 by default, and a bad value names the variable', () => {
    expect(parseEnv({} as unknown as NodeJS.ProcessEnv).NEWSLETTER_DIGEST_AT).toEqual(monday9);
    expect(parseEnv({ NEWSLETTER_DIGEST_AT: 'off' } as unknown as NodeJS.ProcessEnv).NEWSLETTER_DIGEST_AT).toBeNull();
    expect(parseEnv({ NEWSLETTER_DIGEST_AT: 'thursday 17:45' } as unknown as NodeJS.ProcessEnv).NEWSLETTER_DIGEST_AT).toEqual({
      weekday: 4,
      hour: 17,
      minute: 45,
    });
    expect(() => parseEnv({ NEWSLETTER_DIGEST_AT: 'every monday' } as unknown as NodeJS.ProcessEnv)).toThrow(/NEWSLETTER_DIGEST_AT/);
  });
});

describe('digestDueAt: the digest time of the ISO week that `now` falls in, in the site time zone', () => {
  it('answers this week’s Monday 09:00 in São Paulo (UTC−3) from any day of the week', () => {
    const due = utc('2026-11-16T12:00:00');
    for (const now of ['2026-11-16T03:00:00', '2026-11-16T11:59:00', '2026-11-16T12:00:00', '2026-11-18T15:00:00', '2026-11-22T23:00:00']) {
      expect(digestDueAt(utc(now), monday9, 'America/Sao_Paulo')).toEqual(due);
    }
    // Monday 02:00 UTC is still Sunday 23:00 in São Paulo: the week that is ending.
    expect(digestDueAt(utc('2026-11-23T02:00:00'), monday9, 'America/Sao_Paulo')).toEqual(due);
    // Monday 03:00 UTC is Monday 00:00 there: a new week, whose time has not come.
    expect(digestDueAt(utc('2026-11-23T03:00:00'), monday9, 'America/Sao_Paulo')).toEqual(utc('2026-11-23T12:00:00'));
  });

  it('follows daylight saving time (New York: 09:00 EDT, then 09:00 EST)', () => {
    expect(digestDueAt(utc('2026-10-28T12:00:00'), monday9, 'America/New_York')).toEqual(utc('2026-10-26T13:00:00'));
    expect(digestDueAt(utc('2026-11-04T12:00:00'), monday9, 'America/New_York')).toEqual(utc('2026-11-02T14:00:00'));
    expect(digestDueAt(utc('2026-03-25T12:00:00'), monday9, 'Europe/Berlin')).toEqual(utc('2026-03-23T08:00:00'));
    expect(digestDueAt(utc('2026-04-01T12:00:00'), monday9, 'Europe/Berlin')).toEqual(utc('2026-03-30T07:00:00'));
  });

  it('works ahead of UTC and with half-hour offsets, due exactly at the minute', () => {
    // Auckland is UTC+13 in November: Monday 09:00 there is Sunday 20:00 UTC.
    expect(digestDueAt(utc('2026-11-15T20:00:00'), monday9, 'Pacific/Auckland')).toEqual(utc('2026-11-15T20:00:00'));
    expect(digestDueAt(utc('2026-11-15T19:59:00'), monday9, 'Pacific/Auckland')).toEqual(utc('2026-11-15T20:00:00'));
    expect(digestDueAt(utc('2026-11-18T00:00:00'), { weekday: 3, hour: 17, minute: 30 }, 'Asia/Kolkata')).toEqual(utc('2026-11-18T12:00:00'));
  });

  it('takes the Sunday of the same ISO week, across a year end', () => {
    // ISO week 2026-W53 runs from Monday 28 December 2026 to Sunday 3 January 2027.
    const sunday = { weekday: 7, hour: 18, minute: 0 };
    expect(digestDueAt(utc('2026-12-28T10:00:00'), sunday, 'UTC')).toEqual(utc('2027-01-03T18:00:00'));
    expect(digestDueAt(utc('2027-01-02T10:00:00'), monday9, 'UTC')).toEqual(utc('2026-12-28T09:00:00'));
  });
});

describe('instantOfWallClock', () => {
  const wall = (iso: string) => Date.parse(`${iso}Z`);

  it('answers the instant of an ordinary reading', () => {
    expect(instantOfWallClock(wall('2026-07-01T09:00:00'), 'Europe/Berlin')).toEqual(utc('2026-07-01T07:00:00'));
    expect(instantOfWallClock(wall('2026-07-01T09:00:00'), 'UTC')).toEqual(utc('2026-07-01T09:00:00'));
  });

  it('moves a reading that never happens (clocks go forward) forward by the gap', () => {
    // Berlin, 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(instantOfWallClock(wall('2026-03-29T02:30:00'), 'Europe/Berlin')).toEqual(utc('2026-03-29T01:30:00'));
    // São Paulo, 4 November 2018: midnight became 01:00.
    expect(instantOfWallClock(wall('2018-11-04T00:00:00'), 'America/Sao_Paulo')).toEqual(utc('2018-11-04T03:00:00'));
  });

  it('takes the first of a reading that happens twice (clocks go back)', () => {
    // Berlin, 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30 and 01:30 UTC.
    expect(instantOfWallClock(wall('2026-10-25T02:30:00'), 'Europe/Berlin')).toEqual(utc('2026-10-25T00:30:00'));
  });
});
