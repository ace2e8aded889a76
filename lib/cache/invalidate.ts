import 'server-only';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { runInBackground } from '@/lib/jobs/background';
import { logger } from '@/lib/logger';
import { dropPageCopies, expireTags } from '@/server/cache-invalidation.mjs';
import { notifyCdnPurge } from './cdn-purge';
import { rerenderExpired } from './rerender';

/**
 * Expires cache tags at once (not stale-while-revalidate): the next request after a publish,
 * unpublish, edit or settings change renders fresh HTML, on every instance (with REDIS_URL the
 * cache handler shares the expiry through Redis). Called by lib commands after their transaction
 * commits, so a server action and an API call invalidate alike.
 *
 * Outside a request (a scheduled job in the server) there is no request to carry the expiry: it goes
 * to the cache handler through server/cache-invalidation.mjs, and the promise settles once it has
 * (a job awaits it before it records its work as done). In jest and the CLIs there is no cache; that
 * is not an error. Never rejects: callers inside a request need not await it.
 */
export async function invalidate(...tags: string[]): Promise<void> {
  const expired = [...new Set(tags)];
  // The production server keeps copies of cached pages in front of Next (server/page-cache.mjs).
  dropPageCopies();
  let outsideRequest = false;
  for (const tag of expired) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes('static generation store missing')) {
        outsideRequest = true;
        break;
      }
      logger.warn({ err: error, tag }, 'cache tag could not be expired');
    }
  }
  if (outsideRequest) {
    // Never throws for an unreachable Redis (the expiry is kept and written when it is back).
    await expireTags(expired).catch((error: unknown) => logger.warn({ err: error, tags: expired }, 'cache tags could not be expired'));
  }
  // Now expired here (and announced through Redis): the production server renders the touched pages
  // again in the background, after this request's answer, so the next visitor finds them cached.
  rerenderExpired(expired);
  // A CDN in front keeps pages for CDN_S_MAXAGE (server/cdn-headers.mjs); a purge webhook, when
  // wired, drops them at once. After the answer: a slow CDN must not hold up a save.
  if (!env().CDN_PURGE_URL) return;
  runInBackground('cdn-purge', () => notifyCdnPurge(expired));
}
