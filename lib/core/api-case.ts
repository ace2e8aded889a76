/*
 * The API speaks snake_case (`unique_key`, `published_at`); the code speaks camelCase. Views are
 * built in camelCase and spelled for the API here, once, as the envelope is written (`ok()`), and
 * the browser code that reads the API turns answers back with `fromApiCase()`.
 *
 * Only identifier-shaped keys change (`publishedAt` ↔ `published_at`): keys such as `pt-BR`, dates
 * or e-mail addresses used as keys are left alone. Free-form JSON the API passes through untouched
 * (audit details, stored settings) is wrapped in `verbatim()` by its presenter.
 */

const CAMEL_KEY = /^[a-z][a-zA-Z0-9]*$/;
const SNAKE_KEY = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

const snakeKey = (key: string) => (CAMEL_KEY.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key);
const camelKey = (key: string) => (SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key);

const VERBATIM = Symbol('vitrine.verbatim');

/** A value whose keys are data, not field names: written to the API as it is. */
export type Verbatim<T> = T & { readonly [VERBATIM]?: true };

/** Marks a plain object (or array) as free-form data: `toApiCase()` leaves it and its children as they are. */
export function verbatim<T extends object>(value: T): Verbatim<T> {
  Object.defineProperty(value, VERBATIM, { value: true, enumerable: false });
  return value as Verbatim<T>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function convert(value: unknown, keyOf: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if ((value as { [VERBATIM]?: true })[VERBATIM]) return value;
  if (Array.isArray(value)) return value.map((item) => convert(item, keyOf));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[keyOf(key)] = convert(item, keyOf);
  return out;
}

/** Camel-cased field names become the API's snake_case, at any depth. */
export function toApiCase<T>(value: T): unknown {
  return convert(value, snakeKey);
}

/** An API answer read by browser code: snake_case field names become camelCase, at any depth. */
export function fromApiCase<T>(value: unknown): T {
  return convert(value, camelKey) as T;
}
