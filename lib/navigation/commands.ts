import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { navigationSettings } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { navigationRow, presentNavigation } from './queries';
import type { Navigation, NavigationValues } from './schema';

/**
 * Replaces one language's header menu and footer, and /rc-sistemI's menu when sent (the other
 * languages keep theirs), audited with
 * the navigation before (its defaults when nothing was saved) and after. The header and footer are
 * on every public page: their cache tag is expired.
 */
export async function saveNavigation(actor: Actor, values: NavigationValues): Promise<Navigation & { locale: NavigationValues['locale'] }> {
  if (!actor.grants.includes('layout-settings')) throw errors.accessDenied();
  const { locale, header, footer } = values;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const row = await navigationRow(tx, locale);
    // Left out, /rc-sistemI's menu stays as saved (null: its defaults).
    const landing = values.landing ?? row?.landing ?? null;
    const [after] = await tx
      .insert(navigationSettings)
      .values({ locale, header, footer, landing, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: navigationSettings.locale, set: { header, footer, landing, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` } })
      .returning();
    const navigation = presentNavigation(locale, after);
    await writeAudit(tx, actor, { action: 'navigation.save', entityType: 'navigation', entityId: locale, details: { locale, before: presentNavigation(locale, row), after: navigation } });
    return navigation;
  });
  invalidate(cacheTags.navigation);
  return { locale, ...saved };
}
