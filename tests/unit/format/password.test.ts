import { checkPassword, PASSWORD_MIN_LENGTH, passwordStrength } from '@/lib/format/password';

describe('checkPassword', () => {
  it('accepts a long password with a number, special, lowercase and uppercase', () => {
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(checkPassword('Abcdef1!', 'Abcdef1!')).toEqual([]);
  });

  it('requires at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('Abcde1!')).toEqual(['minLength']);
  });

  it.each([
    ['a number', 'Abcdefg!'],
    ['a special character', 'Abcdefg1'],
    ['a lowercase letter', 'ABCDEFG1!'],
    ['an uppercase letter', 'abcdefg1!'],
  ])('calls a password without %s weak', (_case, password) => {
    expect(checkPassword(password)).toEqual(['weak']);
  });

  it('does not count a space as a special character', () => {
    expect(checkPassword('Abcdef 1')).toEqual(['weak']);
  });

  it('reports a confirmation that differs, and only when one is given', () => {
    expect(checkPassword('Abcdef1!', 'abcdef1!')).toEqual(['mismatch']);
    expect(checkPassword('Abcdef1!', '')).toEqual(['mismatch']);
    expect(checkPassword('Abcdef1!', undefined)).toEqual([]);
  });

  it('refuses a password longer than 256 characters on its own, and accepts 256', () => {
    const strong = 'Aa1!';
    expect(checkPassword(strong.repeat(64))).toEqual([]);
    expect(checkPassword(`${strong.repeat(64)}x`, 'other')).toEqual(['maxLength']);
    expect(checkPassword('A'.repeat(20_000_000))).toEqual(['maxLength']);
  });

  it('lists every problem in a fixed order', () => {
    expect(checkPassword('', 'x')).toEqual(['minLength', 'weak', 'mismatch']);
  });
});

describe('passwordStrength', () => {
  it('goes from 0 to 4 as rules are met', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcdefg1')).toBe(2);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('Abcdef1!')).toBe(4);
  });

  it('gives 4 only when checkPassword finds no problem', () => {
    expect(passwordStrength('Ab1!')).toBe(3);
    expect(checkPassword('Ab1!')).not.toEqual([]);
  });
});
