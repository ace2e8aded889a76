import { z } from 'zod';
import { blankToUndefined, pageNumber } from '@/lib/core/fields';

// The trash (issue 33 §4): what may be trashed, the list's filters and the `?permanent=true` of a DELETE.

const INVALID = 'Trash.errors.invalidValue';

/** The kinds of record a DELETE moves to the trash, in the order the trash screen lists its filter. */
export const trashKinds = ['article', 'page', 'faq', 'category', 'file'] as const;
export type TrashKind = (typeof trashKinds)[number];

/** Days a record stays in the trash before the maintenance job deletes it for good. */
const TRASH_RETENTION_DAYS = 30;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * 24 * 60 * 60_000;

const TRASH_PAGE_SIZE = 20;
const TRASH_MAX_PAGE_SIZE = 100;

/** POST /api/trash/trash-list {kind?, page, limit} */
export const trashListQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(trashKinds, { error: INVALID }).optional()),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(TRASH_MAX_PAGE_SIZE, INVALID).default(TRASH_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type TrashListQuery = z.output<typeof trashListQuerySchema>;

/**
 * `DELETE …?permanent=true` (or 1): deletes for good instead of trashing; any other value, or none,
 * is false. Shared by every trashable domain's DELETE.
 */
export const permanentDeleteSchema = z.object({
  permanent: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false),
});
export type PermanentDeleteOptions = z.output<typeof permanentDeleteSchema>;

/** The query parameter as the API reference describes it. */
export const permanentQueryParam = {
  name: 'permanent',
  description: 'true: delete for good instead of moving to the trash (needs the administrator capability `roles`).',
  schema: { type: 'string', enum: ['true', 'false', '1'] },
} as const;
