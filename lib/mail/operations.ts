import { EARLIER, success } from '@/lib/core/api-examples';
import { errors } from '@/lib/core/errors';
import { recordId } from '@/lib/core/fields';
import { operationsFor } from '@/lib/core/operation';
import { outboxApiQuerySchema } from './outbox-list-query';
import { getOutboxMessage, listOutbox } from './queries';

// The email outbox's API (lib/core/operation.ts). Spelled like the rest of the API (to_address,
// sent_at …) by the envelope; an email's headers are data.

const operation = operationsFor({ tag: 'Mail outbox', access: 'outbox' });
const idSchema = recordId();

const itemExample = {
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

export const mailOperations = {
  outbox: operation({
    method: 'GET',
    path: '/api/mail/outbox',
    query: outboxApiQuerySchema,
    run: ({ user, query }) => listOutbox(user, query),
    doc: {
      summary: 'List sent and queued emails',
      description: 'Newest first.',
      queryParams: [
        { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'to', description: 'Only the emails to this address.', schema: { type: 'string', maxLength: 320 } },
      ],
      responses: { 200: 'One page of emails and the total (a malformed page or limit falls back to its default).', 422: 'A `to` longer than 320 characters.' },
      example: success({ items: [itemExample], total: 1, page: 1, limit: 20 }),
    },
  }),
  email: operation({
    method: 'GET',
    path: '/api/mail/outbox/{id}',
    run: ({ user, params }) => {
      const id = idSchema.safeParse(params.id);
      if (!id.success) throw errors.notFound();
      return getOutboxMessage(user, id.data);
    },
    doc: {
      summary: 'Read an email of the outbox',
      description: 'With its HTML and text bodies and headers (header names as sent).',
      responses: { 200: 'The email.', 404: 'No email with this id.' },
      example: success({
        ...itemExample,
        html: '<p>Confirme sua inscrição…</p>',
        text: 'Confirme sua inscrição…',
        headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe/…>' },
        next_attempt_at: null,
      }),
    },
  }),
};
