import { randomInt } from 'node:crypto';

// Characters a person can read aloud and retype from a dialog: no 0/O, 1/l/I, and no quote or
// backslash that a chat app or a shell might mangle.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%&*+-=?_';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

export const FIRST_ACCESS_PASSWORD_LENGTH = 16;

/**
 * A one-time password for a new account (shown once to the admin who created it): crypto-random,
 * 16 characters, with at least one lowercase, uppercase, digit and special character, so it meets
 * the §5 rules. About 95 bits of entropy; it is only good until the user chooses their own.
 */
export function generateFirstAccessPassword(length = FIRST_ACCESS_PASSWORD_LENGTH): string {
  if (length < 14) throw new RangeError('a first-access password has at least 14 characters');
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher–Yates, so the guaranteed classes are not always in the first four places.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
