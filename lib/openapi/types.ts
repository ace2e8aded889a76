import type { z } from 'zod';

// The API's description, one operation per route and method, taken from the domains' declarations
// (lib/<domain>/operations.ts, listed in lib/openapi/registry.ts); lib/openapi/document.ts turns the
// list into the OpenAPI 3.1 document.

import type { Access, HttpMethod, JsonSchema, QueryParam } from '@/lib/core/operation';

export type { Access, HttpMethod, JsonSchema, QueryParam };

/** An operation as the document is built from it (lib/openapi/describe.ts makes one of each declaration). */
export interface ApiOperation {
  method: HttpMethod;
  /** The URL pattern in OpenAPI's spelling: `/api/article/article/{id}/{unique_key}`. */
  path: string;
  /** The group (domain) the reference lists it under. */
  tag: string;
  summary: string;
  description?: string;
  auth: Access;
  /** Descriptions (and schemas, where not a plain string) of the path's parameters, by name. */
  params?: Record<string, string | { description: string; schema: JsonSchema }>;
  /** The query string: the zod schema the route parses it with, or parameters described by hand. */
  query?: z.ZodType | readonly QueryParam[];
  /**
   * The JSON body: the very schema object the route (or the command it calls) parses it with; several
   * when the command picks one (a manager's edit or one's own profile): any of them.
   */
  body?: z.ZodType | readonly z.ZodType[];
  /** A body that is not JSON (an upload's multipart form), by media type. */
  otherBodies?: Record<string, JsonSchema>;
  /**
   * A sudo-mode change (lib/auth/sudo.ts): a session must have proved its password within the last
   * 15 minutes (403 REAUTH_REQUIRED otherwise; POST /api/auth/reauth); API keys are exempt.
   */
  sudo?: boolean;
  /** A save guarded by the record's version: the If-Match header, and 409 VERSION_CONFLICT when stale. */
  versioned?: boolean | 'edit_version';
  /** Every status the operation answers, with what it means. 401/403 are added for non-public ones. */
  responses: Record<number, string>;
  /** The schema of the success envelope's `data`, where it is cheap to state. */
  data?: JsonSchema;
  /** The success answer's media type when it is not the JSON envelope (an image, a CSV file). */
  produces?: string;
  /** A realistic success answer (the whole body a client receives), in the API's spelling. */
  example?: unknown;
}
