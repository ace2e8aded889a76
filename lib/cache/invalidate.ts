import 'server-only';
import { revalidateTag } from 'next/cache';
import { logger } from '@/lib/logger';

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
      if (error instanceof Error && error.message.includes('static generation store missing')) return;
      logger.warn({ err: error, tag }, 'cache tag could not be expired');
    }
  }
}
