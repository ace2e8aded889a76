import 'server-only';
import { describeFiles, descriptionOf, type FileDescription } from '@/lib/media/lookup';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articleCategories, articles, categories, users, type ArticleStatus, type UserPosition } from '@/db/schema';
import { assertArticleAccess } from '@/lib/articles/access';
import type { ArticleView } from '@/lib/articles/present';
import { articleColumns } from '@/lib/articles/queries';
import type { CurrentUser } from '@/lib/auth/current-user';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { readingTimeMinutes } from '@/lib/format/reading-time';
import { shortenText } from '@/lib/format/text';
import { defaultLocale, type Locale } from '@/i18n/routing';
import type { AlternateArticle } from '@/lib/seo/article-alternates';
import { categoriesOf, loadCards, recentArticleIds, type ArticleCard, type PublicAuthor, type PublicCategory } from './cards';
import { inListLanguages, listLanguageOrder } from './language';
import { isLive } from './live';
import { withAltText } from '@/lib/media/alt';

/** The author as an article page shows them: public fields only (never email, phone, CPF, status). */
export interface ArticleAuthor extends PublicAuthor {
  /** Position key (internship, manager …), translated by the page (Profile.positions). */
  position: UserPosition | null;
  /** The biography shortened for the author card. */
  shortBio: string | null;
  /** Whether the author's public profile exists (an active user with a live article). */
  hasProfile: boolean;
}

/**
 * One article as its page shows it: the API's fields it shares (content: HTML sanitized at save time,
 * lib/articles/sanitize.ts; publishedAt: null only for a draft seen in the staff preview) and its own.
 * Plain JSON (ISO dates): it is stored in Next's data cache.
 */
export interface PublicArticle extends Pick<ArticleView, 'id' | 'uniqueKey' | 'title' | 'content' | 'excerpt' | 'image' | 'seoTitle' | 'seoDescription' | 'publishedAt' | 'updatedAt'> {
  /** The article's own language (it may differ from the page's). */
  locale: string;
  readingMinutes: number;
  /** Active categories only, by name. */
  categories: PublicCategory[];
  authorId: number | null;
  author: ArticleAuthor | null;
  /** Always 'published' on the public site; the staff preview shows any status. */
  status: ArticleStatus;
  live: boolean;
  /** Its live translations (other languages of its translation group): the page's hreflang alternates. */
  translations: AlternateArticle[];
  /** The cover's alt text, focal point and decorative flag (media library), when it is a library file. */
  imageFile?: FileDescription;
}

/** Length of the biography on the author card (the profile shows all of it). */
export const SHORT_BIO_LENGTH = 220;

type ArticleBase = Omit<PublicArticle, 'author'>;

/** An article's columns but the staff-only ones (the featured flag, the creation date, its group key). */
const { featured: _featured, createdAt: _createdAt, translationGroup: _group, ...pageColumns } = articleColumns;

/** The live articles of a translation group other than `id` (none without a group). */
export async function liveTranslations(db: DbOrTx, id: number, group: number | null): Promise<AlternateArticle[]> {
  if (group === null) return [];
  return db
    .select({ id: articles.id, uniqueKey: articles.uniqueKey, locale: articles.locale })
    .from(articles)
    .where(and(eq(articles.translationGroup, group), ne(articles.id, id), isLive()))
    .orderBy(asc(articles.id));
}

async function loadArticleBase(db: DbOrTx, id: number, { liveOnly }: { liveOnly: boolean }): Promise<ArticleBase | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [row] = await db
    .select({ ...pageColumns, group: articles.translationGroup, live: sql<boolean>`(${isLive()})` })
    .from(articles)
    .where(liveOnly ? and(eq(articles.id, id), isLive()) : eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { group, ...fields } = row;
  const [chips, cover] = await Promise.all([categoriesOf(db, [row.id]), describeFiles([row.image])]);
  const imageFile = descriptionOf(cover, row.image);
  return {
    ...(imageFile ? { imageFile } : {}),
    ...fields,
    // Alt text filled in again at render: a description added in the media library after the save
    // reaches the page (the media library's changes expire these cached reads).
    content: await withAltText(row.content, row.locale),
    live: Boolean(row.live),
    translations: await liveTranslations(db, row.id, group),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingTimeMinutes(row.content),
    categories: chips.get(row.id) ?? [],
  };
}

/** The public face of an article's author, or null when the user is gone. */
export async function getArticleAuthor(db: DbOrTx, authorId: number): Promise<ArticleAuthor | null> {
  const [row] = await db
    .select({
      id: users.id,
      uniqueKey: users.uniqueKey,
      name: users.fullName,
      photo: users.photo,
      position: users.position,
      biography: users.biography,
      active: sql<boolean>`(${users.status} = 'active')`,
      hasLiveArticle: sql<boolean>`exists (${db.select({ one: sql`1` }).from(articles).where(and(eq(articles.authorId, users.id), isLive()))})`,
    })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  if (!row) return null;
  const bio = row.biography?.trim() ? shortenText(row.biography.trim(), SHORT_BIO_LENGTH) : null;
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    name: row.name,
    photo: row.photo,
    position: row.position,
    shortBio: bio,
    hasProfile: Boolean(row.active) && Boolean(row.hasLiveArticle),
  };
}

async function withAuthor(db: DbOrTx, base: ArticleBase | null): Promise<PublicArticle | null> {
  if (!base) return null;
  return { ...base, author: base.authorId === null ? null : await getArticleAuthor(db, base.authorId) };
}

/** A live article (published, publication time reached) as its public page shows it, or null. */
export async function getLiveArticle(db: DbOrTx, id: number): Promise<PublicArticle | null> {
  return withAuthor(db, await loadArticleBase(db, id, { liveOnly: true }));
}

/** Any article, whatever its status, for the staff preview (the caller checks access). */
export async function getArticleForPreview(db: DbOrTx, id: number): Promise<PublicArticle | null> {
  return withAuthor(db, await loadArticleBase(db, id, { liveOnly: false }));
}

/** How many of the newest candidates per related article the quick pass of relatedArticles reads (3 → 60). */
const RELATED_WINDOW_PER_RESULT = 20;

/**
 * Live articles related to `id`: those sharing the most active categories with it, newest first
 * among equals; filled up with the newest live articles when fewer share a category. Never `id`.
 * By the lists' language rule for the page's `locale` (lib/blog/language.ts): its language first.
 *
 * `window` (tests only): how many candidates the quick pass reads; 0 ranks them all at once.
 */
export async function relatedArticles(
  db: DbOrTx,
  id: number,
  limit: number,
  locale: Locale = defaultLocale,
  { window = limit * RELATED_WINDOW_PER_RESULT }: { window?: number } = {},
): Promise<ArticleCard[]> {
  if (limit < 1) return [];
  const own = await db
    .select({ categoryId: articleCategories.categoryId })
    .from(articleCategories)
    .innerJoin(categories, and(eq(categories.id, articleCategories.categoryId), eq(categories.status, 'active')))
    .where(eq(articleCategories.articleId, id));
  const categoryIds = own.map((row) => row.categoryId);
  const ids = categoryIds.length === 0 ? [] : ((await newestSharingAll(db, id, limit, locale, categoryIds, window)) ?? (await rankAllSharing(db, id, limit, locale, categoryIds)));
  if (ids.length < limit) ids.push(...(await recentArticleIds(db, { limit: limit - ids.length, exclude: [id, ...ids], locale })));
  return loadCards(db, ids, locale);
}

/**
 * The quick pass: the newest `window` live articles in the page's language that share a category,
 * walked down the publication-date index. When `limit` of them share every one of the article's
 * categories, they are the answer (no older article can rank above them). When the walk saw every
 * such candidate, the best of them are the answer if they are enough, or if the page (the default
 * language) has no fill to rank after them. Otherwise null: rankAllSharing decides.
 * Ranking every candidate costs a row per member of each category (14–24 ms of PostgreSQL for
 * categories of 2,000 articles, growing with them); this costs a few index probes per row read.
 */
async function newestSharingAll(db: DbOrTx, id: number, limit: number, locale: Locale, categoryIds: number[], window: number): Promise<number[] | null> {
  if (window < 1) return null;
  const sharedWith = sql`${articleCategories.articleId} = ${articles.id} and ${inArray(articleCategories.categoryId, categoryIds)}`;
  const rows = await db
    .select({ id: articles.id, shared: sql<number>`(select count(*)::int from ${articleCategories} where ${sharedWith})` })
    .from(articles)
    .where(and(isLive(), eq(articles.locale, locale), ne(articles.id, id), sql`exists (select 1 from ${articleCategories} where ${sharedWith})`))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(window);
  const sharingAll = rows.filter((row) => Number(row.shared) === categoryIds.length);
  if (sharingAll.length >= limit) return sharingAll.slice(0, limit).map((row) => row.id);
  // Every candidate in the page's language seen, and either enough of them or no default-language
  // fill to rank after them (a default-language page): sort what was read.
  if (rows.length < window && (rows.length >= limit || locale === defaultLocale)) {
    return [...rows].sort((a, b) => Number(b.shared) - Number(a.shared)).slice(0, limit).map((row) => row.id);
  }
  return null;
}

/** Every live candidate sharing a category, counted and ranked: language first, most shared, newest. */
async function rankAllSharing(db: DbOrTx, id: number, limit: number, locale: Locale, categoryIds: number[]): Promise<number[]> {
  const shared = count(articleCategories.categoryId);
  const rows = await db
    .select({ id: articles.id, shared })
    .from(articleCategories)
    .innerJoin(articles, eq(articles.id, articleCategories.articleId))
    .where(and(inArray(articleCategories.categoryId, categoryIds), ne(articles.id, id), isLive(), inListLanguages(locale)))
    .groupBy(articles.id, articles.publishedAt, articles.locale)
    .orderBy(listLanguageOrder(locale), desc(shared), desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/*
 * Cached reads for the public pages (lib/cache/cached.ts). The page is cached as a whole (ISR); these
 * tags re-render it when the article, any list, a category or the author changes. A scheduled article
 * needs no short `revalidate`: the scheduled-publish job (lib/jobs/publish.ts) expires the same tags
 * when its time comes. (A 60-second one made every visited article render again each minute: after a
 * warm-up of 10,000 articles, nearly every request met a stale page and paid for a render.)
 */

function cachedAuthor(authorId: number): Promise<ArticleAuthor | null> {
  return cached(async () => getArticleAuthor(await getDb(), authorId), `blog:article-author:${authorId}`, {
    tags: [cacheTags.author(authorId), cacheTags.authors, cacheTags.articles],
  })();
}

/** getLiveArticle through the data cache. */
export async function cachedLiveArticle(id: number): Promise<PublicArticle | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const base = await cached(async () => loadArticleBase(await getDb(), id, { liveOnly: true }), `blog:article:${id}`, {
    tags: [cacheTags.article(id), cacheTags.articles, cacheTags.categories],
  })();
  if (!base) return null;
  return { ...base, author: base.authorId === null ? null : await cachedAuthor(base.authorId) };
}

/** relatedArticles through the data cache, one entry per article, page locale and size. */
export function cachedRelatedArticles(id: number, locale: Locale, limit: number): Promise<ArticleCard[]> {
  return cached(async () => relatedArticles(await getDb(), id, limit, locale), `blog:related:${id}:${locale}:${limit}`, {
    tags: [cacheTags.article(id), cacheTags.articles, cacheTags.categories],
  })();
}

/**
 * An article in any status for the staff preview (/admin/preview/{id}), or null when there is none.
 * Needs 'compose'; someone else's article without 'articles-all' answers 403 (AppError).
 */
export async function getPreviewArticle(viewer: Pick<CurrentUser, 'id' | 'grants'>, id: number): Promise<PublicArticle | null> {
  assertArticleAccess(viewer, 'compose');
  const article = await getArticleForPreview(await getDb(), id);
  if (article) assertArticleAccess(viewer, 'compose', { authorId: article.authorId });
  return article;
}
