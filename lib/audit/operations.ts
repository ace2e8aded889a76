import { NOW, onePageOf, success } from '@/lib/core/api-examples';
import { errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import { operationsFor } from '@/lib/core/operation';
import { getAuditEntry, listAuditEntries } from './queries';
import { auditLogQuerySchema } from './schema';

// The audit log's API (lib/core/operation.ts): read-only, never kept by a cache.

const operation = operationsFor({ tag: 'Audit log', access: 'audit-log' });
const idSchema = recordId();
const noStore = { 'Cache-Control': 'no-store' };

const entryExample = {
  id: 2048,
  action: 'article.published',
  entity_type: 'article',
  entity_id: '42',
  actor: { id: 3, name: 'Ana Souza', email: 'ana@example.com' },
  ip_address: '203.0.113.7',
  created_at: NOW,
};

export const auditOperations = {
  list: operation({
    method: 'GET',
    path: '/api/audit/audit-log',
    // ?person=&action=&type=&record=&from=&to=&page=&limit=: from/to are days of the site's time zone.
    query: auditLogQuerySchema,
    run: ({ user, query }) => listAuditEntries(user, query),
    headers: noStore,
    doc: {
      summary: 'List audit entries',
      description: 'Newest first; from and to are days (YYYY-MM-DD) of the site’s time zone.',
      responses: { 200: onePageOf('entries'), 422: 'A malformed filter.' },
      example: success({ items: [entryExample], total: 1, page: 1, limit: 20 }),
    },
  }),
  entry: operation({
    method: 'GET',
    path: '/api/audit/audit-log/{id}',
    run: ({ user, params }) => {
      const id = idSchema.safeParse(params.id);
      if (!id.success) throw errors.notFound();
      return getAuditEntry(user, id.data);
    },
    headers: noStore,
    doc: {
      summary: 'Read an audit entry',
      description: 'With its details (before/after …), secrets hidden.',
      responses: { 200: 'The entry.', 404: 'No entry with this id.' },
      example: success({ ...entryExample, details: { before: { status: 'draft' }, after: { status: 'published' } } }),
    },
  }),
};
