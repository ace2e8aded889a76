import type { z } from 'zod';
import type { MessageKey } from '@/lib/i18n/translate';
import { AppError, type FieldError } from './errors';

/** A catalogue key ('Validation.nameRequired'), not one of zod's own English messages ('Invalid input'). */
const catalogueKey = /^[A-Za-z]+(?:\.[A-Za-z0-9_]+)+$/;

/** The message of a refusal that is nothing but problems of fields. */
export const VALIDATION_FAILED = 'Errors.validation';

/**
 * The catalogue key a schema rule carries as its message ('Validation.nameRequired'); zod's own
 * text, for a rule given no message, becomes the generic Validation.invalidValue. Schema messages
 * are plain strings to zod, so the check here is by shape; tests/unit/i18n/keys-exist.test.ts checks
 * that every key written in lib/ is in the catalogues.
 */
export function issueMessageKey(message: string): MessageKey {
  return catalogueKey.test(message) ? (message as MessageKey) : 'Validation.invalidValue';
}

/**
 * A 422 carrying the first problem of each field (an empty email is "required", not also "invalid").
 * A rule without a message of its own (zod's default text) shows the generic Validation.invalidValue.
 */
export function validationError(error: z.ZodError): AppError {
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    fieldErrors.push({ field, messageKey: issueMessageKey(issue.message) });
  }
  return new AppError(VALIDATION_FAILED, 422, { fieldErrors });
}
