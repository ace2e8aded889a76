import { filterParams, parseListQuery } from '@/lib/core/list-query';
import { categoryListQuerySchema } from '@/lib/categories/schema';
import { leadListQuerySchema } from '@/lib/leads/schema';
import { outboxListQuerySchema } from '@/lib/mail/outbox-list-query';
import { dashboardPostsQuery } from '@/lib/reports/page-query';

describe('parseListQuery', () => {
  it("reads a list's filters and page from a page's search params (the first of repeated values)", () => {
    const query = parseListQuery(categoryListQuerySchema, { search: ' news ', status: ['inactive', 'active'], page: '3' });
    expect(query).toEqual({ search: 'news', status: 'inactive', page: 3, limit: 10 });
  });

  it('reads URLSearchParams too, with the URL names the schema maps (newsletter_status, include_deleted)', () => {
    const query = parseListQuery(leadListQuerySchema, new URLSearchParams('newsletter_status=active&include_deleted=true&page=2'));
    expect(query).toMatchObject({ newsletterStatus: 'active', includeDeleted: true, spam: false, page: 2 });
  });

  it("shows the list as it opens (the schema's defaults) when the URL holds a value the schema refuses", () => {
    expect(parseListQuery(categoryListQuerySchema, { status: 'archived', search: 'kept?' })).toEqual({ page: 1, limit: 10 });
    expect(parseListQuery(outboxListQuerySchema, { page: '-4' })).toEqual({ page: 1 });
    expect(parseListQuery(outboxListQuerySchema, {})).toEqual({ page: 1 });
  });
});

describe('filterParams', () => {
  it('writes the set filters back in the URL names, leaving out the empty ones', () => {
    const query = { search: 'ana', module: undefined, status: '', newsletterStatus: 'active', includeDeleted: true, spam: false, page: 4 };
    expect(
      filterParams(query, { search: 'search', module: 'module', status: 'status', newsletter_status: 'newsletterStatus', include_deleted: 'includeDeleted', spam: 'spam' }),
    ).toEqual({ search: 'ana', newsletter_status: 'active', include_deleted: 'true' });
  });

  it('writes numbers as strings and keeps the order of the names', () => {
    expect(Object.entries(filterParams({ category: 7, author: 2 }, { author: 'author', category: 'category' }))).toEqual([
      ['author', '2'],
      ['category', '7'],
    ]);
  });
});

describe('dashboardPostsQuery', () => {
  it('reads sort, direction and page with the API schema', () => {
    expect(dashboardPostsQuery({ sort: 'title', dir: 'desc', page: '2' })).toEqual({ sort: 'title', dir: 'desc', page: 2, translations: 'separate' });
    expect(dashboardPostsQuery({ translations: 'grouped' })).toMatchObject({ translations: 'grouped' });
  });

  it('gives the defaults for missing or refused values: reads, the sort direction of the column, page 1', () => {
    expect(dashboardPostsQuery({})).toEqual({ sort: 'reads', dir: 'desc', page: 1, translations: 'separate' });
    expect(dashboardPostsQuery({ sort: 'title' })).toEqual({ sort: 'title', dir: 'asc', page: 1, translations: 'separate' });
    expect(dashboardPostsQuery({ sort: 'views', dir: 'up', page: '0', translations: 'merged' })).toEqual({ sort: 'reads', dir: 'desc', page: 1, translations: 'separate' });
    expect(dashboardPostsQuery({ sort: '', page: ['5', '6'] })).toEqual({ sort: 'reads', dir: 'desc', page: 5, translations: 'separate' });
  });
});
