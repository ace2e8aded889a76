// next/og's route reads the article through unstable_cache, which needs Next's incremental cache (not
// there when jest calls the handler). For jest.mock('@/lib/blog/article-page', …): the module with the
// article read straight from the database.
export function uncachedArticlePage() {
  const actual = jest.requireActual('@/lib/blog/article-page');
  const { getDb } = jest.requireActual('@/db/client');
  return { ...actual, cachedLiveArticle: async (id: number) => actual.getLiveArticle(await getDb(), id) };
}
