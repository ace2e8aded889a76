import 'server-only';
import type { NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { Grant } from '@/lib/auth/routes';
import { auth } from '@/lib/auth/config';
import { firstAccessRequired } from '@/lib/auth/first-access';
import { twoFactorSetupRequired } from '@/lib/auth/two-factor';
import { resolveSession } from '@/lib/auth/sessions';
import { isApiKeyToken, resolveApiKey } from '@/lib/api-keys/authenticate';
import { assertNotAKey } from '@/lib/api-keys/queries';
import { requestContext } from './request-context';
import { requestLocale } from '@/lib/i18n/negotiate';
import { translator, type Translate } from '@/lib/i18n/translate';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { AppError, errors } from '@/lib/core/errors';
import { fail } from '@/lib/core/envelope';
import { crossSiteReason, UNSAFE_METHODS, type BodyKind } from './same-origin';

export interface ApiContext<P> {
  req: NextRequest;
  params: P;
  locale: Locale;
  t: Translate;
  /** Present when the handler was declared with `auth` or `route`. */
  user: CurrentUser;
  token: string | null;
}

export interface ApiOptions {
  /** The request must carry a valid session (Bearer token or cookie). */
  auth?: boolean;
  /** The user's roles must grant this admin route or capability. */
  route?: Grant;
  /**
   * Open to a user in status first-access (the first-access and own-profile endpoints). Every other
   * authenticated endpoint answers them 403 with errorCode FIRST_ACCESS_REQUIRED.
   */
  allowFirstAccess?: boolean;
  /**
   * Open to a member of a role that requires two-factor sign-in who has not turned it on (the setup
   * endpoints; by default the first-access ones). Every other endpoint answers them 403 TWO_FACTOR_REQUIRED.
   */
  allowTwoFactorSetup?: boolean;
  /**
   * What the route reads as its body: 'json' (default) or 'form-data' (uploads). A change made with
   * the session cookie must come from the site's own pages (lib/api/same-origin.ts); a JSON route
   * also needs the JSON content type then.
   */
  body?: BodyKind;
  /**
   * A person's own account (their sessions, password, sign-out, first access): an API key acts for an
   * integration, not a person, and is refused here (403).
   */
  personOnly?: boolean;
  /**
   * A route that manages API keys (list, create, revoke): an API key is refused with 403
   * API_KEY_CANNOT_MANAGE_KEYS whatever its grants ('create' names creating in the message).
   */
  keyManagement?: 'create' | 'manage';
}

function bearerToken(req: NextRequest): string | null {
  const header = req.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

function hasSessionCookie(req: NextRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?authjs\.session-token=/.test(req.headers.get('cookie') ?? '');
}

/** Refuses a change that would act with the session cookie but does not come from the site's own pages. */
function checkSameOrigin(req: NextRequest, body: BodyKind) {
  if (!UNSAFE_METHODS.has(req.method.toUpperCase()) || bearerToken(req) || !hasSessionCookie(req)) return;
  const { SITE_URL, TRUST_PROXY } = env();
  const reason = crossSiteReason(req.headers, body, { urlOrigin: req.nextUrl.origin, siteUrl: SITE_URL, trustProxy: TRUST_PROXY });
  if (reason) {
    logger.warn({ path: req.nextUrl.pathname, method: req.method, reason, origin: req.headers.get('origin'), fetchSite: req.headers.get('sec-fetch-site') }, 'cross-site request refused');
    throw errors.crossSiteRequest();
  }
}

/**
 * Query parameters and path segments never carry a NUL character (PostgreSQL cannot store or compare
 * it): one in a query parameter is a 422 naming it, one in a path segment names no entity (404).
 */
function checkNoNul(req: NextRequest, params: object) {
  for (const [key, value] of req.nextUrl.searchParams) {
    if (key.includes('\u0000') || value.includes('\u0000')) throw errors.invalidCharacter(key.replaceAll('\u0000', ''));
  }
  for (const value of Object.values(params)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) throw errors.notFound();
  }
}

/** The caller, by Bearer token first, then by the site's session cookie. */
export async function apiUser(req: NextRequest): Promise<{ user: CurrentUser | null; token: string | null; expired: boolean }> {
  const token = bearerToken(req);
  if (token && isApiKeyToken(token)) {
    // An API key (lib/api-keys): its grants ∩ its creator's current grants, computed now.
    const user = await resolveApiKey(token, requestContext(req).ip, { method: req.method, path: req.nextUrl.pathname });
    return { user, token, expired: false };
  }
  if (token) {
    const lookup = await resolveSession(token);
    return { user: lookup.state === 'valid' ? lookup.user : null, token, expired: lookup.state === 'expired' };
  }
  // Without the Auth.js cookie there is nothing to look up (and no request scope is needed).
  if (!hasSessionCookie(req)) {
    return { user: null, token: null, expired: false };
  }
  const session = await auth();
  return { user: session?.currentUser ?? null, token: null, expired: session?.state === 'expired' };
}

/**
 * Wraps a route handler: authenticates by Bearer token or cookie, checks the route grant on the
 * server, and turns every error into the one JSON envelope in the caller's language.
 */
export function apiHandler<P = Record<string, string>>(
  handler: (ctx: ApiContext<P>) => Promise<Response>,
  options: ApiOptions = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    const locale = requestLocale(req);
    const t = translator(locale);
    try {
      let user: CurrentUser | null = null;
      let token: string | null = null;
      if (options.auth || options.route) {
        checkSameOrigin(req, options.body ?? 'json');
        const found = await apiUser(req);
        if (!found.user) throw found.expired ? errors.sessionExpired() : errors.unauthorized();
        user = found.user;
        token = found.token;
        if (user.status === 'first-access' && !options.allowFirstAccess) throw firstAccessRequired();
        if (user.apiKeyId !== undefined && options.personOnly) throw errors.accessDenied();
        if (options.keyManagement) assertNotAKey(user, options.keyManagement);
        // A key never sets two-factor up (those routes are person-only): its creator's requirement refuses it everywhere.
        const setupOpen = user.apiKeyId === undefined && (options.allowTwoFactorSetup ?? options.allowFirstAccess);
        if (user.twoFactorSetupRequired && !setupOpen) throw twoFactorSetupRequired();
        if (options.route && !user.grants.includes(options.route)) throw errors.accessDenied();
      }
      const params = context?.params ? await context.params : ({} as P);
      checkNoNul(req, params as object);
      return await handler({ req, params, locale, t, user: user as CurrentUser, token });
    } catch (error) {
      if (!(error instanceof AppError)) {
        logger.error({ err: error, path: req.nextUrl.pathname, method: req.method }, 'api handler failed');
      }
      return fail(error, t);
    }
  };
}

// Parsing a JSON body is core (lib/core/json-body.ts): an operation that reads its body itself (the
// unsubscribe link's one-click form or JSON) uses it too.
export { parseJson } from '@/lib/core/json-body';
