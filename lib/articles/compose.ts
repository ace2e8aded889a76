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
  uniqueKey: string;
  status: ArticleView['status'];
  scheduled: boolean;
  publishedAt: string | null;
  updatedAt: string;
  title: string;
  content: string;
  categories: number[];
  image: string | null;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  language: string;
  featured: boolean;
  author: ArticleView['author'];
  /** The other articles of its translation group (the Translations panel). */
  translations: ArticleView['translations'];
  /** The version loaded: every save sends it back (409 VERSION_CONFLICT when someone saved since). */
  version: number;
  /** The latest review step (issue 33 §2): the editor shows a request for changes to the author. */
  review: ArticleView['review'];
}

export function toComposeArticle(view: ArticleView): ComposeArticle {
  const derived = excerptFromHtml(view.content);
  return {
    id: view.id,
    uniqueKey: view.uniqueKey,
    status: view.status,
    scheduled: view.scheduled,
    publishedAt: view.publishedAt,
    updatedAt: view.updatedAt,
    title: view.title,
    content: view.content,
    categories: view.categories.map((c) => c.id),
    image: view.image,
    excerpt: view.excerpt && view.excerpt !== derived ? view.excerpt : null,
    seoTitle: view.seoTitle,
    seoDescription: view.seoDescription,
    language: view.language,
    featured: view.featured,
    author: view.author,
    translations: view.translations,
    version: view.version,
    review: view.review,
  };
}
