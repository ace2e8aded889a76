import type { MessageKey, Translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { AppError } from './errors';
import { VALIDATION_FAILED } from './validation';

// The one mapper from an action's failure to the state its form or row control shows, as the API
// envelope (./envelope.ts) is for route handlers: an AppError becomes its translated message and
// field errors, anything else is logged and answered with a generic failure. Back-office actions
// reach it through runAction (lib/api/action-result.ts); public and account forms call it directly.

/** What a server action answers (back office, sign-in, account and public forms alike). */
export interface ActionResult<T = undefined> {
  ok: boolean;
  /** Translated: what was done, or why it was refused. */
  message: string;
  /** Translated messages by field, under the API's field names (name, last_name, head …). */
  fieldErrors?: Record<string, string>;
  /** The refusal's machine-readable reason (CATEGORY_IN_USE, OWN_STATUS …). */
  errorCode?: string;
  /** What the command returned, when the action sends it to the browser. */
  data?: T;
  /** What a refusal carries beside its message, as the API's failure envelope sends it in `data` (IMAGE_ALT_MISSING's images). */
  errorData?: unknown;
  /** What the user typed, handed back so a form rendered without JavaScript keeps it. */
  values?: Record<string, string>;
}

/** Which message a refusal (an AppError) shows. */
export interface RefusalOptions {
  /** The message of an unexpected failure, when the spec names one (Errors.layoutSaveFailed). */
  failureKey?: MessageKey;
  /**
   * Its own message (default); its first field's when it has field errors (spec §8: publishing
   * without a cover says "Image is required"); only the generic failure, with no fields or code; or,
   * for a form that shows each problem beside its field, no message (an empty one) when the refusal
   * is nothing but field problems (a 422 Errors.validation naming fields).
   */
  refusal?: 'own' | 'first-field' | 'generic' | 'fields';
  /** Throw an unexpected failure on, to the page's error boundary, instead of answering the generic failure. */
  rethrowUnexpected?: boolean;
  /** The log line of an unexpected failure ('category action failed') and what to log with it. */
  logLabel?: string;
  logContext?: Record<string, unknown>;
}

/**
 * How the sign-in, account and public forms map a refusal: problems beside their fields and no
 * message above them for those alone; an unexpected failure goes to the page's error boundary.
 */
export const fieldFormRefusal: RefusalOptions = { refusal: 'fields', rethrowUnexpected: true };

/** A failed action's state: what its form shows. */
export function toFormState(error: unknown, t: Translate, options: RefusalOptions = {}): ActionResult<never> {
  const failure = t(options.failureKey ?? 'Errors.actionFailed');
  if (!(error instanceof AppError)) {
    if (options.rethrowUnexpected) throw error;
    logger.error({ err: error, ...options.logContext }, options.logLabel ?? 'action failed');
    return { ok: false, message: failure };
  }
  if (options.refusal === 'generic') return { ok: false, message: failure };
  const fields = error.options.fieldErrors ?? [];
  const fieldErrors = fields.length ? Object.fromEntries(fields.map((f) => [f.field, t(f.messageKey)])) : undefined;
  const onlyFields = options.refusal === 'fields' && fields.length > 0 && error.messageKey === VALIDATION_FAILED;
  const message = onlyFields
    ? ''
    : options.refusal === 'first-field' && fields.length
      ? t(fields[0].messageKey)
      : t(error.messageKey, error.options.values);
  return {
    ok: false,
    message,
    ...(fieldErrors && { fieldErrors }),
    ...(error.options.errorCode && { errorCode: error.options.errorCode }),
    ...(error.options.data !== undefined && { errorData: error.options.data }),
  };
}
