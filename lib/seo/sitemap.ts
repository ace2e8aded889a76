import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articles, faqs, pages, users } from '@/db/schema';
import { defaultLocale, locales } from '@/i18n/routing';
import { isLive } from '@/lib/blog/live';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { profilePath } from '@/lib/blog/paths';
import { faqPath } from './public-paths';
import {
  ARTICLES_PER_SITEMAP,
  STATIC_SITEMAP_PATHS,
  localizedEntries,
  renderSitemapIndex,
  renderUrlset,
  sitemapFileName,
  type SitemapEntry,
  type SitemapFile,
} from './sitemap-xml';
import { articleAlternates, articleHomePath, type AlternateArticle } from './article-alternates';
import { pagePath } from '@/lib/pages/present';
import { absoluteUrl, localizedPath } from './urls';

/*
 * What the sitemap lists, read with ids, slugs and dates only. Live articles (published, publication
 * time reached), each once at its own language's address with its live translations as alternates; profiles of active authors who have at least one; FAQ products that have entries;
 * live pages built from blocks (lib/pages), likewise, but for home pages (the `/` entries list them).
 */

export interface SitemapItem {
  id: number;
  uniqueKey: string;
  /** ISO date of the last change a reader would see. */
  lastModified: string;
}

/** A live article in the sitemap: listed once, at its own language's address, with its live translations. */
export interface SitemapArticle extends SitemapItem, AlternateArticle {
  translations: AlternateArticle[];
}

// The later of the last edit and the publication (a scheduled article goes live after its last edit).
const articleChanged = sql`greatest(${articles.updatedAt}, ${articles.publishedAt})`;

/**
 * The articles-N.xml files there are (one per `perFile` live articles, by id) with the last change
 * among each file's articles, so a crawler refetches only the files that changed.
 */
export async function listArticleSitemapFiles(db: DbOrTx, perFile = ARTICLES_PER_SITEMAP): Promise<{ page: number; lastModified: string }[]> {
  const numbered = db
    .select({
      page: sql<number>`(row_number() over (order by ${articles.id}) - 1) / ${perFile} + 1`.as('page'),
      changed: articleChanged.as('changed'),
    })
    .from(articles)
    .where(isLive())
    .as('numbered');
  const rows = await db
    .select({ page: sql`${numbered.page}`.mapWith(Number), lastModified: sql`max(${numbered.changed})`.mapWith(articles.updatedAt) })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page);
  return rows.map((r) => ({ page: r.page, lastModified: r.lastModified.toISOString() }));
}

/**
 * One file's worth of live articles, in id order (stable while articles come and go at the end), each
 * with the live articles of its translation group (one more query for the whole file).
 */
export async function listLiveArticlesForSitemap(db: DbOrTx, { offset, limit }: { offset: number; limit: number }): Promise<SitemapArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      uniqueKey: articles.uniqueKey,
      locale: articles.locale,
      group: articles.translationGroup,
      lastModified: articleChanged.mapWith(articles.updatedAt),
    })
    .from(articles)
    .where(isLive())
    .orderBy(asc(articles.id))
    .limit(limit)
    .offset(offset);
  const groups = [...new Set(rows.map((r) => r.group).filter((g): g is number => g !== null))];
  const members = groups.length
    ? await db
        .select({ id: articles.id, uniqueKey: articles.uniqueKey, locale: articles.locale, group: articles.translationGroup })
        .from(articles)
        .where(and(inArray(articles.translationGroup, groups), isLive()))
        .orderBy(asc(articles.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    uniqueKey: r.uniqueKey,
    locale: r.locale,
    lastModified: r.lastModified.toISOString(),
    translations: r.group === null ? [] : members.filter((m) => m.group === r.group && m.id !== r.id).map(({ id, uniqueKey, locale }) => ({ id, uniqueKey, locale })),
  }));
}

/** Active users with at least one live article; their profile changed with them or their newest article. */
export async function listAuthorsWithLiveArticles(db: DbOrTx): Promise<SitemapItem[]> {
  const rows = await db
    .select({
      id: users.id,
      uniqueKey: users.uniqueKey,
      lastModified: sql`greatest(${users.updatedAt}, max(${articleChanged}))`.mapWith(users.updatedAt),
    })
    .from(users)
    .innerJoin(articles, eq(articles.authorId, users.id))
    .where(and(eq(users.status, 'active'), isLive()))
    .groupBy(users.id)
    .orderBy(asc(users.id));
  return rows.map((r) => ({ id: r.id, uniqueKey: r.uniqueKey, lastModified: r.lastModified.toISOString() }));
}

/** A live page in the sitemap: its public path, with its live translations' paths by language. */
export interface SitemapPage {
  path: string;
  locale: string;
  lastModified: string;
  /** hreflang → path: the page and its live translations, plus x-default. */
  alternates: Record<string, string>;
}

// A page is live when published and its publication time has come (a future one is scheduled).
const pageLive = () => and(eq(pages.status, 'published'), lte(pages.publishedAt, sql`now()`));

/**
 * Live pages, each at its own language's address with its live translations as alternates (x-default:
 * the default-language member, or the page itself). Home pages are left out: the sitemap's `/` entries
 * are theirs; so are pages at a path the static entries already list (/rc-sistemI).
 */
export async function listLivePagesForSitemap(db: DbOrTx): Promise<SitemapPage[]> {
  const rows = await db
    .select({
      id: pages.id,
      uniqueKey: pages.uniqueKey,
      locale: pages.locale,
      isHome: pages.isHome,
      group: pages.translationGroup,
      lastModified: sql`greatest(${pages.updatedAt}, ${pages.publishedAt})`.mapWith(pages.updatedAt),
    })
    .from(pages)
    .where(pageLive())
    .orderBy(asc(pages.id));
  const staticPaths = new Set(STATIC_SITEMAP_PATHS.flatMap((path) => locales.map((locale) => localizedPath(locale, path))));
  return rows
    .filter((r) => !r.isHome && !staticPaths.has(pagePath(r)))
    .map((r) => {
      const members = r.group === null ? [r] : rows.filter((m) => m.id === r.id || (m.group === r.group && m.locale !== r.locale));
      const alternates: Record<string, string> = {};
      for (const locale of locales) {
        const member = members.find((m) => m.locale === locale);
        if (member) alternates[locale] = pagePath(member);
      }
      alternates['x-default'] = pagePath(members.find((m) => m.locale === defaultLocale) ?? r);
      return { path: pagePath(r), locale: r.locale, lastModified: r.lastModified.toISOString(), alternates };
    });
}

/** Products that have FAQ entries (in any language), with their last change. */
export async function listFaqProducts(db: DbOrTx): Promise<{ product: string; lastModified: string }[]> {
  const rows = await db
    .select({ product: faqs.product, lastModified: sql`max(${faqs.updatedAt})`.mapWith(faqs.updatedAt) })
    .from(faqs)
    .groupBy(faqs.product)
    .orderBy(asc(faqs.product));
  return rows.map((r) => ({ product: r.product, lastModified: r.lastModified.toISOString() }));
}

// Cached reads (plain JSON); publishing, editing or unpublishing expires `articles`.
const loadArticleFiles = cached(async () => listArticleSitemapFiles(await getDb()), 'sitemap:article-files', { tags: [cacheTags.articles] });
const loadArticles = cached(
  async (page: number) => listLiveArticlesForSitemap(await getDb(), { offset: (page - 1) * ARTICLES_PER_SITEMAP, limit: ARTICLES_PER_SITEMAP }),
  'sitemap:articles',
  { tags: [cacheTags.articles] },
);
const loadAuthors = cached(async () => listAuthorsWithLiveArticles(await getDb()), 'sitemap:authors', {
  tags: [cacheTags.articles, cacheTags.authors],
});
const loadFaqProducts = cached(async () => listFaqProducts(await getDb()), 'sitemap:faq-products', { tags: [cacheTags.faqs] });
const loadPages = cached(async () => listLivePagesForSitemap(await getDb()), 'sitemap:pages', { tags: [cacheTags.pages] });

/** The newest of ISO dates (null for none). */
function newest(dates: (string | null | undefined)[]): string | null {
  return dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}

/** An article's one entry: its own address, with its live translations and x-default as alternates. */
function articleEntry(article: SitemapArticle): SitemapEntry {
  const languages = Object.fromEntries(Object.entries(articleAlternates(article, article.translations)).map(([lang, path]) => [lang, absoluteUrl(path)]));
  return { url: absoluteUrl(articleHomePath(article)), lastModified: article.lastModified, alternates: { languages } };
}

/** A page's one entry: its own address, with its live translations and x-default as alternates. */
function pageEntry(page: SitemapPage): SitemapEntry {
  const languages = Object.fromEntries(Object.entries(page.alternates).map(([lang, path]) => [lang, absoluteUrl(path)]));
  return { url: absoluteUrl(page.path), lastModified: page.lastModified, alternates: { languages } };
}

/** /sitemap.xml: the index of the sitemap files. */
export async function sitemapIndexXml(): Promise<string> {
  const [articleFiles, authors, products, livePages] = await Promise.all([loadArticleFiles(), loadAuthors(), loadFaqProducts(), loadPages()]);
  const pagesChanged = newest([...articleFiles, ...authors, ...products, ...livePages].map((x) => x.lastModified));
  return renderSitemapIndex([
    { url: absoluteUrl(`/sitemap/${sitemapFileName({ kind: 'pages' })}`), lastModified: pagesChanged },
    ...articleFiles.map((f) => ({ url: absoluteUrl(`/sitemap/${sitemapFileName({ kind: 'articles', page: f.page })}`), lastModified: f.lastModified })),
  ]);
}

/** One sitemap file, or null when it does not exist (an articles-N.xml past the last one). */
export async function sitemapFileXml(file: SitemapFile): Promise<string | null> {
  if (file.kind === 'articles') {
    const items = await loadArticles(file.page);
    if (items.length === 0) return null;
    return renderUrlset(items.map(articleEntry));
  }
  const [articleFiles, authors, products, livePages] = await Promise.all([loadArticleFiles(), loadAuthors(), loadFaqProducts(), loadPages()]);
  // Home and blog change whenever an article does.
  const listsChanged = newest(articleFiles.map((f) => f.lastModified));
  const entries = [
    ...STATIC_SITEMAP_PATHS.flatMap((path) => localizedEntries(path, path === '/' || path === '/blog' ? listsChanged : null)),
    ...products.flatMap((p) => localizedEntries(faqPath(p.product), p.lastModified)),
    ...authors.flatMap((a) => localizedEntries(profilePath(a), a.lastModified)),
    ...livePages.map(pageEntry),
  ];
  return renderUrlset(entries);
}
