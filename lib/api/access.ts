import 'server-only';
import type { CurrentUser } from '@/lib/auth/current-user';
import { errors } from '@/lib/core/errors';
import type { AnyOperation, Access } from '@/lib/core/operation';
import { validationError } from '@/lib/core/validation';
import type { ApiOptions } from './handler';

// How a declared operation's access becomes the edge's checks, the same for a route and a server action.

/** The apiHandler options of an operation. */
export function apiOptions(op: AnyOperation): ApiOptions {
  const access = op.access;
  const base: ApiOptions = {
    allowFirstAccess: op.allowFirstAccess,
    allowTwoFactorSetup: op.allowTwoFactorSetup,
    keyManagement: op.keyManagement,
    body: op.body,
  };
  if (access === 'public') return base;
  if (access === 'signed-in') return { ...base, auth: true };
  if (access === 'own-account') return { ...base, auth: true, personOnly: true };
  if (typeof access === 'string') return { ...base, route: access };
  // allOf checked at the edge: its first grant with the caller, like a route grant (so a caller
  // lacking it is refused before the path and body are looked at); the rest by assertAccess.
  if ('allOf' in access && op.checkAccess !== false) return { ...base, route: access.allOf[0] };
  return { ...base, auth: true };
}

/** allOf / anyOf access, checked at the edge unless the command checks it (checkAccess: false). */
export function assertAccess(user: Pick<CurrentUser, 'grants'>, op: AnyOperation): void {
  const access: Access = op.access;
  if (typeof access === 'string' || op.checkAccess === false) return;
  const held = (grant: string) => user.grants.includes(grant);
  const allowed = 'allOf' in access ? access.allOf.every(held) : access.anyOf.some(held);
  if (!allowed) throw errors.accessDenied();
}

/** The query string by the operation's schema (422 naming the parameter), or as it came. */
export function parseQuery(op: AnyOperation, query: Record<string, unknown>): unknown {
  if (!op.query) return query;
  const parsed = op.query.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
