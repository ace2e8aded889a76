import { z } from 'zod';
import { pageNumber } from '@/lib/core/fields';

const INVALID = 'Leads.invalidValue';

// Spam: what the honeypot, the per-address limit or a blacklisted sender caught, kept for review.
export const messageTabs = ['active', 'archived', 'leads', 'spam'] as const;
export type MessageTab = (typeof messageTabs)[number];

export const MESSAGES_PAGE_SIZE = 20;

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: INVALID }),
);

/** POST /api/message/messages-list and the inbox page's URL. */
export const messageListQuerySchema = z.object({
  tab: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(messageTabs, { error: INVALID }).default('active')),
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(100, INVALID).default(MESSAGES_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** PUT /api/message/message/{id}/{unique_key}: any of the three flags, at least one. */
export const messageUpdateSchema = z
  .object({ read: flag.optional(), archived: flag.optional(), lead: flag.optional() })
  .refine((v) => v.read !== undefined || v.archived !== undefined || v.lead !== undefined, { message: INVALID, path: ['read'] });
export type MessageUpdate = z.output<typeof messageUpdateSchema>;
/** What the inbox asks of a message (the update's body, as the page sends it). */
export type MessageChange = { read?: boolean; archived?: boolean; lead?: boolean };

/** POST /api/message/message-reply/{id}/{unique_key}: staff's answer; the subject defaults to "Re: <the message's subject>". */
export const MESSAGE_REPLY_MAX = 10_000;
export const MESSAGE_REPLY_SUBJECT_MAX = 200;
export const messageReplyBodySchema = z.object({
  subject: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v,
    z.string({ error: INVALID }).trim().max(MESSAGE_REPLY_SUBJECT_MAX, 'Inbox.reply.subjectTooLong').optional(),
  ),
  text: z.string({ error: 'Inbox.reply.textRequired' }).trim().min(1, 'Inbox.reply.textRequired').max(MESSAGE_REPLY_MAX, 'Inbox.reply.textTooLong'),
});
export type MessageReplyBody = z.output<typeof messageReplyBodySchema>;
