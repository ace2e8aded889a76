import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { articles, users, type UserPosition } from '@/db/schema';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { loadCards, recentArticleIds, type ArticleCard } from './cards';
import { inListLanguages } from './language';
import { isLive } from './live';

/**
 * An author's public profile. Built from an explicit list of public columns: no email, phone, CPF,
 * status, password or anything else private can reach a public page through it.
 */
export interface PublicProfile {
  id: number;
  uniqueKey: string;
  name: string;
  /** Position key (internship, manager …), translated by the page (Profile.positions). */
  position: UserPosition | null;
  biography: string | null;
  photo: string | null;
  /** Number of live articles. */
  articleCount: number;
}

/** Articles on one page of a profile. */
export const PROFILE_PAGE_SIZE = 12;

/**
 * The profile of an author who is an active user with at least one live article, or null (unknown
 * id, inactive or blocked account, nothing published yet).
 */
export async function getPublicProfile(db: DbOrTx, id: number): Promise<PublicProfile | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  // A builder (not a raw template) so that its columns stay table-qualified inside the select list.
  const liveArticles = db.select({ n: count() }).from(articles).where(and(eq(articles.authorId, users.id), isLive()));
  const liveCount = sql<number>`(${liveArticles})`;
  const [row] = await db
    .select({
      id: users.id,
      uniqueKey: users.uniqueKey,
      name: users.fullName,
      position: users.position,
      biography: users.biography,
      photo: users.photo,
      articleCount: liveCount,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active'), sql`${liveCount} > 0`))
    .limit(1);
  if (!row) return null;
  return { ...row, biography: row.biography?.trim() || null, articleCount: Number(row.articleCount) };
}

export interface ProfileArticlesPage {
  items: ArticleCard[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * One page (1-based, PROFILE_PAGE_SIZE a page) of the author's live articles by the lists' language
 * rule (lib/blog/language.ts): those in the page's language first, then default-language ones,
 * newest first within each; `total` counts them all.
 */
export async function listProfileArticles(db: DbOrTx, authorId: number, page: number, { locale = defaultLocale }: { locale?: Locale } = {}): Promise<ProfileArticlesPage> {
  const byAuthor = eq(articles.authorId, authorId);
  const [{ n }] = await db.select({ n: count() }).from(articles).where(and(byAuthor, isLive(), inListLanguages(locale)));
  const total = Number(n);
  const pageCount = Math.max(1, Math.ceil(total / PROFILE_PAGE_SIZE));
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount) return { items: [], page, pageCount, total };
  const ids = await recentArticleIds(db, { limit: PROFILE_PAGE_SIZE, offset: (page - 1) * PROFILE_PAGE_SIZE, where: byAuthor, locale });
  return { items: await loadCards(db, ids, locale), page, pageCount, total };
}

// Cached reads for the profile pages; a scheduled article shows when lib/jobs/publish.ts expires its tags.

const profileTags = (id: number) => [cacheTags.author(id), cacheTags.authors, cacheTags.articles];

/** getPublicProfile through the data cache. */
export function cachedPublicProfile(id: number): Promise<PublicProfile | null> {
  return cached(async () => getPublicProfile(await getDb(), id), `blog:profile:${id}`, {
    tags: profileTags(id),
  })();
}

/** listProfileArticles through the data cache, one entry per author, locale and page. */
export function cachedProfileArticles(authorId: number, locale: Locale, page: number): Promise<ProfileArticlesPage> {
  return cached(async () => listProfileArticles(await getDb(), authorId, page, { locale }), `blog:profile-articles:${authorId}:${locale}:${page}`, {
    tags: [...profileTags(authorId), cacheTags.categories],
  })();
}
