import 'server-only';
import { getDb, type DbOrTx } from '@/db/client';
import type { Locale } from '@/i18n/routing';
import { loadCards, recentArticleIds, type ArticleCard } from '@/lib/blog/cards';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';

/** How many articles the home's "latest articles" section shows. */
export const HOME_ARTICLES = 3;

/** The home's newest live articles in `locale`, by the lists' language rule (uncached). */
export async function loadHomeArticles(db: DbOrTx, locale: Locale, limit: number): Promise<ArticleCard[]> {
  return loadCards(db, await recentArticleIds(db, { limit, locale }), locale);
}

/**
 * The newest live articles for the home page, by the lists' language rule (lib/blog/language.ts):
 * the page's language first, filled with default-language ones. Cached per locale until an
 * article, category or author changes.
 */
export function homeArticles(locale: Locale, limit = HOME_ARTICLES): Promise<ArticleCard[]> {
  return cached(async () => loadHomeArticles(await getDb(), locale, limit), `home:articles:${locale}:${limit}`, {
    tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors],
  })();
}
