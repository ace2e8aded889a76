import 'server-only';
import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articles, importItems, imports, pages, users } from '@/db/schema';
import { articlePath } from '@/lib/blog/paths';
import { pagePath } from '@/lib/pages/present';
import type { Actor } from '@/lib/core/actor';
import { errors } from '@/lib/core/errors';
import { listPage, type ListPage } from '@/lib/core/list-page';
import { parseRecordId } from '@/lib/core/record-id';
import { importAuthors, type ImportAuthorView } from './authors';
import { presentImport, presentItem, type ImportItemView, type ImportRow, type ImportView } from './present';
import type { ImportListQuery } from './schema';

/** Imports are an administrator's work: they create users and write every kind of content. */
export function assertImporter(actor: Pick<Actor, 'grants'>): void {
  if (!actor.grants.includes('roles')) throw errors.accessDenied();
}

/** The import an `{id}` segment names, or 404 (a malformed or out-of-range id names none). */
export function importIdOf(segment: string | number): number {
  const id = parseRecordId(segment);
  if (id === null) throw errors.notFound();
  return id;
}

/** Report lines returned with an import (a 5,000-post file's report is read a page at a time on the screen). */
const ITEMS_SHOWN = 1000;

export type ImportReport = ImportView & { items: (ImportItemView & { target_url: string | null })[]; items_total: number; authors: ImportAuthorView[] };

/** The public address of each imported article and page (null for the others, and for those trashed since). */
async function targetUrls(items: ImportItemView[]): Promise<Map<string, string>> {
  const ids = (kind: string) => [...new Set(items.filter((i) => i.target_kind === kind && i.target_id !== null).map((i) => i.target_id as number))];
  const db = await getDb();
  const urls = new Map<string, string>();
  const articleIds = ids('article');
  if (articleIds.length > 0) {
    const rows = await db.select({ id: articles.id, uniqueKey: articles.uniqueKey, deletedAt: articles.deletedAt }).from(articles).where(inArray(articles.id, articleIds));
    for (const r of rows) if (!r.deletedAt) urls.set(`article:${r.id}`, articlePath(r));
  }
  const pageIds = ids('page');
  if (pageIds.length > 0) {
    const rows = await db.select({ id: pages.id, uniqueKey: pages.uniqueKey, locale: pages.locale, isHome: pages.isHome, deletedAt: pages.deletedAt }).from(pages).where(inArray(pages.id, pageIds));
    for (const r of rows) if (!r.deletedAt) urls.set(`page:${r.id}`, pagePath(r));
  }
  return urls;
}

/**
 * An import with its report: progress, counts, warnings, the first ITEMS_SHOWN item lines and the
 * file's authors (none of either with `items: false`: a screen polling a running import needs its
 * progress only).
 */
export async function getImport(actor: Pick<Actor, 'grants'>, idParam: string | number, { items: withItems = true }: { items?: boolean } = {}): Promise<ImportReport> {
  assertImporter(actor);
  const id = importIdOf(idParam);
  const db = await getDb();
  const [row] = await db.select().from(imports).where(eq(imports.id, id)).limit(1);
  if (!row) throw errors.notFound();
  const items = withItems ? await db.select().from(importItems).where(eq(importItems.importId, id)).orderBy(asc(importItems.id)).limit(ITEMS_SHOWN) : [];
  const total = withItems && items.length < ITEMS_SHOWN ? items.length : await db.$count(importItems, eq(importItems.importId, id));
  const views = items.map(presentItem);
  const urls = await targetUrls(views);
  const authors = withItems ? await importAuthors(row) : [];
  return { ...presentImport(row), items: views.map((i) => ({ ...i, target_url: urls.get(`${i.target_kind}:${i.target_id}`) ?? null })), items_total: total, authors };
}

/** Past imports, newest first. */
export async function listImports(actor: Pick<Actor, 'grants'>, query: ImportListQuery): Promise<ListPage<ImportView>> {
  assertImporter(actor);
  const db = await getDb();
  return listPage<ImportRow, ImportView>(db, { table: imports, columns: getTableColumns(imports), where: undefined, orderBy: [desc(imports.createdAt), desc(imports.id)], query }, (rows) => rows.map((r) => presentImport(r)));
}

/** Most users the author select lists (a larger staff is rare; the API's author_map takes any id). */
const CHOICES_MAX = 500;

/** The active users an author can be mapped to on the report, by name; plus the report's matches (inactive ones too). */
export async function listAuthorChoices(actor: Pick<Actor, 'grants'>, matches: readonly number[]): Promise<{ id: number; name: string; email: string }[]> {
  assertImporter(actor);
  const db = await getDb();
  const active = await db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(eq(users.status, 'active')).orderBy(asc(users.fullName), asc(users.id)).limit(CHOICES_MAX);
  const missing = matches.filter((id) => !active.some((u) => u.id === id));
  const extra = missing.length ? await db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(inArray(users.id, missing)) : [];
  return [...active, ...extra];
}
