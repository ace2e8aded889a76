import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, oneOf, updatedAt, version } from './columns';
import { users } from './users';

export const designVersions = ['v1', 'v2'] as const;
export type DesignVersion = (typeof designVersions)[number];

// The consent categories (lib/consent): necessary always runs; the others wait for the visitor's choice.
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const seoSettings = pgTable(
  'seo_settings',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    head: text('head'),
    body: text('body'),
    // Scripts of the entry run only once the visitor consents to this category.
    category: text('category').$type<ConsentCategory>().notNull().default('marketing'),
    version: version(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('seo_settings_category_check', t.category, consentCategories)],
);

/** The banner's texts in one language; blank fields fall back to the catalogue's. */
export interface ConsentTexts {
  title?: string;
  body?: string;
}

// The consent banner (one row, id 1). `version` grows when the texts change, so choices made under
// an older banner can be told apart in the proof records.
export const consentSettings = pgTable('consent_settings', {
  id: integer('id').primaryKey().default(1),
  texts: jsonb('texts').$type<Partial<Record<string, ConsentTexts>>>().notNull().default({}),
  privacyPath: text('privacy_path'),
  version: integer('version').notNull().default(1),
  // The edit version (issue 33 §1), raised by every save (a trigger of 0022): `version` above is the
  // banner's, which only the texts raise, so it cannot tell a stale save of the privacy page.
  editVersion: integer('edit_version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// Proof of each consent choice (LGPD/GDPR): anonymous, kept 5 years, purged by the maintenance job.
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    anonymousId: text('anonymous_id').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    bannerVersion: integer('banner_version').notNull(),
    // sha256 of a server secret and the address: the same address gives the same hash, never the address.
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_created_idx').on(t.createdAt)],
);

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
    version: version(),
    deletedAt: deletedAt(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
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
  version: version(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
