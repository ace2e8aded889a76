import 'server-only';
import { revalidateTag } from 'next/cache';
import { env } from '@/lib/env';
import { runInBackground } from '@/lib/jobs/background';
import { logger } from '@/lib/logger';
import { notifyCdnPurge } from './cdn-purge';

/**
 * Expires cache tags at once (not stale-while-revalidate): the next request after a publish,
 * unpublish, edit or settings change renders fresh HTML. Called by lib commands after their
 * transaction commits, so a server action and an API call invalidate alike.
 *
 * Outside a Next request (jest, the CLIs) there is no cache to expire; that is not an error.
 */
export function invalidate(...tags: string[]): void {
  // scripts/page-cache.mjs keeps copies of cached pages in front of Next: a new generation drops them.
  const pages = globalThis as { __vitrinePageGeneration?: number };
  pages.__vitrinePageGeneration = (pages.__vitrinePageGeneration ?? 0) + 1;
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside Next nothing else can be expired either; the CDN below still can.
      if (error instanceof Error && error.message.includes('static generation store missing')) break;
      logger.warn({ err: error, tag }, 'cache tag could not be expired');
    }
  }
  // A CDN in front keeps pages for CDN_S_MAXAGE (scripts/cdn-headers.mjs); a purge webhook, when
  // wired, drops them at once. After the answer: a slow CDN must not hold up a save.
  if (!env().CDN_PURGE_URL) return;
  const expired = [...new Set(tags)];
  runInBackground('cdn-purge', () => notifyCdnPurge(expired));
}
