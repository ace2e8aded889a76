import type { z } from 'zod';
import { AppError } from './errors';

/** A catalogue key ('Validation.nameRequired'), not one of zod's own English messages ('Invalid input'). */
const catalogueKey = /^[A-Za-z]+(?:\.[A-Za-z0-9_]+)+$/;

/** The message of a refusal that is nothing but problems of fields. */
export const VALIDATION_FAILED = 'Errors.validation';

/**
 * A 422 carrying the first problem of each field (an empty email is "required", not also "invalid").
 * A rule without a message of its own (zod's default text) shows the generic Validation.invalidValue.
 */
export function validationError(error: z.ZodError): AppError {
  const seen = new Set<string>();
  const fieldErrors: { field: string; messageKey: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push({ field, messageKey: catalogueKey.test(issue.message) ? issue.message : 'Validation.invalidValue' });
  }
  return new AppError(VALIDATION_FAILED, 422, { fieldErrors });
}
