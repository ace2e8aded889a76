import 'server-only';
import { getLocale } from 'next-intl/server';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import type { Grant } from '@/lib/auth/routes';
import { translator, type Translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { AppError } from './errors';

// The one mapper from a back-office server action's outcome to the state its form or row control
// shows, as apiHandler is for the API: an AppError becomes its translated message and field errors,
// anything else is logged and answered with a generic failure.

/** What a back-office server action answers. */
export interface ActionResult<T = undefined> {
  ok: boolean;
  /** Translated: what was done, or why it was refused. */
  message: string;
  /** Translated messages by field, under the API's field names (name, last_name, head …). */
  fieldErrors?: Record<string, string>;
  /** The refusal's machine-readable reason (CATEGORY_IN_USE, OWN_STATUS …). */
  errorCode?: string;
  /** What the command returned; only runActionWithData sends it to the browser. */
  data?: T;
}

/** The success message: a catalogue key, or one built from what the command returned. */
export type ActionSuccess<T> = string | ((outcome: T, t: Translate, locale: string) => string);

export interface ActionOptions {
  /** The admin route the action belongs to; checked before the work runs. */
  route: Grant;
  /** The log message of an unexpected failure ('category action failed'). */
  logLabel: string;
  /** The message of an unexpected failure, when the spec names one (Errors.layoutSaveFailed). */
  failureKey?: string;
  /**
   * Which message a refusal (an AppError) shows: its own (default); its first field's when it has
   * field errors (spec §8: publishing without a cover says "Image is required"); or only the generic
   * failure message, with no field errors or code.
   */
  refusal?: 'own' | 'first-field' | 'generic';
}

/** Runs the command for the signed-in user and answers the result with what the command returned. */
export async function runActionWithData<T>(
  work: (user: CurrentUser) => Promise<T>,
  success: ActionSuccess<T>,
  options: ActionOptions,
): Promise<ActionResult<T>> {
  // requireRoute redirects by throwing, so it stays outside the try/catch that would swallow it.
  const user = await requireRoute(options.route);
  const locale = await getLocale();
  const t = translator(locale);
  try {
    const data = await work(user);
    return { ok: true, message: typeof success === 'string' ? t(success) : success(data, t, locale), data };
  } catch (error) {
    return refused(error, t, options);
  }
}

/** Runs the command for the signed-in user and answers only the message (and field errors, code). */
export async function runAction<T>(
  work: (user: CurrentUser) => Promise<T>,
  success: ActionSuccess<T>,
  options: ActionOptions,
): Promise<ActionResult> {
  // What the command returned (a view, a row) stays on the server.
  const { data: _data, ...result } = await runActionWithData(work, success, options);
  return result;
}

function refused(error: unknown, t: Translate, options: ActionOptions): ActionResult<never> {
  const failure = t(options.failureKey ?? 'Errors.actionFailed');
  if (!(error instanceof AppError)) {
    logger.error({ err: error, route: options.route }, options.logLabel);
    return { ok: false, message: failure };
  }
  if (options.refusal === 'generic') return { ok: false, message: failure };
  const fields = error.options.fieldErrors ?? [];
  const fieldErrors = fields.length ? Object.fromEntries(fields.map((f) => [f.field, t(f.messageKey)])) : undefined;
  const message = options.refusal === 'first-field' && fields.length ? t(fields[0].messageKey) : t(error.messageKey, error.options.values);
  return {
    ok: false,
    message,
    ...(fieldErrors && { fieldErrors }),
    ...(error.options.errorCode && { errorCode: error.options.errorCode }),
  };
}
