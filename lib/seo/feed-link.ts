import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { feedPath } from './public-paths';
import { localizedPath } from './urls';

/**
 * `alternates.types` of a public page's metadata: <link rel="alternate" type="application/rss+xml">
 * pointing at the blog's feed, so browsers and feed readers find it from any page. It belongs in
 * each page's `alternates` (lib/seo/metadata.ts pageMetadata): a page's `alternates` replaces the
 * layout's whole, so a layout-level one would be dropped by every page that sets a canonical URL.
 * Each language announces its own feed (/feed.xml, /en/feed.xml …).
 */
export function feedAlternateTypes(locale: Locale, siteName: string): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: localizedPath(locale, feedPath()), title: translator(locale)('Feed.linkTitle', { site: siteName }) }] };
}
