import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { runDataSteps } from '@/db/data-steps';
import { expectedMigrationCount, migrate, migrationsFolder } from '@/db/migrate';
import { dataSteps, pages } from '@/db/schema';
import { seedDefaultPages } from '@/db/seed-data/pages';
import { locales } from '@/i18n/routing';
import { blocksSchema } from '@/lib/pages/blocks';
import { translator } from '@/lib/i18n/translate';
import { rowsOf, setUpTestDb } from '@/tests/support/test-db';

// The data step 0018_seed_pages (issue 30 §1): today's home and /rc-sistemI become published pages
// in the five languages, once per database, on a new database as on one upgraded from 0017.

const t = setUpTestDb({ truncate: false });

const pageRows = (db: Db) =>
  db.select({ id: pages.id, slug: pages.uniqueKey, locale: pages.locale, group: pages.translationGroup, isHome: pages.isHome, status: pages.status, title: pages.title, blocks: pages.blocks }).from(pages).orderBy(pages.id);

/** What the seed should have written: 5 home pages and 5 /rc-sistemI pages, each kind one translation group led by pt-BR. */
async function expectSeeded(db: Db) {
  const rows = await pageRows(db);
  expect(rows).toHaveLength(10);
  for (const slug of ['home', 'rc-sistemI']) {
    const kind = rows.filter((r) => r.slug === slug);
    expect(kind.map((r) => r.locale).sort()).toEqual([...locales].sort());
    const ptBR = kind.find((r) => r.locale === 'pt-BR')!;
    for (const row of kind) {
      expect(row).toMatchObject({ group: ptBR.id, status: 'published', isHome: slug === 'home' });
      // Stored as the block schemas read them.
      expect(blocksSchema.safeParse(row.blocks).success).toBe(true);
    }
  }
  const enHome = rows.find((r) => r.slug === 'home' && r.locale === 'en')!;
  expect(enHome.title).toBe(translator('en')('Home.metaTitle'));
  const hero = (enHome.blocks as { type: string; title?: string }[]).find((b) => b.type === 'hero');
  expect(hero?.title).toBe(translator('en')('Home.hero.title'));
  const landing = rows.find((r) => r.slug === 'rc-sistemI' && r.locale === 'fr')!;
  const anchors = (landing.blocks as { anchor?: string }[]).map((b) => b.anchor).filter(Boolean);
  expect(anchors).toEqual(['home', 'about', 'services', 'solutions', 'blog', 'case', 'contact']);
}

describe('seeded pages', () => {
  it('a new database holds the home and /rc-sistemI pages in every language', async () => {
    await expectSeeded(t.db);
    expect(await t.db.select().from(dataSteps).where(eq(dataSteps.name, '0018_seed_pages'))).toHaveLength(1);
  });

  it('the step runs once: a page deleted afterwards is not written again at the next start', async () => {
    await t.db.update(pages).set({ title: 'Edited' }).where(eq(pages.uniqueKey, 'home'));
    await t.db.delete(pages).where(eq(pages.uniqueKey, 'rc-sistemI'));
    await runDataSteps(t.db);
    expect((await t.db.select({ n: count() }).from(pages))[0].n).toBe(5);
    expect((await pageRows(t.db)).every((r) => r.title === 'Edited')).toBe(true);
    // The seed itself skips what exists: run by hand, it writes back only the missing pages.
    await seedDefaultPages(t.db);
    const rows = await pageRows(t.db);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.slug === 'home').every((r) => r.title === 'Edited')).toBe(true);
  });

  it('a database upgraded from 0017 gets them when migrated to the end', async () => {
    // The database as 0017 left it: without the tables and columns of 0018 and later, nor their rows in
    // drizzle's journal (drizzle applies only migrations newer than the last one recorded).
    await t.db.execute(sql`drop table page_revisions, pages, data_steps, preview_links, media_settings, lead_notes, lead_events, message_replies, lead_follow_up_sends, spent_challenges, form_settings, consent_settings, consent_records`);
    await t.db.execute(
      sql`alter table leads drop column spam_reason, drop column first_touch, drop column last_touch, drop column conversion_path, drop column owner_id, drop column follow_up_at`,
    );
    await t.db.execute(sql`alter table messages drop column spam_reason, drop column first_touch, drop column last_touch, drop column conversion_path`);
    await t.db.execute(sql`alter table seo_settings drop column category, drop column version`);
    // 0021_editorial: versions (and their triggers), the trash columns, reviews and presence.
    await t.db.execute(sql`drop table redirects, not_found_paths, import_items, import_records, imports`);
    await t.db.execute(sql`drop table article_reviews, edit_presence`);
    await t.db.execute(sql`drop function vitrine_bump_version() cascade`);
    for (const table of ['roles', 'users', 'navigation_settings']) await t.db.execute(sql`alter table ${sql.identifier(table)} drop column version`);
    await t.db.execute(sql`alter table articles drop column version, drop column deleted_at, drop column deleted_by, drop column deleted_status`);
    await t.db.execute(sql`alter table categories drop column version, drop column deleted_at, drop column deleted_by, drop column deleted_status`);
    await t.db.execute(sql`alter table faqs drop column version, drop column deleted_at, drop column deleted_by`);
    await t.db.execute(sql`alter table files drop column deleted_at, drop column deleted_by`);
    await t.db.execute(sql`alter table article_revisions drop column excerpt, drop column saved_by, drop column note, drop column version`);
    await t.db.execute(
      sql`alter table files drop column alt, drop column caption, drop column focal_x, drop column focal_y, drop column decorative, drop column in_library, drop column updated_at`,
    );
    // 0023_featured_list_index.
    await t.db.execute(sql`drop index articles_featured_published_idx`);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const pagesMigration = journal.entries.find((e) => e.tag.startsWith('0018_'))!;
    const later = journal.entries.filter((e) => e.when >= pagesMigration.when).length;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${pagesMigration.when}`);
    expect(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0].n).toBe(expectedMigrationCount() - later);
    await migrate(t.handle);
    await expectSeeded(t.db);
  });
});
