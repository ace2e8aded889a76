import 'server-only';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articleCategories, articles, categories, users } from '@/db/schema';
import { defaultLocale } from '@/i18n/routing';
import { excerptFromHtml } from '@/lib/articles/sanitize';
import { categoriesOf } from '@/lib/blog/cards';
import { articlePath } from '@/lib/blog/paths';
import { isLive } from '@/lib/blog/live';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { categoryDisplayName } from '@/lib/categories/present';
import { translator } from '@/lib/i18n/translate';
import { publicLayout } from '@/lib/settings/public';
import { feedPath } from './public-paths';
import { buildRssFeed, type RssItem } from './rss';
import { absoluteUrl } from './urls';

/*
 * RSS feeds of the blog, in the default locale: /feed.xml (every live article) and
 * /feed/{category unique_key}.xml (one active category). The newest FEED_SIZE live articles each.
 */

export const FEED_SIZE = 50;

/** An article as a feed item carries it (plain JSON: it is cached). */
export interface FeedArticle {
  id: number;
  uniqueKey: string;
  title: string;
  summary: string;
  publishedAt: string;
  author: string | null;
  /** Category names as readers see them (default locale). */
  categories: string[];
}

export interface FeedCategory {
  id: number;
  uniqueKey: string;
  name: string;
}

/** An active category by its unique_key; null when missing or inactive (its feed is a 404). */
export async function findFeedCategory(db: DbOrTx, uniqueKey: string): Promise<FeedCategory | null> {
  const [row] = await db
    .select({ id: categories.id, uniqueKey: categories.uniqueKey, name: categories.name })
    .from(categories)
    .where(and(eq(categories.uniqueKey, uniqueKey), eq(categories.status, 'active')))
    .limit(1);
  if (!row) return null;
  return { ...row, name: categoryDisplayName(row, translator(defaultLocale)) };
}

/** The newest live articles, optionally of one category. */
export async function listFeedArticles(db: DbOrTx, { categoryId, limit = FEED_SIZE }: { categoryId?: number; limit?: number } = {}): Promise<FeedArticle[]> {
  const inCategory =
    categoryId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(articleCategories)
            .where(and(eq(articleCategories.articleId, articles.id), eq(articleCategories.categoryId, categoryId))),
        );
  const rows = await db
    .select({
      id: articles.id,
      uniqueKey: articles.uniqueKey,
      title: articles.title,
      excerpt: articles.excerpt,
      // Enough of the body for an excerpt when the article has none (older rows, bulk imports).
      contentHead: sql<string>`left(${articles.content}, 4000)`,
      publishedAt: articles.publishedAt,
      author: users.fullName,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(and(isLive(), inCategory))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  const chips = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  const t = translator(defaultLocale);
  return rows.map((r) => ({
    id: r.id,
    uniqueKey: r.uniqueKey,
    title: r.title,
    summary: r.excerpt?.trim() || excerptFromHtml(r.contentHead, 300),
    publishedAt: r.publishedAt!.toISOString(),
    author: r.author,
    categories: (chips.get(r.id) ?? []).map((c) => categoryDisplayName(c, t)),
  }));
}

// The company name (layout setting, cached; the default one when it cannot be read) titles the feeds.
const loadCompanyName = async () => (await publicLayout()).companyName;
const loadCategory = cached(async (key: string) => findFeedCategory(await getDb(), key), 'feed:category', { tags: [cacheTags.categories] });
const loadArticles = cached(async (categoryId?: number) => listFeedArticles(await getDb(), { categoryId }), 'feed:articles', {
  tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors],
});

function toItem(article: FeedArticle): RssItem {
  return {
    title: article.title,
    link: absoluteUrl(articlePath(article)),
    description: article.summary,
    pubDate: article.publishedAt,
    categories: article.categories,
    author: article.author,
  };
}

/** /feed.xml. */
export async function blogFeedXml(): Promise<string> {
  const t = translator(defaultLocale);
  const [site, items] = await Promise.all([loadCompanyName(), loadArticles()]);
  return buildRssFeed(
    {
      title: t('Feed.title', { site }),
      link: absoluteUrl('/blog'),
      selfUrl: absoluteUrl('/feed.xml'),
      description: t('Feed.description', { site }),
      language: defaultLocale,
    },
    items.map(toItem),
  );
}

/** /feed/{key}.xml, or null when the category is missing or inactive. */
export async function categoryFeedXml(categoryKey: string): Promise<string | null> {
  const category = await loadCategory(categoryKey);
  if (!category) return null;
  const t = translator(defaultLocale);
  const [site, items] = await Promise.all([loadCompanyName(), loadArticles(category.id)]);
  return buildRssFeed(
    {
      title: t('Feed.categoryTitle', { site, category: category.name }),
      link: absoluteUrl('/blog'),
      selfUrl: absoluteUrl(feedPath(category.uniqueKey)),
      description: t('Feed.categoryDescription', { site, category: category.name }),
      language: defaultLocale,
    },
    items.map(toItem),
  );
}
