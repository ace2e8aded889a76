import { assertAccess, parseQuery } from '@/lib/api/access';
import type { CurrentUser } from '@/lib/auth/current-user';
import { parseInput } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { camelParams, type AnyOperation } from '@/lib/core/operation';
import { translator } from '@/lib/i18n/translate';

// Runs a declared operation (lib/<domain>/operations.ts) as its route or server action does, without
// HTTP: the access rule, the input parsed by its schema (a 422 for bad input), then `run`. For tests
// that drive a domain below the API (a job, an actor that is only {id, grants}).

type Outcome<Op> = Op extends { run: (...args: never[]) => Promise<infer O> } ? O : never;

export interface Invocation {
  key?: { id: number | string; uniqueKey: string };
  params?: Record<string, string | number>;
  input?: unknown;
  query?: Record<string, unknown>;
  locale?: 'pt-BR' | 'en' | 'es' | 'fr' | 'ht';
}

export async function invoke<Op extends AnyOperation>(op: Op, user: Pick<CurrentUser, 'id' | 'grants'> | null, call: Invocation = {}): Promise<Outcome<Op>> {
  const access = op.access;
  if (access !== 'public') {
    if (!user) throw errors.unauthorized();
    if (typeof access === 'string' && access !== 'signed-in' && access !== 'own-account' && !user.grants.includes(access)) throw errors.accessDenied();
    assertAccess(user, op);
  }
  const params = camelParams(Object.fromEntries(Object.entries({ ...call.params, ...(call.key ? { id: call.key.id, uniqueKey: call.key.uniqueKey } : {}) }).map(([k, v]) => [k, String(v)])));
  const locale = call.locale ?? 'en';
  return (await op.run({
    user: user as CurrentUser,
    params,
    key: { id: params.id ?? '', uniqueKey: params.uniqueKey ?? '' },
    input: op.input ? parseInput(op.input, call.input) : undefined,
    query: parseQuery(op, call.query ?? {}),
    locale,
    t: translator(locale),
    request: null,
    token: null,
  })) as Outcome<Op>;
}
