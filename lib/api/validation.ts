import type { z } from 'zod';
import { AppError } from './errors';

/** A 422 carrying the first problem of each field (an empty email is "required", not also "invalid"). */
export function validationError(error: z.ZodError): AppError {
  const seen = new Set<string>();
  const fieldErrors: { field: string; messageKey: string }[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push({ field, messageKey: issue.message });
  }
  return new AppError('Errors.validation', 422, { fieldErrors });
}
