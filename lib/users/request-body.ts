import { z } from 'zod';

/**
 * The /api/user routes that take a user's fields only check at the edge that the body is a JSON
 * object (400 otherwise) and parse the fields afterwards with the command's schema
 * (lib/users/operations.ts), so each problem comes back as 422 with its §5 message under the field.
 * parseJson with the full schema would call a blank `position` (which the schema reads as missing) a
 * value "of the wrong type" and answer a bare 400.
 */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
