import { articleSearchSchema, parseSearchLeniently, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '@/lib/blog/search-schema';

describe('article search input', () => {
  it('reads the URL values with defaults: empty query, first page, the page size', () => {
    expect(articleSearchSchema.parse({})).toEqual({ q: '', page: 1, limit: SEARCH_PAGE_SIZE });
    expect(articleSearchSchema.parse({ q: '  erp  ', category: '3', page: '2', limit: '' })).toEqual({ q: 'erp', category: 3, page: 2, limit: SEARCH_PAGE_SIZE });
    // An empty select sends category=''.
    expect(articleSearchSchema.parse({ category: '' }).category).toBeUndefined();
  });

  it('refuses malformed values (the API answers 422)', () => {
    for (const input of [{ page: '0' }, { page: 'abc' }, { category: '-1' }, { category: '1.5' }, { limit: '1000' }, { q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }]) {
      expect(articleSearchSchema.safeParse(input).success).toBe(false);
    }
  });

  it('lets the page fall back to defaults for the bad values only, and cut an overlong query', () => {
    expect(parseSearchLeniently({ q: 'erp', page: 'abc', category: '4' })).toEqual({ q: 'erp', category: 4, page: 1, limit: SEARCH_PAGE_SIZE });
    expect(parseSearchLeniently({ q: 'y'.repeat(SEARCH_QUERY_MAX + 50), category: 'x' })).toEqual({
      q: 'y'.repeat(SEARCH_QUERY_MAX),
      page: 1,
      limit: SEARCH_PAGE_SIZE,
    });
  });
});
