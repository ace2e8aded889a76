import type { MessageKey } from '@/lib/i18n/translate';

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Longest password accepted anywhere (sign-in, new password, current password), checked before any
 * hashing: argon2 reads the whole input, so a megabyte "password" would cost the server, not a guesser.
 */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'minLength' | 'maxLength' | 'weak' | 'mismatch';

/** Catalogue key of the message for each problem. */
export const PASSWORD_PROBLEM_MESSAGE_KEYS = {
  minLength: 'Validation.passwordMinLength', // 'Must have a minimum of 8 characters'
  maxLength: 'Validation.passwordTooLong', // 'Must have at most 256 characters'
  weak: 'Validation.passwordWeak', // 'Your password is weak'
  mismatch: 'Validation.passwordMismatch', // 'Passwords do not match'
} as const satisfies Record<PasswordProblem, MessageKey>;

const CHARACTER_CLASSES = [
  /\p{Nd}/u, // a number
  /[^\p{L}\p{N}\s]/u, // a special character
  /\p{Ll}/u, // a lowercase letter
  /\p{Lu}/u, // an uppercase letter
];

function characterClassCount(password: string): number {
  return CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
}

/**
 * Problems with a new password, in this order: `minLength` (fewer than 8 characters), `weak`
 * (missing a number, a special character, a lowercase or an uppercase letter) and, when a
 * confirmation is given, `mismatch`. An empty list means the password is acceptable. A password
 * longer than PASSWORD_MAX_LENGTH is `maxLength` alone (nothing more is read of it).
 */
export function checkPassword(password: string, confirmation?: string): PasswordProblem[] {
  if (password.length > PASSWORD_MAX_LENGTH) return ['maxLength'];
  const problems: PasswordProblem[] = [];
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) problems.push('minLength');
  if (characterClassCount(password) < CHARACTER_CLASSES.length) problems.push('weak');
  if (confirmation !== undefined && confirmation !== password) problems.push('mismatch');
  return problems;
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * Strength for a meter, 0 to 4: one point for the minimum length and one for each of the four
 * character classes, minus one (floored at 0). 4 means every rule of `checkPassword` is met.
 */
export function passwordStrength(password: string): PasswordStrength {
  const points = characterClassCount(password) + (Array.from(password).length >= PASSWORD_MIN_LENGTH ? 1 : 0);
  return Math.max(0, points - 1) as PasswordStrength;
}
