/** URL search parameters (a page's, an export link's) as a plain object for the zod schemas: the first value of each. */
export function searchParamsObject(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) out[key] = value;
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string') out[key] = value;
      else if (Array.isArray(value) && value.length) out[key] = value[0];
    }
  }
  return out;
}
