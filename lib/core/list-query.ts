import type { z } from 'zod';
import { searchParamsObject } from './search-params';

type RawSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * An admin list's query from its URL, through the domain's list-query schema. A URL the schema
 * refuses (a hand-edited link) shows the list as it opens, with the schema's defaults, never an error.
 */
export function parseListQuery<S extends z.ZodType>(schema: S, params: RawSearchParams): z.output<S> {
  const parsed = schema.safeParse(searchParamsObject(params));
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * The filters of a parsed query back in the URL's own names (`{ newsletter_status: 'newsletterStatus' }`),
 * empty ones left out: the pagination, the "clear" test and an export link share them. `true` reads 'true'.
 */
export function filterParams<Q extends object>(query: Q, names: Record<string, keyof Q>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(names)) {
    const value = query[field];
    if (value) out[name] = String(value);
  }
  return out;
}
