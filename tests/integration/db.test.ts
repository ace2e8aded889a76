import { migrationsApplied } from '@/db/migrate';
import { roles } from '@/db/schema';
import { createTestDb, type TestDb } from './helpers/test-db';

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
});
