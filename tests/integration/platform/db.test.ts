import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrationsApplied, migrationsFolder } from '@/db/migrate';
import { leads, roles } from '@/db/schema';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

describe('database', () => {
  it('has every committed migration applied', async () => {
    expect(await migrationsApplied(t.db)).toBe(true);
  });

  it('refuses a role name that already exists', async () => {
    await t.db.insert(roles).values({ uniqueKey: 'a', name: 'x', title: 'X', activeRoutes: ['dashboard'] });
    await expect(t.db.insert(roles).values({ uniqueKey: 'b', name: 'x', title: 'Y' })).rejects.toThrow();
    const rows = await t.db.select().from(roles);
    expect(rows).toHaveLength(1);
    expect(rows[0].activeRoutes).toEqual(['dashboard']);
  });

  it("migration 0010 turns a lead status 'cancelled' into 'inactive' and refuses it afterwards", async () => {
    // The database as it was before 0010: the old check, and a row holding the status it drops.
    await t.db.execute(sql.raw(`alter table leads drop constraint leads_status_check`));
    await t.db.execute(
      sql.raw(`alter table leads add constraint leads_status_check check (status in ('active', 'inactive', 'deleted', 'blackListed', 'cancelled'))`),
    );
    await t.db.insert(leads).values({ uniqueKey: 'old', module: 'newsletter', email: 'old@example.com', status: 'cancelled' as never, newsletterStatus: 'cancelled' });
    const migration = readFileSync(path.join(migrationsFolder, '0010_lead_status_without_cancelled.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const [row] = await t.db.select({ status: leads.status, newsletterStatus: leads.newsletterStatus }).from(leads).where(eq(leads.uniqueKey, 'old'));
    expect(row).toEqual({ status: 'inactive', newsletterStatus: 'cancelled' });
    await expect(t.db.update(leads).set({ status: 'cancelled' as never }).where(eq(leads.uniqueKey, 'old'))).rejects.toThrow();
  });
});
