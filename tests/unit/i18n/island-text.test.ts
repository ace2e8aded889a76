import { islandText } from '@/lib/i18n/island-text';

describe('islandText', () => {
  it('reads each key once through the translator, and nothing else', () => {
    const asked: string[] = [];
    const t = (key: 'a' | 'b' | 'c') => {
      asked.push(key);
      return `text of ${key}`;
    };
    expect(islandText(t, ['a', 'c'])).toEqual({ a: 'text of a', c: 'text of c' });
    expect(asked).toEqual(['a', 'c']);
  });
});
