import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns';
import { users } from './users';

export const designVersions = ['v1', 'v2'] as const;
export type DesignVersion = (typeof designVersions)[number];

export const seoSettings = pgTable('seo_settings', {
  id: serial('id').primaryKey(),
  uniqueKey: text('unique_key').notNull().unique(),
  head: text('head'),
  body: text('body'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Versioned rows: the newest is the one in force, older ones are the history.
export const whatsappSettings = pgTable('whatsapp_settings', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  buttonColor: text('button_color').notNull().default('#25d366'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const layoutSettings = pgTable(
  'layout_settings',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    currentVersion: text('current_version').$type<DesignVersion>().notNull().default('v1'),
    companyName: text('company_name').notNull(),
    logoV1: text('logo_v1'),
    logoV2: text('logo_v2'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('layout_settings_version_check', t.currentVersion, designVersions), index('layout_settings_created_idx').on(t.createdAt)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    // Filled on insert when not given (the seed and tests insert rows directly).
    uniqueKey: text('unique_key')
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID()),
    product: text('product').notNull(),
    locale: text('locale').notNull().default('pt-BR'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_product_idx').on(t.product, t.locale, t.position)],
);

// The header menu and footer of one language (lib/navigation): one row per language, replaced by
// each save; a language without a row shows the defaults (today's menu, footer and contact data).
export const navigationSettings = pgTable('navigation_settings', {
  locale: text('locale').primaryKey(),
  header: jsonb('header').notNull(),
  footer: jsonb('footer').notNull(),
  /** /rc-sistemI's own menu; null: its defaults. */
  landing: jsonb('landing'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
