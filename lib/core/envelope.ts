import { NextResponse } from 'next/server';
import type { Translate } from '@/lib/i18n/translate';
import { toApiCase } from './api-case';
import { AppError } from './errors';

export interface FailureBody {
  error: true;
  message: string;
  code: number;
  errors?: { field: string; message: string }[];
  /** Machine-readable reason when the status alone does not say it (DEVICE_VERIFICATION_REQUIRED, FIRST_ACCESS_REQUIRED). */
  errorCode?: string;
  data?: unknown;
}

/** The success envelope; `data` (a camelCase view) is spelled in the API's snake_case here. */
export function ok<T>(data: T, init: { status?: number; message?: string; extra?: Record<string, unknown> } = {}) {
  const body = { error: false as const, ...(init.message ? { message: init.message } : {}), data: toApiCase(data), ...init.extra };
  return NextResponse.json(body, { status: init.status ?? 200 });
}

/** Any thrown value becomes the failure envelope; unknown errors are logged by the caller and say only the default message. */
export function fail(error: unknown, t: Translate) {
  const appError = error instanceof AppError ? error : new AppError('Errors.unexpected', 500);
  const body: FailureBody = { error: true, message: t(appError.messageKey, appError.options.values), code: appError.status };
  if (appError.options.fieldErrors?.length) {
    // The field's message may name the same values as the error's (Uploads.tooLarge's {max}).
    body.errors = appError.options.fieldErrors.map((f) => ({ field: f.field, message: t(f.messageKey, appError.options.values) }));
  }
  if (appError.options.errorCode) body.errorCode = appError.options.errorCode;
  if (appError.options.data !== undefined) body.data = appError.options.data;
  // A refusal is about this request and this caller: never kept by a browser, proxy or CDN.
  return NextResponse.json(body, { status: appError.status, headers: { 'Cache-Control': 'no-store', ...appError.options.headers } });
}
