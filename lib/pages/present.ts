import type { PageStatus, pages } from '@/db/schema/pages';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { localizedPath } from '@/lib/seo/urls';
import type { Block } from './blocks';

/** Another page of the same translation group, as a page's answer lists it. */
export interface PageTranslationView {
  id: number;
  uniqueKey: string;
  locale: string;
  title: string;
  status: PageStatus;
}

/** A page as the API answers it (`ok()` spells the fields in snake_case). */
export interface PageView {
  id: number;
  uniqueKey: string;
  /** The page's address in its language (the same value as uniqueKey). */
  slug: string;
  locale: string;
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  image: string | null;
  status: PageStatus;
  publishedAt: string | null;
  /** Published with a publication date still in the future: not live yet. */
  scheduled: boolean;
  isHome: boolean;
  blocks: Block[];
  translationGroup: number | null;
  /** The other pages of its translation group, in the site's language order. */
  translations: PageTranslationView[];
  /** The public path: `/{slug}` in the default language, `/{locale}/{slug}` else; `/` or `/{locale}` for a home page. */
  url: string;
  createdAt: string;
  updatedAt: string;
  author: { id: number; name: string } | null;
  /** Raised by every change (not by the editor's autosaved draft); a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

/** A page as read from its table (everything the API shows about it). */
export type PageRow = Pick<
  typeof pages.$inferSelect,
  | 'id' | 'uniqueKey' | 'locale' | 'translationGroup' | 'title' | 'seoTitle' | 'seoDescription' | 'image' | 'status'
  | 'publishedAt' | 'isHome' | 'blocks' | 'authorId' | 'createdAt' | 'updatedAt' | 'version'
>;

/** The public path of a page (its language's prefix, then its slug; a home page is its language's root). */
export function pagePath(page: { uniqueKey: string; locale: string; isHome: boolean }): string {
  const locale = isLocale(page.locale) ? page.locale : defaultLocale;
  return localizedPath(locale, page.isHome ? '/' : `/${page.uniqueKey}`);
}

function isScheduled(row: Pick<PageRow, 'status' | 'publishedAt'>, now: Date): boolean {
  return row.status === 'published' && row.publishedAt !== null && row.publishedAt.getTime() > now.getTime();
}

export function presentPage(
  row: PageRow,
  author: { id: number; name: string } | null,
  translations: PageTranslationView[],
  now = new Date(),
): PageView {
  return {
    id: row.id,
    uniqueKey: row.uniqueKey,
    slug: row.uniqueKey,
    locale: row.locale,
    title: row.title,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    image: row.image,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduled: isScheduled(row, now),
    isHome: row.isHome,
    blocks: row.blocks as Block[],
    translationGroup: row.translationGroup,
    translations,
    url: pagePath(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author,
    version: row.version,
  };
}
