import { verbatim } from '@/lib/core/api-case';
import { ok } from '@/lib/core/envelope';
import { apiHandler } from '@/lib/api/handler';
import { searchParamsObject } from '@/lib/core/search-params';
import { validationError } from '@/lib/core/validation';
import { getSearchResults } from '@/lib/blog/search';
import { articleSearchSchema } from '@/lib/blog/search-schema';

// GET /api/article/search?q=&category=&page=&limit=[&locale=] (public): live articles matching q, the
// request's language first (?locale=, the NEXT_LOCALE cookie or Accept-Language, as every API call
// reads it), then best match first, as {items, total, page, limit}, each item with its `snippet`
// (the passage around the match as [{text, match}], or null); an empty q lists the newest. 422 for
// a malformed value.
export const GET = apiHandler(async ({ req, locale }) => {
  const parsed = articleSearchSchema.safeParse(searchParamsObject(req.nextUrl.searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  const { q, category, page, limit } = parsed.data;
  // The public cards answer in the blog's camelCase spelling (uniqueKey, publishedAt, readingMinutes).
  return ok(verbatim(await getSearchResults({ query: q, locale, category, page, limit })));
});
