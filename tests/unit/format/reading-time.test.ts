import { countWords, describeReadingTime, readingTime, readingTimeMinutes } from '@/lib/format/reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it('gives 0 for an empty or blank text', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('   \n\t ')).toBe(0);
    expect(readingTimeMinutes('<p></p><br/>')).toBe(0);
  });

  it('rounds up at 200 words per minute', () => {
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('does not count HTML tags, attributes, scripts or styles as words', () => {
    const html = `<p class="lead" data-x="a b c d">${words(200)}</p><script>var a = 1; var b = 2;</script><style>p { color: red }</style>`;
    expect(countWords(html)).toBe(200);
    expect(readingTimeMinutes(html)).toBe(1);
  });

  it('separates words that only tags separate and ignores entities and punctuation', () => {
    expect(countWords('<p>um</p><p>dois</p>')).toBe(2);
    expect(countWords('café&nbsp;com leite &amp; pão — ótimo!')).toBe(5);
  });
});

describe('readingTime', () => {
  it('is less than one minute below 200 words, including an empty text', () => {
    expect(readingTime('')).toEqual({ kind: 'lessThanOne' });
    expect(readingTime(words(199))).toEqual({ kind: 'lessThanOne' });
  });

  it('gives whole minutes rounded up from 200 words', () => {
    expect(readingTime(words(200))).toEqual({ kind: 'minutes', minutes: 1 });
    expect(readingTime(words(401))).toEqual({ kind: 'minutes', minutes: 3 });
  });

  it('describes a stored number of minutes with the same rule', () => {
    expect(describeReadingTime(0)).toEqual({ kind: 'lessThanOne' });
    expect(describeReadingTime(0.99)).toEqual({ kind: 'lessThanOne' });
    expect(describeReadingTime(Number.NaN)).toEqual({ kind: 'lessThanOne' });
    expect(describeReadingTime(1)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(describeReadingTime(2.1)).toEqual({ kind: 'minutes', minutes: 3 });
  });
});

describe('countWords on a megabyte', () => {
  // Unclosed <script>, <!-- and stray "<" made the old regular expressions quadratic (1 s at 180 kB,
  // minutes at 1 MB); each case now takes milliseconds. Jest's 15 s timeout is the "does not hang" bound.
  it.each([
    ['unclosed scripts', '<script>x '.repeat(100_000), 0],
    ['unclosed comments', '<!-- x '.repeat(140_000), 0],
    ['stray angle brackets', 'a< '.repeat(330_000), 330_000],
  ])('counts %s in one pass', (_name, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});
