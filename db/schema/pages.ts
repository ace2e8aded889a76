import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, oneOf, updatedAt, version } from './columns';
import { users } from './users';

export const pageStatuses = ['draft', 'published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

/**
 * A page built from blocks (issue 30 §1): `/{unique_key}` in the default language,
 * `/{locale}/{unique_key}` in the others. `blocks` holds the list as lib/pages/blocks.ts parses it
 * (kept as JSON: a page is always read and written whole, and each block type has its own shape).
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    // The slug: the page's address in its language (unique per language, not across them, so
    // translations may share it: /rc-sistemI and /en/rc-sistemI).
    uniqueKey: text('unique_key').notNull(),
    locale: text('locale').notNull().default('pt-BR'),
    // Pages that translate each other share this key (the id of the group's first page), as articles do.
    translationGroup: integer('translation_group'),
    title: text('title').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    image: text('image'),
    status: text('status').$type<PageStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The language's home page: `/` renders it (at most one per language).
    isHome: boolean('is_home').notNull().default(false),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    // The editor's unsaved copy for the live preview and autosave ({title, blocks, …}); null when none.
    draft: jsonb('draft').$type<Record<string, unknown> | null>(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Raised by every change but the autosaved `draft` (issue 33 §1).
    version: version(),
    // The trash (issue 33 §4), as for articles: a trashed page is a draft; deleted_status is what it was.
    deletedAt: deletedAt(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedStatus: text('deleted_status').$type<PageStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_locale_unique_key_unique').on(t.locale, t.uniqueKey),
    uniqueIndex('pages_translation_locale_unique').on(t.translationGroup, t.locale),
    uniqueIndex('pages_home_per_locale_unique').on(t.locale).where(sql`is_home`),
    index('pages_status_published_idx').on(t.status, t.publishedAt),
    oneOf('pages_status_check', t.status, pageStatuses),
  ],
);

export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    image: text('image'),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    version: integer('version'),
    createdAt: createdAt(),
  },
  (t) => [index('page_revisions_page_idx').on(t.pageId, t.createdAt)],
);

/** Data steps run once after the SQL migrations (db/data-steps.ts): the seeded pages of an upgraded database. */
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
