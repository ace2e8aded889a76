import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  articleRevisions,
  articles,
  auditLog,
  consentSettings,
  faqs,
  leadNotes,
  leads,
  messages,
  navigationSettings,
  pageRevisions,
  pages,
  redirects,
  seoSettings,
  users,
} from '@/db/schema';
import { seed } from '@/db/seed';
import type { Db } from '@/db/client';
import { exportDocumentText } from '@/lib/export/document';
import { restoreExport } from '@/lib/export/restore';
import { exportZipChunks } from '@/lib/export/zip';
import { LocalStorage } from '@/lib/storage/local';
import type { Storage } from '@/lib/storage';
import { AppError } from '@/lib/core/errors';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// Issue 34 §2 "Done when": export → restore into an empty database → export gives the same JSON,
// apart from the export date. On PGlite by default, on PostgreSQL with TEST_DB=postgres.

async function zipOf(db: Db, storage: Storage): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of exportZipChunks(db, storage, { personalData: true, pageSize: 3 })) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

function withoutDate(text: string): unknown {
  const document = JSON.parse(text) as Record<string, unknown>;
  expect(typeof document.exported_at).toBe('string');
  delete document.exported_at;
  return document;
}

/** Content beyond the seed's: revisions, a redirect, navigation, settings, leads and messages. */
async function addContent(db: Db): Promise<void> {
  const [article] = await db.select().from(articles).where(eq(articles.locale, 'pt-BR')).orderBy(articles.id).limit(1);
  await db.insert(articleRevisions).values([
    { articleId: article.id, title: 'Older title', content: '<p>Older</p>', categoryIds: [1], authorId: article.authorId, version: 1, note: 'overwrote' },
    { articleId: article.id, title: 'Old title', content: '<p>Old</p>', categoryIds: [], authorId: article.authorId, savedBy: article.authorId, version: 2 },
  ]);
  const [page] = await db.select().from(pages).orderBy(pages.id).limit(1);
  await db.insert(pageRevisions).values({ pageId: page.id, title: 'Earlier page', blocks: [{ type: 'text', html: '<p>x</p>' }], version: 1 });
  await db.insert(redirects).values([
    { fromPath: '/2013/01/11/markup', toTarget: `/post/${article.uniqueKey}/${article.id}`, statusCode: 301, origin: 'import', hits: 5, lastHitAt: new Date('2026-11-01T10:00:00.123Z') },
    { fromPath: '/old/*', isPrefix: true, toTarget: 'https://example.com/new', statusCode: 302 },
  ]);
  await db
    .insert(navigationSettings)
    .values({ locale: 'en', header: [{ label: 'Blog', href: '/en/blog' }], footer: { columns: [] }, landing: null })
    .onConflictDoNothing();
  await db.insert(seoSettings).values({ uniqueKey: 'gtm', head: '<script>/* tag */</script>', body: null, category: 'analytics' });
  await db.insert(consentSettings).values({ id: 1, texts: { en: { title: 'Cookies' } }, privacyPath: '/privacy' }).onConflictDoUpdate({
    target: consentSettings.id,
    set: { texts: { en: { title: 'Cookies' } }, privacyPath: '/privacy' },
  });
  const [lead] = await db.insert(leads).values({ uniqueKey: 'lead-1', module: 'contact', email: 'ana@example.com', name: 'Ana' }).returning();
  await db.insert(leadNotes).values({ leadId: lead.id, text: 'Called back', authorId: article.authorId });
  await db.insert(messages).values({ uniqueKey: 'msg-1', leadId: lead.id, name: 'Ana', email: 'ana@example.com', company: 'ACME', subject: 'Hi', message: 'Hello' });
  // A secret that must never leave: the export has no password hash nor two-factor secret.
  await db.update(users).set({ totpSecret: 'sealed-secret', totpEnabledAt: new Date() }).where(eq(users.email, 'boss@example.com'));
}

describe('export and restore round trip', () => {
  let source: TestDb;
  let target: TestDb;
  let dirs: string[] = [];

  beforeAll(async () => {
    source = await createTestDb();
    target = await createTestDb();
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('exports, restores into an empty database and exports the same document again', async () => {
    dirs = [await mkdtemp(path.join(os.tmpdir(), 'export-src-')), await mkdtemp(path.join(os.tmpdir(), 'export-dst-'))];
    const sourceStorage = new LocalStorage(dirs[0]);
    const targetStorage = new LocalStorage(dirs[1]);
    await seed(source.db, { adminEmail: 'boss@example.com', adminPassword: 'Given-Passw0rd!', storage: sourceStorage });
    await addContent(source.db);

    const first = await exportDocumentText(source.db, { personalData: true, pageSize: 4 });
    const document = JSON.parse(first) as Record<string, unknown>;
    expect(document).toMatchObject({ format: 'vitrine-export', format_version: 1, personal_data: true });
    expect(first).not.toContain('password_hash');
    expect(first).not.toContain('sealed-secret');
    expect(first).not.toContain('totp_secret');
    const exported = document as { articles: { translation_group: number | null; revisions: unknown[]; categories: unknown[] }[]; files: unknown[]; redirects: unknown[]; leads: unknown[] };
    expect(exported.articles.some((a) => a.translation_group !== null)).toBe(true);
    expect(exported.articles.some((a) => a.revisions.length === 2)).toBe(true);
    expect(exported.articles.every((a) => a.categories.length > 0)).toBe(true);
    expect(exported.files.length).toBeGreaterThan(0);
    expect(exported.redirects).toHaveLength(2);
    expect(exported.leads).toHaveLength(1);

    // Without the option, no personal data.
    const withoutPersonal = JSON.parse(await exportDocumentText(source.db)) as Record<string, unknown>;
    expect(withoutPersonal.leads).toBeUndefined();
    expect(withoutPersonal.messages).toBeUndefined();

    const zip = await zipOf(source.db, sourceStorage);
    const summary = await restoreExport(zip, null, { db: target.db, storage: targetStorage });
    expect(summary.counts.articles).toBe(exported.articles.length);
    expect(summary.files).toBeGreaterThan(0);

    const second = await exportDocumentText(target.db, { personalData: true });
    expect(withoutDate(second)).toEqual(withoutDate(first));

    // The uploads are back in the new storage, byte for byte.
    const [file] = exported.files as { storage_key: string; variants: Record<string, string> }[];
    expect(await targetStorage.get(file.storage_key)).toEqual(await sourceStorage.get(file.storage_key));
    for (const key of Object.values(file.variants)) expect(await targetStorage.get(key)).toEqual(await sourceStorage.get(key));

    // New rows get ids past the restored ones (the sequences were moved).
    const [faq] = await target.db.insert(faqs).values({ product: 'x', question: 'q', answer: 'a' }).returning({ id: faqs.id });
    const maxFaq = Math.max(...(document.faqs as { id: number }[]).map((f) => f.id));
    expect(faq.id).toBe(maxFaq + 1);
    await target.db.delete(faqs).where(eq(faqs.id, faq.id));

    // The restore is in the audit log.
    const audits = await target.db.select().from(auditLog).where(eq(auditLog.action, 'export.restore'));
    expect(audits).toHaveLength(1);
  });

  it('refuses (409) to restore into a site with content, and (422) what is not an export', async () => {
    const zip = await zipOf(source.db, new LocalStorage(dirs[0]));
    const error = await restoreExport(zip, null, { db: source.db, storage: new LocalStorage(dirs[0]) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(409);
    expect((error as AppError).messageKey).toBe('Export.errors.siteNotEmpty');

    const notZip = await restoreExport(new TextEncoder().encode('hello'), null, { db: target.db }).catch((e: unknown) => e);
    expect((notZip as AppError).status).toBe(422);
  });

  it('restores over a freshly seeded site, and the restoring administrator keeps their password', async () => {
    const fresh = await createTestDb();
    try {
      await seed(fresh.db, { adminEmail: 'boss@example.com', adminPassword: 'Fresh-Passw0rd!' });
      const [admin] = await fresh.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      const zip = await zipOf(source.db, new LocalStorage(dirs[0]));
      await restoreExport(zip, { id: admin.id }, { db: fresh.db, storage: new LocalStorage(dirs[1]) });
      const [restored] = await fresh.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(restored.passwordHash).toBe(admin.passwordHash);
      const others = await fresh.db.select({ hash: users.passwordHash }).from(users);
      expect(others.filter((u) => u.hash !== null)).toHaveLength(1);
      // The same site, but for the restoring administrator's password date (their password is the kept one).
      const restoredDoc = withoutDate(await exportDocumentText(fresh.db, { personalData: true })) as { users: Record<string, unknown>[] };
      const sourceDoc = withoutDate(await exportDocumentText(source.db, { personalData: true })) as { users: Record<string, unknown>[] };
      for (const doc of [restoredDoc, sourceDoc]) for (const user of doc.users) if (user.email === 'boss@example.com') delete user.password_changed_at;
      expect(restoredDoc).toEqual(sourceDoc);
    } finally {
      await fresh.close();
    }
  });
});
