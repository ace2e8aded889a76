/**
 * @jest-environment node
 */
import { chosenLocale, localeOfLanguageTag, parseDismissed, suggestedLocale } from '@/lib/i18n/language-suggestion';

// Which language the public pages offer a visitor, decided in the browser (the server answers the path's language only).
describe('localeOfLanguageTag', () => {
  it.each([
    ['en-US', 'en'],
    ['EN', 'en'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['fr-CA', 'fr'],
    ['ht', 'ht'],
    ['de-DE', null],
    ['', null],
  ])('%s → %s', (tag, locale) => {
    expect(localeOfLanguageTag(tag)).toBe(locale);
  });
});

describe('suggestedLocale', () => {
  const base = { pageLocale: 'pt-BR', chosen: null, languages: [] as string[], dismissed: [] };

  it("offers the browser's first language we have", () => {
    expect(suggestedLocale({ ...base, languages: ['de-DE', 'en-US', 'fr'] })).toBe('en');
    expect(suggestedLocale({ ...base, pageLocale: 'en', languages: ['es-MX', 'en'] })).toBe('es');
  });

  it("offers nothing when the browser's first language we have is the page's, or none is ours", () => {
    expect(suggestedLocale({ ...base, languages: ['pt-BR', 'en'] })).toBeNull();
    expect(suggestedLocale({ ...base, languages: ['de', 'ja'] })).toBeNull();
    expect(suggestedLocale({ ...base, languages: [] })).toBeNull();
  });

  it('prefers the language picked in the switcher (NEXT_LOCALE), even the page’s own', () => {
    expect(suggestedLocale({ ...base, chosen: 'fr', languages: ['en'] })).toBe('fr');
    expect(suggestedLocale({ ...base, chosen: 'pt-BR', languages: ['en'] })).toBeNull();
  });

  it('does not offer a language again once dismissed', () => {
    expect(suggestedLocale({ ...base, languages: ['en'], dismissed: ['en'] })).toBeNull();
    expect(suggestedLocale({ ...base, languages: ['en'], dismissed: ['fr'] })).toBe('en');
  });
});

describe('chosenLocale and parseDismissed', () => {
  it('reads NEXT_LOCALE among other cookies, and only our locales', () => {
    expect(chosenLocale('_ga=1; NEXT_LOCALE=es; x=2')).toBe('es');
    expect(chosenLocale('NEXT_LOCALE=de')).toBeNull();
    expect(chosenLocale('')).toBeNull();
  });

  it('keeps the known locales of a stored list', () => {
    expect(parseDismissed('en,xx,fr')).toEqual(['en', 'fr']);
    expect(parseDismissed(null)).toEqual([]);
  });
});
