import type { z } from 'zod';
import type { Locale } from '@/i18n/routing';
// Type-only imports: erased at build, so the core layer stays free of domain code at run time.
import type { CurrentUser } from '@/lib/auth/current-user';
import type { Grant } from '@/lib/auth/routes';
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import type { RefusalOptions } from './action-result';

/*
 * One API operation, declared once as data in its domain (lib/<domain>/operations.ts): who may call
 * it, what it reads, what it runs and what it answers. From the declaration come the route handler
 * (lib/api/routes.ts: `export const { GET } = routes(op)`), the back office's server action
 * (lib/api/operation-action.ts) and its entry in /api/openapi.json (lib/openapi/document.ts). The
 * body is parsed once, at that edge; `run` receives typed, parsed values.
 */

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Who may call an operation: anyone ('public'); any signed-in user or API key ('signed-in'); a
 * person on their own account, refused to API keys ('own-account'); the holders of a grant; all of
 * several grants held together; or any one of several.
 */
export type Access = 'public' | 'signed-in' | 'own-account' | Grant | { allOf: readonly Grant[] } | { anyOf: readonly Grant[] };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query parameter described by hand (for the operations that read one without a zod schema). */
export interface QueryParam {
  name: string;
  description?: string;
  required?: boolean;
  schema: JsonSchema;
}

/** What /api/openapi.json says of the operation besides what the declaration already states. */
export interface OperationDoc {
  /** The group (domain) the reference lists it under. */
  tag: string;
  summary: string;
  description?: string;
  /** Descriptions (and schemas, where not a plain string) of the path's parameters, by name. */
  params?: Record<string, string | { description: string; schema: JsonSchema }>;
  /**
   * Query parameters the operation reads itself rather than by `query` (described by hand, or by
   * the zod schema its own parser applies).
   */
  queryParams?: readonly QueryParam[] | z.ZodType;
  /** Bodies besides the `input` schema: several the command picks from (any of them). */
  bodies?: readonly z.ZodType[];
  /** A body that is not JSON (an upload's multipart form), by media type. */
  otherBodies?: Record<string, JsonSchema>;
  /** Every status the operation answers, with what it means. 401/403 are added for non-public ones. */
  responses: Record<number, string>;
  /** The schema of the success envelope's `data`, where it is cheap to state. */
  data?: JsonSchema;
  /** The success answer's media type when it is not the JSON envelope (an image, a CSV file). */
  produces?: string;
  /** A realistic success answer (the whole body a client receives), in the API's spelling. */
  example?: unknown;
}

/** What `run` receives, from a route or a server action alike. */
export interface OperationContext<I, Q> {
  /** The caller (for a public operation: the signed-in user if any, else null, typed as present). */
  user: CurrentUser;
  /** The path's parameters by camelCase name: `{unique_key}` arrives as `uniqueKey`. */
  params: Record<string, string>;
  /** `{id}/{unique_key}` of the path, as every keyed command takes it. */
  key: { id: string; uniqueKey: string };
  /** The body, parsed by `input` (undefined with `deferInput`: read it with `readInput`). */
  input: I;
  /**
   * The body, parsed by `input`, read when called (with `deferInput`, so the command's own checks
   * come first). Absent where there is no body to defer (a test's invoke): `input` holds it then.
   */
  readInput?: () => Promise<I>;
  /** The query string, parsed by `query` (without a schema: its parameters as a plain object, NULs left out). */
  query: Q;
  locale: Locale;
  t: Translate;
  /** The HTTP request when the API was called (null from a server action). */
  request: Request | null;
  /** The Bearer token the API was called with, if any. */
  token: string | null;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParsedQuery<S> = S extends z.ZodType ? z.output<S> : Record<string, string>;

export interface Operation<M extends HttpMethod = HttpMethod, S extends z.ZodType | undefined = z.ZodType | undefined, QS extends z.ZodType | undefined = z.ZodType | undefined, O = unknown> {
  method: M;
  /** The URL pattern in OpenAPI's spelling: `/api/article/article/{id}/{unique_key}`. */
  path: string;
  access: Access;
  /**
   * allOf / anyOf access is checked by the command (it knows the record); the edge then only
   * requires a signed-in caller. Set false where that is so.
   */
  checkAccess?: boolean;
  /** A sudo-mode change (lib/auth/sudo.ts, enforced by the command); documented as such. */
  sudo?: boolean;
  /** Open to a user in first access (the first-access and own-profile endpoints). */
  allowFirstAccess?: boolean;
  /** Open to a member of a role requiring two-factor who has not set it up (the setup endpoints). */
  allowTwoFactorSetup?: boolean;
  /** An operation that manages API keys: refused to an API key (403 API_KEY_CANNOT_MANAGE_KEYS). */
  keyManagement?: 'create' | 'manage';
  /** The body kind the same-origin rule expects: JSON (default) or a multipart form (uploads). */
  body?: 'json' | 'form-data';
  /** The JSON body's schema. */
  input?: S;
  /**
   * A save guarded by the record's version (lib/core/version.ts): the body's `version`, else the
   * If-Match header; a stale one answers 409 VERSION_CONFLICT. Documented as such. A field name instead
   * of `true` names the body field the If-Match fills (the consent banner's `edit_version`, whose
   * `version` is the banner's own).
   */
  versioned?: boolean | 'edit_version';
  /**
   * Read the body only when `run` calls `readInput()`, after the checks the command makes first:
   * a refused call answers 403 whatever it sends (the user PUT, whose command picks the schema).
   */
  deferInput?: boolean;
  /** Largest JSON body in bytes (default JSON_BODY_LIMIT). */
  bodyLimit?: number;
  /** The query string's schema. */
  query?: QS;
  run: (ctx: OperationContext<Parsed<S>, ParsedQuery<QS>>) => Promise<O>;
  /** The success status (default 200). */
  status?: number;
  /** The success message: a catalogue key, or one built from what `run` returned. */
  message?: MessageKey | ((outcome: O, t: Translate, locale: string) => string);
  /** Headers of the success answer (Cache-Control: no-store on a private list …). */
  headers?: Record<string, string>;
  /** An answer that is not the JSON envelope (a CSV file, an image, extra headers). */
  respond?: (outcome: O, ctx: OperationContext<Parsed<S>, ParsedQuery<QS>>) => Response | Promise<Response>;
  /** How the back office's server action shows a refusal (lib/core/action-result.ts). */
  refusal?: RefusalOptions;
  doc: OperationDoc;
}

/** An operation of any shape (lists, the registry, the document). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run's context is contravariant in the schemas; a list holds every shape
export type AnyOperation = Operation<HttpMethod, any, any, any>;

/** Declares an operation (an identity function: it only infers the types of `run` from the schemas). */
export function operation<M extends HttpMethod, S extends z.ZodType | undefined = undefined, QS extends z.ZodType | undefined = undefined, O = unknown>(
  declaration: Operation<M, S, QS, O>,
): Operation<M, S, QS, O> {
  return declaration;
}

/**
 * A declaration under its domain's defaults (`operationsFor`): `doc.tag` is left to them, and
 * `access` too where the domain states one (`AccessOptional`).
 */
type DomainDeclaration<M extends HttpMethod, S extends z.ZodType | undefined, QS extends z.ZodType | undefined, O, AccessOptional extends boolean> = Omit<
  Operation<M, S, QS, O>,
  'access' | 'doc'
> &
  (AccessOptional extends true ? { access?: Access } : { access: Access }) & { doc: Omit<OperationDoc, 'tag'> & { tag?: string } };

/** `operation` with a domain's defaults filled in. */
type DomainOperation<AccessOptional extends boolean> = <
  M extends HttpMethod,
  S extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  O = unknown,
>(
  declaration: DomainDeclaration<M, S, QS, O, AccessOptional>,
) => Operation<M, S, QS, O>;

/**
 * `operation` for one domain, so that each declaration states only what differs from what they all
 * share: the reference's group (`tag`) and, where every operation has the same, the `access`
 * (`const operation = operationsFor({ tag: 'Roles', access: { allOf: ['users', 'roles'] } })`).
 */
export function operationsFor(defaults: { tag: string; access: Access }): DomainOperation<true>;
export function operationsFor(defaults: { tag: string }): DomainOperation<false>;
export function operationsFor(defaults: { tag: string; access?: Access }): DomainOperation<boolean> {
  return (declaration) => {
    const access = declaration.access ?? defaults.access;
    if (access === undefined) throw new Error(`${declaration.method} ${declaration.path}: no access declared`);
    return { ...declaration, access, doc: { tag: defaults.tag, ...declaration.doc } };
  };
}

/** `unique_key` → `uniqueKey`: the path's names as the code spells them. */
export function camelParams(params: Record<string, string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    out[name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())] = Array.isArray(value) ? value.join('/') : value;
  }
  return out;
}
