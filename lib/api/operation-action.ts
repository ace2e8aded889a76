import 'server-only';
import { getLocale } from 'next-intl/server';
import { getCurrentUser, requireRoute, requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { parseInput } from '@/lib/core/command';
import { camelParams, type AnyOperation, type OperationContext } from '@/lib/core/operation';
import { isLocale, defaultLocale } from '@/i18n/routing';
import { toFormState, type ActionResult } from '@/lib/core/action-result';
import { translator } from '@/lib/i18n/translate';
import { assertAccess, parseQuery } from './access';
import { serverAction } from './server-action';

/*
 * The back office's server action of a declared operation: the same access rule, the same input
 * schema and the same `run` as the API route (lib/api/routes.ts), answered as an ActionResult in
 * the user's language. In a 'use server' module:
 *   export const updateCategoryAction = operationAction(categoryOperations.update);
 * and the page calls it with the path's parameters (camelCase) and the body:
 *   await updateCategoryAction({ id, uniqueKey }, values)
 */

/** The path's parameters by camelCase name ({id, uniqueKey}); numbers are taken as their digits. */
export type ActionParams = Record<string, string | number>;

type Outcome<Op> = Op extends { run: (...args: never[]) => Promise<infer O> } ? O : never;

async function callerOf(op: AnyOperation): Promise<CurrentUser> {
  const access = op.access;
  if (access === 'public') return (await getCurrentUser()) as CurrentUser;
  if (typeof access === 'string' && access !== 'signed-in' && access !== 'own-account') return requireRoute(access);
  // As at the edge (lib/api/access.ts apiOptions): allOf's first grant like a route grant.
  if (typeof access === 'object' && 'allOf' in access && op.checkAccess !== false) return requireRoute(access.allOf[0]);
  return requireUser({ allowFirstAccess: op.allowFirstAccess });
}

async function perform(op: AnyOperation, withData: boolean, params: ActionParams, input: unknown, query: Record<string, unknown>): Promise<ActionResult<unknown>> {
  // requireRoute / requireUser redirect by throwing, so they stay outside the try/catch that would swallow it.
  const user = await callerOf(op);
  const current = await getLocale();
  const locale = isLocale(current) ? current : defaultLocale;
  const t = translator(locale);
  try {
    if (user) assertAccess(user, op);
    // Anyone can post anything as the parameters: what is not an object names no record (a 404 then).
    const given: ActionParams = params !== null && typeof params === 'object' ? params : {};
    const named = camelParams(Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)])));
    const readInput = async () => (op.input ? parseInput(op.input, input) : undefined);
    const parsed = op.deferInput ? undefined : await readInput();
    const ctx: OperationContext<unknown, unknown> = {
      user,
      params: named,
      key: { id: named.id ?? '', uniqueKey: named.uniqueKey ?? '' },
      input: parsed,
      readInput: op.deferInput ? readInput : async () => parsed,
      query: parseQuery(op, query),
      locale,
      t,
      request: null,
      token: null,
    };
    const outcome = await op.run(ctx);
    const message = op.message === undefined ? '' : typeof op.message === 'string' ? t(op.message) : op.message(outcome, t, locale);
    return withData ? { ok: true, message, data: outcome } : { ok: true, message };
  } catch (error) {
    return toFormState(error, t, { logLabel: `${op.method} ${op.path} action failed`, ...op.refusal, logContext: { operation: `${op.method} ${op.path}` } });
  }
}

/** The operation as a server action answering the message (and field errors, code) only. */
export function operationAction<Op extends AnyOperation>(op: Op) {
  return serverAction(
    async (params: ActionParams = {}, input?: unknown, query: Record<string, unknown> = {}): Promise<ActionResult> => {
      const { data: _data, ...result } = await perform(op, false, params, input, query);
      return result;
    },
    op.refusal,
  );
}

/** The operation as a server action that also sends what `run` returned to the browser. */
export function operationActionWithData<Op extends AnyOperation>(op: Op) {
  return serverAction(
    async (params: ActionParams = {}, input?: unknown, query: Record<string, unknown> = {}): Promise<ActionResult<Outcome<Op>>> =>
      (await perform(op, true, params, input, query)) as ActionResult<Outcome<Op>>,
    op.refusal,
  );
}
