import { JSON_MAX_DEPTH } from './body';
import { AppError, errors } from './errors';

/*
 * A server action's arguments arrive from the browser as whatever React's reply encoding can carry
 * (strings, numbers, objects, arrays, FormData, Map, Set, File, Date …), sent by anyone who can post
 * to a page. Like a JSON body of the API (lib/core/body.ts findUnsafeJson), they may hold no NUL
 * character (PostgreSQL cannot store or compare it) and nest no deeper than JSON_MAX_DEPTH.
 */

type Entries = [string, unknown][];

/** The named parts of a structured value, or null for a value with none (a string, a number, a Date). */
function entriesOf(value: unknown): Entries | null {
  if (value === null || typeof value !== 'object') return null;
  if (typeof FormData !== 'undefined' && value instanceof FormData) return [...value.entries()];
  if (value instanceof Map) return [...value.entries()].map(([k, v]) => [String(k), v]);
  if (value instanceof Set) return [...value].map((v, i) => [String(i), v]);
  // A File's name is the one text it carries (its bytes are the file's own business).
  if (typeof File !== 'undefined' && value instanceof File) return [['name', value.name]];
  if (value instanceof Date || ArrayBuffer.isView(value) || value instanceof ArrayBuffer || (typeof Blob !== 'undefined' && value instanceof Blob)) return null;
  return Object.entries(value);
}

/**
 * Where one argument holds a NUL character (in a string or a key) as a field path ('name',
 * 'categories.0'; '' for the argument itself), or 'too-deep' past JSON_MAX_DEPTH; null when clean.
 * Walks without recursion, so no nesting overflows the stack, and each object once.
 */
export function findUnsafeArgument(value: unknown): string | 'too-deep' | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  // The reply encoding can share an object between places, or make a cycle: each is walked once.
  const seen = new WeakSet<object>();
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.');
      continue;
    }
    const entries = entriesOf(current);
    if (!entries || seen.has(current as object)) continue;
    seen.add(current as object);
    if (path.length >= JSON_MAX_DEPTH) return 'too-deep';
    for (const [key, child] of entries) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * The refusal of arguments no action takes: 422 naming the field that holds a NUL (the argument's
 * own path, or `value` for a bare string argument), 400 past the nesting limit; null when all are clean.
 */
export function unsafeArgumentsError(args: readonly unknown[]): AppError | null {
  for (const arg of args) {
    const unsafe = findUnsafeArgument(arg);
    if (unsafe === 'too-deep') return errors.badRequest();
    if (unsafe !== null) return errors.invalidCharacter(unsafe || 'value');
  }
  return null;
}
