import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as fileGet } from '@/app/api/files/[unique_key]/route';
import { articleRevisions, articles, categories, files, layoutSettings, pages, seoSettings, users } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { ORPHAN_UPLOADS_JOB, runOrphanUploadsJob } from '@/lib/jobs/purge';
import { withJobLock } from '@/lib/jobs/lock';
import { logger } from '@/lib/logger';
import { getStorage, type Storage } from '@/lib/storage';
import { LocalStorage } from '@/lib/storage/local';
import { S3Storage } from '@/lib/storage/s3';
import { saveUpload } from '@/lib/uploads/commands';
import { purgeOrphanUploads } from '@/lib/uploads/purge';
import { params, request } from '@/tests/support/api';
import { startS3rver, type TestS3 } from '@/tests/support/s3';
import { createTestDb, rowsOf, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// The orphan uploads purge (lib/uploads/purge.ts) on the local disk and on an S3-compatible server
// (s3rver, started here): uploads older than 24 hours that nothing references go, objects and rows;
// referenced and recent ones stay.

let t: TestDb;
let dataDir: string;
const overridden = ['DATA_DIR', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const saved = Object.fromEntries(overridden.map((k) => [k, process.env[k]]));
const HOUR = 60 * 60_000;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-purge-uploads-'));
  // The local-disk runs must not pick up an S3 configuration from the environment.
  for (const k of overridden) delete process.env[k];
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => t.truncate());

interface Upload {
  id: number;
  url: string;
  uniqueKey: string;
  keys: string[];
}

/** An upload through the real command (a 600×300 PNG: variants at 480 and 600 px), made `ageHours` old. */
async function uploadImage(actorId: number, ageHours: number): Promise<Upload> {
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2266aa' } }).png().toBuffer();
  const view = await saveUpload({ id: actorId, grants: ['compose'] }, { name: 'image.png', bytes: png });
  await t.db.update(files).set({ createdAt: new Date(Date.now() - ageHours * HOUR) }).where(eq(files.id, view.id));
  const [row] = await t.db.select().from(files).where(eq(files.id, view.id));
  return { id: view.id, url: view.url, uniqueKey: row.uniqueKey, keys: Object.values(row.variants).sort() };
}

const fileIds = async () => (await t.db.select({ id: files.id }).from(files)).map((r) => r.id).sort((a, b) => a - b);
const ids = (...uploads: Upload[]) => uploads.map((u) => u.id).sort((a, b) => a - b);
const keysOf = (...uploads: Upload[]) => uploads.flatMap((u) => u.keys).sort();

describe.each(['local disk', 'S3 (s3rver)'] as const)('orphan uploads on %s', (kind) => {
  let s3: TestS3 | undefined;
  let restoreS3Env = () => {};

  beforeAll(async () => {
    if (kind === 'S3 (s3rver)') {
      s3 = await startS3rver();
      restoreS3Env = s3.useInEnv();
    }
  });
  afterAll(async () => {
    restoreS3Env();
    await s3?.stop();
  });
  beforeEach(async () => {
    if (s3) for (const key of await s3.objectKeys()) await getStorage().delete(key);
    else await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  });

  /** What is in the store now. */
  async function storedKeys(): Promise<string[]> {
    if (s3) return s3.objectKeys();
    const names = await readdir(path.join(dataDir, 'uploads', 'images')).catch(() => []);
    return names.map((n) => `images/${n}`).sort();
  }

  it('uses the expected store, and its readiness check passes', async () => {
    expect(getStorage()).toBeInstanceOf(s3 ? S3Storage : LocalStorage);
    await expect(getStorage().check()).resolves.toBeUndefined();
    if (!s3) {
      // A folder that cannot be created (a file stands in its way) fails the check.
      const blocker = path.join(dataDir, 'not-a-folder');
      await writeFile(blocker, 'x');
      await expect(new LocalStorage(path.join(blocker, 'uploads')).check()).rejects.toThrow(/is not usable: ENOTDIR/);
    }
  });

  it('removes old unreferenced uploads (objects and rows, even when the objects are already gone), keeps referenced and recent ones, and is idempotent', async () => {
    const { id: writerId } = await createUser(t.db, { email: 'writer@example.com', password: 'Correct-Horse-9', role: 'operational' });
    const old = 48;
    const cover = await uploadImage(writerId, old);
    const inline = await uploadImage(writerId, old);
    const revision = await uploadImage(writerId, old);
    const photo = await uploadImage(writerId, old);
    const categoryImage = await uploadImage(writerId, old);
    const logo = await uploadImage(writerId, old);
    const seoImage = await uploadImage(writerId, old);
    const pageBlockImage = await uploadImage(writerId, old);
    const pageShareImage = await uploadImage(writerId, old);
    const pageDraftImage = await uploadImage(writerId, old);
    const orphan = await uploadImage(writerId, old);
    const orphanAlreadyGone = await uploadImage(writerId, old);
    const recent = await uploadImage(writerId, 23);
    const fresh = await uploadImage(writerId, 0);

    const [article] = await t.db
      .insert(articles)
      .values({
        uniqueKey: 'purge-article',
        title: 'Article',
        // An absolute URL with a width, as a pasted image might be.
        content: `<p>Text</p><p><img src="https://www.example.com${inline.url}?w=960" alt="inline"></p>`,
        image: cover.url,
        authorId: writerId,
      })
      .returning({ id: articles.id });
    await t.db.insert(articleRevisions).values({ articleId: article.id, title: 'Earlier', content: '<p>Earlier</p>', image: revision.url, authorId: writerId });
    await t.db.update(users).set({ photo: photo.url }).where(eq(users.id, writerId));
    await t.db.insert(categories).values({ uniqueKey: 'purge-category', name: 'Category', image: categoryImage.url });
    await t.db.insert(layoutSettings).values({ uniqueKey: 'purge-layout', companyName: 'Vitrine', logoV1: logo.url });
    await t.db.insert(seoSettings).values({ uniqueKey: 'purge-seo', head: `<meta property="og:image" content="https://www.example.com${seoImage.url}">` });
    // A page's blocks (JSON), its share image and the editor's unsaved draft hold uploads too.
    await t.db.insert(pages).values({
      uniqueKey: 'purge-page',
      title: 'Page',
      image: pageShareImage.url,
      blocks: [{ type: 'media_text', title: 'Media', text: '<p>Text</p>', image: pageBlockImage.url, image_side: 'left' }],
      draft: { title: 'Page', blocks: [{ type: 'logos', items: [{ image: pageDraftImage.url, alt: 'Logo' }] }] },
    });
    for (const key of orphanAlreadyGone.keys) await getStorage().delete(key);

    const kept = [cover, inline, revision, photo, categoryImage, logo, seoImage, pageBlockImage, pageShareImage, pageDraftImage, recent, fresh];
    expect(await storedKeys()).toEqual(keysOf(...kept, orphan));

    expect(await purgeOrphanUploads()).toEqual({ files: 2, objects: orphan.keys.length + orphanAlreadyGone.keys.length, failed: 0 });
    expect(await fileIds()).toEqual(ids(...kept));
    expect(await storedKeys()).toEqual(keysOf(...kept));
    const served = await fileGet(request(cover.url), params({ unique_key: cover.uniqueKey }));
    expect(served.status).toBe(200);
    expect((await fileGet(request(orphan.url), params({ unique_key: orphan.uniqueKey }))).status).toBe(404);

    // Nothing more to do.
    expect(await purgeOrphanUploads()).toEqual({ files: 0, objects: 0, failed: 0 });

    // Once the article (and with it its revisions) is deleted, its images go at the next run.
    await t.db.delete(articles).where(eq(articles.id, article.id));
    expect(await purgeOrphanUploads()).toMatchObject({ files: 3, failed: 0 });
    expect(await fileIds()).toEqual(ids(photo, categoryImage, logo, seoImage, pageBlockImage, pageShareImage, pageDraftImage, recent, fresh));
    expect(await storedKeys()).toEqual(keysOf(photo, categoryImage, logo, seoImage, pageBlockImage, pageShareImage, pageDraftImage, recent, fresh));
  });

  it('keeps the row of an upload whose objects the store refused to delete, and removes it at the next run', async () => {
    const { id: writerId } = await createUser(t.db, { email: 'writer@example.com', password: 'Correct-Horse-9', role: 'operational' });
    const orphan = await uploadImage(writerId, 30);
    const real = getStorage();
    const refusing: Storage = {
      put: (key, bytes, type) => real.put(key, bytes, type),
      get: (key) => real.get(key),
      check: () => real.check(),
      delete: () => Promise.reject(new Error('store unavailable')),
    };
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      expect(await purgeOrphanUploads({ storage: refusing })).toEqual({ files: 0, objects: 0, failed: 1 });
      expect(warned).toHaveBeenCalledWith(expect.objectContaining({ fileId: orphan.id }), 'could not remove an orphan upload; it is retried at the next run');
    } finally {
      warned.mockRestore();
    }
    expect(await fileIds()).toEqual([orphan.id]);
    expect(await storedKeys()).toEqual(orphan.keys);

    expect(await purgeOrphanUploads()).toEqual({ files: 1, objects: orphan.keys.length, failed: 0 });
    expect(await fileIds()).toEqual([]);
    expect(await storedKeys()).toEqual([]);
  });

  it('the job runs the purge with its own cut-off (the npm run uploads:purge -- --hours option)', async () => {
    const { id: writerId } = await createUser(t.db, { email: 'writer@example.com', password: 'Correct-Horse-9', role: 'operational' });
    const twoHours = await uploadImage(writerId, 2);
    expect(await runOrphanUploadsJob()).toEqual({ ran: true, result: { files: 0, objects: 0, failed: 0 } });
    expect(await runOrphanUploadsJob({ olderThan: new Date(Date.now() - HOUR) })).toEqual({
      ran: true,
      result: { files: 1, objects: twoHours.keys.length, failed: 0 },
    });
    expect(await storedKeys()).toEqual([]);
  });
});

describe('the references it reads', () => {
  it('finds every upload key in one pass over many rows, whatever else the markup holds', async () => {
    const { id: writerId } = await createUser(t.db, { email: 'writer@example.com', password: 'Correct-Horse-9', role: 'operational' });
    // Rows only (no objects): a missing object counts as removed.
    const keys = Array.from({ length: 600 }, (_, i) => i.toString(16).padStart(32, '0'));
    await t.db.insert(files).values(
      keys.map((uniqueKey) => ({
        uniqueKey,
        storageKey: `images/${uniqueKey}-480.webp`,
        originalName: 'x.png',
        mimeType: 'image/png',
        size: 1,
        variants: { '480': `images/${uniqueKey}-480.webp` },
        uploadedBy: writerId,
        createdAt: new Date(Date.now() - 48 * HOUR),
      })),
    );
    // Every third key is referenced, several per article, between other markup and a look-alike
    // (an unreferenced key cut short) that must not protect anything.
    const referenced = keys.filter((_, i) => i % 3 === 0);
    for (let i = 0; i < referenced.length; i += 10) {
      const chunk = referenced.slice(i, i + 10);
      const lookAlike = keys[i * 3 + 1].slice(0, 31);
      await t.db.insert(articles).values({
        uniqueKey: `bulk-${i}`,
        title: 'Bulk',
        content: chunk.map((k) => `<p>see <a href="/api/files/${lookAlike}">x</a><img src="/api/files/${k}?w=480" alt=""></p>`).join(''),
        authorId: writerId,
      });
    }
    // More than one batch (500) of candidates.
    expect(await purgeOrphanUploads()).toEqual({ files: keys.length - referenced.length, objects: keys.length - referenced.length, failed: 0 });
    const left = await t.db.select({ uniqueKey: files.uniqueKey }).from(files).where(inArray(files.uniqueKey, keys));
    expect(left.map((r) => r.uniqueKey).sort()).toEqual([...referenced].sort());
  });
});

(onPostgres ? describe : describe.skip)('one instance at a time (PostgreSQL advisory lock)', () => {
  it('skips while another run holds the job’s lock', async () => {
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holder = withJobLock(
      ORPHAN_UPLOADS_JOB,
      async () => {
        entered();
        await gate;
      },
      t.handle,
    );
    await inside;
    expect(await runOrphanUploadsJob({ handle: t.handle })).toEqual({ ran: false });
    release();
    await holder;
    expect(await runOrphanUploadsJob({ handle: t.handle })).toMatchObject({ ran: true });
    const [{ held }] = rowsOf<{ held: number }>(
      await t.db.execute(sql`select count(*)::int as held from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`),
    );
    expect(held).toBe(0);
  });
});
