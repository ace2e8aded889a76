import 'server-only';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { defaultLocale } from '@/i18n/routing';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import type { Actor } from '@/lib/core/actor';
import { presentMedia, type MediaDetail, type MediaListItem, type MediaRow } from './present';
import type { MediaListQuery } from './schema';
import { usageCounts } from './usage-counts';
import { usagesOf } from './used-in';

/** The library (list, detail, describe, replace) needs the `media` grant. */
export function assertMediaUser(viewer: Pick<Actor, 'grants'>) {
  if (!viewer.grants.includes('media')) throw errors.accessDenied();
}

export const mediaColumns = {
  id: files.id,
  uniqueKey: files.uniqueKey,
  storageKey: files.storageKey,
  originalName: files.originalName,
  mimeType: files.mimeType,
  size: files.size,
  width: files.width,
  height: files.height,
  alt: files.alt,
  caption: files.caption,
  focalX: files.focalX,
  focalY: files.focalY,
  decorative: files.decorative,
  inLibrary: files.inLibrary,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
};

export interface MediaList {
  items: MediaListItem[];
  total: number;
  page: number;
  limit: number;
}

/** `uses(key, n)`: how many owners use each referenced file (the alias the list's filters name). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** No alt text in the site's default language, and not decorative. */
export const missingAlt = (): SQL => sql`(not ${files.decorative} and coalesce(btrim(${files.alt} ->> ${defaultLocale}), '') = '')`;

/**
 * One page of the library, newest first, with each file's number of uses (lib/media/usage-counts.ts:
 * one pass over the reference columns, kept while those tables are unchanged). Search looks in the file name, the caption and the alt text of every
 * language (the JSON's text, so a key name such as "pt" matches nothing useful but harms nothing).
 */
export async function listMedia(viewer: Pick<Actor, 'grants'>, query: MediaListQuery): Promise<MediaList> {
  assertMediaUser(viewer);
  const db = await getDb();
  // A trashed file (issue 33 §4) is listed by the trash alone.
  const conditions: SQL[] = [isNull(files.deletedAt)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(files.originalName, pattern), sql`${files.caption}::text ilike ${pattern}`, sql`${files.alt}::text ilike ${pattern}`) as SQL);
  }
  if (query.missing_alt) conditions.push(missingAlt());
  if (query.type) conditions.push(eq(files.mimeType, `image/${query.type}`));
  if (query.unique_key) conditions.push(eq(files.uniqueKey, query.unique_key));
  const uses = await usageCounts(db);
  // One text parameter, not one per used file (thousands of parameters cost more to send than to run).
  if (query.unused && uses.size > 0) conditions.push(sql`not (${files.uniqueKey} = any(string_to_array(${[...uses.keys()].join(',')}, ',')))`);
  const where = and(...conditions);
  const page = () =>
    db
      .select(mediaColumns)
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (query.search) {
    // A search reads every row's text anyway, and matches few: one pass, counted by a window.
    const found = await db
      .select({ ...mediaColumns, total: sql<number>`count(*) over ()` })
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    rows = found.map(({ total: _total, ...row }) => row);
    // A page past the end has no row to carry the total.
    total = found.length > 0 ? Number(found[0].total) : query.page === 1 ? 0 : await countMedia(where);
  } else {
    // Otherwise the page and the total as two queries: a window count would build every row, wide
    // columns included, only to count them.
    [rows, total] = await Promise.all([page(), countMedia(where)]);
  }
  return {
    items: rows.map((row) => ({ ...presentMedia(row as MediaRow), uses: uses.get(row.uniqueKey) ?? 0 })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

async function countMedia(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(where);
  return Number(n);
}

/** One file by id + unique_key with where it is used, or 404. */
export async function getMedia(viewer: Pick<Actor, 'grants'>, key: RecordKey): Promise<MediaDetail> {
  assertMediaUser(viewer);
  const db = await getDb();
  const [row] = await db.select(mediaColumns).from(files).where(and(matchesKey(files, key), isNull(files.deletedAt))).limit(1);
  if (!row) throw errors.notFound();
  return { ...presentMedia(row), usedIn: await usagesOf(db, row.uniqueKey) };
}
