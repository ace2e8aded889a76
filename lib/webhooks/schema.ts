import { z } from 'zod';
import { pageNumber } from '@/lib/core/fields';
import { webhookUrlProblem } from './address';
import { webhookEvents, isWebhookEvent } from './events';

// Webhook endpoints (issue 20): the input of the endpoint form and of POST/PUT /api/webhook/webhook….
// Messages are catalogue keys; the boundary translates them.

export const WEBHOOK_URL_MAX = 2048;

/**
 * Read at each parse on the server (WEBHOOK_ALLOW_PRIVATE). A browser does not know the setting: the
 * form there checks only the shape, and the server's answer says whether the address is allowed.
 */
function allowPrivate(): boolean {
  return typeof window !== 'undefined' || process.env.WEBHOOK_ALLOW_PRIVATE === 'true';
}

const urlField = z
  .string({ error: 'Webhooks.errors.urlRequired' })
  .trim()
  .min(1, 'Webhooks.errors.urlRequired')
  .max(WEBHOOK_URL_MAX, 'Webhooks.errors.urlTooLong')
  .superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value, allowPrivate());
    if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: 'Webhooks.errors.urlInvalid' });
    else if (problem === 'notHttps') ctx.addIssue({ code: 'custom', message: 'Webhooks.errors.urlNotHttps' });
    else if (problem === 'private') ctx.addIssue({ code: 'custom', message: 'Webhooks.errors.urlPrivate' });
  });

/** Known events only, each once, in the order of `webhookEvents`, at least one. */
const eventsField = z
  .array(z.string({ error: 'Webhooks.errors.unknownEvent' }), { error: 'Webhooks.errors.eventsRequired' })
  .max(webhookEvents.length * 2, 'Webhooks.errors.unknownEvent')
  .refine((events) => events.every(isWebhookEvent), 'Webhooks.errors.unknownEvent')
  .refine((events) => events.length > 0, 'Webhooks.errors.eventsRequired')
  .transform((events) => webhookEvents.filter((e) => events.includes(e)));

const activeField = z.boolean({ error: 'Webhooks.errors.activeInvalid' });

export const webhookInputSchema = z.object({
  url: urlField,
  events: eventsField,
  active: activeField.optional(),
});
export type WebhookValues = z.output<typeof webhookInputSchema>;

/** PUT: any of the fields; the ones left out keep their value. Resuming clears a failing pause. */
export const webhookUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  active: activeField.optional(),
});
export type WebhookUpdateValues = z.output<typeof webhookUpdateSchema>;

/** The deliveries list: newest first, a fixed page size (the page and the API alike). */
export const webhookDeliveriesQuerySchema = z.object({ page: pageNumber('Validation.invalidValue') });
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
