// What the API reference's examples share (lib/<domain>/operations.ts give each operation a realistic
// answer, spelled as the API answers it: snake_case unless the route keeps its camelCase spelling).

export const NOW = '2026-05-04T13:20:00.000Z';
export const EARLIER = '2026-05-02T09:05:00.000Z';
export const KEY = '6f1c2a9e-3b4d-4e8f-9a7b-1c2d3e4f5a6b';

/** The success envelope around `data`. */
export function success(data: unknown, message?: string) {
  return message === undefined ? { error: false, data } : { error: false, message, data };
}

/** One page of a list. */
export const pageOf = (items: unknown[], total = items.length) => ({ items, total, page: 1, limit: 10 });
