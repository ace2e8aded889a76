import { versionField } from '@/lib/core/version';
import { z } from 'zod';
import { defaultLocale, locales } from '@/i18n/routing';

// The header menu and footer of one language (issue 30 §2). Messages are catalogue keys; the
// boundary (API envelope, form) translates them. Schemas are spelled as the API's JSON.

export const HEADER_ITEMS_MAX = 8;
export const CHILDREN_MAX = 8;
export const FOOTER_COLUMNS_MAX = 4;
export const COLUMN_LINKS_MAX = 12;
export const SOCIAL_MAX = 10;
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok', 'github', 'whatsapp', 'other'] as const;

/** A site path (`/blog`, `/#services`, `/post/12/…`) or an absolute http(s) URL; nothing else (no javascript:, no //host). */
export function isNavHref(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const label = z
  .string({ error: 'Navigation.errors.labelRequired' })
  .trim()
  .min(1, 'Navigation.errors.labelRequired')
  .max(80, 'Navigation.errors.labelTooLong');

const href = z
  .string({ error: 'Navigation.errors.invalidHref' })
  .trim()
  .max(2000, 'Navigation.errors.invalidHref')
  .refine(isNavHref, 'Navigation.errors.invalidHref');

const linkSchema = z.object({ label, href });

const headerItemSchema = linkSchema.extend({
  children: z.array(linkSchema, { error: 'Validation.invalidValue' }).max(CHILDREN_MAX, 'Navigation.errors.tooManyChildren').optional(),
});
export type NavigationHeaderItem = z.output<typeof headerItemSchema>;

const contactField = (max: number) => z.string({ error: 'Validation.invalidValue' }).trim().max(max, 'Validation.invalidValue');

export const navigationFooterSchema = z.object({
  columns: z
    .array(
      z.object({
        title: label,
        links: z.array(linkSchema, { error: 'Validation.invalidValue' }).max(COLUMN_LINKS_MAX, 'Navigation.errors.tooManyLinks'),
      }),
      { error: 'Validation.invalidValue' },
    )
    .max(FOOTER_COLUMNS_MAX, 'Navigation.errors.tooManyColumns'),
  contact: z.object({
    email: contactField(254).refine((v) => v === '' || z.email().safeParse(v).success, 'Validation.invalidEmailAddress'),
    phone: contactField(40),
    address: contactField(300),
  }),
  social: z
    .array(
      z.object({
        network: z.enum(socialNetworks, { error: 'Navigation.errors.invalidNetwork' }),
        url: z.string({ error: 'Validation.invalidUrl' }).trim().max(2000, 'Validation.invalidUrl').refine(isHttpUrl, 'Validation.invalidUrl'),
      }),
      { error: 'Validation.invalidValue' },
    )
    .max(SOCIAL_MAX, 'Navigation.errors.tooManySocial'),
});
export type NavigationFooter = z.output<typeof navigationFooterSchema>;

/** A link of /rc-sistemI's own menu: also a section of that page (`#services`). */
const landingLinkSchema = z.object({
  label,
  href: z
    .string({ error: 'Navigation.errors.invalidHref' })
    .trim()
    .max(2000, 'Navigation.errors.invalidHref')
    .refine((value) => /^#[\w-]+$/.test(value) || isNavHref(value), 'Navigation.errors.invalidHref'),
});
type NavigationLandingLink = z.output<typeof landingLinkSchema>;

export const navigationHeaderSchema = z
  .array(headerItemSchema, { error: 'Validation.invalidValue' })
  .max(HEADER_ITEMS_MAX, 'Navigation.errors.tooManyItems');

/**
 * PUT /api/navigation/navigation and the navigation screen: one language's header and footer,
 * replaced whole; and /rc-sistemI's own menu when sent (left out: it stays as it is).
 */
export const navigationInputSchema = z.object({
  locale: z.enum(locales, { error: 'Navigation.errors.invalidLocale' }),
  header: navigationHeaderSchema,
  footer: navigationFooterSchema,
  landing: z.array(landingLinkSchema, { error: 'Validation.invalidValue' }).max(HEADER_ITEMS_MAX, 'Navigation.errors.tooManyItems').optional(),
  version: versionField,
});
export type NavigationValues = z.output<typeof navigationInputSchema>;

export interface Navigation {
  header: NavigationHeaderItem[];
  footer: NavigationFooter;
  /** /rc-sistemI's own menu. */
  landing: NavigationLandingLink[];
}

/** GET /api/navigation/navigation?locale=…: a language (the default language when left out). */
export const navigationQuerySchema = z.object({
  locale: z.enum(locales, { error: 'Navigation.errors.invalidLocale' }).default(defaultLocale),
});
