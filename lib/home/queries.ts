import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articles } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { loadCards, recentArticleIds, type ArticleCard } from '@/lib/blog/cards';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';

/** How many articles the home's "latest articles" section shows. */
export const HOME_ARTICLES = 3;

async function loadHomeArticles(locale: Locale, limit: number): Promise<ArticleCard[]> {
  const db = await getDb();
  const own = await recentArticleIds(db, { limit, where: eq(articles.locale, locale) });
  const others = own.length < limit ? await recentArticleIds(db, { limit: limit - own.length, exclude: own }) : [];
  return loadCards(db, [...own, ...others]);
}

/**
 * The newest live articles for the home page: those written in the page's language first, topped
 * up with the newest in other languages. Cached until an article, category or author changes.
 */
export function homeArticles(locale: Locale, limit = HOME_ARTICLES): Promise<ArticleCard[]> {
  return cached(() => loadHomeArticles(locale, limit), `home:articles:${locale}:${limit}`, {
    tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors],
  })();
}
