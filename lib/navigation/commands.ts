import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { navigationSettings } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { defaultNavigation } from './defaults';
import { navigationRow } from './queries';
import type { Navigation, NavigationValues } from './schema';

/**
 * Replaces one language's header menu and footer (the other languages keep theirs), audited with
 * the navigation before (its defaults when nothing was saved) and after. The header and footer are
 * on every public page: their cache tag is expired.
 */
export async function saveNavigation(actor: Actor, values: NavigationValues): Promise<Navigation & { locale: NavigationValues['locale'] }> {
  if (!actor.grants.includes('layout-settings')) throw errors.accessDenied();
  const { locale, header, footer } = values;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await navigationRow(tx, locale);
    await tx
      .insert(navigationSettings)
      .values({ locale, header, footer, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: navigationSettings.locale, set: { header, footer, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` } });
    await writeAudit(tx, actor, {
      action: 'navigation.save',
      entityType: 'navigation',
      entityId: locale,
      details: { locale, before: before ? { header: before.header, footer: before.footer } : defaultNavigation(locale), after: { header, footer } },
    });
  });
  invalidate(cacheTags.navigation);
  return { locale, header, footer };
}
