import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './users';

export const outboxStatuses = ['pending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

// Every email: sent through SMTP when configured, otherwise kept here and shown in the back office.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    locale: text('locale').notNull().default('pt-BR'),
    template: text('template'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt), oneOf('email_outbox_status_check', t.status, outboxStatuses)],
);

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  uniqueKey: text('unique_key').notNull().unique(),
  storageKey: text('storage_key').notNull(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  // Re-encoded widths: { "640": "key", "1280": "key" }.
  variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  // The media library (issue 31): alt text and caption per language ({ "pt-BR": "…", "en": "…" }), the
  // focal point covers and cards crop around (percent of width and height), and "decorative" (no alt needed).
  alt: jsonb('alt').$type<Record<string, string>>().notNull().default({}),
  caption: jsonb('caption').$type<Record<string, string>>().notNull().default({}),
  focalX: real('focal_x').notNull().default(50),
  focalY: real('focal_y').notNull().default(50),
  decorative: boolean('decorative').notNull().default(false),
  // Uploaded into the library (or described there): kept even while nothing uses it, where an editor's
  // unsaved upload is purged after a day (lib/uploads/purge.ts).
  inLibrary: boolean('in_library').notNull().default(false),
  // The trash (issue 33 §4): a trashed file answers 404 at its address and leaves the library.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const previewKinds = ['article', 'page'] as const;
export type PreviewKind = (typeof previewKinds)[number];

// Signed links that show a draft to someone without an account (lib/previews). Only the SHA-256 of the
// token is kept, so a leaked database does not leak working links.
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('preview_links_kind_check', t.kind, previewKinds), index('preview_links_entity_idx').on(t.kind, t.entityId)],
);

// Site-wide media rules; one row (id 1). "Require alt text to publish" is on by default.
export const mediaSettings = pgTable('media_settings', {
  id: integer('id').primaryKey().default(1),
  requireAlt: boolean('require_alt').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    // The audit log's person and action filters (newest first) and their lists of values; the actor
    // index also serves the ON DELETE SET NULL of a deleted user.
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

// How far a periodic job has got, kept across restarts and shared by the instances (lib/jobs/state.ts):
// e.g. the time up to which scheduled articles have been made visible. One row per job.
export const jobState = pgTable('job_state', {
  name: text('name').primaryKey(),
  cursor: timestamp('cursor', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const presenceKinds = ['article', 'page'] as const;
export type PresenceKind = (typeof presenceKinds)[number];

// Who has an editor open (issue 33 §1): a heartbeat every 30 s upserts the row; a row older than 90 s
// no longer counts. In the database so every instance sees the same.
export const editPresence = pgTable(
  'edit_presence',
  {
    kind: text('kind').$type<PresenceKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.entityId, t.userId] }), index('edit_presence_seen_idx').on(t.seenAt), oneOf('edit_presence_kind_check', t.kind, presenceKinds)],
);
