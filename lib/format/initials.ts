const FIRST_LETTER = /[\p{L}\p{N}]/u;

/**
 * Initials for an avatar. With two or more words: the first letter of the first and of the last
 * word ("Maria da Silva" → "MS"). With a single word there is no last word, so the first two
 * letters of that word are used instead ("Madonna" → "MA", "X" → "X"). Empty or blank → "".
 * Punctuation is skipped ("(Ana) Souza" → "AS"); words without letters or digits are ignored.
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => Array.from(word).filter((char) => FIRST_LETTER.test(char)))
    .filter((letters) => letters.length > 0);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0].slice(0, 2).join('').toLocaleUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toLocaleUpperCase();
}
