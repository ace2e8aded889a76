import type { ArticleStatus, articles } from '@/db/schema/articles';

/** A category as an article carries it (a chip). */
export interface ArticleCategoryView {
  id: number;
  name: string;
  text_color: string;
  background_color: string;
}

/** An article as the API answers it. */
export interface ArticleView {
  id: number;
  unique_key: string;
  title: string;
  content: string;
  excerpt: string | null;
  image: string | null;
  status: ArticleStatus;
  /** Published with a publication date still in the future: not live yet. */
  scheduled: boolean;
  featured: boolean;
  language: string;
  seo_title: string | null;
  seo_description: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  author: { id: number; name: string } | null;
  categories: ArticleCategoryView[];
}

/** An article as read from its table (everything the API shows about it). */
export type ArticleRow = Pick<
  typeof articles.$inferSelect,
  | 'id' | 'uniqueKey' | 'title' | 'content' | 'excerpt' | 'image' | 'authorId' | 'status' | 'featured' | 'locale'
  | 'seoTitle' | 'seoDescription' | 'publishedAt' | 'createdAt' | 'updatedAt'
>;

export function isScheduled(row: Pick<ArticleRow, 'status' | 'publishedAt'>, now = new Date()): boolean {
  return row.status === 'published' && row.publishedAt !== null && row.publishedAt.getTime() > now.getTime();
}

export function presentArticle(
  row: ArticleRow,
  author: { id: number; name: string } | null,
  categories: ArticleCategoryView[],
  now = new Date(),
): ArticleView {
  return {
    id: row.id,
    unique_key: row.uniqueKey,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    image: row.image,
    status: row.status,
    scheduled: isScheduled(row, now),
    featured: row.featured,
    language: row.locale,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author,
    categories,
  };
}
