import 'server-only';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { Translate } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { parseInput, type RecordKey } from './command';
import { AppError } from './errors';
import { recordId } from './fields';
import { BULK_MAX } from './bulk-limits';

/*
 * Bulk actions (issue 33 §5): one call names rows by a list of {id, unique_key} (at most BULK_MAX) or
 * by the list's filter object (every matching row, at most BULK_MAX: more is a 422, narrow the
 * filter), plus an action and its params. Each row runs the single action's command (its own
 * permission check, transaction and audit row); a row that fails fails alone and is named in
 * `failed` with its reason in the caller's language. The keys a filter selects are read before any
 * row runs, so an action that moves rows out of the filter (publishing the drafts) does not skip any.
 */

export { BULK_MAX };

const INVALID = 'Bulk.errors.invalid';

/** One row of a bulk call as the API names it. */
const bulkKeySchema = z.object({
  id: recordId(INVALID),
  unique_key: z.string({ error: INVALID }).min(1, INVALID).max(200, INVALID),
});

/** The body of `POST /api/<domain>/<list>-bulk`: `ids` or `filter`, an action of the domain and its params. */
export function bulkBodySchema<A extends readonly [string, ...string[]], F extends z.ZodType>(actions: A, filter: F) {
  return z
    .object({
      ids: z.array(bulkKeySchema, { error: INVALID }).min(1, 'Bulk.errors.noSelection').max(BULK_MAX, 'Bulk.errors.tooMany').optional(),
      filter: filter.optional(),
      action: z.enum(actions, { error: 'Bulk.errors.unknownAction' }),
      params: z.record(z.string(), z.unknown(), { error: INVALID }).optional(),
    })
    .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: 'Bulk.errors.noSelection', path: ['ids'] });
}

/** What a bulk call answers: how many rows were done, and each failed row with its reason. */
export interface BulkOutcome {
  done: number;
  failed: { id: number; error: string }[];
}

/** One action of a domain: its params' schema and the single-row command it runs. */
export interface BulkAction<U> {
  run: (user: U, key: RecordKey, params: Record<string, unknown>) => Promise<unknown>;
}

/** An action whose params are parsed by `params` (once per call: bad params refuse the whole call). */
export function bulkAction<U, P extends z.ZodType>(params: P, run: (user: U, key: RecordKey, params: z.output<P>) => Promise<unknown>): BulkAction<U> & { params: P } {
  return { params, run: (user, key, values) => run(user, key, values as z.output<P>) };
}

/** A domain's bulk actions and how it reads the keys of the rows a filter selects (a page at a time). */
export interface BulkSpec<U, F> {
  actions: Record<string, BulkAction<U> & { params?: z.ZodType }>;
  /** One page of the list the filter describes, as the list would show it to `user` (its own permission rule). */
  page: (user: U, filter: F, page: number, limit: number) => Promise<{ items: { id: number; uniqueKey: string }[]; total: number }>;
}

const FILTER_PAGE = 100;

/** The keys of every row the filter selects (at most BULK_MAX, else 422), read before any row runs. */
export async function bulkSelection<U, F>(spec: BulkSpec<U, F>, user: U, filter: F): Promise<{ id: number; uniqueKey: string }[]> {
  const keys: { id: number; uniqueKey: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await spec.page(user, filter, page, FILTER_PAGE);
    if (total > BULK_MAX) throw new AppError('Bulk.errors.tooManyMatching', 422, { values: { max: BULK_MAX, total }, errorCode: 'BULK_TOO_MANY' });
    keys.push(...items.map((item) => ({ id: item.id, uniqueKey: item.uniqueKey })));
    if (items.length < FILTER_PAGE || keys.length >= total) return keys;
  }
}

/** Why a row failed, in the caller's language: the refusal's first field message, or its message. */
function reason(error: unknown, t: Translate): string {
  if (!(error instanceof AppError)) {
    logger.error({ err: error }, 'bulk row failed');
    return t('Errors.unexpected');
  }
  const first = error.options.fieldErrors?.[0];
  return t(first ? first.messageKey : error.messageKey, error.options.values);
}

/** Runs a parsed bulk body: each row by the action's own command, one after the other. */
export async function runBulk<U extends Pick<CurrentUser, 'id'>, F>(
  spec: BulkSpec<U, F>,
  user: U,
  body: { ids?: { id: number; unique_key: string }[]; filter?: F; action: string; params?: Record<string, unknown> },
  t: Translate,
): Promise<BulkOutcome> {
  const action = spec.actions[body.action];
  if (!action) throw new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'action', messageKey: 'Bulk.errors.unknownAction' }] });
  const params = (action.params ? parseInput(action.params, body.params ?? {}) : {}) as Record<string, unknown>;
  const keys = body.ids ? body.ids.map((k) => ({ id: k.id, uniqueKey: k.unique_key })) : await bulkSelection(spec, user, body.filter as F);
  const outcome: BulkOutcome = { done: 0, failed: [] };
  for (const key of keys) {
    try {
      await action.run(user, key, params);
      outcome.done += 1;
    } catch (error) {
      outcome.failed.push({ id: Number(key.id), error: reason(error, t) });
    }
  }
  return outcome;
}

/** The success message of a bulk call ("3 done, 1 failed"). */
export function bulkMessage(outcome: BulkOutcome, t: Translate): string {
  return t('Bulk.summary', { done: outcome.done, failed: outcome.failed.length });
}
