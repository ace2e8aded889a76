import { z } from 'zod';
import { defaultLocale, locales } from '@/i18n/routing';
import { blankToUndefined, pageNumber } from '@/lib/core/fields';

// What a person chooses for an import (issue 34 §1), shared by the screen, the API's multipart form
// and the CLI; and the list of past imports.

const INVALID = 'Import.errors.invalidValue';

/** The sources a file can be imported from here (a Vitrine export is restored by lib/export). */
export const importFileSources = ['wordpress', 'ghost'] as const;
export type ImportFileSource = (typeof importFileSources)[number];

/** Largest source file (a 5,000-post WXR is about 30 MB). */
export const IMPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** Largest images zip (the old uploads folder). */
export const IMPORT_MEDIA_MAX_BYTES = 512 * 1024 * 1024;

/** A form's checkbox or the API's `true`/`false` (also `1`/`0`, `on`). */
const flag = (fallback: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return fallback;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string' && ['true', '1', 'on'].includes(v.toLowerCase())) return true;
    if (typeof v === 'string' && ['false', '0', 'off'].includes(v.toLowerCase())) return false;
    return v;
  }, z.boolean({ error: INVALID }));

/** author_map: source author id → id of an existing user; as an object or as its JSON text (a form field). */
const authorMap = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.record(z.string().max(200), z.coerce.number({ error: INVALID }).int(INVALID).positive(INVALID), { error: INVALID }),
);

export const importOptionsSchema = z.object({
  /** Tags become categories, or are dropped. */
  tags: z.preprocess(blankToUndefined, z.enum(['categories', 'drop'], { error: INVALID }).default('categories')),
  /** The language of items whose source does not say one. */
  locale: z.preprocess(blankToUndefined, z.enum(locales, { error: INVALID }).default(defaultLocale)),
  author_map: authorMap,
  /** Fetch images from the old site (public addresses only) when the zip does not hold them. */
  fetch_media: flag(true),
});
export type ImportOptions = z.output<typeof importOptionsSchema>;

/** POST /api/import/import's fields besides the files. */
export const importStartSchema = importOptionsSchema.extend({
  // `vitrine`: a Vitrine export (the zip of /admin/export), restored into a site with nothing beyond the seed.
  source: z.enum([...importFileSources, 'vitrine'], { error: INVALID }),
  dry_run: flag(false),
});
export type ImportStart = z.output<typeof importStartSchema>;

/**
 * POST /api/import/import/{id}/run: an optional body whose `author_map` replaces the dry run's for the
 * real run (the choices made on the report); without one, the dry run's options stand.
 */
export const importConfirmSchema = z
  .object({ author_map: authorMap.optional() })
  .optional();
export type ImportConfirm = z.output<typeof importConfirmSchema>;

/** GET /api/import/import/{id}?items=false: the progress alone (what the screen polls while it runs). */
export const importReadQuerySchema = z.object({
  items: z.preprocess((v) => !(v === false || v === 'false' || v === '0'), z.boolean()),
});

const IMPORTS_PAGE_SIZE = 20;

/** POST /api/import/imports-list {page, limit} */
export const importListQuerySchema = z.object({
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(100, INVALID).default(IMPORTS_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type ImportListQuery = z.output<typeof importListQuerySchema>;
