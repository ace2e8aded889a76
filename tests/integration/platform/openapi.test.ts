import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { GET } from '@/app/api/openapi.json/route';
import { apiKeyInputSchema } from '@/lib/api-keys/schema';
import { articleInputSchema } from '@/lib/articles/schema';
import { buildOpenApiDocument, jsonSchemaOf, openApiDocumentOperation } from '@/lib/openapi/document';
import { declaredOperations } from '@/lib/openapi/registry';
import { ownProfileInputSchema, userInputSchema, userStatusInputSchema } from '@/lib/users/schema';
import { noParams, request } from '@/tests/support/api';
import { apiRouteFiles, loadApiRoutes, METHODS } from '@/tests/support/routes';

// The OpenAPI document (lib/openapi) against the route files on disk: every route and method is
// described and nothing else is; bodies are the routes' own zod schemas; the document is valid
// OpenAPI 3.1 for a maintained validator. No database: the routes are only imported, never called.

// The route modules are imported as they are (Auth.js reads its secret when its module loads).
jest.mock('@/lib/auth/config', () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  return jest.requireActual('@/lib/auth/config');
});
jest.mock('@/lib/blog/article-page', () =>
  jest.requireActual<typeof import('@/tests/support/uncached-article-page')>('@/tests/support/uncached-article-page').uncachedArticlePage(),
);

type Operation = { requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown>; security?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; webhooks: Record<string, unknown> };

const doc = buildOpenApiDocument() as Document;
/** `/api/user/user/[id]` → `/api/user/user/{id}`; the catch-all `[...nextauth]` → `{nextauth}`. */
const openApiPath = (pattern: string) => pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, '{$1}');
const jsonBody = (method: string, p: string) => doc.paths[p]?.[method]?.requestBody?.content['application/json']?.schema;

test('every route file on disk and every method it exports is in the document, and the document has nothing else', async () => {
  const onDisk = (await loadApiRoutes()).flatMap((route) => Object.keys(route.handlers).map((m) => `${m} ${openApiPath(route.pattern)}`)).sort();
  const documented = Object.entries(doc.paths)
    .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
    .filter((op) => (METHODS as readonly string[]).includes(op.split(' ')[0]))
    .sort();
  expect(documented).toEqual(onDisk);
});

test('every route file is built from declared operations, and each body the edge parses is the schema the document gives it', () => {
  // A route file is one line over its declarations (lib/<domain>/operations.ts); Auth.js's own handler is the exception.
  const handWritten = apiRouteFiles()
    .filter(({ file }) => !/from '@\/lib\/api\/routes'/.test(readFileSync(file, 'utf8')) && !file.includes('[...nextauth]'))
    .map(({ pattern }) => pattern);
  expect(handWritten).toEqual([]);

  const mismatched: string[] = [];
  for (const op of [...declaredOperations, openApiDocumentOperation]) {
    if (!op.input) continue;
    const documented = jsonBody(op.method.toLowerCase(), op.path);
    // Where the command picks among several bodies (a manager's edit or one's own profile), the document lists those.
    const expected = op.doc.bodies ? undefined : jsonSchemaOf(op.input);
    if (expected && JSON.stringify(documented) !== JSON.stringify(expected)) mismatched.push(`${op.method} ${op.path}`);
    if (!documented) mismatched.push(`${op.method} ${op.path}: no body documented`);
  }
  expect(mismatched).toEqual([]);
});

test("the bodies are the routes' zod schemas, converted by zod 4 as a request reads them", () => {
  const convert = (schema: z.ZodType) => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return rest;
  };
  expect(jsonBody('post', '/api/api-key/api-key')).toEqual(convert(apiKeyInputSchema));
  expect(jsonBody('post', '/api/article/article')).toEqual(convert(articleInputSchema));
  expect(jsonBody('put', '/api/article/article/{id}/{unique_key}')).toEqual(convert(articleInputSchema));
  // The user routes: the command's schemas (a manager's edit, or one's own profile).
  expect(jsonBody('post', '/api/user/user')).toEqual(convert(userInputSchema));
  expect(jsonBody('put', '/api/user/user/{id}/{unique_key}')).toEqual({ anyOf: [convert(userInputSchema), convert(ownProfileInputSchema)] });
  expect(jsonBody('put', '/api/user/user-change-status/{id}/{unique_key}')).toEqual(convert(userStatusInputSchema));
});

test('each operation states its auth, its statuses and a success answer', () => {
  const problems: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const statuses = Object.keys(op.responses);
      if (!statuses.some((s) => /^[23]/.test(s))) problems.push(`${method} ${p}: no success status`);
      if (op.security?.length && !statuses.includes('401')) problems.push(`${method} ${p}: protected without 401`);
    }
  }
  expect(problems).toEqual([]);
  expect(Object.keys(doc.paths['/api/article/article'].post.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
  expect(doc.paths['/api/health'].get.security).toEqual([]);
  expect(Object.keys(doc.webhooks)).toHaveLength(17);
});

test('where an answer states its data fields, the example answer has exactly those', () => {
  const mismatches: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const response of Object.values(op.responses) as { content?: Record<string, { schema?: { allOf?: { properties?: { data?: { required?: string[] } } }[] }; example?: { data?: object } }> }[]) {
        const media = response.content?.['application/json'];
        const fields = media?.schema?.allOf?.[1]?.properties?.data?.required;
        if (!fields) continue;
        const answered = Object.keys(media?.example?.data ?? {}).sort();
        if (JSON.stringify(answered) !== JSON.stringify([...fields].sort())) mismatches.push(`${method} ${p}: ${answered.join(',')} ≠ ${fields.join(',')}`);
      }
    }
  }
  expect(mismatches).toEqual([]);
});

test('the document is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', () => {
  // The validator is an ES module reading its schemas by import.meta.url: it runs in a node of its own.
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(input));
    process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(doc), cwd: process.cwd(), encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual({ valid: true, version: '3.1' });
});

test('GET /api/openapi.json answers the document, cacheable for five minutes', async () => {
  const res = await GET(request('/api/openapi.json'), noParams);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  const body = (await res.json()) as Document;
  expect(body.openapi).toBe('3.1.0');
  expect(Object.keys(body.paths)).toEqual(Object.keys(doc.paths));
});
