import { success } from './api-examples';
import { BULK_MAX } from './bulk-limits';
import type { OperationDoc } from './operation';

/** The OpenAPI text of a `POST /api/<domain>/<list>-bulk` (lib/core/bulk.ts), the same for every list. */
export function bulkDoc(text: { summary: string; actions: string; rows?: string; filter: string }): Omit<OperationDoc, 'tag'> {
  return {
    summary: text.summary,
    description:
      `The body names the rows by \`ids\` ([{id, unique_key}], at most ${BULK_MAX}) or by \`filter\` (${text.filter}: every matching row the caller may list, at most ${BULK_MAX}, else 422), with \`action\` and its \`params\`. ` +
      `Actions: ${text.actions} Each row runs the single action's command: its own permission check, transaction and audit row. ` +
      `A row that fails (not found, not allowed, refused by a rule) fails alone and is listed in \`failed\` with the reason in the caller's language. ${text.rows ?? ''}`.trim(),
    responses: { 200: 'How many rows were done, and each failed row with why.', 422: 'Bad body: no selection, too many rows, an unknown action or bad params.' },
    data: {
      type: 'object',
      properties: {
        done: { type: 'integer', minimum: 0 },
        failed: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, error: { type: 'string' } }, required: ['id', 'error'] } },
      },
      required: ['done', 'failed'],
    },
    example: success({ done: 2, failed: [{ id: 43, error: 'Access denied.' }] }, '2 done, 1 failed.'),
  };
}
