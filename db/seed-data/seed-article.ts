import type { CatalogueCategoryKey } from '@/lib/categories/schema';

// The shape of one demo article: the lists beside this file hold them, db/seed.ts inserts them.

export const demoAuthorKeys = ['mariana', 'rafael', 'camila'] as const;
export type AuthorKey = (typeof demoAuthorKeys)[number];

export interface SeedArticle {
  /** URL slug: lowercase, no accents, words joined by hyphens. */
  slug: string;
  title: string;
  excerpt: string;
  /** HTML as the editor produces it. */
  content: string;
  categories: [CatalogueCategoryKey] | [CatalogueCategoryKey, CatalogueCategoryKey];
  author: AuthorKey;
  /** Published this many days before the seed run; absent for a draft. */
  publishedDaysAgo?: number;
  featured?: boolean;
  /** Usual reads per day. */
  popularity: number;
  /** Reads climb over the last 7 days (feeds the "trending" list). */
  trending?: boolean;
  /** The slug of the article this one translates: both go into one translation group. */
  translationOf?: string;
}
