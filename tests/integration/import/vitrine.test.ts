import { eq } from 'drizzle-orm';
import { articles, imports, users } from '@/db/schema';
import { seed } from '@/db/seed';
import { allGrants } from '@/lib/auth/routes';
import { AppError } from '@/lib/core/errors';
import { exportZipChunks } from '@/lib/export/zip';
import { confirmImport, startImport } from '@/lib/import/commands';
import { importStartSchema } from '@/lib/import/schema';
import { getStorage } from '@/lib/storage';
import { createTestDb, setUpTestDb, type TestDb } from '@/tests/support/test-db';

// Issue 34 §2 through the import (source `vitrine`): a Vitrine export is checked by a dry run (nothing
// written), restored when confirmed into a site with nothing beyond the seed, and refused once the
// site has content (409) or when the file is no export (422).


async function exportOf(db: TestDb['db']): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of exportZipChunks(db, getStorage(), { personalData: true })) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

// The exported site, made before the file's own database: the newest test database is the app's.
let source: TestDb;
let zip: Uint8Array;
beforeAll(async () => {
  source = await createTestDb();
  await seed(source.db, { adminEmail: 'owner@example.com', adminPassword: 'Owner-Passw0rd!' });
  const [owner] = await source.db.select().from(users).where(eq(users.email, 'owner@example.com'));
  await source.db.insert(articles).values({ uniqueKey: 'moved-with-us', title: 'Moved with us', content: '<p>Every word came along.</p>', authorId: owner.id, status: 'published', publishedAt: new Date('2026-01-02T10:00:00Z') });
  zip = await exportOf(source.db);
});
afterAll(async () => source.close());
const t = setUpTestDb({ truncate: false });

const file = (bytes: Uint8Array) => ({ file: { name: 'vitrine-export.zip', bytes }, media: null });

describe('importing a Vitrine export', () => {
  it('dry-runs without writing, restores when confirmed, then refuses a site with content and a file that is no export', async () => {
    await seed(t.db, { adminEmail: 'boss@example.com', adminPassword: 'Fresh-Passw0rd!' });
    const [boss] = await t.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    const actor = { id: boss.id, grants: [...allGrants] };
    const movedHere = async () => t.db.$count(articles, eq(articles.uniqueKey, 'moved-with-us'));

    const dry = await startImport(actor, importStartSchema.parse({ source: 'vitrine', dry_run: true }), file(zip));
    expect(dry).toMatchObject({ status: 'done', source: 'vitrine' });
    expect(await movedHere()).toBe(0);

    const done = await confirmImport(actor, String(dry.id));
    expect(done).toMatchObject({ status: 'done', source: 'vitrine' });
    expect(await movedHere()).toBe(1);
    const [row] = await t.db.select().from(imports).where(eq(imports.id, done.id));
    expect(row.dryRun).toBe(false);
    expect(row.counts).toMatchObject({ created: expect.any(Number), failed: 0 });
    expect(row.counts.created).toBeGreaterThan(0);
    // The dry run's kept file is gone once confirmed; confirming again is refused.
    expect((await t.db.select().from(imports).where(eq(imports.id, dry.id)))[0].fileKey).toBeNull();
    await expect(confirmImport(actor, String(dry.id))).rejects.toMatchObject({ status: 409 });

    const again = await startImport(actor, importStartSchema.parse({ source: 'vitrine', dry_run: true }), file(zip)).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).status).toBe(409);

    const notAnExport = await startImport(actor, importStartSchema.parse({ source: 'vitrine', dry_run: false }), file(new TextEncoder().encode('hello'))).catch((e: unknown) => e);
    expect((notAnExport as AppError).status).toBe(422);
  });
});
