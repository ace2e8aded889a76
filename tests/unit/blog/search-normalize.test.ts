import { normalizeSearchQuery, searchCacheKey } from '@/lib/blog/search-schema';

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

// The page's language orders a search's answer (its articles first): it is part of the cache key.
describe('searchCacheKey', () => {
  const base = { locale: 'pt-BR', query: 'Nuvem', page: 1, limit: 12 };

  it('shares one answer between spellings of a query in one language', () => {
    expect(searchCacheKey(base)).toEqual(searchCacheKey({ ...base, query: ' núvem ' }));
    expect(searchCacheKey(base)).toEqual(['pt-BR', 'nuvem', null, 1, 12]);
  });

  it('keeps the languages, categories and pages apart', () => {
    const keys = [
      base,
      { ...base, locale: 'en' },
      { ...base, locale: 'es' },
      { ...base, category: 3 },
      { ...base, page: 2 },
    ].map((input) => JSON.stringify(searchCacheKey(input)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
