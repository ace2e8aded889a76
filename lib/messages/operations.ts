import { EARLIER, KEY, NOW, noSuch, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { bulkMessage } from '@/lib/core/bulk';
import { bulkDoc } from '@/lib/core/bulk-doc';
import { operationsFor } from '@/lib/core/operation';
import { attributionOf } from '@/lib/attribution/request';
import { clientIp } from '@/lib/auth/client-ip';
import { submitContact } from '@/lib/contact/commands';
import { contactInputSchema } from '@/lib/contact/schema';
import { env } from '@/lib/env';
import { leadExample, touchExample } from '@/lib/leads/operations';
import { isApiKeyCaller } from '@/lib/spam/proof-of-work';
import { messageBulkBodySchema, runMessageBulk } from './bulk';
import { deleteMessage, markMessageNotSpam, updateMessage } from './commands';
import { listMessages } from './queries';
import { replyToMessage } from './reply';
import { messageListQuerySchema, messageReplyBodySchema, messageUpdateSchema } from './schema';

// The contact form's API and the inbox's, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Messages' });
const notFound = noSuch('message');

// A message from the lead of the leads' example (its lead_id).
export const messageExample = {
  id: 31,
  unique_key: KEY,
  name: leadExample.name,
  email: leadExample.email,
  company: leadExample.enterprise,
  subject: 'Orçamento',
  message: 'Gostaria de um orçamento para 20 usuários.',
  phone: null,
  locale: 'pt-BR',
  read: true,
  archived: false,
  lead: true,
  lead_id: leadExample.id,
  spam: false,
  first_touch: leadExample.first_touch,
  last_touch: touchExample,
  conversion_path: '/contact',
  spam_reason: null,
  received_at: EARLIER,
};

// A refusal shows as "Action failed" in the inbox's toast, without its reason (the API answers it).
export const inboxRefusal = { logLabel: 'message action failed', refusal: 'generic' } as const;

export const messageOperations = {
  // Public. 201 with the reply-time message; a caught (spam) submission answers the same.
  contact: operation({
    method: 'POST',
    path: '/api/contact/contact',
    access: 'public',
    input: contactInputSchema,
    run: async ({ input, request, locale }) => {
      const headers = request?.headers ?? new Headers();
      const ip = clientIp(headers, env().TRUST_PROXY);
      const result = await submitContact(input, { ip, locale, attribution: attributionOf(input.attribution, headers), proofExempt: await isApiKeyCaller(request, ip) });
      return { id: result.id, unique_key: result.uniqueKey, reply: result.replyDay };
    },
    status: 201,
    message: ({ reply }, t) => t(`Contact.success.${reply}`),
    doc: {
      summary: 'Send a message (contact form)',
      description:
        'The message reaches the inbox and its sender becomes a lead. `attribution` (optional) says where the sender came from: `first_touch` and `last_touch` (`source`, `medium`, `campaign`, `term`, `content`, `referrer_host`, `landing_path`, `click_id`, `at`) and `conversion_path`, the page of the form; without it the last touch and the conversion path are read from the request’s `Referer` (its path and `utm_*` parameters). `reply` says when to expect an answer: tomorrow, or the day after tomorrow when the message arrives after 9 pm in the site’s time zone. A submission caught as spam answers the same. `altcha`: the proof-of-work solution (see `GET /api/contact/challenge`); without a valid one, while the setting is on, the message is stored as a spam suspect (no lead, no email). Calls with an API key are exempt.',
      responses: { 201: 'Received.' },
      data: {
        type: 'object',
        properties: { id: { type: 'integer' }, unique_key: { type: 'string' }, reply: { type: 'string', enum: ['tomorrow', 'dayAfterTomorrow'] } },
        required: ['id', 'unique_key', 'reply'],
      },
      example: success({ id: 31, unique_key: KEY, reply: 'tomorrow' }, 'Thank you! We will answer you by tomorrow.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/message/messages-list',
    access: 'message-received',
    input: messageListQuerySchema,
    run: ({ user, input }) => listMessages(user, input),
    doc: { summary: 'List received messages', responses: { 200: onePageOf('messages') }, example: success(pageOf([messageExample])) },
  }),
  bulk: operation({
    method: 'POST',
    path: '/api/message/messages-bulk',
    access: 'message-received',
    input: messageBulkBodySchema,
    run: ({ user, input, t }) => runMessageBulk(user, input, t),
    message: bulkMessage,
    doc: bulkDoc({
      summary: 'Act on many received messages',
      actions: '`mark_read`, `archive`, `mark_spam` (the message moves to the Spam tab).',
      filter: 'the inbox tab (`{tab}`: active, archived, leads or spam)',
    }),
  }),
  // The inbox's action answers a message naming the change (lib/api/actions/messages.ts); the API, this one.
  update: operation({
    method: 'PUT',
    path: '/api/message/message/{id}/{unique_key}',
    access: 'message-received',
    input: messageUpdateSchema,
    run: ({ user, key, input }) => updateMessage(user, key, input),
    message: 'Success.statusUpdated',
    refusal: inboxRefusal,
    doc: {
      summary: 'Mark a message read, archived or as a lead',
      responses: { 200: 'The message, updated.', 404: notFound },
      example: success(messageExample, 'Status updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/message/message/{id}/{unique_key}',
    access: 'message-received',
    run: async ({ user, key }) => {
      await deleteMessage(user, key);
      return null;
    },
    message: 'Inbox.success.deleted',
    refusal: inboxRefusal,
    doc: {
      summary: 'Delete a message',
      description: 'A soft delete.',
      responses: { 200: 'Deleted.', 404: notFound },
      example: success(null, 'Message deleted.'),
    },
  }),
  reply: operation({
    method: 'POST',
    path: '/api/message/message-reply/{id}/{unique_key}',
    access: 'message-received',
    input: messageReplyBodySchema,
    run: ({ user, key, input }) => replyToMessage(user, key, input),
    status: 201,
    message: 'Inbox.reply.sent',
    doc: {
      summary: 'Reply to a message',
      description:
        'Emails `text` to the message’s address, in the language it was written in, with `Reply-To` the caller’s own address: by SMTP, or kept in the outbox when SMTP is not set (`outbox_id`). `subject` defaults to "Re: " and the message’s subject. The reply shows on the message’s page and in its lead’s timeline. A message caught as spam cannot be answered (404).',
      responses: { 201: 'The reply.', 404: notFound },
      example: success(
        { id: 3, message_id: messageExample.id, subject: 'Re: Orçamento', text: 'Olá Carlos, segue a proposta.', reply_to: 'marina@example.com', author: { id: 4, name: 'Marina Duarte' }, outbox_id: 120, sent_at: NOW },
        'Reply sent.',
      ),
    },
  }),
  // A message caught as spam moves to the Active tab and its sender becomes a lead. Beyond the spec, in its style.
  notSpam: operation({
    method: 'PUT',
    path: '/api/message/message-not-spam/{id}/{unique_key}',
    access: 'message-received',
    run: ({ user, key }) => markMessageNotSpam(user, key),
    message: 'Inbox.success.notSpam',
    refusal: inboxRefusal,
    doc: {
      summary: 'Mark a message as not spam',
      description: 'The message moves to the Active tab and its sender becomes a lead.',
      responses: { 200: 'The message.', 404: notFound },
      example: success({ ...messageExample, lead: true }, 'The message is no longer marked as spam.'),
    },
  }),
};
