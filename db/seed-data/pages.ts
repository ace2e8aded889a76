import { and, eq } from 'drizzle-orm';
import { locales } from '@/i18n/routing';
import { defaultPages } from '@/lib/pages/defaults';
import type { Db } from '../client';
import { pages } from '../schema/pages';

/**
 * The seeded pages: today's home (both designs' sections) and /rc-sistemI, in every language, with
 * the texts of the Home and Landing catalogue namespaces (lib/pages/defaults.ts). Written by the
 * data step 0018_seed_pages, on a new database as on an upgraded one.
 *
 * Writes them published, in every language (default language first: its id is the
 * translation group of the others). A page whose slug already exists in a language is left as it is;
 * a language that already has a home page gets no second one.
 */
export async function seedDefaultPages(db: Db): Promise<void> {
  const now = new Date();
  for (const seed of defaultPages) {
    let group: number | null = null;
    for (const locale of locales) {
      const [existing] = await db
        .select({ id: pages.id, translationGroup: pages.translationGroup })
        .from(pages)
        .where(and(eq(pages.locale, locale), eq(pages.uniqueKey, seed.slug)))
        .limit(1);
      if (existing) {
        group ??= existing.translationGroup ?? existing.id;
        continue;
      }
      const isHome = seed.isHome && (await db.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, locale), eq(pages.isHome, true))).limit(1)).length === 0;
      const values = seed.page(locale);
      const [row]: { id: number }[] = await db
        .insert(pages)
        .values({ uniqueKey: seed.slug, locale, translationGroup: group, isHome, status: 'published', publishedAt: now, ...values })
        .returning({ id: pages.id });
      if (group === null) {
        group = row.id;
        await db.update(pages).set({ translationGroup: group }).where(eq(pages.id, row.id));
      }
    }
  }
}
