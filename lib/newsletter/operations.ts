import { success } from '@/lib/core/api-examples';
import { attributionOf } from '@/lib/attribution/request';
import { clientIp } from '@/lib/auth/client-ip';
import { JSON_BODY_LIMIT, readFormData } from '@/lib/core/body';
import { errors } from '@/lib/core/errors';
import { parseJson } from '@/lib/core/json-body';
import { operationsFor } from '@/lib/core/operation';
import { isApiKeyCaller } from '@/lib/spam/proof-of-work';
import { env } from '@/lib/env';
import { confirmSubscription, getUnsubscribeView, subscribe, subscribeMessageKeys, unsubscribe } from './commands';
import { confirmInputSchema, subscribeInputSchema, unsubscribeInputSchema } from './schema';

// The newsletter's public API, declared once (lib/core/operation.ts). The footer, confirmation and
// unsubscribe pages post forms (lib/api/actions/newsletter.ts) to the same commands.

const operation = operationsFor({ tag: 'Newsletter', access: 'public' });
const unsubscribePath = '/api/newsletter/unsubscribe/{unique_key}/{id}';
const pair = { unique_key: "The lead's unique_key (from the newsletter's unsubscribe link).", id: { description: "The lead's id, with the link's signature.", schema: { type: 'string' } } };
const unsubscribed = (result: { leadId: number; newsletterStatus: 'cancelled' }) => ({ id: result.leadId, newsletter_status: result.newsletterStatus });

export const newsletterOperations = {
  // Public. The message says what happened (check your email, subscribed, already registered …).
  subscribe: operation({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    input: subscribeInputSchema,
    run: async ({ input, request, locale }) => {
      const headers = request?.headers ?? new Headers();
      const ip = clientIp(headers, env().TRUST_PROXY);
      const result = await subscribe(input, { ip, locale, attribution: attributionOf(input.attribution, headers), proofExempt: await isApiKeyCaller(request, ip) });
      return { status: result.outcome };
    },
    message: ({ status }, t) => t(subscribeMessageKeys[status]),
    doc: {
      summary: 'Subscribe to the newsletter',
      description:
        'With double opt-in on, a confirmation email is sent first (`status` pending). `attribution` (optional, as on POST /api/contact/contact) says where the subscriber came from; without it the request’s `Referer` is read. `status` says what happened: pending, subscribed, alreadyActive, reactivated or reactivatedPending. A submission caught as spam answers like a new one. `altcha`: the proof-of-work solution (see `GET /api/contact/challenge`); without a valid one, while the setting is on, the signup is stored as a spam suspect (no email). Calls with an API key are exempt.',
      responses: { 200: 'What happened, and the message to show.' },
      data: {
        type: 'object',
        properties: { status: { type: 'string', enum: ['pending', 'subscribed', 'alreadyActive', 'reactivated', 'reactivatedPending'] } },
        required: ['status'],
      },
      example: success({ status: 'pending' }, 'Check your email to confirm your subscription.'),
    },
  }),
  // Public. Double opt-in confirmation (404 for an unknown, used or expired link).
  confirm: operation({
    method: 'POST',
    path: '/api/newsletter/confirm',
    input: confirmInputSchema,
    run: async ({ input }) => {
      await confirmSubscription(input.token);
      return { newsletter_status: 'active' };
    },
    message: 'Newsletter.confirmed',
    doc: {
      summary: 'Confirm a subscription (double opt-in)',
      responses: { 200: 'Subscribed.', 404: 'The link is unknown, used or expired.' },
      example: success({ newsletter_status: 'active' }, 'Your subscription is confirmed.'),
    },
  }),
  // Changes nothing: the current newsletter status and the reasons to choose from.
  unsubscribeView: operation({
    method: 'GET',
    path: unsubscribePath,
    run: async ({ key, t }) => {
      const view = await getUnsubscribeView(key.uniqueKey, key.id);
      return {
        id: view.id,
        newsletter_status: view.newsletterStatus,
        reasons: view.reasons.map((value) => ({ value, label: t(`Unsubscribe.reasons.${value}`) })),
      };
    },
    doc: {
      summary: 'Read an unsubscribe link',
      description: 'Changes nothing: the current newsletter status and the reasons to choose from (labels in the request’s language).',
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
  }),
  /**
   * {reason, reason_text?} (JSON), or the RFC 8058 one-click body `List-Unsubscribe=One-Click`
   * (application/x-www-form-urlencoded or multipart/form-data) that mail clients send: the body's
   * kind decides how it is read, so `run` reads it.
   */
  unsubscribe: operation({
    method: 'POST',
    path: unsubscribePath,
    run: async ({ key, request }) => {
      if (!request) throw errors.badRequest();
      const type = request.headers.get('content-type') ?? '';
      if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
        const form = await readFormData(request, JSON_BODY_LIMIT);
        if (form.get('List-Unsubscribe') !== 'One-Click') throw errors.badRequest();
        return unsubscribed(await unsubscribe(key.uniqueKey, key.id, null, { oneClick: true }));
      }
      // Check the pair before the body, so a wrong pair is 404 whatever it carries.
      await getUnsubscribeView(key.uniqueKey, key.id);
      const input = await parseJson(request, unsubscribeInputSchema);
      return unsubscribed(await unsubscribe(key.uniqueKey, key.id, input));
    },
    message: 'Unsubscribe.done',
    doc: {
      summary: 'Unsubscribe',
      description:
        'A JSON body with the reason, or the RFC 8058 one-click body `List-Unsubscribe=One-Click` (form-encoded or multipart) that mail clients send.',
      params: pair,
      bodies: [unsubscribeInputSchema],
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
  }),
};
