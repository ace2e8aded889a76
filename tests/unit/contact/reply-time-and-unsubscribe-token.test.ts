import { replyDay } from '@/lib/contact/reply-time';
import { unsubscribeToken, verifyUnsubscribeToken } from '@/lib/newsletter/unsubscribe-token';

describe('replyDay', () => {
  const tz = 'America/Sao_Paulo';
  it('answers tomorrow for a message sent at 20:59 in São Paulo', () => {
    expect(replyDay(new Date('2026-11-20T23:59:00Z'), tz)).toBe('tomorrow'); // 20:59 -03:00
  });
  it('answers the day after tomorrow from 21:00 in São Paulo', () => {
    expect(replyDay(new Date('2026-11-21T00:00:00Z'), tz)).toBe('dayAfterTomorrow'); // 21:00 -03:00
    expect(replyDay(new Date('2026-11-21T02:59:00Z'), tz)).toBe('dayAfterTomorrow'); // 23:59
  });
  it('answers tomorrow just after midnight and in the morning', () => {
    expect(replyDay(new Date('2026-11-21T03:00:00Z'), tz)).toBe('tomorrow'); // 00:00
    expect(replyDay(new Date('2026-11-21T12:00:00Z'), tz)).toBe('tomorrow');
  });
  it('uses the given time zone, not the machine\'s', () => {
    expect(replyDay(new Date('2026-11-20T21:00:00Z'), 'UTC')).toBe('dayAfterTomorrow');
    expect(replyDay(new Date('2026-11-20T21:00:00Z'), tz)).toBe('tomorrow');
  });
});

describe('unsubscribe token', () => {
  const secret = 'a-test-secret-of-at-least-32-characters!!';
  it('is a base64url HMAC that verifies only for its own lead id and secret', () => {
    const token = unsubscribeToken(42, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken(42, secret)).toBe(token);
    expect(verifyUnsubscribeToken(token, 42, secret)).toBe(true);
    expect(verifyUnsubscribeToken(token, '42', secret)).toBe(true);
    expect(verifyUnsubscribeToken(token, 43, secret)).toBe(false);
    expect(verifyUnsubscribeToken(token, 42, `${secret}x`)).toBe(false);
    expect(verifyUnsubscribeToken(`${token.slice(0, -1)}A`, 42, secret) && token.endsWith('A')).toBe(false);
  });
  it('refuses malformed input without throwing', () => {
    const token = unsubscribeToken(7, secret);
    for (const id of ['7x', '-7', '0', '', '1e3', null, 7.5]) expect(verifyUnsubscribeToken(token, id, secret)).toBe(false);
    for (const bad of [undefined, 123, '', 'x'.repeat(500), token.slice(1)]) expect(verifyUnsubscribeToken(bad, 7, secret)).toBe(false);
  });
  it('needs a secret of 32+ characters', () => {
    expect(() => unsubscribeToken(1, 'short')).toThrow(/AUTH_SECRET/);
  });
});
