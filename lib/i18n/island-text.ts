/**
 * The words a client island shows, read on the server (key → translated text) and passed as a prop:
 * public pages ship no translation runtime to the browser (issue 17).
 */
export function islandText<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
