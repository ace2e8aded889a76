import { errors } from './errors';
import { parseRecordId } from './fields';

// The {revisionId} of a "read a revision to compare" route (issue 33 §3), articles' and pages' alike.

/** A revision id, or `current` (the record as saved now); anything else is 404. */
export function revisionParam(value: string | undefined): number | 'current' {
  if (value === 'current') return 'current';
  const id = parseRecordId(value);
  if (id === null) throw errors.notFound();
  return id;
}

/** How OpenAPI documents that parameter; `kind` names the record ("article", "page"). */
export const revisionParamDoc = (kind: string) => ({
  revisionId: { description: `A revision of this ${kind}, or \`current\`.`, schema: { type: 'string' as const, pattern: '^([1-9][0-9]*|current)$' } },
});
