import { z } from 'zod';

/** The longest `altcha` field accepted (a genuine solution is about 400 characters). */
export const ALTCHA_FIELD_MAX = 2_000;

/**
 * The `altcha` field of the contact and newsletter posts: the proof-of-work solution, base64 JSON
 * (lib/spam/proof-of-work.ts). Optional: a post without it is stored as a spam suspect while the
 * setting is on. Anything longer than a solution can be is dropped (it is no solution either).
 */
export const altchaField = z
  .string({ error: 'Validation.invalidValue' })
  .optional()
  .nullable()
  .transform((v) => (v && v.length <= ALTCHA_FIELD_MAX ? v : null));
