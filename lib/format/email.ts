/**
 * E-mail format of spec §5: a local part of letters, digits, dot, underscore or hyphen; "@"; domain
 * labels of letters, digits or hyphens separated by dots; a top-level domain of 2 to 4 letters.
 * No `g` flag, so it holds no state between `test` calls and can be given to `z.string().regex()`.
 */
export const emailPattern = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(s: string): boolean {
  return typeof s === 'string' && emailPattern.test(s);
}
