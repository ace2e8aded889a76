import { auditLogQuerySchema } from '@/lib/audit/schema';
import type { ApiOperation } from '../types';
import { EARLIER, NOW, success } from '@/lib/core/api-examples';

const auditEntry = {
  id: 2048,
  action: 'article.published',
  entity_type: 'article',
  entity_id: '42',
  actor: { id: 3, name: 'Ana Souza', email: 'ana@example.com' },
  ip_address: '203.0.113.7',
  created_at: NOW,
};
const outboxItem = {
  id: 311,
  to_address: 'carlos@example.com',
  subject: 'Confirme sua inscrição',
  template: 'newsletter-confirm',
  locale: 'pt-BR',
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: EARLIER,
  sent_at: EARLIER,
};

export const adminOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/audit/audit-log',
    tag: 'Audit log',
    summary: 'List audit entries',
    description: 'Newest first; from and to are days (YYYY-MM-DD) of the site’s time zone.',
    auth: 'audit-log',
    query: auditLogQuerySchema,
    responses: { 200: 'One page of entries and the total.', 422: 'A malformed filter.' },
    example: success({ items: [auditEntry], total: 1, page: 1, limit: 20 }),
  },
  {
    method: 'GET',
    path: '/api/audit/audit-log/{id}',
    tag: 'Audit log',
    summary: 'Read an audit entry',
    description: 'With its details (before/after …), secrets hidden.',
    auth: 'audit-log',
    responses: { 200: 'The entry.', 404: 'No entry with this id.' },
    example: success({ ...auditEntry, details: { before: { status: 'draft' }, after: { status: 'published' } } }),
  },
  {
    method: 'GET',
    path: '/api/mail/outbox',
    tag: 'Mail outbox',
    summary: 'List sent and queued emails',
    description: 'Newest first.',
    auth: 'outbox',
    query: [
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
      { name: 'to', description: 'Only the emails to this address.', schema: { type: 'string', maxLength: 320 } },
    ],
    responses: { 200: 'One page of emails and the total (a malformed page or limit falls back to its default).', 422: 'A `to` longer than 320 characters.' },
    example: success({ items: [outboxItem], total: 1, page: 1, limit: 20 }),
  },
  {
    method: 'GET',
    path: '/api/mail/outbox/{id}',
    tag: 'Mail outbox',
    summary: 'Read an email of the outbox',
    description: 'With its HTML and text bodies and headers (header names as sent).',
    auth: 'outbox',
    responses: { 200: 'The email.', 404: 'No email with this id.' },
    example: success({
      ...outboxItem,
      html: '<p>Confirme sua inscrição…</p>',
      text: 'Confirme sua inscrição…',
      headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe/…>' },
      next_attempt_at: null,
    }),
  },
];
