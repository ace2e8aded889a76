import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { navigationSettings } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { assertFreshVersion } from '@/lib/core/version-check';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { navigationRow, navigationVersion, presentNavigation } from './queries';
import type { Navigation, NavigationValues } from './schema';

/**
 * Replaces one language's header menu and footer, and /rc-sistemI's menu when sent (the other
 * languages keep theirs), audited with
 * the navigation before (its defaults when nothing was saved) and after. The header and footer are
 * on every public page: their cache tag is expired.
 */
export async function saveNavigation(actor: Actor, values: NavigationValues): Promise<Navigation & { locale: NavigationValues['locale']; version: number }> {
  if (!actor.grants.includes('layout-settings')) throw errors.accessDenied();
  const { locale, header, footer } = values;
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    // The language's row (when saved once) is locked, so the version compared is the one written over.
    await tx.select({ locale: navigationSettings.locale }).from(navigationSettings).where(eq(navigationSettings.locale, locale)).for('update');
    const row = await navigationRow(tx, locale);
    await assertFreshVersion(tx, {
      given: values.version,
      current: navigationVersion(row),
      entityType: 'navigation',
      entityId: locale,
      savedAt: row?.updatedAt ?? null,
      present: () => ({ locale, ...presentNavigation(locale, row), version: navigationVersion(row) }),
    });
    // Left out, /rc-sistemI's menu stays as saved (null: its defaults).
    const landing = values.landing ?? row?.landing ?? null;
    const [after] = await tx
      .insert(navigationSettings)
      .values({ locale, header, footer, landing, version: 2, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: navigationSettings.locale, set: { header, footer, landing, updatedBy: actor.id, updatedAt: sql`clock_timestamp()` } })
      .returning();
    const navigation = presentNavigation(locale, after);
    await writeAudit(tx, actor, { action: 'navigation.save', entityType: 'navigation', entityId: locale, details: { locale, before: presentNavigation(locale, row), after: navigation } });
    return { ...navigation, version: after.version };
  });
  invalidate(cacheTags.navigation);
  return { locale, ...saved };
}
