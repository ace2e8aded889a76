import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { articles } from '@/db/schema';

/**
 * The one rule of the public site: an article is live when it is published and its publication
 * time has come (a future published_at is "scheduled"; no job flips its status: when the time comes,
 * lib/jobs/publish.ts expires the cached pages that were rendered without it).
 */
export function isLive(): SQL {
  return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`))!;
}
