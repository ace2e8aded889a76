import 'server-only';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articleCategories, articles, categories, users } from '@/db/schema';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { feedHtml } from '@/lib/articles/feed-html';
import { excerptFromHtml } from '@/lib/articles/sanitize';
import { categoriesOf, recentArticleIds } from '@/lib/blog/cards';
import { articlePath } from '@/lib/blog/paths';
import { isLive } from '@/lib/blog/live';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { localizedCategory } from '@/lib/categories/localize';
import { withAltText } from '@/lib/media/alt';
import { translator } from '@/lib/i18n/translate';
import { publicLayout } from '@/lib/settings/public';
import { feedPath } from './public-paths';
import { buildRssFeed, type RssItem } from './rss';
import { absoluteUrl, localizedPath } from './urls';

/*
 * RSS feeds of the blog, one per locale: /feed.xml (the default locale), /en/feed.xml …, and one per
 * active category (/feed/{category unique_key}.xml, /en/feed/{key}.xml …). Each lists the newest
 * FEED_SIZE live articles by the lists' language rule (lib/blog/language.ts): the feed's language
 * first, filled with default-language ones. Items link to each article in its own language.
 */

export const FEED_SIZE = 50;

/** An article as a feed item carries it (plain JSON: it is cached). */
export interface FeedArticle {
  id: number;
  uniqueKey: string;
  /** The article's own language. */
  locale: string;
  title: string;
  summary: string;
  /** The whole body as a feed reader gets it (lib/articles/feed-html.ts), alt text filled in. */
  content: string;
  publishedAt: string;
  author: string | null;
  /** Category names as readers of the feed's locale see them. */
  categories: string[];
}

export interface FeedCategory {
  id: number;
  uniqueKey: string;
  name: string;
}

/** An active category by its unique_key, named in `locale`; null when missing or inactive (its feed is a 404). */
export async function findFeedCategory(db: DbOrTx, uniqueKey: string, locale: Locale = defaultLocale): Promise<FeedCategory | null> {
  const [row] = await db
    .select({ id: categories.id, uniqueKey: categories.uniqueKey, name: categories.name, translations: categories.translations })
    .from(categories)
    .where(and(eq(categories.uniqueKey, uniqueKey), eq(categories.status, 'active')))
    .limit(1);
  if (!row) return null;
  return { id: row.id, uniqueKey: row.uniqueKey, name: localizedCategory(row, locale).name };
}

/** The newest live articles of a feed in `locale` (the language rule), optionally of one category. */
export async function listFeedArticles(
  db: DbOrTx,
  { categoryId, limit = FEED_SIZE, locale = defaultLocale }: { categoryId?: number; limit?: number; locale?: Locale } = {},
): Promise<FeedArticle[]> {
  const inCategory =
    categoryId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(articleCategories)
            .where(and(eq(articleCategories.articleId, articles.id), eq(articleCategories.categoryId, categoryId))),
        );
  // The ids by the list rule (each language down the date index), then their rows in that order.
  const ids = await recentArticleIds(db, { limit, where: inCategory, locale });
  const found = await db
    .select({
      id: articles.id,
      uniqueKey: articles.uniqueKey,
      locale: articles.locale,
      title: articles.title,
      excerpt: articles.excerpt,
      content: articles.content,
      publishedAt: articles.publishedAt,
      author: users.fullName,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(ids.length ? and(inArray(articles.id, ids), isLive()) : sql`false`);
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const chips = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  const callout = (locale: string) => {
    const t = translator(isLocale(locale) ? locale : defaultLocale);
    return { info: t('RichBlocks.callout.types.info'), warning: t('RichBlocks.callout.types.warning'), tip: t('RichBlocks.callout.types.tip') };
  };
  const origin = new URL(absoluteUrl('/')).origin;
  const bodies = await Promise.all(rows.map(async (r) => feedHtml(await withAltText(r.content, r.locale), { origin, callout: callout(r.locale) })));
  return rows.map((r, n) => ({
    id: r.id,
    uniqueKey: r.uniqueKey,
    locale: r.locale,
    title: r.title,
    // An article without an excerpt (older rows, bulk imports) is summed up from its body.
    summary: r.excerpt?.trim() || excerptFromHtml(r.content, 300),
    content: bodies[n],
    publishedAt: r.publishedAt!.toISOString(),
    author: r.author,
    categories: (chips.get(r.id) ?? []).map((c) => localizedCategory(c, locale).name),
  }));
}

// The company name (layout setting, cached; the default one when it cannot be read) titles the feeds.
const loadCompanyName = async () => (await publicLayout()).companyName;
// Cached per locale (in every key): each language's feed lists and names things its own way.
const loadCategory = (key: string, locale: Locale) =>
  cached(async () => findFeedCategory(await getDb(), key, locale), `feed:category:${locale}:${key}`, { tags: [cacheTags.categories] })();
const loadArticles = (locale: Locale, categoryId?: number) =>
  cached(async () => listFeedArticles(await getDb(), { categoryId, locale }), `feed:articles:${locale}:${categoryId ?? 'all'}`, {
    tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors],
  })();

function toItem(article: FeedArticle): RssItem {
  // An article's own address is in its own language (a default-language fill links to the default site).
  const locale = isLocale(article.locale) ? article.locale : defaultLocale;
  return {
    title: article.title,
    link: absoluteUrl(localizedPath(locale, articlePath(article))),
    description: article.summary,
    content: article.content,
    pubDate: article.publishedAt,
    categories: article.categories,
    author: article.author,
  };
}

/** /feed.xml, /en/feed.xml … */
export async function blogFeedXml(locale: Locale = defaultLocale): Promise<string> {
  const t = translator(locale);
  const [site, items] = await Promise.all([loadCompanyName(), loadArticles(locale)]);
  return buildRssFeed(
    {
      title: t('Feed.title', { site }),
      link: absoluteUrl(localizedPath(locale, '/blog')),
      selfUrl: absoluteUrl(localizedPath(locale, feedPath())),
      description: t('Feed.description', { site }),
      language: locale,
    },
    items.map(toItem),
  );
}

/** /feed/{key}.xml, /en/feed/{key}.xml …, or null when the category is missing or inactive. */
export async function categoryFeedXml(categoryKey: string, locale: Locale = defaultLocale): Promise<string | null> {
  const category = await loadCategory(categoryKey, locale);
  if (!category) return null;
  const t = translator(locale);
  const [site, items] = await Promise.all([loadCompanyName(), loadArticles(locale, category.id)]);
  return buildRssFeed(
    {
      title: t('Feed.categoryTitle', { site, category: category.name }),
      link: absoluteUrl(localizedPath(locale, '/blog')),
      selfUrl: absoluteUrl(localizedPath(locale, feedPath(category.uniqueKey))),
      description: t('Feed.categoryDescription', { site, category: category.name }),
      language: locale,
    },
    items.map(toItem),
  );
}
