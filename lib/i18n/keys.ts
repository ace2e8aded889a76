/**
 * Whether a key built at run time (from a database value) names an entry of a catalogue group, so
 * the compiler accepts it as a message key afterwards.
 */
export function isKeyOf<T extends object>(group: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(group, key);
}
