import { locales, type Locale } from '@/i18n/routing';
import { profilePath } from '@/lib/blog/paths';
import { articleHomePath, type AlternateArticle } from '@/lib/seo/article-alternates';
import { feedPath } from '@/lib/seo/public-paths';
import { localizedPath } from '@/lib/seo/urls';
import { cacheTags } from './tags';

/*
 * Which public pages to render again, in the background, after a change expired these cache tags
 * (lib/cache/rerender.ts asks the production server for them, so the next visitor gets a cache hit).
 * Pure: the records a tag names (an article, an author) are looked up by the caller and passed in.
 * The order is the order they are rendered in: the changed pages first, then the lists that show them.
 */

/** What the expired tags name, as far as their public addresses go. */
export interface RerenderTargets {
  /** The live articles whose `article:ID` tag expired, with their live translations. */
  articles: AlternateArticle[];
  /** Authors whose `author:ID` tag expired (profile pages). */
  authors: { id: number; uniqueKey: string }[];
  /** Unique keys of the active categories whose feeds show the changed articles (or all, for `categories`). */
  categories: string[];
  /** The products of the FAQs still shown (their /faq/{product} pages), when the `faqs` tag expired. */
  faqProducts?: string[];
  /** The live pages built from blocks (not the home pages: `/` is added anyway), when the `pages` tag expired. */
  blockPages?: { locale: Locale; slug: string }[];
}

// Settings drawn on every public page: home and the blog are the pages visitors land on.
const frameTags: ReadonlySet<string> = new Set([cacheTags.layout, cacheTags.navigation, cacheTags.seo, cacheTags.consent, cacheTags.whatsapp]);

function everyLanguage(path: string): string[] {
  return locales.map((locale) => localizedPath(locale, path));
}

export function rerenderPaths(tags: readonly string[], targets: RerenderTargets): string[] {
  const expired = new Set(tags);
  const paths: string[] = [];
  const add = (...more: string[]) => paths.push(...more);
  add(...targets.articles.map(articleHomePath));
  const lists = expired.has(cacheTags.articles);
  const frame = [...expired].some((tag) => frameTags.has(tag));
  if (lists || frame || expired.has(cacheTags.pages)) add(...everyLanguage('/'));
  if (expired.has(cacheTags.pages)) for (const page of targets.blockPages ?? []) add(localizedPath(page.locale, `/${page.slug}`));
  if (lists || frame) add(...everyLanguage('/blog'));
  if (lists) add(...everyLanguage(feedPath()));
  if (lists || expired.has(cacheTags.categories)) for (const key of targets.categories) add(...everyLanguage(feedPath(key)));
  for (const author of targets.authors) add(...everyLanguage(profilePath(author)));
  if (expired.has(cacheTags.faqs)) {
    add(...everyLanguage('/faq'));
    for (const product of targets.faqProducts ?? []) add(...everyLanguage(`/faq/${encodeURIComponent(product)}`));
  }
  // The layout screen's thumbnails of both home designs (kept out of search engines), last, when the
  // design or the blocks changed: staff look at them then (an article alone does not re-render them).
  if (frame || expired.has(cacheTags.pages)) add(...everyLanguage('/home-v1'), ...everyLanguage('/home-v2'));
  return [...new Set(paths)];
}

/** The record ids the tags name: what the caller looks up before calling rerenderPaths. */
export function taggedIds(tags: readonly string[]): { articleIds: number[]; authorIds: number[] } {
  const ids = (prefix: string) =>
    [...new Set(tags.filter((tag) => tag.startsWith(prefix)).map((tag) => Number(tag.slice(prefix.length))))].filter(Number.isSafeInteger);
  return { articleIds: ids('article:'), authorIds: ids('author:') };
}
