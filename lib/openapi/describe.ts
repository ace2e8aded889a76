import type { AnyOperation } from '@/lib/core/operation';
import type { ApiOperation } from './types';

/** The document's view of a declared operation (lib/core/operation.ts). */
export function describe(op: AnyOperation): ApiOperation {
  const { doc } = op;
  return {
    method: op.method,
    path: op.path,
    tag: doc.tag,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    auth: op.access,
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.queryParams ? { query: doc.queryParams } : op.query ? { query: op.query } : {}),
    ...(doc.bodies ? { body: doc.bodies.length === 1 ? doc.bodies[0] : doc.bodies } : op.input ? { body: op.input } : {}),
    ...(doc.otherBodies ? { otherBodies: doc.otherBodies } : {}),
    ...(op.sudo ? { sudo: true } : {}),
    ...(op.versioned ? { versioned: true } : {}),
    responses: doc.responses,
    ...(doc.data ? { data: doc.data } : {}),
    ...(doc.produces ? { produces: doc.produces } : {}),
    ...(doc.example !== undefined ? { example: doc.example } : {}),
  };
}
