import { z } from 'zod';
import { isWebhookEvent, webhookEvents } from './events';

// The parts of the webhook input that a browser can check too (no node:net here: the endpoint form
// bundles this file). lib/webhooks/schema.ts builds the server's schemas on them.

export const WEBHOOK_URL_MAX = 2048;

/** The URL's presence and length; where it points is judged on the server (schema.ts, at each send). */
export const webhookUrlBase = z
  .string({ error: 'Webhooks.errors.urlRequired' })
  .trim()
  .min(1, 'Webhooks.errors.urlRequired')
  .max(WEBHOOK_URL_MAX, 'Webhooks.errors.urlTooLong');

/** Known events only, each once, in the order of `webhookEvents`, at least one. */
export const webhookEventsField = z
  .array(z.string({ error: 'Webhooks.errors.unknownEvent' }), { error: 'Webhooks.errors.eventsRequired' })
  .max(webhookEvents.length * 2, 'Webhooks.errors.unknownEvent')
  .refine((events) => events.every(isWebhookEvent), 'Webhooks.errors.unknownEvent')
  .refine((events) => events.length > 0, 'Webhooks.errors.eventsRequired')
  .transform((events) => webhookEvents.filter((e) => events.includes(e)));

export const webhookActiveField = z.boolean({ error: 'Webhooks.errors.activeInvalid' });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The endpoint form in a browser: the URL's shape only (a browser does not know WEBHOOK_ALLOW_PRIVATE
 * nor what a name resolves to); the server action parses webhookInputSchema and answers the rest.
 */
export const webhookFormSchema = z.object({
  url: webhookUrlBase.refine(isHttpUrl, 'Webhooks.errors.urlInvalid'),
  events: webhookEventsField,
  active: webhookActiveField.optional(),
});
export type WebhookFormValues = z.output<typeof webhookFormSchema>;
