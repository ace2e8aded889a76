import type { MessageKey } from '@/lib/i18n/translate';

/**
 * A domain error: commands throw it, one mapper turns it into the API envelope or into form state.
 * `messageKey` is a key of the message catalogues (e.g. 'Errors.invalidCredentials'), translated at the
 * boundary into the user's language; `values` fills its placeholders.
 */
/** One field's problem: the field under its API name and the catalogue key of its message. */
export interface FieldError {
  field: string;
  messageKey: MessageKey;
}

export class AppError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly options: {
      values?: Record<string, string | number>;
      fieldErrors?: FieldError[];
      headers?: Record<string, string>;
      /** Machine-readable reason, sent as `errorCode` (e.g. 'FIRST_ACCESS_REQUIRED'). */
      errorCode?: string;
      /** Extra data sent as `data` in the failure body (e.g. a device-verification challenge). */
      data?: unknown;
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const errors = {
  unexpected: () => new AppError('Errors.unexpected', 500),
  badRequest: () => new AppError('Errors.badRequest', 400),
  unauthorized: () => new AppError('Errors.unauthorized', 401),
  sessionExpired: () => new AppError('Errors.sessionExpired', 401),
  accessDenied: () => new AppError('Errors.accessDenied', 403),
  notFound: () => new AppError('Errors.resultNotFound', 404),
  userNotFound: () => new AppError('Errors.userNotFound', 404),
  /** A cookie-authenticated change that did not come from the site's own pages (lib/api/same-origin.ts). */
  crossSiteRequest: () => new AppError('Errors.crossSiteRequest', 403, { errorCode: 'CSRF_REJECTED' }),
  /** A body over the route's limit (lib/core/body.ts). */
  payloadTooLarge: (maxBytes: number) =>
    new AppError('Errors.payloadTooLarge', 413, { values: { max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 }, errorCode: 'PAYLOAD_TOO_LARGE' }),
  /** The upload storage (S3 or the local folder) refused or did not answer: nothing was saved, try later. */
  storageUnavailable: () => new AppError('Errors.storageUnavailable', 503, { errorCode: 'STORAGE_UNAVAILABLE', headers: { 'Retry-After': '60' } }),
  /** A NUL character (which PostgreSQL cannot store) in a field or query parameter. */
  invalidCharacter: (field: string) =>
    new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey: 'Validation.invalidCharacter' }] }),
};
