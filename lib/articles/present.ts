import type { ArticleStatus, ReviewAction, articles } from '@/db/schema/articles';

/** The latest step of an article's review (issue 33 §2): the editor shows a request's comment to the author. */
export interface ArticleReviewView {
  action: ReviewAction;
  comment: string | null;
  by: { id: number; name: string } | null;
  at: string;
}

/** A category as an article carries it (a chip). */
export interface ArticleCategoryView {
  id: number;
  name: string;
  textColor: string;
  backgroundColor: string;
}

/** Another article of the same translation group, as an article's answer lists it. */
export interface ArticleTranslationView {
  id: number;
  uniqueKey: string;
  language: string;
  status: ArticleStatus;
}

/** An article as the API answers it. */
export interface ArticleView {
  id: number;
  uniqueKey: string;
  title: string;
  content: string;
  excerpt: string | null;
  image: string | null;
  status: ArticleStatus;
  /** Published with a publication date still in the future: not live yet. */
  scheduled: boolean;
  featured: boolean;
  language: string;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: { id: number; name: string } | null;
  categories: ArticleCategoryView[];
  /** The other articles of its translation group, by language (empty when it has none). */
  translations: ArticleTranslationView[];
  /** Raised by every change: a save names it to be refused when someone saved in between (lib/core/version.ts). */
  version: number;
  /** The latest review step (submitted, changes_requested with its comment, published), null when never reviewed. */
  review: ArticleReviewView | null;
}

/** An article as read from its table (everything the API shows about it). */
export type ArticleRow = Pick<
  typeof articles.$inferSelect,
  | 'id' | 'uniqueKey' | 'title' | 'content' | 'excerpt' | 'image' | 'authorId' | 'status' | 'featured' | 'locale'
  | 'seoTitle' | 'seoDescription' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'translationGroup' | 'version'
>;

export function isScheduled(row: Pick<ArticleRow, 'status' | 'publishedAt'>, now = new Date()): boolean {
  return row.status === 'published' && row.publishedAt !== null && row.publishedAt.getTime() > now.getTime();
}

export function presentArticle(
  row: ArticleRow,
  author: { id: number; name: string } | null,
  categories: ArticleCategoryView[],
  now = new Date(),
  translations: ArticleTranslationView[] = [],
  review: ArticleReviewView | null = null,
): ArticleView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    image: row.image,
    status: row.status,
    scheduled: isScheduled(row, now),
    featured: row.featured,
    language: row.locale,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author,
    categories,
    translations,
    version: row.version,
    review,
  };
}
