import { z } from 'zod';
import { allGrants, isGrant } from '@/lib/auth/routes';

// API keys (issue 19): the input of the "New key" dialog and of POST /api/api-key/api-key.
// Messages are catalogue keys; the boundary translates them.

export const API_KEY_NAME_MAX = 80;

/** Known grants only, each once, in the order of `allGrants`, at least one (like a role's routes). */
const grantsField = z
  .array(z.string({ error: 'ApiKeys.errors.unknownGrant' }), { error: 'ApiKeys.errors.grantsRequired' })
  .max(allGrants.length * 2, 'ApiKeys.errors.unknownGrant')
  .refine((grants) => grants.every(isGrant), 'ApiKeys.errors.unknownGrant')
  .refine((grants) => grants.length > 0, 'ApiKeys.errors.grantsRequired')
  .transform((grants) => allGrants.filter((g) => grants.includes(g)));

/**
 * An optional expiry: an ISO date-time (or a bare day, read as its start in UTC) in the future; empty
 * or null means the key never expires.
 */
const expiresAtField = z.preprocess(
  // A Date is the schema's own output: the route parses the body, then the command parses it again.
  (value) => (value === '' || value === null ? undefined : value instanceof Date ? value.toISOString() : value),
  z
    .string({ error: 'ApiKeys.errors.expiryInvalid' })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'ApiKeys.errors.expiryInvalid')
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() > Date.now(), 'ApiKeys.errors.expiryPast')
    .optional(),
);

export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: 'ApiKeys.errors.nameRequired' })
    .trim()
    .min(1, 'ApiKeys.errors.nameRequired')
    .max(API_KEY_NAME_MAX, 'ApiKeys.errors.nameTooLong'),
  grants: grantsField,
  expires_at: expiresAtField,
});
export type ApiKeyValues = z.output<typeof apiKeyInputSchema>;
