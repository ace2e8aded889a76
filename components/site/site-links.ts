import type { NavTarget } from './nav-link';

/** The header menu (spec §2 / issue 3): home and its sections, blog, FAQ, contact, the product page. */
export const mainNav = [
  { key: 'home', href: '/' },
  { key: 'services', href: '/', section: 'services' },
  { key: 'solutions', href: '/', section: 'solutions' },
  { key: 'blog', href: '/blog' },
  { key: 'faq', href: '/faq' },
  { key: 'contact', href: '/contact' },
  { key: 'product', href: '/rc-sistemI' },
] as const satisfies readonly (NavTarget & { key: string })[];

/** Footer columns: the blog's sections (their ids are the blog page's) and the company pages. */
export const footerNav = {
  blog: [
    { key: 'blogRecent', href: '/blog', section: 'recent' },
    { key: 'blogPopular', href: '/blog', section: 'popular' },
    { key: 'blogTrending', href: '/blog', section: 'trending' },
    { key: 'blogTags', href: '/blog', section: 'tags' },
  ],
  company: [
    { key: 'services', href: '/', section: 'services' },
    { key: 'solutions', href: '/', section: 'solutions' },
    { key: 'product', href: '/rc-sistemI' },
    { key: 'faq', href: '/faq' },
    { key: 'contact', href: '/contact' },
  ],
} as const satisfies Record<string, readonly (NavTarget & { key: string })[]>;
