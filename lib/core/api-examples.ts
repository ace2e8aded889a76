// What the API reference's examples share (lib/<domain>/operations.ts give each operation a realistic
// answer, spelled as the API answers it: snake_case unless the route keeps its camelCase spelling).
import type { JsonSchema } from './operation';

export const NOW = '2026-05-04T13:20:00.000Z';
export const EARLIER = '2026-05-02T09:05:00.000Z';
export const KEY = '6f1c2a9e-3b4d-4e8f-9a7b-1c2d3e4f5a6b';

/** The success envelope around `data`. */
export function success(data: unknown, message?: string) {
  return message === undefined ? { error: false, data } : { error: false, message, data };
}

/** One page of a list. */
export const pageOf = (items: unknown[], total = items.length) => ({ items, total, page: 1, limit: 10 });

/** An object with exactly these fields, all present (a `data` schema that is cheap to state exactly). */
export function exactly(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** `{id, unique_key}`: the keys of a deleted record. */
export const keysData = exactly({ id: { type: 'integer' }, unique_key: { type: 'string' } });

/** The 404 of a keyed record: `No role with this id and unique_key.` */
export const noSuch = (thing: string) => `No ${thing} with this id and unique_key.`;

/** The 200 of a paged list: `One page of users and the total.` */
export const onePageOf = (things: string) => `One page of ${things} and the total.`;
