import { z } from 'zod';
import { TOUCH_LIMITS } from './touch';

// The optional `attribution` of POST /api/contact/contact and POST /api/newsletter/subscribe, which the
// site's own form islands send (lib/attribution/browser.ts). Bounded: anyone can post it.

const INVALID = 'Validation.invalidValue';

const text = (max: number) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, INVALID)
    .nullish()
    .transform((v) => (v ? v : null));

/** A path of this site: one leading slash, no scheme or host; its query and fragment are dropped. */
export const sameSitePathField = z
  .string({ error: INVALID })
  .trim()
  .max(TOUCH_LIMITS.path, INVALID)
  .regex(/^\/(?![/\\])[^\s\\]*$/, INVALID)
  .transform((v) => v.replace(/[?#].*$/, '') || '/');

/** One touch; `at` (when it happened) defaults to the time of the post, and is never later than it. */
export const touchInputSchema = z.object({
  source: z.string({ error: INVALID }).trim().min(1, INVALID).max(TOUCH_LIMITS.name, INVALID),
  medium: z.string({ error: INVALID }).trim().min(1, INVALID).max(TOUCH_LIMITS.name, INVALID),
  campaign: text(TOUCH_LIMITS.text),
  term: text(TOUCH_LIMITS.text),
  content: text(TOUCH_LIMITS.text),
  referrer_host: text(TOUCH_LIMITS.host),
  landing_path: sameSitePathField.nullish().transform((v) => v ?? null),
  click_id: z.boolean({ error: INVALID }).optional().default(false),
  at: z.iso
    .datetime({ offset: true, error: INVALID })
    .optional()
    .transform((v) => {
      const now = Date.now();
      const time = v ? Math.min(Date.parse(v), now) : now;
      return new Date(time).toISOString();
    }),
});

export const attributionInputSchema = z.object({
  first_touch: touchInputSchema.nullish(),
  last_touch: touchInputSchema.nullish(),
  /** The page where the form was sent. */
  conversion_path: sameSitePathField.nullish(),
});
export type AttributionInput = z.output<typeof attributionInputSchema>;

/**
 * The `attribution` field of a site form (JSON, filled by the form's island): the value to give the
 * input schema, or undefined when it is empty or not valid (a visitor cannot correct a hidden field,
 * so the server falls back to the post's Referer rather than refuse the message).
 */
export function formAttributionValue(raw: FormDataEntryValue | null): unknown {
  if (typeof raw !== 'string' || !raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return attributionInputSchema.safeParse(value).success ? value : undefined;
  } catch {
    return undefined;
  }
}
