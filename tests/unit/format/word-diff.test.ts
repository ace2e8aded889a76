import { hasChanges, wordDiff } from '@/lib/format/word-diff';

const side = (parts: ReturnType<typeof wordDiff>, kind: 'added' | 'removed') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === kind)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks the changed words only, and each side rebuilds its text', () => {
    const before = 'The quick brown fox jumps';
    const after = 'The quick red fox leaps';
    const parts = wordDiff(before, after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['brown', 'jumps']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['red', 'leaps']);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });

  it('says nothing changed for equal texts', () => {
    expect(hasChanges(wordDiff('Olá mundo', 'Olá mundo'))).toBe(false);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('falls back to whole removed then added for unrelated long texts', () => {
    const a = Array.from({ length: 6000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 6000 }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(a, b);
    expect(side(parts, 'removed')).toBe(a);
    expect(side(parts, 'added')).toBe(b);
  });
});
