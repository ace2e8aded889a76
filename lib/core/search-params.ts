import { hasNul } from './page-params';

/**
 * URL search parameters (a page's, an export link's) as a plain object for the zod schemas: one value
 * of each (a page's first; of URLSearchParams, the last, as the API has always read them). A parameter
 * whose name or value holds a NUL is left out: PostgreSQL cannot compare it, and no form of the site
 * sends one (the API refuses it first with 422, lib/api/handler.ts; a page shows as if it were absent).
 */
export function searchParamsObject(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  const keep = (key: string, value: string) => {
    if (!hasNul(key) && !hasNul(value)) out[key] = value;
  };
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) keep(key, value);
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string') keep(key, value);
      else if (Array.isArray(value) && value.length) keep(key, value[0]);
    }
  }
  return out;
}
