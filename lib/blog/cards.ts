import 'server-only';
import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { articleCategories, articles, categories, users } from '@/db/schema';
import { categoryChipColumns } from '@/lib/categories/chip-columns';
import { readingTimeMinutes } from '@/lib/format/reading-time';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { translatedNames } from '@/lib/categories/localize';
import type { PublicCategory } from '@/lib/categories/queries';
import { defaultLanguageFill, languageFirst } from './language';
import { isLive } from './live';
import { describeFiles, descriptionOf, type FileDescription } from '@/lib/media/lookup';

/** A category chip as readers see it (active categories only): the categories room's type. */
export type { PublicCategory };

/** The public face of an author: never email, phone, CPF or anything private. */
export interface PublicAuthor {
  id: number;
  uniqueKey: string;
  name: string;
  photo: string | null;
}

/**
 * An article as a list shows it. Plain JSON (ISO dates) because public reads are stored in Next's
 * data cache (lib/cache/cached.ts).
 */
export interface ArticleCard {
  id: number;
  uniqueKey: string;
  title: string;
  excerpt: string | null;
  image: string | null;
  /** The article's own language (it may differ from the page's). */
  locale: string;
  publishedAt: string;
  readingMinutes: number;
  featured: boolean;
  /** Shown only to fill a list short of articles in the page's language (lib/blog/language.ts): its card shows a language badge. */
  filled?: boolean;
  author: PublicAuthor | null;
  categories: PublicCategory[];
  /** The cover's alt text, focal point and decorative flag (media library), when it is a library file. */
  imageFile?: FileDescription;
}

/**
 * Cards of the given live articles, in the order of `ids` (ids not live are dropped). With `locale`,
 * the list's language rule applies (lib/blog/language.ts): the page's language first, the
 * default-language fill marked `filled`, other languages dropped.
 */
export async function loadCards(db: DbOrTx, ids: number[], locale?: Locale): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: articles.id,
      uniqueKey: articles.uniqueKey,
      title: articles.title,
      excerpt: articles.excerpt,
      image: articles.image,
      locale: articles.locale,
      publishedAt: articles.publishedAt,
      content: articles.content,
      featured: articles.featured,
      authorId: users.id,
      authorKey: users.uniqueKey,
      authorName: users.fullName,
      authorPhoto: users.photo,
    })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(and(inArray(articles.id, ids), isLive()));
  // One lookup for every cover of the list.
  const [chips, covers] = await Promise.all([categoriesOf(db, ids), describeFiles(rows.map((r) => r.image))]);
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        uniqueKey: r.uniqueKey,
        title: r.title,
        excerpt: r.excerpt,
        image: r.image,
        locale: r.locale,
        publishedAt: r.publishedAt!.toISOString(),
        readingMinutes: readingTimeMinutes(r.content),
        featured: r.featured,
        author: r.authorId === null ? null : { id: r.authorId, uniqueKey: r.authorKey!, name: r.authorName!, photo: r.authorPhoto },
        categories: chips.get(r.id) ?? [],
        ...(descriptionOf(covers, r.image) ? { imageFile: descriptionOf(covers, r.image) } : {}),
      } satisfies ArticleCard,
    ]),
  );
  const cards = ids.flatMap((id) => byId.get(id) ?? []);
  return locale === undefined ? cards : languageFirst(cards, locale);
}

/** Active categories of the given articles, by article id, ordered by name. */
export async function categoriesOf(db: DbOrTx, articleIds: number[]): Promise<Map<number, PublicCategory[]>> {
  const result = new Map<number, PublicCategory[]>();
  if (articleIds.length === 0) return result;
  const rows = await db
    .select({
      articleId: articleCategories.articleId,
      ...categoryChipColumns,
    })
    .from(articleCategories)
    .innerJoin(categories, eq(categories.id, articleCategories.categoryId))
    .where(and(inArray(articleCategories.articleId, articleIds), eq(categories.status, 'active')))
    .orderBy(asc(categories.name), asc(categories.id));
  for (const { articleId, translations, ...chip } of rows) {
    result.set(articleId, [...(result.get(articleId) ?? []), { ...chip, translations: translatedNames(translations) }]);
  }
  return result;
}

/**
 * Ids of the newest live articles (newest first), optionally excluding some and narrowed by `where`.
 * With `locale`: the list's language rule (lib/blog/language.ts), the page's language first.
 *
 * The page's language and the default-language fill are read one after the other, each down the
 * publication-date index: one ORDER BY putting the language first sorts every live article instead
 * (9–10 ms of PostgreSQL for 10,000 articles, growing with them, against a fraction of a millisecond).
 */
export async function recentArticleIds(
  db: DbOrTx,
  { limit, offset = 0, exclude = [], where, locale }: { limit: number; offset?: number; exclude?: number[]; where?: SQL; locale?: Locale },
): Promise<number[]> {
  const newest = (language: SQL | undefined, count: number, skip = 0) =>
    db
      .select({ id: articles.id })
      .from(articles)
      .where(and(isLive(), exclude.length ? notInArray(articles.id, exclude) : undefined, where, language))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(count)
      .offset(skip);
  if (!locale) return (await newest(undefined, limit, offset)).map((r) => r.id);
  const own = await newest(eq(articles.locale, locale), offset + limit);
  const fill = locale === defaultLocale || own.length >= offset + limit ? [] : await newest(defaultLanguageFill(locale), offset + limit - own.length);
  return [...own, ...fill].slice(offset, offset + limit).map((r) => r.id);
}

