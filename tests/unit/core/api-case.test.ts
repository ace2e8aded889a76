import { fromApiCase, toApiCase, verbatim } from '@/lib/core/api-case';

describe('toApiCase: the API spelling of a view', () => {
  it('spells field names in snake_case at any depth, in arrays too', () => {
    const view = { id: 1, uniqueKey: 'a', publishedAt: null, author: { lastName: 'Silva' }, categories: [{ textColor: '#fff' }], logoV1: '/a.png' };
    expect(toApiCase(view)).toEqual({
      id: 1,
      unique_key: 'a',
      published_at: null,
      author: { last_name: 'Silva' },
      categories: [{ text_color: '#fff' }],
      logo_v1: '/a.png',
    });
  });

  it('leaves keys that are data alone: locales, dates, addresses, already snake_case', () => {
    const value = { names: { 'pt-BR': 'Olá', en: 'Hi' }, byDay: { '2026-11-24': 3 }, 'ana@example.com': true, created_at: 'x', URL: 'u' };
    expect(toApiCase(value)).toEqual({ names: { 'pt-BR': 'Olá', en: 'Hi' }, by_day: { '2026-11-24': 3 }, 'ana@example.com': true, created_at: 'x', URL: 'u' });
  });

  it('passes a verbatim value through untouched, wherever it sits', () => {
    const details = verbatim({ before: { textColor: '#000' } });
    expect(toApiCase({ entityType: 'category', details })).toEqual({ entity_type: 'category', details: { before: { textColor: '#000' } } });
    expect(toApiCase(verbatim({ currentVersion: 'v2' }))).toEqual({ currentVersion: 'v2' });
    // The mark is not part of the data: it does not show in JSON.
    expect(JSON.stringify(details)).toBe('{"before":{"textColor":"#000"}}');
  });

  it('does not touch scalars, dates or class instances', () => {
    const when = new Date('2026-11-24T00:00:00Z');
    expect(toApiCase(null)).toBeNull();
    expect(toApiCase('someText')).toBe('someText');
    expect(toApiCase({ sentAt: when })).toEqual({ sent_at: when });
  });
});

describe('fromApiCase: an API answer read by browser code', () => {
  it('is the inverse of toApiCase for view field names', () => {
    const view = { id: 7, uniqueKey: 'k', seoTitle: 'T', author: { id: 1, name: 'A' }, categories: [{ backgroundColor: '#111' }], logoV2: null };
    expect(fromApiCase(toApiCase(view))).toEqual(view);
  });

  it('leaves data keys and camelCase keys alone', () => {
    expect(fromApiCase({ 'pt-BR': 1, expiresAt: 'x', _private: 2, a__b: 3 })).toEqual({ 'pt-BR': 1, expiresAt: 'x', _private: 2, a__b: 3 });
  });
});
