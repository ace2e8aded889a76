import 'server-only';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notFoundPaths, redirects } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { matchesKey, type RecordKey } from '@/lib/core/command';
import type { Actor } from '@/lib/core/actor';
import type { NotFoundView, RedirectView } from './present';
import type { NotFoundListQuery, RedirectListQuery } from './schema';

// The back office's and the API's reads. Redirects and the 404 report are SEO work: grant `seo`.

export function assertRedirectManager(viewer: Pick<Actor, 'grants'>) {
  if (!viewer.grants.includes('seo')) throw errors.accessDenied();
}

export const redirectColumns = {
  id: redirects.id,
  uniqueKey: redirects.uniqueKey,
  from: redirects.fromPath,
  isPrefix: redirects.isPrefix,
  to: redirects.toTarget,
  statusCode: redirects.statusCode,
  origin: redirects.origin,
  importId: redirects.importId,
  hits: redirects.hits,
  lastHitAt: redirects.lastHitAt,
  createdAt: redirects.createdAt,
  updatedAt: redirects.updatedAt,
  version: redirects.version,
};

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The redirects, newest first, one page (the screen's list and the API's). */
export async function listRedirects(viewer: Pick<Actor, 'grants'>, query: RedirectListQuery): Promise<Page<RedirectView>> {
  assertRedirectManager(viewer);
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(or(ilike(redirects.fromPath, likeEscaped(query.search)), ilike(redirects.toTarget, likeEscaped(query.search))));
  if (query.origin) conditions.push(eq(redirects.origin, query.origin));
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(redirects).where(where);
  const items = await db
    .select(redirectColumns)
    .from(redirects)
    .where(where)
    .orderBy(desc(redirects.createdAt), desc(redirects.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: Number(n), page: query.page, limit: query.limit };
}

export async function getRedirect(viewer: Pick<Actor, 'grants'>, key: RecordKey): Promise<RedirectView> {
  assertRedirectManager(viewer);
  const db = await getDb();
  const [row] = await db.select(redirectColumns).from(redirects).where(matchesKey(redirects, key)).limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** Every redirect, by from-path, for the CSV export. */
export async function allRedirects(viewer: Pick<Actor, 'grants'>): Promise<{ fromPath: string; toTarget: string; statusCode: number }[]> {
  assertRedirectManager(viewer);
  const db = await getDb();
  return db.select({ fromPath: redirects.fromPath, toTarget: redirects.toTarget, statusCode: redirects.statusCode }).from(redirects).orderBy(asc(redirects.fromPath));
}

/** The 404 report: the most hit not-found paths of a kind (or of all), one page. */
export async function listNotFound(viewer: Pick<Actor, 'grants'>, query: NotFoundListQuery): Promise<Page<NotFoundView>> {
  assertRedirectManager(viewer);
  const db = await getDb();
  const where = query.kind === 'all' ? undefined : eq(notFoundPaths.kind, query.kind);
  const [{ n }] = await db.select({ n: count() }).from(notFoundPaths).where(where);
  const items = await db
    .select({
      path: notFoundPaths.path,
      hits: notFoundPaths.hits,
      kind: notFoundPaths.kind,
      firstSeen: notFoundPaths.firstSeen,
      lastSeen: notFoundPaths.lastSeen,
      referrerHost: notFoundPaths.referrerHost,
    })
    .from(notFoundPaths)
    .where(where)
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeen), asc(notFoundPaths.path))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items, total: Number(n), page: query.page, limit: query.limit };
}
