import 'server-only';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { getDbHandle, rowsOf, type Db, type DbHandle } from '@/db/client';
import { articles, pages } from '@/db/schema';
import { articlePublicTags } from '@/lib/articles/commands';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { withJobLock, type LockedRun } from './lock';
import { readJobCursor, writeJobCursor } from './state';

/**
 * Scheduled publishing: an article published with a future published_at is hidden by the public
 * queries until that time (lib/blog/live.ts), but the cached pages, lists, feeds and sitemap rendered
 * before it do not know; this job expires their tags (the ones publishing expires:
 * articlePublicTags) once the time has come. Pages built from blocks (lib/pages) are scheduled the
 * same way: a page due in the window expires the `pages` tag. Run every 15 seconds by the server (lib/jobs/scheduler.ts)
 * on one instance at a time; the tags are expired on every instance by invalidate().
 *
 * job_state keeps the time up to which due articles have been expired, so a skipped run, a crash or a
 * server down for a day loses nothing: the next run takes every article due since. The cursor moves
 * only after the expiry succeeded, under the same lock; a crash between the two repeats that one
 * expiry (harmless: a page renders once more), never skips it. There is no cron command: only the
 * server holds the cache that must be expired.
 */
export const PUBLISH_JOB = 'publish-scheduled';

/**
 * How far back the very first run looks (no cursor yet): cached reads are refreshed within an hour
 * anyway (lib/cache/cached.ts), so an article due earlier already shows.
 */
export const FIRST_RUN_LOOKBACK_MS = 60 * 60_000;

export type ExpireTags = (...tags: string[]) => unknown;

export interface PublishScheduledResult {
  /** The window (from, to] whose due articles were expired. */
  from: Date;
  to: Date;
  articleIds: number[];
  pageIds: number[];
}

export interface PublishScheduledOptions {
  /** End of the window; by default the database's clock, the one the public queries compare with. */
  now?: Date;
  handle?: DbHandle;
  /** Expires cache tags (tests observe it); invalidate() by default. */
  expire?: ExpireTags;
}

async function databaseNow(db: Db): Promise<Date> {
  // Whole milliseconds, rounded down: an article due in the dropped fraction falls in the next window.
  const [row] = rowsOf<{ ms: number | string }>(await db.execute(sql`select floor(extract(epoch from now()) * 1000)::float8 as ms`));
  return new Date(Number(row.ms));
}

export async function expireScheduledArticles(options: PublishScheduledOptions = {}): Promise<PublishScheduledResult> {
  const { db } = options.handle ?? (await getDbHandle());
  const to = options.now ?? (await databaseNow(db));
  const cursor = await readJobCursor(db, PUBLISH_JOB);
  const from = cursor ?? new Date(to.getTime() - FIRST_RUN_LOOKBACK_MS);
  // A clock that went back: keep the cursor where it is, the window opens again once time catches up.
  if (to <= from) return { from, to: from, articleIds: [], pageIds: [] };
  const due = await db
    .select({ id: articles.id, authorId: articles.authorId })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gt(articles.publishedAt, from), lte(articles.publishedAt, to)))
    .orderBy(asc(articles.publishedAt), asc(articles.id));
  const duePages = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.status, 'published'), gt(pages.publishedAt, from), lte(pages.publishedAt, to)))
    .orderBy(asc(pages.publishedAt), asc(pages.id));
  const tags = [...new Set(due.flatMap((a) => articlePublicTags(a.id, a.authorId)))];
  if (duePages.length > 0) tags.push(cacheTags.pages);
  if (tags.length > 0) await (options.expire ?? invalidate)(...tags);
  await writeJobCursor(db, PUBLISH_JOB, to);
  return { from, to, articleIds: due.map((a) => a.id), pageIds: duePages.map((p) => p.id) };
}

/** The job under its lock: `{ ran: false }` when another instance is running it. */
export function runPublishScheduledJob(options: PublishScheduledOptions = {}): Promise<LockedRun<PublishScheduledResult>> {
  return withJobLock(PUBLISH_JOB, () => expireScheduledArticles(options), options.handle);
}
