import 'server-only';
import { getLocale } from 'next-intl/server';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import type { Grant } from '@/lib/auth/routes';
import { translator, type MessageKey, type Translate } from '@/lib/i18n/translate';
import { toFormState, type ActionResult, type RefusalOptions } from '@/lib/core/action-result';

export type { ActionResult } from '@/lib/core/action-result';

// Runs a back-office server action as apiHandler runs a route: the route grant is checked on the
// server first, and the outcome becomes an ActionResult (lib/core/action-result.ts) in the user's language.

/** The success message: a catalogue key, or one built from what the command returned. */
export type ActionSuccess<T> = MessageKey | ((outcome: T, t: Translate, locale: string) => string);

export interface ActionOptions extends RefusalOptions {
  /** The admin route the action belongs to; checked before the work runs. */
  route: Grant;
  /** The log message of an unexpected failure ('category action failed'). */
  logLabel: string;
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
    return toFormState(error, t, { ...options, logContext: { route: options.route } });
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
