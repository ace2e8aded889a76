import { z } from 'zod';
import { webhookEvents, type WebhookEvent } from '@/lib/webhooks/events';
import type { Access, ApiOperation, JsonSchema, QueryParam } from './types';
import { declaredOperations } from './registry';
import { describe } from './describe';
import { articleExample } from '@/lib/articles/operations';
import { leadExample, leadNoteExample } from '@/lib/leads/operations';
import { messageExample } from '@/lib/messages/operations';
import { pageExample } from '@/lib/pages/operations';
import { mediaExample } from '@/lib/media/doc';
import { NOW } from '@/lib/core/api-examples';
import { operation } from '@/lib/core/operation';

// The OpenAPI 3.1 document of the whole API (GET /api/openapi.json, and /admin/api-docs renders it).
// Bodies and query strings are the routes' own zod schemas, converted by zod 4 (JSON Schema 2020-12,
// the dialect of OpenAPI 3.1); tests/integration/platform/openapi.test.ts checks that every route file is here.

export const API_VERSION = '1.0.0';

/** The groups, in the order the reference lists them, with what each holds. */
export const apiTags: { name: string; description: string }[] = [
  { name: 'Authentication', description: 'Signing in (session tokens), two-factor sign-in, device verification, password recovery.' },
  { name: 'Articles', description: 'Articles: writing, publishing, revisions, translations, search and read counting.' },
  { name: 'Categories', description: 'The categories articles are filed under.' },
  { name: 'Users', description: 'Staff accounts, one’s own profile and sessions, public author profiles.' },
  { name: 'Roles', description: 'Roles and the grants (admin routes and capabilities) they hold.' },
  { name: 'API keys', description: 'Keys for integrations (vk_…), acting with chosen grants.' },
  { name: 'Leads', description: 'Contacts gathered by the contact form and the newsletter.' },
  { name: 'Messages', description: 'The contact form and the inbox of received messages.' },
  { name: 'Newsletter', description: 'Subscription, double opt-in confirmation and unsubscription.' },
  { name: 'Settings', description: 'SEO markup and its consent banner (with its proof records), the layout in force and the WhatsApp button.' },
  { name: 'Reports', description: 'The dashboard’s figures.' },
  { name: 'Calendar', description: 'The editorial calendar: what is scheduled, published and in review, day by day.' },
  { name: 'Presence', description: 'Who has an editor open on an article or a page.' },
  { name: 'Webhooks', description: 'Endpoints that receive signed events (see the `webhooks` section for the payload).' },
  { name: 'Audit log', description: 'Who changed what, and when.' },
  { name: 'Mail outbox', description: 'Emails sent and queued by the server.' },
  { name: 'Files', description: 'Uploaded images and generated Open Graph images.' },
  { name: 'System', description: 'Liveness, readiness and this description.' },
];

/**
 * GET /api/openapi.json, this document: declared beside its builder, which lists it (its `run` reads
 * the document, so a declaration anywhere else would import this module back). Not in the envelope:
 * tools read the document itself. Built once per process.
 */
export const openApiDocumentOperation = operation({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  run: async () => openApiDocument(),
  respond: (document) => Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } }),
  doc: {
    tag: 'System',
    summary: 'This description',
    description: 'The OpenAPI 3.1 document of every route under /api, built from the zod schemas the routes parse with. Not in the envelope.',
    responses: { 200: 'The OpenAPI document.' },
    produces: 'application/json',
    example: { openapi: '3.1.0', info: { title: 'Vitrine API', version: '1.0.0' }, paths: {} },
  },
});

export const apiOperations: ApiOperation[] = [
  ...declaredOperations.map(describe),
  describe(openApiDocumentOperation),
];

/** A zod schema as JSON Schema, as a request reads it (before transforms and defaults). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const defaultParams: Record<string, { description: string; schema: JsonSchema }> = {
  id: { description: "The record's id.", schema: { type: 'integer', minimum: 1 } },
  unique_key: { description: "The record's unique_key (an article's or a category's is its slug).", schema: { type: 'string' } },
};

/** What an access rule means, in words (the reference shows the grant's label instead). */
export function accessSentence(access: Access): string {
  if (access === 'public') return 'Public: no token needed.';
  if (access === 'signed-in') return 'Any signed-in user or API key.';
  if (access === 'own-account') return "A person's own account: a session token (API keys are refused).";
  if (typeof access === 'string') return `Holders of the \`${access}\` grant.`;
  if ('allOf' in access) return `Holders of all of: ${access.allOf.map((g) => `\`${g}\``).join(', ')}.`;
  return `Holders of any of: ${access.anyOf.map((g) => `\`${g}\``).join(', ')}.`;
}

function refusal(access: Access): string {
  const pending = 'first access or a required two-factor setup still pending (errorCode FIRST_ACCESS_REQUIRED, TWO_FACTOR_REQUIRED)';
  if (access === 'own-account') return `Called with an API key, or (except sign-out and first access) ${pending}.`;
  if (access === 'signed-in') return "Another user's record without the `users` grant (a user in first access reaches only their own).";
  return `The caller lacks the grant (${accessSentence(access).replace(/\.$/, '').toLowerCase()}), or ${pending}.`;
}

function queryParameters(query: ApiOperation['query']): JsonSchema[] {
  if (!query) return [];
  if (Array.isArray(query)) {
    return (query as readonly QueryParam[]).map((p) => ({
      name: p.name,
      in: 'query',
      required: p.required ?? false,
      ...(p.description ? { description: p.description } : {}),
      schema: p.schema,
    }));
  }
  const schema = jsonSchemaOf(query as z.ZodType);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: required.includes(name), ...(typeof description === 'string' ? { description } : {}), schema: rest };
  });
}

function pathParameters(op: ApiOperation): JsonSchema[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => {
    const given = op.params?.[name];
    const param = typeof given === 'string' ? { description: given, schema: defaultParams[name]?.schema ?? { type: 'string' } } : (given ?? defaultParams[name] ?? { description: name, schema: { type: 'string' } });
    return { name, in: 'path', required: true, description: param.description, schema: param.schema };
  });
}

function requestBody(op: ApiOperation): JsonSchema | undefined {
  const content: Record<string, JsonSchema> = {};
  if (op.body) {
    const bodies = Array.isArray(op.body) ? (op.body as readonly z.ZodType[]) : [op.body as z.ZodType];
    content['application/json'] = { schema: bodies.length === 1 ? jsonSchemaOf(bodies[0]) : { anyOf: bodies.map(jsonSchemaOf) } };
  }
  for (const [type, schema] of Object.entries(op.otherBodies ?? {})) content[type] = { schema };
  return Object.keys(content).length ? { required: true, content } : undefined;
}

/** The 409 of a save guarded by the record's version (lib/core/version.ts). */
const VERSION_CONFLICT_ANSWER =
  'errorCode VERSION_CONFLICT: the `version` sent (or If-Match) is not the current one; nothing was written. `data` holds `current` (the record as saved now, with its `version`), `saved_by` ({id, name} or null) and `saved_at`.';

/** If-Match of a versioned save: the version the change started from, when the body has no `version`. */
const IF_MATCH_PARAM: JsonSchema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The version the change started from (`3`, `"3"` or `W/"3"`), used when the body has no `version`. Without either, the save is not checked (last save wins).',
  schema: { type: 'string' },
};

/** The 403 of a sudo-mode change. */
const SUDO_REFUSAL =
  'errorCode REAUTH_REQUIRED: a session (cookie or token) that has not proved its password (or a TOTP code) in the last 15 minutes; prove it with POST /api/auth/reauth and retry. API keys are exempt.';

function responses(op: ApiOperation): JsonSchema {
  const statuses: Record<number, string> = { ...op.responses };
  const add = (status: number, description: string) => {
    statuses[status] = statuses[status] ? `${statuses[status]} ${description}` : description;
  };
  if (op.body) {
    if (!statuses[400]) add(400, 'Malformed JSON, or a value of the wrong type.');
    if (!statuses[413]) add(413, 'The body is too large.');
    if (!statuses[422]) add(422, 'Invalid data: `errors` lists the fields and what is wrong with each.');
    else if (!/field/.test(statuses[422])) add(422, 'Invalid data: `errors` lists the fields.');
  }
  if (op.query && !Array.isArray(op.query) && !statuses[422]) add(422, 'A malformed query parameter: `errors` names it.');
  if (op.auth !== 'public') {
    if (!statuses[401]) add(401, 'No valid session token or API key (or the session expired).');
    add(403, refusal(op.auth));
  }
  if (op.sudo) add(403, SUDO_REFUSAL);
  if (op.versioned) add(409, VERSION_CONFLICT_ANSWER);
  const failure = { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } };
  const out: JsonSchema = {};
  for (const status of Object.keys(statuses).map(Number).sort((a, b) => a - b)) {
    const description = statuses[status];
    if (status >= 400) out[status] = { description, content: failure };
    else if (status === 204 || (status >= 300 && status < 400)) out[status] = { description };
    else if (op.produces) {
      const schema = op.produces.endsWith('json') ? {} : op.produces.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: op.produces };
      out[status] = { description, content: { [op.produces]: { schema, ...(op.example !== undefined ? { example: op.example } : {}) } } };
    } else {
      const schema = op.data ? { allOf: [{ $ref: '#/components/schemas/Success' }, { type: 'object', properties: { data: op.data } }] } : { $ref: '#/components/schemas/Success' };
      out[status] = { description, content: { 'application/json': { schema, ...(op.example !== undefined ? { example: op.example } : {}) } } };
    }
  }
  return out;
}

/** `post /api/article/article/{id}/{unique_key}` → `postApiArticleArticleIdUniqueKey`. */
function operationId(op: ApiOperation): string {
  const words = `${op.method} ${op.path}`.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

function operationObject(op: ApiOperation): JsonSchema {
  const parameters = [...pathParameters(op), ...queryParameters(op.query), ...(op.versioned ? [IF_MATCH_PARAM] : [])];
  const body = requestBody(op);
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.auth === 'public' ? [] : [{ bearerAuth: [] }],
    'x-vitrine-access': op.auth,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(op),
  };
}

const components = {
  schemas: {
    FieldError: {
      type: 'object',
      properties: { field: { type: 'string', description: 'The field, as the body spells it.' }, message: { type: 'string' } },
      required: ['field', 'message'],
    },
    Success: {
      type: 'object',
      description: 'Every JSON answer of the API: `data` holds the result (field names in snake_case unless the operation says otherwise).',
      properties: { error: { const: false }, message: { type: 'string', description: 'A sentence for the user, in the request’s language.' }, data: {} },
      required: ['error', 'data'],
    },
    Failure: {
      type: 'object',
      description: 'Every refusal and error. `message` is in the request’s language (?locale=, the NEXT_LOCALE cookie or Accept-Language).',
      properties: {
        error: { const: true },
        message: { type: 'string' },
        code: { type: 'integer', description: 'The HTTP status, repeated.' },
        errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' }, description: 'Per-field problems of a 422.' },
        errorCode: { type: 'string', description: 'A machine-readable reason when the status alone does not say it (FIRST_ACCESS_REQUIRED, DEVICE_VERIFICATION_REQUIRED, CANNOT_GRANT …).' },
        data: { description: 'What the client needs to continue, for a few refusals (the challenge of DEVICE_VERIFICATION_REQUIRED).' },
      },
      required: ['error', 'message', 'code'],
    },
    WebhookEvent: {
      type: 'object',
      description: 'The body of every webhook delivery. Besides the subscribed events, "Send test event" delivers `webhook.test`, whose `data` is `{webhook: {id, unique_key, url}}`.',
      properties: {
        id: { type: 'string', description: 'The event’s id (`evt_…`): the same on every retry and redelivery (use it to ignore duplicates).' },
        event: { type: 'string', enum: [...webhookEvents, 'webhook.test'] },
        created_at: { type: 'string', format: 'date-time', description: 'When the event happened.' },
        data: { type: 'object', description: 'The record the event is about, spelled as the API answers it (snake_case).' },
      },
      required: ['id', 'event', 'created_at', 'data'],
    },
  },
  securitySchemes: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      description:
        'Either a session token, answered as `token` by POST /api/auth/auth (it ends at sign-out or expiry), or an API key `vk_…` created under /admin/api-keys or POST /api/api-key/api-key (it acts with its grants, never on a person’s own account). Send `Authorization: Bearer <token>`. The site’s own pages use the session cookie instead.',
    },
  },
};

const signatureHeaders: JsonSchema[] = [
  {
    name: 'X-Vitrine-Signature',
    in: 'header',
    required: true,
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the endpoint’s secret. Compute the HMAC over the raw bytes received, compare in constant time, and refuse an old `t` (replays).',
    schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
  },
  { name: 'X-Vitrine-Event', in: 'header', required: true, description: 'The event’s name (as in the body).', schema: { type: 'string' } },
  { name: 'X-Vitrine-Delivery', in: 'header', required: true, description: 'The delivery’s id: the same on every retry of this delivery.', schema: { type: 'string', format: 'uuid' } },
];

/** What each event carries in `data`: the record as the API answers it, read after the change. */
const eventData: Record<WebhookEvent, { about: string; example: unknown }> = {
  'article.published': { about: 'The article (as GET /api/article/article/{id} answers it) when it becomes published; a future published_at says when it goes live (`scheduled`).', example: articleExample },
  'article.unpublished': { about: 'The article, when a published article goes back to draft.', example: { ...articleExample, status: 'draft' } },
  'article.deleted': { about: 'The article as it was before the permanent deletion (`DELETE …?permanent=true`, or from the trash).', example: articleExample },
  'article.trashed': { about: 'The article as it was, when a DELETE moves it to the trash (it becomes a draft there for 30 days).', example: articleExample },
  'article.restored': { about: 'The article after it is restored from the trash, with the status it had.', example: articleExample },
  'page.published': { about: 'The page (as GET /api/page/page/{id}/{unique_key} answers it) when it becomes published; a future published_at says when it goes live (`scheduled`).', example: pageExample },
  'page.updated': { about: 'The page after a save (an update or a restored revision) that did not change whether it is published.', example: pageExample },
  'page.unpublished': { about: 'The page, when a published page goes back to draft.', example: { ...pageExample, status: 'draft' } },
  'page.deleted': { about: 'The page as it was before the deletion.', example: pageExample },
  'media.updated': { about: 'The file of the media library (as GET /api/media/media/{id}/{unique_key} answers it) after it was described or replaced.', example: { ...mediaExample, used_in: [] } },
  'media.deleted': { about: 'The file of the media library as it was before the deletion.', example: { ...mediaExample, used_in: [] } },
  'lead.created': { about: 'The new lead (as POST /api/lead/leads-list lists it).', example: leadExample },
  'lead.note_added': { about: 'The note staff added to a lead (as POST /api/lead/lead-note answers it), with the lead in `lead`.', example: { ...leadNoteExample, lead: leadExample } },
  'lead.assigned': { about: 'The lead whose owner changed (`owner_id`: the new owner, null when nobody), with its `follow_up_at`.', example: leadExample },
  'message.received': { about: 'The message that reached the inbox (a contact message, or one released from spam).', example: messageExample },
  'newsletter.subscribed': { about: 'The lead whose subscription became active.', example: leadExample },
  'newsletter.unsubscribed': { about: 'The lead whose active subscription was cancelled.', example: { ...leadExample, newsletter_status: 'cancelled', unsubscribe_reason: 'tooFrequent', unsubscribed_at: NOW } },
};

function webhookEntry(event: WebhookEvent): JsonSchema {
  return {
    post: {
      operationId: `webhook${event.split('.').map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`,
      tags: ['Webhooks'],
      summary: `The ${event} event`,
      description: `Sent by Vitrine to each active endpoint subscribed to ${event}, as a POST with a JSON body. \`data\`: ${eventData[event].about} Answer with any 2xx within 10 seconds; anything else (a network error, a timeout, another status, a redirect to another host) is tried again 1, 2, 4 … 64 minutes later, 8 attempts in all, and an endpoint whose attempts have all failed for 3 days is paused.`,
      parameters: signatureHeaders,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: '#/components/schemas/WebhookEvent' }, { type: 'object', properties: { event: { const: event } } }] },
            example: { id: 'evt_c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', event, created_at: NOW, data: eventData[event].example },
          },
        },
      },
      responses: { '2XX': { description: 'Received.' } },
    },
  };
}

/** The whole document. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of apiOperations) {
    paths[op.path] ??= {};
    paths[op.path][op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine API',
      version: API_VERSION,
      description:
        'The JSON API of Vitrine. Every JSON answer is an envelope: `{error: false, message?, data}` on success, `{error: true, message, code, errors?, errorCode?}` on failure. Field names are snake_case unless an operation says otherwise. Messages follow the request’s language (?locale=, the NEXT_LOCALE cookie or Accept-Language).',
    },
    tags: apiTags,
    paths,
    webhooks: Object.fromEntries(webhookEvents.map((event) => [event, webhookEntry(event)])),
    components,
  };
}

let built: JsonSchema | undefined;

/** Built once per process (the schemas do not change while it runs). */
export function openApiDocument(): JsonSchema {
  built ??= buildOpenApiDocument();
  return built;
}
