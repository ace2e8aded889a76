import { normalizeSearchQuery } from '@/lib/blog/search-schema';

// Searches that find the same articles share one cached answer: only case, accents and spacing fold.
describe('normalizeSearchQuery', () => {
  it('folds case, accents and spacing', () => {
    expect(normalizeSearchQuery('  Gestão   de\tPROJETOS ')).toBe('gestao de projetos');
    expect(normalizeSearchQuery('Nuvem')).toBe(normalizeSearchQuery('núvem'));
    expect(normalizeSearchQuery('ÇA')).toBe('ca');
  });

  it('keeps what changes the result: other words, operators, quotes, hyphens', () => {
    expect(normalizeSearchQuery('nuvem')).not.toBe(normalizeSearchQuery('nuvens'));
    expect(normalizeSearchQuery('"Dados Abertos" -Nuvem OR ERP')).toBe('"dados abertos" -nuvem or erp');
    expect(normalizeSearchQuery('')).toBe('');
  });
});
