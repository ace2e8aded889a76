import { confirmInputSchema, subscribeInputSchema, unsubscribeInputSchema } from '@/lib/newsletter/schema';
import type { ApiOperation } from '../types';
import { success } from '@/lib/core/api-examples';
import { subscribeData } from '../schemas';

const tag = 'Newsletter';
const pair = { uniqueKey: "The lead's unique_key (from the newsletter's unsubscribe link).", id: { description: "The lead's id, with the link's signature.", schema: { type: 'string' } } };

export const newsletterOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    tag,
    summary: 'Subscribe to the newsletter',
    description:
      'With double opt-in on, a confirmation email is sent first (`status` pending). `status` says what happened: pending, subscribed, alreadyActive, reactivated or reactivatedPending. A submission caught as spam answers like a new one.',
    auth: 'public',
    body: subscribeInputSchema,
    responses: { 200: 'What happened, and the message to show.' },
    data: subscribeData,
    example: success({ status: 'pending' }, 'Check your email to confirm your subscription.'),
  },
  {
    method: 'POST',
    path: '/api/newsletter/confirm',
    tag,
    summary: 'Confirm a subscription (double opt-in)',
    auth: 'public',
    body: confirmInputSchema,
    responses: { 200: 'Subscribed.', 404: 'The link is unknown, used or expired.' },
    example: success({ newsletter_status: 'active' }, 'Your subscription is confirmed.'),
  },
  {
    method: 'GET',
    path: '/api/newsletter/unsubscribe/{uniqueKey}/{id}',
    tag,
    summary: 'Read an unsubscribe link',
    description: 'Changes nothing: the current newsletter status and the reasons to choose from (labels in the request’s language).',
    auth: 'public',
    params: pair,
    responses: { 200: 'The status and the reasons.', 404: 'The link names no lead.' },
    example: success({
      id: 18,
      newsletter_status: 'active',
      reasons: [
        { value: 'tooFrequent', label: 'Too many emails' },
        { value: 'notInterested', label: 'Not interested anymore' },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe/{uniqueKey}/{id}',
    tag,
    summary: 'Unsubscribe',
    description:
      'A JSON body with the reason, or the RFC 8058 one-click body `List-Unsubscribe=One-Click` (form-encoded or multipart) that mail clients send.',
    auth: 'public',
    params: pair,
    body: unsubscribeInputSchema,
    otherBodies: {
      'application/x-www-form-urlencoded': {
        type: 'object',
        properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
        required: ['List-Unsubscribe'],
      },
    },
    responses: { 200: 'Unsubscribed.', 404: 'The link names no lead.' },
    example: success({ id: 18, newsletter_status: 'cancelled' }, 'You have been unsubscribed.'),
  },
];
