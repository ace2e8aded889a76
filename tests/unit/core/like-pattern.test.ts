import { likePattern } from '@/lib/core/like-pattern';

describe('likePattern', () => {
  it('matches the text anywhere', () => {
    expect(likePattern('ana')).toBe('%ana%');
  });

  it('escapes %, _ and the backslash so that they match themselves', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
