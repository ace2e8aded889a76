import { defaultLocale } from '@/i18n/routing';
import { PAGE_SLUG_MAX } from '@/lib/pages/schema';

/** A page address suggested from its title: "Sobre nós" → "sobre-nos" (letters and digits, single hyphens). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/, '');
}

/** The public address a page would have (the default language has no prefix; a home page is its language's root). */
export function pageAddress(locale: string, slug: string, isHome = false): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  if (isHome) return prefix || '/';
  return `${prefix}/${slug}`;
}
