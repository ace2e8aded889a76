import { initials } from '@/lib/format/initials';

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('joão pedro')).toBe('JP');
  });

  it('keeps accents and upper-cases them', () => {
    expect(initials('élodie ângelo')).toBe('ÉÂ');
  });

  it('ignores extra whitespace and punctuation', () => {
    expect(initials('  ana   \t souza  ')).toBe('AS');
    expect(initials('(Ana) - Souza')).toBe('AS');
  });

  it('uses the first two letters of a single word', () => {
    expect(initials('madonna')).toBe('MA');
    expect(initials('X')).toBe('X');
  });

  it('gives an empty string for an empty or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
