import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { navigationSettings } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { defaultNavigation } from './defaults';
import type { Navigation, NavigationFooter, NavigationHeaderItem } from './schema';

/** One language's saved row, or undefined when nothing was saved for it. */
export async function navigationRow(db: DbOrTx, locale: Locale) {
  const [row] = await db.select().from(navigationSettings).where(eq(navigationSettings.locale, locale)).limit(1);
  return row;
}

/** A language's header and footer: what was saved for it, else its defaults. */
export async function getNavigation(locale: Locale): Promise<Navigation> {
  const row = await navigationRow(await getDb(), locale);
  if (!row) return defaultNavigation(locale);
  return { header: row.header as NavigationHeaderItem[], footer: row.footer as NavigationFooter };
}
