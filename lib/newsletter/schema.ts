import { z } from 'zod';
import { isLocale } from '@/i18n/routing';
import { attributionInputSchema } from '@/lib/attribution/schema';
import { contactEmailField } from '@/lib/contact/schema';
import { altchaField } from '@/lib/spam/field';

/** POST /api/newsletter/subscribe and the footer form. */
export const subscribeInputSchema = z.object({
  email: contactEmailField,
  name: z
    .string()
    .trim()
    .max(200, 'Newsletter.nameTooLong')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  locale: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (isLocale(v) ? v : null)),
  /** Honeypot: hidden from people; anything in it marks the submission as spam. */
  website: z.string().max(500).optional().nullable(),
  /** Where the subscriber came from (lib/attribution); without it the server reads the post's Referer. */
  attribution: attributionInputSchema.optional(),
  /** The proof-of-work solution (lib/spam/proof-of-work.ts). */
  altcha: altchaField,
});
export type SubscribeValues = z.output<typeof subscribeInputSchema>;

/** The reasons a subscriber can pick when leaving (translated under Unsubscribe.reasons). */
export const unsubscribeReasons = ['tooFrequent', 'notInterested', 'notRelevant', 'neverSubscribed', 'other'] as const;
export type UnsubscribeReason = (typeof unsubscribeReasons)[number];
/** Recorded for an RFC 8058 one-click unsubscribe from the mail client. */
export const ONE_CLICK_REASON = 'one-click';

/** POST /api/newsletter/unsubscribe/{uniqueKey}/{id} and the unsubscribe page's form. */
export const unsubscribeInputSchema = z.object({
  reason: z.enum(unsubscribeReasons, { error: 'Unsubscribe.reasonRequired' }),
  reason_text: z
    .string()
    .trim()
    .max(1000, 'Unsubscribe.reasonTextTooLong')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});

/** POST /api/newsletter/confirm */
export const confirmInputSchema = z.object({
  token: z.string({ error: 'Errors.badRequest' }).min(10, 'Errors.badRequest').max(200, 'Errors.badRequest'),
});
