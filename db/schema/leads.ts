import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';

export const leadModules = ['contact', 'newsletter'] as const;
export const leadStatuses = ['active', 'inactive', 'deleted', 'blackListed'] as const;
export const leadClassifications = ['none', 'cold', 'warm', 'hot', 'conversion'] as const;
// 'pending' waits for the double opt-in confirmation.
export const newsletterStatuses = ['active', 'cancelled', 'pending'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadClassification = (typeof leadClassifications)[number];
export type NewsletterStatus = (typeof newsletterStatuses)[number];

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_email_unique').on(t.email),
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
    locale: text('locale').notNull().default('pt-BR'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('messages_inbox_idx').on(t.isDeleted, t.isArchived, t.createdAt)],
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
