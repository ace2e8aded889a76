import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { pageNumber } from '@/lib/core/fields';

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Media.errors.invalidValue';

export const MEDIA_ALT_MAX = 250;
export const MEDIA_CAPTION_MAX = 1000;
const SEARCH_MAX = 200;

export const MEDIA_PAGE_SIZE = 48;
const MEDIA_MAX_PAGE_SIZE = 100;

/** The types the library filters by: an upload's detected MIME type is `image/<type>`. */
export const mediaTypes = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A JSON boolean, or a query string's / form's "true", "1", "on" (anything else is false). */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', '1', 'on'].includes(v.toLowerCase()) : v === null || v === undefined ? undefined : v),
  z.boolean({ error: INVALID }).optional(),
);

/**
 * Text per language (`{"pt-BR": "…", "en": "…"}`), trimmed; only the five languages; a language sent
 * empty is removed. A PUT merges it into what is saved: languages not sent keep their text.
 */
const perLanguage = (max: number, tooLong: string) =>
  z.partialRecord(z.enum(locales, { error: 'Media.errors.unknownLanguage' }), z.string({ error: INVALID }).trim().max(max, tooLong), { error: INVALID });

/** PUT /api/media/media/{id}/{unique_key}. */
export const mediaUpdateSchema = z.object({
  alt: perLanguage(MEDIA_ALT_MAX, 'Media.errors.altTooLong').optional(),
  caption: perLanguage(MEDIA_CAPTION_MAX, 'Media.errors.captionTooLong').optional(),
  focal_x: z.coerce.number({ error: 'Media.errors.focalInvalid' }).min(0, 'Media.errors.focalInvalid').max(100, 'Media.errors.focalInvalid').optional(),
  focal_y: z.coerce.number({ error: 'Media.errors.focalInvalid' }).min(0, 'Media.errors.focalInvalid').max(100, 'Media.errors.focalInvalid').optional(),
  decorative: z.boolean({ error: INVALID }).optional(),
});
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** POST /api/media/media-list {search?, unused?, missing_alt?, type?, limit, page}, and the library screen's URL. */
export const mediaListQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(SEARCH_MAX, INVALID).optional()),
  unused: flag,
  missing_alt: flag,
  type: z.preprocess(blankToUndefined, z.enum(mediaTypes, { error: INVALID }).optional()),
  /** The one file with this key: how a form that stores only a file's address (`/api/files/{unique_key}`) finds its record. */
  unique_key: z.preprocess(blankToUndefined, z.string({ error: INVALID }).regex(/^[a-f0-9]{32}$/, INVALID).optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(MEDIA_MAX_PAGE_SIZE, INVALID).default(MEDIA_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** The `alt` and `locale` fields of POST /api/upload: the upload's alt text in one language. */
export const uploadDescriptionSchema = z.object({
  alt: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(MEDIA_ALT_MAX, 'Media.errors.altTooLong').optional()),
  locale: z.preprocess(blankToUndefined, z.enum(locales, { error: 'Media.errors.unknownLanguage' }).optional()),
  library: flag,
});
