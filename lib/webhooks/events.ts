// The events an endpoint may subscribe to (issue 20), in the order the back office lists them.
export const webhookEvents = [
  'article.published',
  'article.unpublished',
  'article.deleted',
  'article.trashed',
  'article.restored',
  'page.published',
  'page.updated',
  'page.unpublished',
  'page.deleted',
  'media.updated',
  'media.deleted',
  'lead.created',
  'lead.note_added',
  'lead.assigned',
  'message.received',
  'newsletter.subscribed',
  'newsletter.unsubscribed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** "Send test event": sent to one endpoint on request, whatever it subscribed to; never queued by a change. */
export const TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof TEST_EVENT;

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (webhookEvents as readonly string[]).includes(value);
}

/** Catalogue key under `Webhooks.events` of each event (dots are path separators there). */
export const webhookEventKeys = {
  'article.published': 'articlePublished',
  'article.unpublished': 'articleUnpublished',
  'article.deleted': 'articleDeleted',
  'article.trashed': 'articleTrashed',
  'article.restored': 'articleRestored',
  'page.published': 'pagePublished',
  'page.updated': 'pageUpdated',
  'page.unpublished': 'pageUnpublished',
  'page.deleted': 'pageDeleted',
  'media.updated': 'mediaUpdated',
  'media.deleted': 'mediaDeleted',
  'lead.created': 'leadCreated',
  'lead.note_added': 'leadNoteAdded',
  'lead.assigned': 'leadAssigned',
  'message.received': 'messageReceived',
  'newsletter.subscribed': 'newsletterSubscribed',
  'newsletter.unsubscribed': 'newsletterUnsubscribed',
  'webhook.test': 'test',
} as const satisfies Record<WebhookDeliveryEvent, string>;
