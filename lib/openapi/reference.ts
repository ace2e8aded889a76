import type { Access, JsonSchema } from './types';

// The OpenAPI document as the reference page (/admin/api-docs) reads it: groups of operations, each
// with its parameters, body fields, statuses and example answer. Pure: it reads only the document.

export interface ReferenceField {
  name: string;
  /** 'path' | 'query' | 'header' for a parameter; 'body' for a body field. */
  in: string;
  required: boolean;
  description: string | null;
  schema: JsonSchema;
}

export interface ReferenceBody {
  mediaType: string;
  /** One list of fields per alternative (most bodies have one). */
  alternatives: ReferenceField[][];
}

export interface ReferenceOperation {
  /** The anchor of the operation on the page. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  access: Access;
  parameters: ReferenceField[];
  bodies: ReferenceBody[];
  responses: { status: string; description: string }[];
  /** The example answer, as the client receives it (JSON pretty-printed, or the text as is). */
  example: string | null;
  exampleType: string | null;
}

export interface ReferenceSection {
  tag: string;
  /** The anchor of the group on the page. */
  id: string;
  description: string | null;
  operations: ReferenceOperation[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

export const anchorOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function fieldsOf(schema: JsonSchema | undefined, where: string): ReferenceField[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: required.includes(name),
    description: typeof property.description === 'string' ? property.description : null,
    schema: property,
  }));
}

function bodiesOf(requestBody: JsonSchema | undefined): ReferenceBody[] {
  const content = (requestBody?.content ?? {}) as Record<string, { schema?: JsonSchema }>;
  return Object.entries(content).map(([mediaType, { schema }]) => {
    const options = Array.isArray(schema?.anyOf) && !schema?.properties ? (schema.anyOf as JsonSchema[]) : [schema];
    return { mediaType, alternatives: options.map((option) => fieldsOf(option, 'body')) };
  });
}

function exampleOf(responses: Record<string, JsonSchema>): { example: string | null; exampleType: string | null } {
  for (const [status, response] of Object.entries(responses)) {
    if (!/^2/.test(status)) continue;
    for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, JsonSchema>)) {
      if (media.example === undefined) continue;
      return { example: typeof media.example === 'string' ? media.example : JSON.stringify(media.example, null, 2), exampleType: type };
    }
  }
  return { example: null, exampleType: null };
}

/** The document's operations grouped by tag, in the order of its `tags`. */
export function referenceSections(doc: JsonSchema): ReferenceSection[] {
  const tags = (doc.tags ?? []) as { name: string; description?: string }[];
  const paths = (doc.paths ?? {}) as Record<string, Record<string, JsonSchema>>;
  const sections = new Map<string, ReferenceSection>(
    tags.map((tag) => [tag.name, { tag: tag.name, id: anchorOf(tag.name), description: tag.description ?? null, operations: [] }]),
  );
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHOD_ORDER) {
      const op = item[method];
      if (!op) continue;
      const tag = ((op.tags ?? []) as string[])[0] ?? 'Other';
      if (!sections.has(tag)) sections.set(tag, { tag, id: anchorOf(tag), description: null, operations: [] });
      const parameters = ((op.parameters ?? []) as JsonSchema[]).map((p) => ({
        name: String(p.name),
        in: String(p.in),
        required: p.required === true,
        description: typeof p.description === 'string' ? p.description : null,
        schema: (p.schema ?? {}) as JsonSchema,
      }));
      sections.get(tag)!.operations.push({
        id: anchorOf(`${method} ${path}`),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        description: typeof op.description === 'string' ? op.description : null,
        access: op['x-vitrine-access'] as Access,
        parameters,
        bodies: bodiesOf(op.requestBody as JsonSchema | undefined),
        responses: Object.entries((op.responses ?? {}) as Record<string, JsonSchema>).map(([status, r]) => ({ status, description: String(r.description ?? '') })),
        ...exampleOf((op.responses ?? {}) as Record<string, JsonSchema>),
      });
    }
  }
  return [...sections.values()].filter((s) => s.operations.length > 0);
}

/** A JSON Schema's type in a few characters: `string`, `integer | null`, `array of integer`, `"v1" | "v2"`. */
export function schemaType(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const types = [...new Set(alternatives.map(schemaType))];
    return types.includes('any') ? 'any' : types.join(' | ');
  }
  if (schema.type === 'array') return `array of ${schemaType((schema.items ?? {}) as JsonSchema)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  return 'any';
}

export type Constraint =
  | { kind: 'enum'; value: string }
  | { kind: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minItems' | 'maxItems'; value: number }
  | { kind: 'pattern' | 'format' | 'default'; value: string };

const numericKeywords = ['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'] as const;

/** What a JSON Schema asks of a value beyond its type (the alternatives' too, and an array's items'). */
export function schemaConstraints(schema: JsonSchema): Constraint[] {
  const out: Constraint[] = [];
  const visit = (s: JsonSchema) => {
    if (Array.isArray(s.enum)) out.push({ kind: 'enum', value: s.enum.map((v) => JSON.stringify(v)).join(', ') });
    for (const keyword of numericKeywords) if (typeof s[keyword] === 'number') out.push({ kind: keyword, value: s[keyword] as number });
    // A date-time format carries zod's long regular expression too: the format says it.
    if (typeof s.pattern === 'string' && typeof s.format !== 'string') out.push({ kind: 'pattern', value: s.pattern });
    if (typeof s.format === 'string') out.push({ kind: 'format', value: s.format });
    if (s.default !== undefined) out.push({ kind: 'default', value: JSON.stringify(s.default) });
    for (const alternative of ((s.anyOf ?? s.oneOf ?? []) as JsonSchema[])) visit(alternative);
    if (s.type === 'array' && s.items) visit(s.items as JsonSchema);
  };
  visit(schema);
  return out;
}
