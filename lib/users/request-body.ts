import { z } from 'zod';

/**
 * The /api/user routes only check here that the body is a JSON object (400 otherwise) and leave
 * every field to the command's schema, so each problem comes back as 422 with its §5 message under
 * the field. parseJson with the full schema would call a blank `position` (which the schema reads as
 * missing) a value "of the wrong type" and answer a bare 400.
 */
export const jsonObjectSchema = z.record(z.string(), z.unknown());
