import 'server-only';
import type { NextRequest } from 'next/server';
import { ok } from '@/lib/core/envelope';
import { searchParamsObject } from '@/lib/core/search-params';
import { withIfMatch } from '@/lib/core/version';
import { camelParams, type AnyOperation, type HttpMethod, type OperationContext } from '@/lib/core/operation';
import { apiHandler, parseJson, type ApiContext } from './handler';
import { apiOptions, assertAccess, parseQuery } from './access';

/*
 * The route handlers of a route file, built from its operations' declarations:
 *   export const { PUT, DELETE } = routes(categoryOperations.update, categoryOperations.remove);
 * Each runs behind apiHandler (caller, grant, same-origin, NUL checks, the error envelope), parses
 * the body and query once with the declared schemas and answers what `run` returned.
 */

type RouteHandler = (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;


function handlerOf(op: AnyOperation): RouteHandler {
  return apiHandler<Record<string, string | string[]>>(async ({ req, params, user, t, locale, token }: ApiContext<Record<string, string | string[]>>) => {
    if (user) assertAccess(user, op);
    // A versioned PUT takes the version from If-Match when its body names none (lib/core/version.ts).
    const versionField = op.versioned === 'edit_version' ? 'edit_version' : 'version';
    const prepare = op.versioned ? (body: object) => withIfMatch(body, req.headers.get('if-match'), versionField) : undefined;
    const readInput = async () => (op.input ? parseJson(req, op.input, { maxBytes: op.bodyLimit, prepare }) : undefined);
    const input = op.deferInput ? undefined : await readInput();
    const query = parseQuery(op, searchParamsObject(req.nextUrl.searchParams));
    const named = camelParams(params);
    const ctx: OperationContext<unknown, unknown> = {
      user,
      params: named,
      key: { id: named.id ?? '', uniqueKey: named.uniqueKey ?? '' },
      input,
      readInput: op.deferInput ? readInput : async () => input,
      query,
      locale,
      t,
      request: req,
      token,
    };
    const outcome = await op.run(ctx);
    if (op.respond) return op.respond(outcome, ctx);
    const message = op.message === undefined ? undefined : typeof op.message === 'string' ? t(op.message) : op.message(outcome, t, locale);
    const res = ok(outcome, { status: op.status ?? 200, message });
    for (const [name, value] of Object.entries(op.headers ?? {})) res.headers.set(name, value);
    return res;
  }, apiOptions(op));
}

/** The handlers of one route file, by method. */
export function routes<const T extends readonly AnyOperation[]>(...ops: T): { [K in T[number]['method']]: RouteHandler } {
  const out: Partial<Record<HttpMethod, RouteHandler>> = {};
  for (const op of ops) {
    if (out[op.method]) throw new Error(`two ${op.method} operations on ${op.path}`);
    out[op.method] = handlerOf(op);
  }
  return out as { [K in T[number]['method']]: RouteHandler };
}
