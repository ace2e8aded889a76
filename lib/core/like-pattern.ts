/** The ILIKE pattern of "contains `text`": its own `%`, `_` and `\` match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
