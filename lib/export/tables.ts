import 'server-only';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  articleCategories,
  articleReviews,
  articleRevisions,
  articles,
  categories,
  consentSettings,
  faqs,
  files,
  formSettings,
  layoutSettings,
  leadEvents,
  leadNotes,
  leads,
  mediaSettings,
  messageReplies,
  messages,
  navigationSettings,
  pageRevisions,
  pages,
  redirects,
  roles,
  seoSettings,
  userRoles,
  users,
  whatsappSettings,
} from '@/db/schema';

/**
 * What the export holds, table by table, in the order a restore writes them (a row's references are
 * written before it). Each top-level section is an array of rows, ordered by `orderBy` (unique), with
 * the rows of its `children` tables nested under each row; a child row leaves out the column that
 * names its parent. Keys are the tables' SQL column names, so the document reads like the database.
 */
export interface ChildSpec {
  key: string;
  table: PgTable;
  parent: AnyPgColumn;
  orderBy: AnyPgColumn;
}

export interface SectionSpec {
  /** Path of the section in the document: ['articles'] or ['settings', 'seo']. */
  path: readonly string[];
  table: PgTable;
  orderBy: AnyPgColumn;
  /** SQL names of columns never exported (secrets, or what the database computes). */
  omit?: readonly string[];
  children?: readonly ChildSpec[];
  /** Leads and messages: only when personal data is asked for. */
  personal?: boolean;
}

/**
 * Users leave out every secret: the password hash and the two-factor secrets (and with them the
 * "enabled" mark, or a restored user would be asked for a code nobody can produce). API keys,
 * webhooks (their signing secrets), sessions, one-time tokens and recovery codes are not exported
 * at all: they are credentials, to be made again on the new site.
 */
export const USER_SECRET_COLUMNS = ['password_hash', 'totp_pending_secret', 'totp_secret', 'totp_enabled_at', 'totp_last_step'] as const;

export const exportSections: readonly SectionSpec[] = [
  { path: ['roles'], table: roles, orderBy: roles.id },
  {
    path: ['users'],
    table: users,
    orderBy: users.id,
    omit: USER_SECRET_COLUMNS,
    children: [{ key: 'roles', table: userRoles, parent: userRoles.userId, orderBy: userRoles.roleId }],
  },
  { path: ['files'], table: files, orderBy: files.id },
  { path: ['categories'], table: categories, orderBy: categories.id },
  {
    path: ['articles'],
    table: articles,
    orderBy: articles.id,
    children: [
      { key: 'categories', table: articleCategories, parent: articleCategories.articleId, orderBy: articleCategories.categoryId },
      { key: 'revisions', table: articleRevisions, parent: articleRevisions.articleId, orderBy: articleRevisions.id },
      { key: 'reviews', table: articleReviews, parent: articleReviews.articleId, orderBy: articleReviews.id },
    ],
  },
  {
    path: ['pages'],
    table: pages,
    orderBy: pages.id,
    children: [{ key: 'revisions', table: pageRevisions, parent: pageRevisions.pageId, orderBy: pageRevisions.id }],
  },
  { path: ['faqs'], table: faqs, orderBy: faqs.id },
  { path: ['navigation'], table: navigationSettings, orderBy: navigationSettings.locale },
  { path: ['settings', 'seo'], table: seoSettings, orderBy: seoSettings.id },
  { path: ['settings', 'layout'], table: layoutSettings, orderBy: layoutSettings.id },
  { path: ['settings', 'whatsapp'], table: whatsappSettings, orderBy: whatsappSettings.id },
  { path: ['settings', 'consent'], table: consentSettings, orderBy: consentSettings.id },
  { path: ['settings', 'media'], table: mediaSettings, orderBy: mediaSettings.id },
  { path: ['settings', 'forms'], table: formSettings, orderBy: formSettings.id },
  { path: ['redirects'], table: redirects, orderBy: redirects.id },
  {
    path: ['leads'],
    table: leads,
    orderBy: leads.id,
    personal: true,
    children: [
      { key: 'notes', table: leadNotes, parent: leadNotes.leadId, orderBy: leadNotes.id },
      { key: 'events', table: leadEvents, parent: leadEvents.leadId, orderBy: leadEvents.id },
    ],
  },
  {
    path: ['messages'],
    table: messages,
    orderBy: messages.id,
    personal: true,
    children: [{ key: 'replies', table: messageReplies, parent: messageReplies.messageId, orderBy: messageReplies.id }],
  },
];

export interface ExportColumn {
  /** The Drizzle property (what select/insert use). */
  prop: string;
  /** The SQL name (the document's key). */
  name: string;
  column: AnyPgColumn;
}

/** The columns of a table the document carries: all but the omitted, the generated ones and (for a child) its parent's. */
export function exportedColumns(table: PgTable, omit: readonly string[] = []): ExportColumn[] {
  return Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)
    .filter(([, column]) => !omit.includes(column.name) && column.generated === undefined)
    .map(([prop, column]) => ({ prop, name: column.name, column }));
}

export const tableName = (table: PgTable): string => getTableName(table);
