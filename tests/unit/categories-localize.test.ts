import { categoryNameLang, localizedCategory, translatedNames } from '@/lib/categories/localize';

const custom = {
  uniqueKey: 'nuvem-hibrida',
  name: 'Nuvem Híbrida',
  description: 'Servidores próprios e nuvem.',
  translations: { en: { name: 'Hybrid Cloud', description: 'Own servers and cloud.' }, es: { name: '  ', description: '' }, fr: { name: 'Nuage hybride' } },
};

describe('localizedCategory', () => {
  it('gives the name and description staff wrote for the locale', () => {
    expect(localizedCategory(custom, 'en')).toMatchObject({ name: 'Hybrid Cloud', description: 'Own servers and cloud.' });
  });

  it('falls back to the default language for a missing or blank translation, field by field', () => {
    expect(localizedCategory(custom, 'es')).toMatchObject({ name: 'Nuvem Híbrida', description: 'Servidores próprios e nuvem.' });
    expect(localizedCategory(custom, 'fr')).toMatchObject({ name: 'Nuage hybride', description: 'Servidores próprios e nuvem.' });
    expect(localizedCategory(custom, 'ht')).toMatchObject({ name: 'Nuvem Híbrida' });
    expect(localizedCategory({ ...custom, translations: undefined }, 'en').name).toBe('Nuvem Híbrida');
  });

  it('shows the main fields on the default language’s pages', () => {
    expect(localizedCategory(custom, 'pt-BR')).toMatchObject({ name: 'Nuvem Híbrida', description: 'Servidores próprios e nuvem.' });
  });

  it('names a catalogue category without a translation by the catalogue, and by its translation when it has one', () => {
    const tech = { uniqueKey: 'technology', name: 'Tecnologia' };
    expect(localizedCategory(tech, 'en').name).toBe('Technology');
    expect(localizedCategory({ ...tech, translations: { en: { name: 'Tech' } } }, 'en').name).toBe('Tech');
  });

  it('keeps the rest of the category and adds no description to a chip that has none', () => {
    const chip = { id: 3, uniqueKey: 'x', name: 'X', backgroundColor: '#000000' };
    expect(localizedCategory(chip, 'en')).toEqual(chip);
  });
});

describe('categoryNameLang', () => {
  it('marks only a name that fell back to the default language', () => {
    expect(categoryNameLang(custom, 'en')).toBeUndefined();
    expect(categoryNameLang(custom, 'es')).toBe('pt-BR');
    expect(categoryNameLang(custom, 'pt-BR')).toBeUndefined();
    // The catalogue translates its categories itself.
    expect(categoryNameLang({ uniqueKey: 'technology', name: 'Tecnologia' }, 'ht')).toBeUndefined();
  });
});

describe('translatedNames', () => {
  it('keeps only the non-blank names of the other locales', () => {
    expect(translatedNames(custom.translations)).toEqual({ en: { name: 'Hybrid Cloud' }, fr: { name: 'Nuage hybride' } });
    expect(translatedNames(null)).toEqual({});
  });
});

describe('the category translation locales', () => {
  it('are every locale of the site but the default one (its names are the main fields)', async () => {
    const { categoryTranslationLocales } = await import('@/lib/categories/schema');
    const { defaultLocale, locales } = await import('@/i18n/routing');
    expect([...categoryTranslationLocales]).toEqual(locales.filter((l) => l !== defaultLocale));
  });
});
