import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { absoluteUrl } from './urls';

/**
 * robots.txt: everything public may be crawled except the back office and the API, in every
 * locale's spelling (/admin, /en/admin, …; /pt-BR/admin answers too, with a redirect). Uploaded
 * images are served under /api/files/ and stay crawlable (the longest matching rule wins, so the
 * Allow beats the /api Disallow): article and cover images belong in image search and link previews.
 */
export function robotsRules(siteUrl?: string): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: ['/', '/api/files/'],
        // Shared drafts (/preview/{token}) answer noindex too; kept out of crawling altogether.
        disallow: ['/admin', '/api', '/preview/', ...locales.map((locale) => `/${locale}/admin`), ...locales.map((locale) => `/${locale}/preview/`)],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml', siteUrl),
  };
}
