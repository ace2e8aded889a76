import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articleCategories, articles, categories } from '@/db/schema';
import { pages } from '@/db/schema/pages';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { loadCards, recentArticleIds, type ArticleCard } from '@/lib/blog/cards';
import { homeArticles } from '@/lib/home/queries';
import { logger } from '@/lib/logger';
import { localizedPath } from '@/lib/seo/urls';
import { blockSchema, type Block } from './blocks';
import { pageDraftSchema } from './schema';

/*
 * The public reads of pages built from blocks (issue 30 §1): a published page by language and
 * slug, a language's home page, each cached under `cacheTags.pages` (a page command expires it).
 * A page is live once published and its `published_at` has come; the cached row keeps the date
 * and the check runs at each read, so a scheduled page shows once its time has come.
 */

/** A page's address in a language: what `/{slug}` may hold (one segment, letters, digits, hyphens). */
const SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export function isPageSlug(value: string | null): value is string {
  return value !== null && value.length <= 120 && SLUG.test(value);
}

export interface PublicPage {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  image: string | null;
  isHome: boolean;
  /** ISO date. */
  publishedAt: string | null;
  blocks: Block[];
  /** The page's published translations, its own language included: hreflang → slug. */
  translations: { locale: Locale; slug: string }[];
}

/** The blocks of a stored list that still parse (a block a newer schema refuses is left out, with a warning). */
export function parseBlocks(stored: unknown, pageId: number): Block[] {
  if (!Array.isArray(stored)) return [];
  const blocks: Block[] = [];
  for (const raw of stored) {
    const parsed = blockSchema.safeParse(raw);
    if (parsed.success) blocks.push(parsed.data);
    else logger.warn({ pageId, issues: parsed.error.issues.slice(0, 3) }, 'a stored page block does not parse; left out');
  }
  return blocks;
}

const columns = {
  id: pages.id,
  slug: pages.uniqueKey,
  locale: pages.locale,
  title: pages.title,
  seoTitle: pages.seoTitle,
  seoDescription: pages.seoDescription,
  image: pages.image,
  isHome: pages.isHome,
  publishedAt: pages.publishedAt,
  blocks: pages.blocks,
  translationGroup: pages.translationGroup,
  // The group's live pages, read in the same query (hreflang alternates).
  translations: sql<{ locale: Locale; slug: string }[]>`(
    select coalesce(json_agg(json_build_object('locale', t.locale, 'slug', t.unique_key) order by t.id), '[]'::json)
    from pages t
    where t.translation_group = ${pages.translationGroup} and t.status = 'published' and t.published_at <= now()
  )`,
};

interface Row {
  id: number;
  slug: string;
  locale: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  image: string | null;
  isHome: boolean;
  publishedAt: Date | null;
  blocks: unknown;
  translationGroup: number | null;
  translations: { locale: Locale; slug: string }[];
}

const published = () => and(eq(pages.status, 'published'), isNotNull(pages.publishedAt));

/**
 * The pages visitors can see at `now`: the rule the cached reads below apply after reading (their
 * query cannot hold the time), for a query that runs now (the re-render after changes).
 */
export const livePages = (now: Date) => and(published(), lte(pages.publishedAt, now));

function present(row: Row): PublicPage {
  const locale = isLocale(row.locale) ? row.locale : defaultLocale;
  return {
    id: row.id,
    slug: row.slug,
    locale,
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    image: row.image,
    isHome: row.isHome,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
    blocks: parseBlocks(row.blocks, row.id),
    translations: row.translationGroup === null ? [{ locale, slug: row.slug }] : row.translations.filter((t) => isLocale(t.locale)),
  };
}

const pageRead = cached(
  async (locale: Locale, slug: string): Promise<PublicPage | null> => {
    const rows = await (await getDb())
      .select(columns)
      .from(pages)
      .where(and(published(), eq(pages.locale, locale), eq(pages.uniqueKey, slug)))
      .limit(1);
    return rows[0] ? present(rows[0]) : null;
  },
  'pages:by-slug',
  { tags: [cacheTags.pages] },
);

// The language's home page and the default language's, read together (one query).
const homeRead = cached(
  async (locale: Locale): Promise<PublicPage[]> => {
    const rows = await (await getDb())
      .select(columns)
      .from(pages)
      .where(and(published(), eq(pages.isHome, true), inArray(pages.locale, [...new Set([locale, defaultLocale])])))
      .orderBy(asc(pages.id));
    return rows.map(present);
  },
  'pages:home',
  { tags: [cacheTags.pages] },
);

const isLive = (page: PublicPage | null | undefined, now = Date.now()): page is PublicPage =>
  !!page && page.publishedAt !== null && new Date(page.publishedAt).getTime() <= now;

/** A live page of a language by its slug, or null (a slug that cannot be one is not looked up). */
export async function publicPage(locale: Locale, slug: string): Promise<PublicPage | null> {
  if (!isPageSlug(slug)) return null;
  const page = await pageRead(locale, slug);
  return isLive(page) ? page : null;
}

/**
 * What `/` shows in a language: its live home page, else the default language's, else null (the
 * route then shows the seeded blocks). A failed read is logged and reads as none: home never breaks.
 */
export async function publicHomePage(locale: Locale): Promise<PublicPage | null> {
  try {
    const homes = (await homeRead(locale)).filter((page) => isLive(page));
    return homes.find((page) => page.locale === locale) ?? homes.find((page) => page.locale === defaultLocale) ?? null;
  } catch (error) {
    logger.warn({ err: error, locale }, 'could not read the home page; showing the default blocks');
    return null;
  }
}

/** A page for staff's preview (uncached, any status): its draft when it has one that parses, else its saved blocks. */
export async function previewPage(id: number): Promise<{ locale: Locale; title: string; blocks: Block[] } | null> {
  const [row] = await (await getDb())
    .select({ id: pages.id, locale: pages.locale, title: pages.title, blocks: pages.blocks, draft: pages.draft })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  if (!row) return null;
  const locale = isLocale(row.locale) ? row.locale : defaultLocale;
  const draft = row.draft ? pageDraftSchema.safeParse(row.draft) : null;
  if (draft?.success) return { locale, title: draft.data.title || row.title, blocks: draft.data.blocks };
  // A draft with a half-typed block still previews its other blocks.
  if (row.draft && Array.isArray(row.draft.blocks)) return { locale, title: row.title, blocks: parseBlocks(row.draft.blocks, row.id) };
  return { locale, title: row.title, blocks: parseBlocks(row.blocks, row.id) };
}

/**
 * A latest-articles block's articles: the newest live ones by the lists' language rule, of one
 * category (its unique_key) when the block names one. Without a category this is the home's own
 * cached read (the same query and cache entry as before pages existed).
 */
export function latestArticles(locale: Locale, count: number, category?: string): Promise<ArticleCard[]> {
  if (!category) return homeArticles(locale, count);
  return cached(
    async () => {
      const db = await getDb();
      const inCategory = inArray(
        articles.id,
        db.select({ id: articleCategories.articleId }).from(articleCategories).innerJoin(categories, eq(categories.id, articleCategories.categoryId)).where(eq(categories.uniqueKey, category)),
      );
      return loadCards(db, await recentArticleIds(db, { limit: count, locale, where: inCategory }), locale);
    },
    `pages:articles:${locale}:${count}:${category}`,
    { tags: [cacheTags.articles, cacheTags.categories, cacheTags.authors] },
  )();
}

/** A page's canonical path and hreflang alternates: its published translations (x-default: the default language's). */
export function pageAlternates(page: PublicPage): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = Object.fromEntries(page.translations.map((t) => [t.locale, localizedPath(t.locale, `/${t.slug}`)]));
  if (languages[defaultLocale]) languages['x-default'] = languages[defaultLocale];
  return { canonical: localizedPath(page.locale, `/${page.slug}`), languages };
}

/** A page's description for search engines: its SEO description, else its first hero's text. */
export function pageDescription(page: PublicPage): string {
  if (page.seoDescription) return page.seoDescription;
  const hero = page.blocks.find((block) => block.type === 'hero');
  return (hero?.type === 'hero' && hero.text) || '';
}
