import { formatCpf, isValidCpf, normalizeCpf, withCpfCheckDigits } from '@/lib/format/cpf';

describe('normalizeCpf', () => {
  it('keeps only the digits, whatever punctuation it was typed with', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf(' 529 982 247 25 ')).toBe('52998224725');
    expect(normalizeCpf('52998224725')).toBe('52998224725');
    expect(normalizeCpf('')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '123.456.789-09', '935.411.347-80'])('accepts %s (valid check digits)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts a CPF whose check digits come out as 0 (remainder 10)', () => {
    // 123.456.789-09: the first digit's remainder is 10, which counts as 0.
    expect(isValidCpf('12345678909')).toBe(true);
  });

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-26'],
    ['both check digits swapped', '529.982.247-52'],
    ['a changed body digit', '529.982.248-25'],
  ])('refuses a CPF with %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(['000.000.000-00', '111.111.111-11', '99999999999'])('refuses a sequence of one repeated digit (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each([
    ['too short', '5299822472'],
    ['too long', '529982247251'],
    ['empty', ''],
    ['letters only', 'abc.def.ghi-jk'],
  ])('refuses a value that is %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('formatCpf', () => {
  it('writes 11 digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('leaves anything that is not 11 digits unchanged', () => {
    expect(formatCpf('12345')).toBe('12345');
    expect(formatCpf('')).toBe('');
  });
});

describe('withCpfCheckDigits', () => {
  it('appends the two check digits of a known CPF', () => {
    expect(withCpfCheckDigits('529982247')).toBe('52998224725');
  });

  it('makes CPFs that isValidCpf accepts', () => {
    for (const nine of ['123456789', '000000001', '987654321', '100007919']) expect(isValidCpf(withCpfCheckDigits(nine))).toBe(true);
  });
});
