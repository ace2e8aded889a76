import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { articles, users } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { isLive } from '@/lib/blog/live';
import { userNameColumns } from './columns';
import { presentNames } from './present';
import { userKeySchema } from './schema';

/**
 * A user as the public API shows them (GET /api/user/user/recent-updated-users/{count} and
 * /data-user-router-public/{unique_key}/{id}). Built from an explicit column list: no email, phone, CPF,
 * status, role or anything else private can reach it.
 */
export interface PublicUser {
  id: number;
  uniqueKey: string;
  name: string;
  lastName: string;
  fullName: string;
  photo: string | null;
  biography: string | null;
  position: string | null;
  updatedAt: string;
  /** Live (published, publication time reached) articles they wrote. */
  articleCount: number;
}

export const RECENT_AUTHORS_MAX = 50;

/** The public answers hold nothing private: a browser or CDN may keep them a minute. */
export const PUBLIC_USERS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

async function selectPublicUsers(where: SQL | undefined, limit: number, options: { authorsOnly: boolean }): Promise<PublicUser[]> {
  const db = await getDb();
  // A builder (not a raw template) so that its columns stay table-qualified inside the select list.
  const liveCount = sql<number>`(${db.select({ n: count() }).from(articles).where(and(eq(articles.authorId, users.id), isLive()))})`;
  const rows = await db
    .select({
      ...userNameColumns,
      photo: users.photo,
      biography: users.biography,
      position: users.position,
      updatedAt: users.updatedAt,
      articleCount: liveCount,
    })
    .from(users)
    .where(options.authorsOnly ? and(where, sql`${liveCount} > 0`) : where)
    .orderBy(desc(users.updatedAt), desc(users.id))
    .limit(limit);
  return rows.map((r) => ({
    ...presentNames(r),
    photo: r.photo,
    biography: r.biography?.trim() || null,
    position: r.position,
    updatedAt: r.updatedAt.toISOString(),
    articleCount: Number(r.articleCount),
  }));
}

/** `count` of the route: a whole number (else 400 Bad request), clamped to 1..50. */
export function parseAuthorCount(count: string): number {
  if (!/^-?\d{1,9}$/.test(count.trim())) throw errors.badRequest();
  return Math.min(RECENT_AUTHORS_MAX, Math.max(1, Number(count)));
}

/** The `count` most recently updated active users with at least one live article (authors), newest first. */
export async function recentUpdatedAuthors(count: string): Promise<PublicUser[]> {
  const limit = parseAuthorCount(count);
  return selectPublicUsers(eq(users.status, 'active'), limit, { authorsOnly: true });
}

/**
 * An active user's public fields by unique_key and id (both must match), else 404 "User not found".
 * Unlike the /profile page it does not ask for a live article: the unique_key is an unguessable UUID,
 * so only someone who was given it can ask.
 */
export async function publicUserProfile(uniqueKey: string, id: string | number): Promise<PublicUser> {
  const key = userKeySchema.safeParse({ id, uniqueKey });
  if (!key.success) throw errors.userNotFound();
  const [user] = await selectPublicUsers(and(eq(users.id, key.data.id), eq(users.uniqueKey, key.data.uniqueKey), eq(users.status, 'active')), 1, {
    authorsOnly: false,
  });
  if (!user) throw errors.userNotFound();
  return user;
}
