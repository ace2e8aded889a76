import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type DbOrTx } from '@/db/client';
import { pageRevisions, pages, users } from '@/db/schema';
import { locales } from '@/i18n/routing';
import type { CurrentUser } from '@/lib/auth/current-user';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { likePattern } from '@/lib/core/like-pattern';
import { person, type Person } from '@/lib/core/version-text';
import { presentPage, type PageRow, type PageTranslationView, type PageView } from './present';
import type { PageListQuery } from './schema';

// The back office's and the API's reads of pages (grant `pages`).

type Viewer = Pick<CurrentUser, 'id' | 'grants'>;

/** No page with this id and slug (or the pair names none): 404 "Page not found.". */
export const pageNotFound = () => new AppError('Pages.errors.notFound', 404);

/** Managing pages needs the `pages` grant (403 otherwise). */
export function assertPagesAccess(viewer: Pick<CurrentUser, 'grants'>): void {
  if (!viewer.grants.includes('pages')) throw errors.accessDenied();
}

export const pageColumns = {
  id: pages.id,
  uniqueKey: pages.uniqueKey,
  locale: pages.locale,
  translationGroup: pages.translationGroup,
  title: pages.title,
  seoTitle: pages.seoTitle,
  seoDescription: pages.seoDescription,
  image: pages.image,
  status: pages.status,
  publishedAt: pages.publishedAt,
  isHome: pages.isHome,
  blocks: pages.blocks,
  authorId: pages.authorId,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  version: pages.version,
};

/** The site's language order (pt-BR, en, es, fr, ht), for stable translation lists. */
const languageRank = (locale: string) => {
  const i = (locales as readonly string[]).indexOf(locale);
  return i === -1 ? locales.length : i;
};

/** Authors and translations of the given page rows, presented. */
export async function presentPages(db: DbOrTx, rows: PageRow[]): Promise<PageView[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))];
  const authors = authorIds.length ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, authorIds)) : [];
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const groups = [...new Set(rows.map((r) => r.translationGroup).filter((g): g is number => g !== null))];
  const members = groups.length
    ? await db
        .select({ id: pages.id, uniqueKey: pages.uniqueKey, locale: pages.locale, title: pages.title, status: pages.status, group: pages.translationGroup })
        .from(pages)
        .where(and(inArray(pages.translationGroup, groups), isNull(pages.deletedAt)))
        .orderBy(asc(pages.id))
    : [];
  members.sort((a, b) => languageRank(a.locale) - languageRank(b.locale) || a.id - b.id);
  const now = new Date();
  return rows.map((r) => {
    const translations: PageTranslationView[] =
      r.translationGroup === null
        ? []
        : members.filter((m) => m.group === r.translationGroup && m.id !== r.id).map(({ id, uniqueKey, locale, title, status }) => ({ id, uniqueKey, locale, title, status }));
    return presentPage(r, r.authorId === null ? null : (authorById.get(r.authorId) ?? null), translations, now);
  });
}

/** The page with this id, presented (inside a command's transaction or not). */
export async function readPage(db: DbOrTx, id: number): Promise<PageView> {
  const [row] = await db.select(pageColumns).from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) throw pageNotFound();
  return (await presentPages(db, [row]))[0];
}

/** One page addressed by id + unique_key (its slug): both must match, 404 otherwise. */
export async function getPage(viewer: Viewer, key: RecordKey): Promise<PageView> {
  assertPagesAccess(viewer);
  const db = await getDb();
  const [row] = await db.select(pageColumns).from(pages).where(and(matchesKey(pages, key, pageNotFound), isNull(pages.deletedAt))).limit(1);
  if (!row) throw pageNotFound();
  return (await presentPages(db, [row]))[0];
}

export interface PageList {
  items: PageView[];
  total: number;
  page: number;
  limit: number;
}

/** The back office's list: filters by language and status, title or slug search, newest change first. */
export async function listPages(viewer: Viewer, query: PageListQuery): Promise<PageList> {
  assertPagesAccess(viewer);
  const db = await getDb();
  // A trashed page (issue 33 §4) is listed by the trash alone.
  const conditions: (SQL | undefined)[] = [isNull(pages.deletedAt)];
  if (query.locale) conditions.push(eq(pages.locale, query.locale));
  if (query.status) conditions.push(eq(pages.status, query.status));
  if (query.search) conditions.push(or(ilike(pages.title, likePattern(query.search)), ilike(pages.uniqueKey, likePattern(query.search))));
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(pages).where(where);
  const rows = await db
    .select(pageColumns)
    .from(pages)
    .where(where)
    .orderBy(desc(pages.updatedAt), desc(pages.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: await presentPages(db, rows), total: Number(n), page: query.page, limit: query.limit };
}

/** A stored version of a page, as the editor's revisions panel lists it. */
export interface PageRevisionView {
  id: number;
  title: string;
  createdAt: string;
  /** Who saved that version, or null when that user is gone. */
  author: Person;
  /** Who stored it (issue 33 §3; for a page, the one who saved that version), null when unknown or gone. */
  savedBy: Person;
  /** Why it was stored when not by a plain save ('overwrote'), else null. */
  note: string | null;
  /** The page's version this revision holds (null for revisions stored before versions existed). */
  version: number | null;
}

/** Who saved a page revision (a second join on users, beside its author). */
export const pageSavers = alias(users, 'page_revision_saver');

/** A revision's columns with who wrote it (join users) and who saved it (join pageSavers): the list's and the revision reader's. */
export const pageRevisionColumns = {
  id: pageRevisions.id,
  title: pageRevisions.title,
  createdAt: pageRevisions.createdAt,
  authorId: pageRevisions.authorId,
  authorName: users.fullName,
  savedById: pageRevisions.savedBy,
  savedByName: pageSavers.fullName,
  note: pageRevisions.note,
  version: pageRevisions.version,
};

/** The revisions of a page addressed by id + unique_key, newest first (the last 50 are kept). */
export async function listPageRevisions(viewer: Viewer, key: RecordKey): Promise<PageRevisionView[]> {
  assertPagesAccess(viewer);
  const db = await getDb();
  const [page] = await db.select({ id: pages.id }).from(pages).where(and(matchesKey(pages, key, pageNotFound), isNull(pages.deletedAt))).limit(1);
  if (!page) throw pageNotFound();
  const rows = await db
    .select(pageRevisionColumns)
    .from(pageRevisions)
    .leftJoin(users, eq(users.id, pageRevisions.authorId))
    .leftJoin(pageSavers, eq(pageSavers.id, pageRevisions.savedBy))
    .where(eq(pageRevisions.pageId, page.id))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    createdAt: r.createdAt.toISOString(),
    author: person(r.authorId, r.authorName),
    savedBy: person(r.savedById, r.savedByName),
    note: r.note,
    version: r.version,
  }));
}
