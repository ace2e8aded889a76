import { decodedSegment } from '@/lib/core/page-params';

// Paths of the SEO files and of the pages only they link to (articles and profiles: lib/blog/paths.ts).

/** The public path of a product's FAQ page (no locale prefix): /faq/{product}. */
export function faqPath(product: string): string {
  return `/faq/${encodeURIComponent(product)}`;
}

/** The path of the blog's RSS feed, or of one category's: /feed.xml, /feed/{category unique_key}.xml. */
export function feedPath(categoryKey?: string): string {
  return categoryKey === undefined ? '/feed.xml' : `/feed/${encodeURIComponent(categoryKey)}.xml`;
}

/**
 * The category unique_key a /feed/{name} request asks for ("technology.xml" → "technology"), or null
 * (also for a name no key can be: one holding a NUL).
 */
export function categoryKeyOfFeed(name: string): string | null {
  const match = /^(.+)\.xml$/.exec(decodedSegment(name) ?? '');
  return match ? match[1] : null;
}
