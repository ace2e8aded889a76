import { FIRST_ACCESS_PASSWORD_LENGTH, generateFirstAccessPassword } from '@/lib/users/first-access-password';
import { checkPassword } from '@/lib/format/password';

describe('generateFirstAccessPassword', () => {
  const samples = Array.from({ length: 500 }, () => generateFirstAccessPassword());

  it('is at least 14 characters long (16 by default)', () => {
    expect(FIRST_ACCESS_PASSWORD_LENGTH).toBeGreaterThanOrEqual(14);
    for (const password of samples) expect(password).toHaveLength(FIRST_ACCESS_PASSWORD_LENGTH);
  });

  it('always meets the new-password rules of §5 (length, number, special, lower and upper case)', () => {
    for (const password of samples) expect(checkPassword(password)).toEqual([]);
  });

  it('uses no look-alike characters, quotes, backslashes or spaces', () => {
    for (const password of samples) expect(password).not.toMatch(/[0O1lI'"`\\\s]/);
  });

  it('is different every time', () => {
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('places the guaranteed character classes anywhere, not always first', () => {
    const firstIsLower = samples.filter((p) => /^[a-z]/.test(p)).length;
    expect(firstIsLower).toBeLessThan(samples.length);
    expect(firstIsLower).toBeGreaterThan(0);
  });

  it('honours a longer length and refuses one under 14', () => {
    expect(generateFirstAccessPassword(24)).toHaveLength(24);
    expect(() => generateFirstAccessPassword(13)).toThrow(RangeError);
  });
});
