import 'server-only';
import { getLocale } from 'next-intl/server';
import { unsafeArgumentsError } from '@/lib/core/action-input';
import { errors } from '@/lib/core/errors';
import { fieldFormRefusal, toFormState, type ActionResult, type RefusalOptions } from '@/lib/core/action-result';
import { translator } from '@/lib/i18n/translate';

/*
 * The one door of every server action: each export of a 'use server' module is built with
 * serverAction, or serverFormAction for a form's (tests/integration/platform/action-bad-input.test.ts checks
 * that none is left out). Anyone can post any arguments to an action, so before it runs they are
 * checked as apiHandler and parseJson check a request (lib/api/handler.ts): a NUL character anywhere
 * is refused as 422 naming the field (Validation.invalidCharacter), nesting past the limit as 400,
 * in the action's own result shape. A future action gets the check by being built the same way.
 */

// The guarded actions, so a test can tell that an export went through the door.
const guarded = new WeakSet<object>();

/**
 * The action, behind the argument check. `options` says how its refusals show (the same options
 * the action gives toFormState or runAction: 'fields' for a form, 'generic' for a list's toast …).
 */
export function serverAction<A extends unknown[], R extends ActionResult<unknown> | void>(
  action: (...args: A) => Promise<R>,
  options: RefusalOptions = {},
): (...args: A) => Promise<R> {
  return guard(action, options, unsafeArgumentsError);
}

/**
 * A form's action, `(previousState, formData)` (useActionState): as serverAction, and a second
 * argument that is not a form is a 400, its problems shown beside the fields (fieldFormRefusal).
 */
export function serverFormAction<P, R extends ActionResult<unknown>>(
  action: (previous: P, formData: FormData) => Promise<R>,
): (previous: P, formData: FormData) => Promise<R> {
  return guard(action, fieldFormRefusal, (args) => (args[1] instanceof FormData ? unsafeArgumentsError(args) : errors.badRequest()));
}

function guard<A extends unknown[], R extends ActionResult<unknown> | void>(
  action: (...args: A) => Promise<R>,
  options: RefusalOptions,
  check: (args: A) => ReturnType<typeof unsafeArgumentsError>,
): (...args: A) => Promise<R> {
  const checked = async (...args: A): Promise<R> => {
    const refusal = check(args);
    if (!refusal) return action(...args);
    const t = translator(await getLocale());
    // An AppError never reaches toFormState's unexpected-failure branch. Every action answers an
    // ActionResult (its extra fields optional), so a refusal fits each one's result.
    const refused: ActionResult<never> = toFormState(refusal, t, options);
    return refused as unknown as R;
  };
  guarded.add(checked);
  return checked;
}

/** Whether a module's export was built with serverAction or serverFormAction. */
export function isServerAction(value: unknown): boolean {
  return typeof value === 'function' && guarded.has(value);
}
