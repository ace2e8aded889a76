import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import type { ConsentCategory, DesignVersion } from '@/db/schema/settings';
import { parseHeadMarkup } from './seo-markup';

/** The design versions of db/schema/settings (kept here so client forms do not pull in the table definitions). */
export const designVersions = ['v1', 'v2'] as const satisfies readonly DesignVersion[];
/** The consent categories of db/schema/settings (same reason): `necessary` runs always, the others after consent. */
export const seoCategories = ['necessary', 'analytics', 'marketing'] as const satisfies readonly ConsentCategory[];

// Messages are catalogue keys; the boundary (API envelope, form) translates them.

export const COMPANY_NAME_MAX = 120;
/** Head or body markup of one SEO entry: room for a few analytics and verification snippets. */
export const SEO_MARKUP_MAX = 20_000;

/** '' means "no value" (an emptied field sends ''). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An absolute http(s) URL or a root-relative path (/logo-v1.svg, /api/files/…). */
function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A logo: undefined keeps the one in force, null (or '') removes it. */
const logoSchema = z.preprocess(
  blankToNull,
  z.string({ error: 'Validation.invalidUrl' }).trim().max(2000, 'Validation.invalidUrl').refine(isImageUrl, 'Validation.invalidUrl').nullable().optional(),
);

/**
 * POST /api/layout/layout-setting and the layout settings form: the design version to put in force
 * and, optionally, the company data shown in the header. Fields left out keep their current value.
 */
export const layoutSettingFieldsSchema = z.object({
  current_version: z.enum(designVersions, { error: 'Settings.errors.invalidVersion' }),
  company_name: z
    .string({ error: 'Settings.errors.companyNameRequired' })
    .trim()
    .min(1, 'Settings.errors.companyNameRequired')
    .max(COMPANY_NAME_MAX, 'Settings.errors.companyNameTooLong')
    .optional(),
  logo_v1: logoSchema,
  logo_v2: logoSchema,
});
export type LayoutSettingValues = z.output<typeof layoutSettingFieldsSchema>;

/**
 * The issue's API spells the version `currentVersion` (as GET …/latest answers it); the form and
 * older clients send `current_version`. Either is accepted; `current_version` wins when both are sent.
 */
export function aliasCurrentVersion(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { currentVersion, ...rest } = value as Record<string, unknown>;
  if (currentVersion === undefined || rest.current_version !== undefined) return value;
  return { ...rest, current_version: currentVersion };
}

/** POST /api/layout/layout-setting: the fields above, with `currentVersion` as an alias. */
export const layoutSettingInputSchema = z.preprocess(aliasCurrentVersion, layoutSettingFieldsSchema);

const markupSchema = z.preprocess(
  (value) => (value === undefined ? null : blankToNull(value)),
  z.string({ error: 'Settings.errors.invalidMarkup' }).trim().max(SEO_MARKUP_MAX, 'Settings.errors.markupTooLong').nullable(),
);

/**
 * POST /api/seo/seo and PUT /api/seo/seo/{id}/{unique_key}: the markup an entry adds to every
 * public page — `head` goes into <head> (script, style, noscript, meta and link tags only), `body`
 * at the start of <body> (any markup). At least one of them. `category` (consent): left out, a new
 * entry is `marketing` and an update keeps the entry's.
 */
export const seoSettingInputSchema = z
  .object({
    head: markupSchema,
    body: markupSchema,
    category: z.enum(seoCategories, { error: 'Settings.errors.invalidCategory' }).optional(),
    /** An update's version (409 VERSION_CONFLICT when stale); ignored on a creation. */
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if (!value.head && !value.body) {
      ctx.addIssue({ code: 'custom', path: ['head'], message: 'Settings.errors.markupRequired' });
      return;
    }
    if (value.head && parseHeadMarkup(value.head).unsupported.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['head'], message: 'Settings.errors.headUnsupported' });
    }
  });
export type SeoSettingValues = z.output<typeof seoSettingInputSchema>;

/** The colour of WhatsApp's own button, used when none is chosen. */
export const WHATSAPP_DEFAULT_COLOR = '#25d366';
/** A phone number as wa.me takes it: country code, area code and number (E.164 allows 15 digits). */
export const WHATSAPP_PHONE_MIN_DIGITS = 8;
export const WHATSAPP_PHONE_MAX_DIGITS = 15;
/** Room for the formatting people type: "+55 (11) 99999-0000". */
export const WHATSAPP_PHONE_MAX = 30;
export const WHATSAPP_MESSAGE_MAX = 500;
export const HEX_COLOR = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

/**
 * PUT /api/whatsapp/whatsapp-setting and the WhatsApp form: the number the floating button opens a
 * chat with, the message typed in advance, and the button's colour (WhatsApp green when left out).
 */
export const whatsappSettingInputSchema = z.object({
  phone: z
    .string({ error: 'Validation.contactPhoneRequired' })
    .trim()
    .min(1, 'Validation.contactPhoneRequired')
    .max(WHATSAPP_PHONE_MAX, 'Settings.errors.phoneInvalid')
    .regex(/^\+?[\d\s().-]+$/, 'Settings.errors.phoneInvalid')
    .refine((value) => phoneDigits(value) >= WHATSAPP_PHONE_MIN_DIGITS && phoneDigits(value) <= WHATSAPP_PHONE_MAX_DIGITS, 'Settings.errors.phoneInvalid'),
  message: z
    .string({ error: 'Validation.whatsappMessageRequired' })
    .trim()
    .min(1, 'Validation.whatsappMessageRequired')
    .max(WHATSAPP_MESSAGE_MAX, 'Settings.errors.whatsappMessageTooLong'),
  button_color: z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? WHATSAPP_DEFAULT_COLOR : value),
    z
      .string({ error: 'Settings.errors.invalidColor' })
      .trim()
      .regex(HEX_COLOR, 'Settings.errors.invalidColor')
      .transform((value) => value.toLowerCase()),
  ),
  /** The setting the change started from: the id of the row in force (a save is a new row); 409 VERSION_CONFLICT when another was saved since. */
  version: versionField,
});
export type WhatsappSettingValues = z.output<typeof whatsappSettingInputSchema>;
