import { z } from 'zod';
import { recordId } from '@/lib/core/fields';

// Messages are catalogue keys; the boundary translates them. Client-safe (zod only): the share
// panel reads the day limits from here.

export const previewLinkKinds = ['article', 'page'] as const;
export type PreviewLinkKind = (typeof previewLinkKinds)[number];

/** How long a link works unless asked otherwise, and the longest it may (issue 31 §2). */
export const PREVIEW_DEFAULT_DAYS = 7;
export const PREVIEW_MAX_DAYS = 30;

const kindSchema = z.enum(previewLinkKinds, { error: 'Previews.errors.kindInvalid' });
const entityId = recordId('Previews.errors.idInvalid');

/** POST /api/preview/preview-link {kind, id, unique_key, expires_in_days?}: the draft to share and for how long. */
export const previewLinkInputSchema = z.object({
  kind: kindSchema,
  id: entityId,
  unique_key: z.string({ error: 'Previews.errors.idInvalid' }).trim().min(1, 'Previews.errors.idInvalid').max(200, 'Previews.errors.idInvalid'),
  expires_in_days: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Previews.errors.daysRange' })
      .int('Previews.errors.daysRange')
      .min(1, 'Previews.errors.daysRange')
      .max(PREVIEW_MAX_DAYS, 'Previews.errors.daysRange')
      .default(PREVIEW_DEFAULT_DAYS),
  ),
});
export type PreviewLinkInput = z.output<typeof previewLinkInputSchema>;

/** GET /api/preview/preview-links?kind=&id=: the active links of one article or page. */
export const previewLinksQuerySchema = z.object({ kind: kindSchema, id: entityId });
export type PreviewLinksQuery = z.output<typeof previewLinksQuerySchema>;
