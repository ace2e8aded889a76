import { slugify } from '@/lib/format/slug';

describe('slugify', () => {
  it('folds accents, lowercases and joins words with hyphens', () => {
    expect(slugify('Recursos Humanos & Gestão')).toBe('recursos-humanos-gestao');
    expect(slugify('  Inovação -- É  Já! ')).toBe('inovacao-e-ja');
    expect(slugify('Straße Œuvre')).toBe('strasse-oeuvre');
  });

  it('returns an empty string when no letter or digit is left', () => {
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('日本')).toBe('');
  });

  it('cuts at the maximum length without a trailing hyphen', () => {
    expect(slugify('abc def ghi', 4)).toBe('abc');
  });
});
