import { contactInputSchema } from '@/lib/contact/schema';
import { messageListQuerySchema, messageUpdateSchema } from '@/lib/messages/schema';
import type { ApiOperation } from '../types';
import { messageExample } from '../examples';
import { KEY, pageOf, success } from '@/lib/core/api-examples';
import { contactData } from '../schemas';

const tag = 'Messages';
const notFound = 'No message with this id and unique_key.';

export const messageOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/contact/contact',
    tag,
    summary: 'Send a message (contact form)',
    description:
      'The message reaches the inbox and its sender becomes a lead. `reply` says when to expect an answer: tomorrow, or the day after tomorrow when the message arrives after 9 pm in the site’s time zone. A submission caught as spam answers the same.',
    auth: 'public',
    body: contactInputSchema,
    responses: { 201: 'Received.' },
    data: contactData,
    example: success({ id: 31, unique_key: KEY, reply: 'tomorrow' }, 'Thank you! We will answer you by tomorrow.'),
  },
  {
    method: 'POST',
    path: '/api/message/messages-list',
    tag,
    summary: 'List received messages',
    auth: 'message-received',
    body: messageListQuerySchema,
    responses: { 200: 'One page of messages and the total.' },
    example: success(pageOf([messageExample])),
  },
  {
    method: 'PUT',
    path: '/api/message/message/{id}/{unique_key}',
    tag,
    summary: 'Mark a message read, archived or as a lead',
    auth: 'message-received',
    body: messageUpdateSchema,
    responses: { 200: 'The message, updated.', 404: notFound },
    example: success(messageExample, 'Status updated.'),
  },
  {
    method: 'DELETE',
    path: '/api/message/message/{id}/{unique_key}',
    tag,
    summary: 'Delete a message',
    description: 'A soft delete.',
    auth: 'message-received',
    responses: { 200: 'Deleted.', 404: notFound },
    example: success(null, 'Message deleted.'),
  },
  {
    method: 'PUT',
    path: '/api/message/message-not-spam/{id}/{unique_key}',
    tag,
    summary: 'Mark a message as not spam',
    description: 'The message moves to the Active tab and its sender becomes a lead.',
    auth: 'message-received',
    responses: { 200: 'The message.', 404: notFound },
    example: success({ ...messageExample, lead: true }, 'The message is no longer marked as spam.'),
  },
];
