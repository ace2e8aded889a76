import 'server-only';
import type { ArticleView } from './present';
import { excerptFromHtml } from './sanitize';

/**
 * An article as the editor's form loads it (plain data, serialisable to the client). Optional texts
 * that merely repeat their default are given as null, so that the form shows them empty and they keep
 * following their source: an excerpt equal to the one derived from the content.
 */
export interface ComposeArticle {
  id: number;
  unique_key: string;
  status: ArticleView['status'];
  scheduled: boolean;
  published_at: string | null;
  updated_at: string;
  title: string;
  content: string;
  categories: number[];
  image: string | null;
  excerpt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  language: string;
  featured: boolean;
  author: ArticleView['author'];
}

export function toComposeArticle(view: ArticleView): ComposeArticle {
  const derived = excerptFromHtml(view.content);
  return {
    id: view.id,
    unique_key: view.unique_key,
    status: view.status,
    scheduled: view.scheduled,
    published_at: view.published_at,
    updated_at: view.updated_at,
    title: view.title,
    content: view.content,
    categories: view.categories.map((c) => c.id),
    image: view.image,
    excerpt: view.excerpt && view.excerpt !== derived ? view.excerpt : null,
    seo_title: view.seo_title,
    seo_description: view.seo_description,
    language: view.language,
    featured: view.featured,
    author: view.author,
  };
}
