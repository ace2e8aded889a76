import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { feedAlternateTypes } from './feed-link';
import { languageAlternates, localizedPath } from './urls';

export interface PageMetadataInput {
  locale: Locale;
  /** The page's path without locale prefix, starting with "/" (e.g. /blog, /post/slug/42). */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** Absolute or root-relative image URL (resolved against metadataBase). */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Article pages: ISO dates and author names for og:article tags. */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** Pages staff or developers use (playground) stay out of search engines. */
  noindex?: boolean;
  /**
   * A page that exists in some languages only (an article and its translations): its canonical
   * path and its hreflang → path alternates, locale prefixes included (lib/seo/article-alternates.ts).
   * Without it the page exists in all five locales at `path`.
   */
  own?: { canonical: string; languages: Record<string, string> };
}

/**
 * The head every public page carries: title, description, canonical URL, hreflang alternates (the
 * five locales, or the page's own languages), Open Graph and Twitter tags. The [locale] layout sets metadataBase (SITE_URL),
 * so root-relative URLs here become absolute.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = input.own?.canonical ?? localizedPath(input.locale, input.path);
  const images = input.image ? [{ url: input.image }] : undefined;
  return {
    title: input.title,
    description: input.description,
    // The blog feed is announced on every public page (a page's alternates replace the layout's).
    alternates: { canonical: url, languages: input.own?.languages ?? languageAlternates(input.path), types: feedAlternateTypes(input.locale, input.siteName) },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      siteName: input.siteName,
      locale: input.locale.replace('-', '_'),
      type: input.type ?? 'website',
      ...(images ? { images } : {}),
      ...(input.type === 'article'
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime, authors: input.authors }
        : {}),
    },
    twitter: {
      card: input.image ? 'summary_large_image' : 'summary',
      title: input.title,
      description: input.description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/** A JSON-LD block's text, safe inside <script type="application/ld+json"> (no "</script>" break-out). */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
