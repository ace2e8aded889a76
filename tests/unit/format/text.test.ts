import { shortenText } from '@/lib/format/text';

describe('shortenText', () => {
  it('returns a text that fits unchanged', () => {
    expect(shortenText('short', 5)).toBe('short');
    expect(shortenText('', 3)).toBe('');
  });

  it('cuts at a word boundary and adds an ellipsis within the limit', () => {
    const result = shortenText('The quick brown fox jumps', 12);
    expect(result).toBe('The quick…');
    expect(result.length).toBeLessThanOrEqual(12);
  });

  it('keeps a whole word that ends exactly at the cut', () => {
    expect(shortenText('hello world again', 12)).toBe('hello world…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(shortenText('Olá, mundo cruel', 8)).toBe('Olá…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(shortenText('supercalifragilistic', 6)).toBe('super…');
    expect(shortenText('abc', 1)).toBe('…');
  });

  it('never splits an emoji', () => {
    const result = shortenText('ab😀cd', 4);
    expect(result).toBe('ab…');
    expect(result.length).toBeLessThanOrEqual(4);
  });

  it('keeps every result within the limit', () => {
    const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit';
    for (let max = 1; max <= text.length + 2; max += 1) {
      const result = shortenText(text, max);
      expect(result.length).toBeLessThanOrEqual(max);
      if (max < text.length) expect(result.endsWith('…')).toBe(true);
    }
  });

  it('throws a TypeError for a non-string text', () => {
    expect(() => shortenText(42, 10)).toThrow(new TypeError('the text argument must be a string'));
    expect(() => shortenText(null, 10)).toThrow(TypeError);
    expect(() => shortenText(undefined, 10)).toThrow('the text argument must be a string');
  });

  it('refuses a limit below 1', () => {
    expect(() => shortenText('abc', 0)).toThrow(RangeError);
  });
});
