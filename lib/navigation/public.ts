import 'server-only';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import type { Locale } from '@/i18n/routing';
import { logger } from '@/lib/logger';
import { defaultNavigation } from './defaults';
import { getNavigation } from './queries';
import type { Navigation } from './schema';

const navigationRead = cached(getNavigation, 'settings:navigation', { tags: [cacheTags.navigation] });

/**
 * The header and footer of a language for the public pages, cached under their tag (saving expires
 * it); its defaults when nothing was saved or it cannot be read (a failure never breaks a page).
 */
export async function publicNavigation(locale: Locale): Promise<Navigation> {
  try {
    return await navigationRead(locale);
  } catch (error) {
    logger.warn({ err: error, setting: 'navigation' }, 'could not read the navigation setting; using the default');
    return defaultNavigation(locale);
  }
}
