import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client';
import { navigationSettings } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { defaultNavigation } from './defaults';
import type { Navigation } from './schema';

/** One language's saved row, or undefined when nothing was saved for it. */
export async function navigationRow(db: DbOrTx, locale: Locale) {
  const [row] = await db.select().from(navigationSettings).where(eq(navigationSettings.locale, locale)).limit(1);
  return row;
}

/** A language's header and footer: what was saved for it, else its defaults. */
export async function getNavigation(locale: Locale): Promise<Navigation & { version: number }> {
  const row = await navigationRow(await getDb(), locale);
  return { ...presentNavigation(locale, row), version: navigationVersion(row) };
}

/** The language's version (issue 33 §1): 1 while its defaults are in force, 2 once saved, then raised by each save. */
export function navigationVersion(row: Awaited<ReturnType<typeof navigationRow>>): number {
  return row?.version ?? 1;
}

/** A saved row as the navigation it holds (the defaults where it holds none). */
export function presentNavigation(locale: Locale, row: Awaited<ReturnType<typeof navigationRow>>): Navigation {
  const defaults = defaultNavigation(locale);
  if (!row) return defaults;
  return {
    header: row.header as Navigation['header'],
    footer: row.footer as Navigation['footer'],
    landing: (row.landing as Navigation['landing'] | null) ?? defaults.landing,
  };
}
