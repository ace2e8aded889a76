import { isFill, languageFirst, languagePlace } from '@/lib/blog/language';

const item = (id: number, locale: string) => ({ id, locale });
const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('the lists’ language rule', () => {
  it('puts the page’s language first, the default language (pt-BR) as a fill, and leaves the others out', () => {
    expect(languagePlace('en', 'en')).toBe(0);
    expect(languagePlace('pt-BR', 'en')).toBe(1);
    expect(languagePlace('es', 'en')).toBeNull();
    expect(languagePlace('pt-BR', 'pt-BR')).toBe(0);
    expect(languagePlace('en', 'pt-BR')).toBeNull();
  });

  it('marks only default-language articles on another language’s page as fills', () => {
    expect(isFill('pt-BR', 'fr')).toBe(true);
    expect(isFill('fr', 'fr')).toBe(false);
    expect(isFill('pt-BR', 'pt-BR')).toBe(false);
    expect(isFill('es', 'fr')).toBe(false);
  });

  it('orders a list with the page’s language first, each group keeping its order, and cuts it', () => {
    const list = [item(1, 'pt-BR'), item(2, 'en'), item(3, 'es'), item(4, 'pt-BR'), item(5, 'en')];
    expect(ids(languageFirst(list, 'en'))).toEqual([2, 5, 1, 4]);
    expect(ids(languageFirst(list, 'en', 3))).toEqual([2, 5, 1]);
    expect(ids(languageFirst(list, 'pt-BR'))).toEqual([1, 4]);
    expect(ids(languageFirst(list, 'ht'))).toEqual([1, 4]);
  });

  it('flags the filled items for their language badge', () => {
    const list = languageFirst([item(1, 'pt-BR'), item(2, 'en')], 'en');
    expect(list).toEqual([
      { id: 2, locale: 'en', filled: false },
      { id: 1, locale: 'pt-BR', filled: true },
    ]);
    expect(languageFirst([item(1, 'pt-BR')], 'pt-BR')).toEqual([{ id: 1, locale: 'pt-BR', filled: false }]);
  });
});
