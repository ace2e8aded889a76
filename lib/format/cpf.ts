/** A CPF's 11 digits, whatever punctuation it was typed with ("123.456.789-09" → "12345678909"). */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF (11 digits) made from its first nine digits by appending the two check digits. */
export function withCpfCheckDigits(nineDigits: string): string {
  const first = checkDigit(nineDigits, 9);
  return `${nineDigits}${first}${checkDigit(`${nineDigits}${first}`, 10)}`;
}

/**
 * True when the value is a CPF with valid check digits (punctuation ignored). Sequences of one
 * repeated digit pass the arithmetic but are not issued, so they are refused.
 */
export function isValidCpf(value: string): boolean {
  const digits = normalizeCpf(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** "12345678909" → "123.456.789-09" for display; anything else unchanged. */
export function formatCpf(value: string): string {
  const digits = normalizeCpf(value);
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : value;
}
