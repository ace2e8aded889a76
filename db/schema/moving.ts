import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt, version } from './columns';
import { users } from './users';

// Issue 34: moving in (imports), moving out (exports) and the old addresses that come with it
// (redirects and the 404 report).

export const redirectStatusCodes = [301, 302] as const;
export type RedirectStatusCode = (typeof redirectStatusCodes)[number];

export const redirectOrigins = ['manual', 'csv', 'import'] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];

/**
 * An old address sent elsewhere (lib/redirects). `from_path` is a path without host, query or trailing
 * slash ("/2013/01/11/post", or "/old/*" with `is_prefix` for everything under "/old/"); `to_target`
 * is a path on this site or an absolute http(s) URL. Served before the not-found page, from a cached
 * copy of the whole table (no query per request).
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key')
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID()),
    fromPath: text('from_path').notNull(),
    isPrefix: boolean('is_prefix').notNull().default(false),
    toTarget: text('to_target').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    origin: text('origin').$type<RedirectOrigin>().notNull().default('manual'),
    // The import that created it (its undo removes it); null for the others.
    importId: integer('import_id'),
    // Counted in batches by the serving instances (not one write per request).
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    version: version(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('redirects_from_unique').on(t.fromPath),
    index('redirects_import_idx').on(t.importId),
    oneOf('redirects_origin_check', t.origin, redirectOrigins),
    oneOf('redirects_status_code_check', t.statusCode, redirectStatusCodes.map(String)),
  ],
);

export const notFoundKinds = ['page', 'bot', 'probe'] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

/**
 * The 404 report: one row per not-found path, counted in batches (each instance adds its counts every
 * few seconds), purged 90 days after it was last seen. `kind` groups crawlers and obvious probes
 * (/wp-login.php, /.env) apart from the paths people follow.
 */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(0),
    kind: text('kind').$type<NotFoundKind>().notNull().default('page'),
    referrerHost: text('referrer_host'),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('not_found_paths_hits_idx').on(t.kind, t.hits), index('not_found_paths_last_seen_idx').on(t.lastSeen), oneOf('not_found_paths_kind_check', t.kind, notFoundKinds)],
);

export const importSources = ['wordpress', 'ghost', 'vitrine'] as const;
export type ImportSource = (typeof importSources)[number];

export const importStatuses = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * One import (lib/import): the uploaded file is kept in storage under `file_key` (and the images zip
 * under `media_key`) until the job has run. Progress (`processed` of `total`) and the report (counts,
 * warnings) are written by the job as it goes, so a reloaded page finds them.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key')
      .notNull()
      .unique()
      .$defaultFn(() => crypto.randomUUID()),
    source: text('source').$type<ImportSource>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(true),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key'),
    mediaKey: text('media_key'),
    // What the person chose: tags → categories or dropped, authors mapped to users, …
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    warnings: jsonb('warnings').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('imports_status_idx').on(t.status, t.createdAt), oneOf('imports_source_check', t.source, importSources), oneOf('imports_status_check', t.status, importStatuses)],
);

export const importItemActions = ['created', 'updated', 'skipped', 'failed'] as const;
export type ImportItemAction = (typeof importItemActions)[number];

/** One line of an import's report: what happened (or, in a dry run, would happen) to one source item. */
export const importItems = pgTable(
  'import_items',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title'),
    action: text('action').$type<ImportItemAction>().notNull(),
    targetKind: text('target_kind'),
    targetId: integer('target_id'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('import_items_import_idx').on(t.importId, t.id), oneOf('import_items_action_check', t.action, importItemActions)],
);

/**
 * Which record an item of a source became, so that importing the same file again creates nothing
 * new and a changed item updates its record (`checksum` of the source item). `site` tells two
 * WordPress sites apart (their base URL). `created_by_import` is the import that created the record:
 * undoing that import trashes or deletes it.
 */
export const importRecords = pgTable(
  'import_records',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<ImportSource>().notNull(),
    site: text('site').notNull().default(''),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    checksum: text('checksum'),
    createdByImport: integer('created_by_import').references(() => imports.id, { onDelete: 'set null' }),
    lastImport: integer('last_import').references(() => imports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('import_records_source_unique').on(t.source, t.site, t.sourceKind, t.sourceId),
    index('import_records_target_idx').on(t.targetKind, t.targetId),
    index('import_records_created_by_idx').on(t.createdByImport),
    oneOf('import_records_source_check', t.source, importSources),
  ],
);
