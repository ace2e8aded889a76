import { locales } from '@/i18n/routing';

/**
 * Slugs a page may not take: the site's own routes (a page there would never be reached, or would
 * hide the route), files served at the root, and the language codes (`/en` is a language, not a
 * page). Compared without case: `/Blog` must not shadow `/blog` for a visitor who types it.
 * tests/unit/pages/reserved.test.ts checks that every route folder of app/ is listed.
 */
const routes = [
  'blog',
  'post',
  'faq',
  'contact',
  'login',
  'admin',
  'api',
  'profile',
  'list-article-results',
  'newsletter',
  'unsubscribe-newsletter',
  'home-v1',
  'home-v2',
  'playground',
  'feed',
  'feed.xml',
  'sitemap',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'icon.svg',
  'error-forbidden',
  'first-access',
  'recover-password',
  'reset-password',
  'two-factor',
  'verify-device',
  'page-preview',
  'preview',
  'files',
  'uploads',
  'images',
  'static',
  '_next',
  'index',
] as const;

const reserved = new Set<string>([...routes, ...locales].map((slug) => slug.toLowerCase()));

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug.trim().toLowerCase());
}
