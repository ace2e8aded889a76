import { referenceSections, schemaConstraints, schemaType } from '@/lib/openapi/reference';

// How the reference page (/admin/api-docs) reads an OpenAPI document: groups, fields, example answers.

const doc = {
  tags: [{ name: 'Articles', description: 'Articles.' }, { name: 'Empty' }],
  paths: {
    '/api/article/article': {
      post: {
        tags: ['Articles'],
        summary: 'Create an article',
        'x-vitrine-access': 'compose',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { title: { type: 'string', minLength: 1, maxLength: 200 }, image: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['title'] },
            },
          },
        },
        responses: { 201: { description: 'Created.', content: { 'application/json': { example: { error: false, data: { id: 1 } } } } }, 422: { description: 'Invalid.' } },
      },
    },
    '/api/article/article/{id}': {
      get: {
        tags: ['Articles'],
        summary: 'Read an article',
        'x-vitrine-access': 'list-of-articles',
        parameters: [{ name: 'id', in: 'path', required: true, description: 'The id.', schema: { type: 'integer', minimum: 1 } }],
        responses: { 200: { description: 'The article.' } },
      },
    },
  },
};

test('groups operations by tag, in the order of the tags, leaving out empty groups', () => {
  const sections = referenceSections(doc);
  expect(sections.map((s) => [s.tag, s.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
    ['Articles', ['POST /api/article/article', 'GET /api/article/article/{id}']],
  ]);
});

test('an operation has its access, parameters, body fields, statuses and example answer', () => {
  const [create, read] = referenceSections(doc)[0].operations;
  expect(create.access).toBe('compose');
  expect(create.bodies[0].mediaType).toBe('application/json');
  expect(create.bodies[0].alternatives[0].map((f) => [f.name, f.required])).toEqual([
    ['title', true],
    ['image', false],
  ]);
  expect(create.responses.map((r) => r.status)).toEqual(['201', '422']);
  expect(JSON.parse(create.example ?? 'null')).toEqual({ error: false, data: { id: 1 } });
  expect(read.parameters).toEqual([{ name: 'id', in: 'path', required: true, description: 'The id.', schema: { type: 'integer', minimum: 1 } }]);
  expect(read.example).toBeNull();
});

test('a schema reads as a short type and its constraints', () => {
  expect(schemaType({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  expect(schemaType({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
  expect(schemaType({ type: 'string', enum: ['v1', 'v2'] })).toBe('string');
  expect(schemaConstraints({ type: 'string', enum: ['v1', 'v2'], default: 'v1' })).toEqual([
    { kind: 'enum', value: '"v1", "v2"' },
    { kind: 'default', value: '"v1"' },
  ]);
  expect(schemaConstraints({ type: 'array', minItems: 1, items: { type: 'integer', exclusiveMinimum: 0 } })).toEqual([
    { kind: 'minItems', value: 1 },
    { kind: 'exclusiveMinimum', value: 0 },
  ]);
  // zod's long date-time pattern is said by the format alone.
  expect(schemaConstraints({ type: 'string', format: 'date-time', pattern: '^\\d{4}…$' })).toEqual([{ kind: 'format', value: 'date-time' }]);
});
