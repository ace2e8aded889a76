import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import { optionalImage, pageNumber } from '@/lib/core/fields';
import type { CategoryStatus, CategoryTranslations } from '@/db/schema/articles';

/** The statuses of db/schema/articles (kept here so client forms do not pull in the table definitions). */
export const categoryStatuses = ['active', 'inactive'] as const satisfies readonly CategoryStatus[];

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Categories.errors.invalidValue';
const INVALID_COLOR = 'Categories.errors.invalidColor';
const TRANSLATION_LOCALE = 'Categories.errors.translationLocale';

/** The locales a category's `translations` may hold: every locale but the default (pt-BR is the main fields). */
export const categoryTranslationLocales = ['en', 'es', 'fr', 'ht'] as const;

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;

const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** '' and null mean "no value" (an empty field or select sends ''). */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `#rgb` or `#rrggbb`, stored as lowercase `#rrggbb`. */
export const hexColorSchema = z
  .string({ error: INVALID_COLOR })
  .trim()
  .regex(HEX, INVALID_COLOR)
  .transform((hex) => (hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex).toLowerCase());

const requiredText = (message: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: INVALID }).trim().min(1, message).max(max, INVALID));

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: INVALID }).trim().max(max, INVALID));

/** One locale's name and description; both optional (a blank one falls back to the main field). */
const categoryTranslationSchema = z.object({ name: optionalText(CATEGORY_NAME_MAX), description: optionalText(CATEGORY_DESCRIPTION_MAX) }, { error: INVALID });

/**
 * `{en: {name, description}, es: …}`: only the known non-default locales (another key is refused),
 * lengths as the main fields. Stored without blanks: a locale with neither name nor description is
 * dropped. Absent (or null): undefined, so an update that does not send it keeps what is stored.
 */
const categoryTranslationsSchema = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .strictObject(Object.fromEntries(categoryTranslationLocales.map((locale) => [locale, categoryTranslationSchema.optional()])) as Record<
      (typeof categoryTranslationLocales)[number],
      z.ZodOptional<typeof categoryTranslationSchema>
    >, { error: (issue) => (issue.code === 'unrecognized_keys' ? TRANSLATION_LOCALE : INVALID) })
    .transform((given): CategoryTranslations => {
      const kept: CategoryTranslations = {};
      for (const locale of categoryTranslationLocales) {
        const entry = given[locale];
        if (!entry || (!entry.name && !entry.description)) continue;
        kept[locale] = { ...(entry.name ? { name: entry.name } : {}), ...(entry.description ? { description: entry.description } : {}) };
      }
      return kept;
    })
    .optional(),
);

/**
 * A category as the form, the server action and the API send it (spec §3 field names):
 * `{name, description, image?, text_color, background_color, status?, translations?}`; name and
 * description are the default language's (pt-BR), `translations` the other locales'.
 */
export const categoryInputSchema = z.object({
  name: requiredText('Validation.nameRequired', CATEGORY_NAME_MAX),
  description: requiredText('Validation.descriptionRequired', CATEGORY_DESCRIPTION_MAX),
  translations: categoryTranslationsSchema,
  image: optionalImage,
  text_color: z.preprocess(blankToUndefined, hexColorSchema.default('#ffffff')),
  background_color: z.preprocess(blankToUndefined, hexColorSchema.default('#1e3a8a')),
  status: z.preprocess(blankToUndefined, z.enum(categoryStatuses, { error: INVALID }).default('active')),
  /** An update's version (409 VERSION_CONFLICT when stale); ignored on a creation. */
  version: versionField,
});
export type CategoryValues = z.output<typeof categoryInputSchema>;

export const CATEGORIES_PAGE_SIZE = 10;
export const CATEGORIES_MAX_PAGE_SIZE = 100;

/** POST /api/category/categories-list {limit, page, search, status?} and the list page's URL. */
export const categoryListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(200, INVALID).optional()),
  status: z.preprocess(blankToUndefined, z.enum(categoryStatuses, { error: INVALID }).optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(CATEGORIES_MAX_PAGE_SIZE, INVALID).default(CATEGORIES_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** PUT /api/category/category-change-status/{id}/{unique_key} {status} */
export const categoryStatusBodySchema = z.object({ status: z.enum(categoryStatuses, { error: INVALID }), version: versionField });
export type CategoryStatusBody = z.output<typeof categoryStatusBodySchema>;

/** DELETE /api/category/category/{id}/{unique_key}?detach=true */
export const categoryDeleteOptionsSchema = z.object({
  detach: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false),
  // issue 33 §4: without it the category goes to the trash (lib/trash/schema.ts).
  permanent: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false),
});
export type CategoryDeleteOptions = z.output<typeof categoryDeleteOptionsSchema>;

/** The catalogue categories of spec §3: their names are translated (Categories.catalogue.<key>). */
export const catalogueCategoryKeys = ['technology', 'design', 'marketing', 'commerce', 'human_resources', 'innovation'] as const;
export type CatalogueCategoryKey = (typeof catalogueCategoryKeys)[number];

export function isCatalogueCategory(uniqueKey: string): uniqueKey is CatalogueCategoryKey {
  return (catalogueCategoryKeys as readonly string[]).includes(uniqueKey);
}
