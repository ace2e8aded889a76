import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './users';

export const leadModules = ['contact', 'newsletter'] as const;
export const leadStatuses = ['active', 'inactive', 'deleted', 'blackListed'] as const;
export const leadClassifications = ['none', 'cold', 'warm', 'hot', 'conversion'] as const;
// 'pending' waits for the double opt-in confirmation.
export const newsletterStatuses = ['active', 'cancelled', 'pending'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadClassification = (typeof leadClassifications)[number];
export type NewsletterStatus = (typeof newsletterStatuses)[number];
// Why a post was kept aside rather than taken: 'no-proof' is the "spam suspect" of a post without a
// valid proof-of-work solution (a client without JavaScript), kept for review rather than lost.
export const spamReasons = ['honeypot', 'rate-limit', 'blacklisted', 'no-proof'] as const;
export type SpamReason = (typeof spamReasons)[number];

/** One visit's source (lib/attribution): from utm_* parameters, else the referrer's class. */
export interface Touch {
  source: string;
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
  /** gclid, fbclid or msclkid was present: kept as a flag only, never the id. */
  click_id: boolean;
  at: string;
}

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    module: text('module').$type<(typeof leadModules)[number]>().notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('active'),
    classification: text('classification').$type<LeadClassification>().notNull().default('none'),
    newsletterStatus: text('newsletter_status').$type<NewsletterStatus>(),
    name: text('name'),
    email: text('email').notNull(),
    telephone: text('telephone'),
    enterprise: text('enterprise'),
    locale: text('locale').notNull().default('pt-BR'),
    // Caught by the honeypot or the rate limit: kept for review, never mailed.
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason').$type<SpamReason>(),
    // Attribution (lib/attribution): the first touch is kept once set; the last follows each post.
    firstTouch: jsonb('first_touch').$type<Touch>(),
    lastTouch: jsonb('last_touch').$type<Touch>(),
    conversionPath: text('conversion_path'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_email_unique').on(t.email),
    oneOf('leads_spam_reason_check', t.spamReason, spamReasons),
    index('leads_owner_follow_up_idx').on(t.ownerId, t.followUpAt),
    oneOf('leads_module_check', t.module, leadModules),
    oneOf('leads_status_check', t.status, leadStatuses),
    oneOf('leads_classification_check', t.classification, leadClassifications),
    oneOf('leads_newsletter_status_check', t.newsletterStatus, newsletterStatuses),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    phone: text('phone'),
    isRead: boolean('is_read').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isLead: boolean('is_lead').notNull().default(false),
    // Caught by the honeypot or the rate limit, or sent by a blacklisted address: stored, not shown in the inbox.
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason').$type<SpamReason>(),
    locale: text('locale').notNull().default('pt-BR'),
    ipAddress: text('ip_address'),
    firstTouch: jsonb('first_touch').$type<Touch>(),
    lastTouch: jsonb('last_touch').$type<Touch>(),
    conversionPath: text('conversion_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('messages_inbox_idx').on(t.isDeleted, t.isArchived, t.createdAt), oneOf('messages_spam_reason_check', t.spamReason, spamReasons)],
);

export const newsletterUnsubscribeReasons = pgTable(
  'newsletter_unsubscribe_reasons',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    // A fixed reason code, or 'lead-panel' for 'Unsubscribed by the lead list panel'.
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_unsubscribe_reasons_lead_idx').on(t.leadId)],
);

// One row per subscriber and ISO week: the weekly digest sends nobody two copies, even after a crash.
export const newsletterDigestSends = pgTable(
  'newsletter_digest_sends',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    isoWeek: text('iso_week').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_digest_sends_unique').on(t.leadId, t.isoWeek)],
);

// Notes staff write on a lead (its timeline, lib/leads/timeline).
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

export const leadEventKinds = ['status', 'classification', 'newsletter', 'owner', 'follow_up', 'spam'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

// Changes to a lead, for its timeline: `from`/`to` are the old and new values (a status, a user id…).
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt), oneOf('lead_events_kind_check', t.kind, leadEventKinds)],
);

// Answers staff sent to a contact message from the inbox (by SMTP or the outbox, Reply-To the author).
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [index('message_replies_message_idx').on(t.messageId, t.createdAt)],
);

// One daily follow-up email per owner and day, even across instances and restarts.
export const leadFollowUpSends = pgTable(
  'lead_follow_up_sends',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_follow_up_sends_unique').on(t.userId, t.day)],
);

// Proof-of-work challenges already redeemed (single use); rows past their expiry are purged.
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

export const formProtections = ['off', 'on'] as const;
export type FormProtection = (typeof formProtections)[number];

// The contact and newsletter forms' settings (one row, id 1): the proof-of-work challenge.
export const formSettings = pgTable(
  'form_settings',
  {
    id: integer('id').primaryKey().default(1),
    proofOfWork: text('proof_of_work').$type<FormProtection>().notNull().default('on'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('form_settings_proof_of_work_check', t.proofOfWork, formProtections)],
);
