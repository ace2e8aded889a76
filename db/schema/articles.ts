import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, oneOf, updatedAt, version } from './columns';
import { users } from './users';

export const categoryStatuses = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof categoryStatuses)[number];
export type CategoryTranslation = { name?: string; description?: string | null };
export type CategoryTranslations = Partial<Record<string, CategoryTranslation>>;

// in_review: a contributor (compose without publish) submitted it; a holder of `publish` publishes it
// or sends it back to draft with a comment (issue 33 §2, article_reviews).
export const articleStatuses = ['draft', 'in_review', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** PostgreSQL's full-text document type (read as its text form; the app only queries it in SQL). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    // URL slug, also the catalogue value (technology, design, …).
    uniqueKey: text('unique_key').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    textColor: text('text_color').notNull().default('#ffffff'),
    backgroundColor: text('background_color').notNull().default('#1e3a8a'),
    status: text('status').$type<CategoryStatus>().notNull().default('active'),
    // Name and description in the other locales ({"en": {"name": …, "description": …}}); a locale
    // missing here, or a blank name, falls back to the default language's `name`/`description`.
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    version: version(),
    // The trash (issue 33 §4): a trashed category is inactive; deleted_status is the status it had.
    deletedAt: deletedAt(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedStatus: text('deleted_status').$type<CategoryStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('categories_status_check', t.status, categoryStatuses)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    // URL slug: /post/{unique_key}/{id}.
    uniqueKey: text('unique_key').notNull(),
    title: text('title').notNull(),
    // Sanitized HTML from the editor.
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    image: text('image'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    locale: text('locale').notNull().default('pt-BR'),
    // Articles that translate each other share this key (the id of the group's first article; it
    // stays the key when that article is deleted). Null: no translations. One article per locale
    // per group (articles_translation_locale_unique).
    translationGroup: integer('translation_group'),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: version(),
    // The trash (issue 33 §4): a trashed article is a draft, so every public query already leaves it
    // out; deleted_status is the status it had (a restore puts it back), its slug stays taken.
    deletedAt: deletedAt(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedStatus: text('deleted_status').$type<ArticleStatus>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Full-text search document in the article's own language (migration 0012_search_per_language):
    // title (weight A) and content without tags (weight B), parsed with the text-search configuration
    // of `locale` (vitrine_pt, vitrine_en, vitrine_es, vitrine_fr stemmed; vitrine_ht simple), all
    // accent-insensitive. The content part reads its first 100,000 characters (migration
    // 0006_articles_search_prefix: a tsvector holds at most 1 MB, and PGlite builds it on the
    // server's thread). lib/blog/search.ts queries it with vitrine_search_query(q, locale). Never
    // select it into the app: it is only for @@ and ts_rank.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`vitrine_search_vector("locale", "title", "content")`),
  },
  (t) => [
    uniqueIndex('articles_unique_key_unique').on(t.uniqueKey),
    uniqueIndex('articles_translation_locale_unique').on(t.translationGroup, t.locale),
    // One search index per language: a query reads its words in each language's configuration and
    // compares each reading only with that language's articles (lib/blog/search.ts); with these
    // partial indexes every comparison is an index scan and nothing is checked again row by row.
    index('articles_search_pt_br_idx').using('gin', t.search).where(sql`locale = 'pt-BR'`),
    index('articles_search_en_idx').using('gin', t.search).where(sql`locale = 'en'`),
    index('articles_search_es_idx').using('gin', t.search).where(sql`locale = 'es'`),
    index('articles_search_fr_idx').using('gin', t.search).where(sql`locale = 'fr'`),
    index('articles_search_ht_idx').using('gin', t.search).where(sql`locale = 'ht'`),
    index('articles_status_published_idx').on(t.status, t.publishedAt),
    // The featured list, newest first (lib/blog/lists.ts): a few rows, where the date index above
    // would walk every live article to find them.
    index('articles_featured_published_idx').on(t.publishedAt).where(sql`featured`),
    index('articles_author_idx').on(t.authorId),
    // "Articles created" in a report period.
    index('articles_created_at_idx').on(t.createdAt),
    index('articles_deleted_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    oneOf('articles_status_check', t.status, articleStatuses),
  ],
);

export const articleCategories = pgTable(
  'article_categories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index('article_categories_category_idx').on(t.categoryId)],
);

export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    image: text('image'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Who stored the revision (the one whose save replaced it), and why when it is not a plain save:
    // 'submitted', 'changes_requested', 'published', 'overwrote' (issue 33).
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    // The article's version this revision holds.
    version: integer('version'),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.createdAt)],
);

export const reviewActions = ['submitted', 'changes_requested', 'published'] as const;
export type ReviewAction = (typeof reviewActions)[number];

// The review path of an article (issue 33 §2): submitted by its author, changes requested (with the
// reviewer's comment, shown in the editor) or published by a holder of `publish`.
export const articleReviews = pgTable(
  'article_reviews',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    action: text('action').$type<ReviewAction>().notNull(),
    comment: text('comment'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_reviews_article_idx').on(t.articleId, t.createdAt), oneOf('article_reviews_action_check', t.action, reviewActions)],
);

// Daily roll-up: one upsert per read keeps reports fast at millions of reads.
export const articleReadsDaily = pgTable(
  'article_reads_daily',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  // (day, article_id, reads) covers the reports' range scans: index-only, no heap visits.
  (t) => [primaryKey({ columns: [t.articleId, t.day] }), index('article_reads_daily_day_cover_idx').on(t.day, t.articleId, t.reads)],
);

// Monthly roll-up (month = first day of the month) for long report periods. Kept equal to the sums
// of article_reads_daily by a trigger on that table (migration 0001_reports_monthly_rollup).
export const articleReadsMonthly = pgTable(
  'article_reads_monthly',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.month] }), index('article_reads_monthly_month_cover_idx').on(t.month, t.articleId, t.reads)],
);

// Weekly roll-up (week = its Monday, ISO weeks) for the whole weeks of a report period outside its
// whole months; the quarterly one below; and the site-wide daily total for the unscoped reads
// figures. All kept equal to the sums of article_reads_daily by a trigger on that table (migrations
// 0002_reports_weekly_site_rollup and 0004_reports_quarterly_rollup).
export const articleReadsWeekly = pgTable(
  'article_reads_weekly',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.week] }), index('article_reads_weekly_week_cover_idx').on(t.week, t.articleId, t.reads)],
);

// Quarterly roll-up (quarter = its first day) for the whole quarters of a long report period.
export const articleReadsQuarterly = pgTable(
  'article_reads_quarterly',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    quarter: date('quarter', { mode: 'string' }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.quarter] }), index('article_reads_quarterly_quarter_cover_idx').on(t.quarter, t.articleId, t.reads)],
);

export const siteReadsDaily = pgTable('site_reads_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  reads: bigint('reads', { mode: 'number' }).notNull().default(0),
});
