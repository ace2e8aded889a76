import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import { locales } from '@/i18n/routing';
import { blankToUndefined, optionalDate, optionalImage, optionalText, pageNumber, recordId } from '@/lib/core/fields';
import type { PageStatus } from '@/db/schema/pages';
import { blocksSchema } from './blocks';
import { isReservedSlug } from './reserved';

/** The statuses of db/schema/pages (kept here so client forms do not pull in the table definitions). */
export const pageStatuses = ['draft', 'published'] as const satisfies readonly PageStatus[];

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Validation.invalidValue';

export const PAGE_TITLE_MAX = 200;
export const PAGE_SLUG_MAX = 120;
export const PAGE_SEO_TITLE_MAX = 200;
export const PAGE_SEO_DESCRIPTION_MAX = 500;

/** Letters, digits and single hyphens (`sobre-nos`, `rc-sistemI`): one path segment, nothing to escape. */
const SLUG = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A page's address in its language: required, a slug, and not one of the site's own routes. */
export const pageSlugSchema = z
  .string({ error: 'Pages.errors.slugRequired' })
  .trim()
  .min(1, 'Pages.errors.slugRequired')
  .max(PAGE_SLUG_MAX, 'Pages.errors.slugInvalid')
  .regex(SLUG, 'Pages.errors.slugInvalid')
  .refine((slug) => !isReservedSlug(slug), 'Pages.errors.slugReserved');

/**
 * A page as the editor, the server action and the API send it:
 * `{title, slug, blocks, locale?, seo_title?, seo_description?, image?, status?, published_at?,
 * is_home?, translation_of?}`.
 *
 * - `locale` is the page's language: the default language when a new page omits it; fixed after
 *   creation (an update may omit it, or must repeat it).
 * - `status` and `published_at` omitted on an update keep what the page has; a future
 *   `published_at` with `status: "published"` schedules it.
 * - `is_home` makes it its language's home page (`/`); the previous home page of that language
 *   stops being one.
 * - `translation_of` links it to a translation group (the id of any page of that group); `null`
 *   unlinks it; omitted keeps its group.
 */
export const pageInputSchema = z.object({
  title: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: INVALID }).trim().min(1, 'Validation.titleRequired').max(PAGE_TITLE_MAX, 'Pages.errors.tooLong'),
  ),
  slug: z.preprocess((v) => (v === null || v === undefined ? '' : v), pageSlugSchema),
  blocks: z.preprocess((v) => (v === null || v === undefined ? [] : v), blocksSchema),
  // Omitted: the default language for a new page, the page's own on an update (fixed after creation).
  locale: z.preprocess(blankToUndefined, z.enum(locales, { error: INVALID }).optional()),
  seo_title: optionalText(PAGE_SEO_TITLE_MAX, INVALID, 'Pages.errors.tooLong'),
  seo_description: optionalText(PAGE_SEO_DESCRIPTION_MAX, INVALID, 'Pages.errors.tooLong'),
  image: optionalImage,
  status: z.preprocess(blankToUndefined, z.enum(pageStatuses, { error: INVALID }).optional()),
  published_at: optionalDate(INVALID),
  is_home: z.preprocess(blankToUndefined, z.boolean({ error: INVALID }).optional()),
  translation_of: z.preprocess((v) => (v === '' ? undefined : v), z.union([z.null(), recordId(INVALID)], { error: INVALID }).optional()),
  // An update names the version it started from (409 VERSION_CONFLICT when stale); `overwrite` says the
  // editor chose to save over a newer version it was shown (audited as such).
  version: versionField,
  overwrite: z.preprocess(blankToUndefined, z.boolean({ error: INVALID }).optional()),
});
export type PageValues = z.output<typeof pageInputSchema>;

/**
 * The editor's unsaved copy, for the live preview and autosave: the same fields, none required
 * beyond the blocks' own rules, so a half-typed page still previews.
 */
export const pageDraftSchema = z.object({
  title: z.string({ error: INVALID }).max(PAGE_TITLE_MAX, 'Pages.errors.tooLong').default(''),
  blocks: blocksSchema,
  /** The version the editor loaded: an autosave never lands on a page someone saved since (409 VERSION_CONFLICT). */
  version: versionField,
});
export type PageDraft = z.output<typeof pageDraftSchema>;

export const PAGES_PAGE_SIZE = 20;
export const PAGES_MAX_PAGE_SIZE = 100;

/** POST /api/page/pages-list {limit, page, locale?, status?, search?} */
export const pageListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(200, INVALID).optional()),
  status: z.preprocess(blankToUndefined, z.enum(pageStatuses, { error: INVALID }).optional()),
  locale: z.preprocess(blankToUndefined, z.enum(locales, { error: INVALID }).optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(PAGES_MAX_PAGE_SIZE, INVALID).default(PAGES_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type PageListQuery = z.output<typeof pageListQuerySchema>;

/** PUT /api/page/page-change-status/{id}/{unique_key} {status, published_at?} */
export const pageStatusBodySchema = z.object({
  status: z.enum(pageStatuses, { error: INVALID }),
  published_at: optionalDate(INVALID),
  version: versionField,
});
export type PageStatusValues = z.output<typeof pageStatusBodySchema>;

/** PUT /api/page/page-revision-restore/{id}/{unique_key} {revision_id} */
export const pageRevisionRestoreSchema = z.object({
  revision_id: recordId(INVALID),
});
export type PageRevisionRestoreValues = z.output<typeof pageRevisionRestoreSchema>;
