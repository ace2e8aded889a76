import { fetchRevisions, saveArticle } from '@/components/admin/compose/article-api';
import type { ArticleInput } from '@/lib/articles/schema';

// The editor reads the JSON API (snake_case) and works with the camelCase views the server builds.

const input: ArticleInput = { title: 'Olá', content: '<p>x</p>', categories: [1], image: null, seo_title: 'SEO' };

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('article-api', () => {
  it('turns the answer into the camelCase view and sends the request in the schema’s names', async () => {
    const fetchMock = answer(200, {
      error: false,
      message: 'Saved.',
      data: { id: 3, unique_key: 'ola', published_at: null, seo_title: 'SEO', categories: [{ id: 1, text_color: '#fff', background_color: '#000' }] },
    });
    const result = await saveArticle({ id: 3, uniqueKey: 'ola' }, input, 'en', 'Oops');
    expect(result).toEqual({
      ok: true,
      message: 'Saved.',
      data: { id: 3, uniqueKey: 'ola', publishedAt: null, seoTitle: 'SEO', categories: [{ id: 1, textColor: '#fff', backgroundColor: '#000' }] },
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/article/article/3/ola?locale=en', expect.objectContaining({ method: 'PUT', body: JSON.stringify(input) }));
  });

  it('converts lists too, and keeps field errors under the request’s field names', async () => {
    answer(200, { error: false, message: '', data: { items: [{ id: 9, title: 'Old', author: null, created_at: '2026-01-01T00:00:00.000Z' }], total: 1 } });
    const revisions = await fetchRevisions({ id: 3, uniqueKey: 'ola' }, 'en', 'Oops');
    expect(revisions.ok && revisions.data.items[0].createdAt).toBe('2026-01-01T00:00:00.000Z');

    answer(422, { error: true, message: 'Invalid.', errors: [{ field: 'seo_title', message: 'Too long.' }] });
    const refused = await saveArticle(null, input, 'en', 'Oops');
    expect(refused).toEqual({ ok: false, message: 'Invalid.', status: 422, fieldErrors: { seo_title: 'Too long.' } });
  });
});
