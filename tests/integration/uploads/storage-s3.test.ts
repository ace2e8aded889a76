import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as fileGet } from '@/app/api/files/[unique_key]/route';
import { files } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { getStorage } from '@/lib/storage';
import { S3Storage } from '@/lib/storage/s3';
import { saveUpload } from '@/lib/uploads/commands';
import { params, request, signedIn } from '@/tests/support/api';
import { startS3rver, type TestS3 } from '@/tests/support/s3';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { upload as uploadFile } from '@/tests/support/uploads';
import en from '@/messages/en.json';

// The S3 storage (aws4fetch-signed requests, path-style addressing) against a real S3-compatible
// server that this file starts itself: uploads through POST /api/upload, serving and widths through
// GET /api/files/{unique_key}, deletion, and the readiness check.

let t: TestDb;
let s3: TestS3;
let restoreS3Env: () => void;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-data-'));
  process.env.DATA_DIR = dataDir;
  s3 = await startS3rver();
  restoreS3Env = s3.useInEnv();
  t = await createTestDb();
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
  restoreS3Env();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.truncate();
  for (const key of await s3.objectKeys()) await getStorage().delete(key);
});

/** A 2000×1000 PNG. */
const photoPng = () => sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

const upload = (bytes: Uint8Array, name: string, token: string) => uploadFile(bytes, name, { token });

/** The URLs the app sent to the store, while `run` runs. */
async function requestedUrls(run: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return urls;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('S3 storage on an S3-compatible server (s3rver), path style', () => {
  it('is the configured storage, and its check passes', async () => {
    const storage = getStorage();
    expect(storage).toBeInstanceOf(S3Storage);
    expect(getStorage()).toBe(storage);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores an upload’s WebP variants in the bucket (path-style URLs), serves each width with its type, and deletes them', async () => {
    const { token } = await signedIn(t.db, 'operational');
    const png = await photoPng();
    let res!: Response;
    const urls = await requestedUrls(async () => {
      res = await upload(png, 'photo.png', token);
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const uniqueKey = (data.url as string).split('/').pop() as string;
    expect(data).toMatchObject({ width: 2000, height: 1000 });

    const [row] = await t.db.select().from(files).where(eq(files.id, data.id));
    const keys = [480, 960, 1600].flatMap((w) => [`images/${uniqueKey}-${w}.webp`, `images/${uniqueKey}-${w}.avif`]);
    expect(Object.values(row.variants).sort()).toEqual([...keys].sort());
    expect(await s3.objectKeys()).toEqual([...keys].sort());
    // Path style: every object went to endpoint/bucket/key.
    expect(urls.sort()).toEqual(keys.map((k) => `${s3.endpoint}/${s3.bucket}/${k}`).sort());
    // Nothing on the local disk.
    await expect(stat(path.join(dataDir, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });

    for (const [wanted, width] of [[400, 480], [900, 960], [undefined, 1600]] as const) {
      const got = await fileGet(request(`${data.url}${wanted ? `?w=${wanted}` : ''}`), params({ unique_key: uniqueKey }));
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await got.arrayBuffer());
      expect(got.headers.get('content-length')).toBe(String(bytes.length));
      expect(Buffer.from(bytes).equals(Buffer.from((await s3.rawGet(`images/${uniqueKey}-${width}.webp`))!))).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }

    // Deleting: the object leaves the bucket, the route answers 404, a second delete is no error.
    const storage = getStorage();
    await storage.delete(keys[0]);
    expect(await s3.objectKeys()).toEqual(keys.slice(1).sort());
    expect(await storage.get(keys[0])).toBeNull();
    const gone = await fileGet(request(`${data.url}?w=480`), params({ unique_key: uniqueKey }));
    expect(gone.status).toBe(404);
    await expect(storage.delete(keys[0])).resolves.toBeUndefined();
    for (const key of keys.slice(1)) await storage.delete(key);
    expect(await s3.objectKeys()).toEqual([]);
  });

  it('removes the variants from the bucket again when the database write fails', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } }).png().toBuffer();
    // No such user: the files row's foreign key refuses it after the variants were written.
    await expect(saveUpload({ id: 987654, grants: ['compose'] }, { name: 'x.png', bytes: png })).rejects.toThrow();
    expect(await s3.objectKeys()).toEqual([]);
    expect(await t.db.select().from(files)).toHaveLength(0);
  });

  it('answers 503 STORAGE_UNAVAILABLE with a translated message, and records nothing, when the store is down', async () => {
    const { token } = await signedIn(t.db, 'operational');
    const stored = await upload(await photoPng(), 'before.png', token);
    const uniqueKey = ((await stored.json()).data.url as string).split('/').pop() as string;
    const kept = await s3.objectKeys();

    process.env.S3_ENDPOINT = `http://127.0.0.1:${await freePort()}`;
    resetEnvCache();
    try {
      const res = await upload(await photoPng(), 'photo.png', token);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toMatchObject({ error: true, code: 503, errorCode: 'STORAGE_UNAVAILABLE', message: en.Errors.storageUnavailable });
      expect(await t.db.select().from(files)).toHaveLength(1);
      // Serving an image already stored answers the same 503 rather than a bare 500.
      const served = await fileGet(request(`/api/files/${uniqueKey}`), params({ unique_key: uniqueKey }));
      expect(served.status).toBe(503);
    } finally {
      process.env.S3_ENDPOINT = s3.endpoint;
      resetEnvCache();
    }
    expect(await s3.objectKeys()).toEqual(kept);
  });

  it('removes the variants already written when the store fails half-way, and records nothing', async () => {
    const { token } = await signedIn(t.db, 'operational');
    const realFetch = globalThis.fetch;
    let puts = 0;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'PUT' && ++puts === 3) return Promise.reject(new TypeError('fetch failed'));
      return realFetch(input, init);
    });
    try {
      const res = await upload(await photoPng(), 'photo.png', token);
      expect(res.status).toBe(503);
    } finally {
      spy.mockRestore();
    }
    expect(puts).toBe(3);
    expect(await s3.objectKeys()).toEqual([]);
    expect(await t.db.select().from(files)).toHaveLength(0);
  });

  it('check() throws when the bucket is missing, the key is refused or the server cannot be reached', async () => {
    const config = { endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: 'us-east-1', forcePathStyle: true };
    await expect(new S3Storage({ ...config, bucket: 'no-such-bucket' }).check()).rejects.toThrow(/no-such-bucket answered 404/);
    // s3rver refuses an unknown access key (it does not recompute V4 signatures: the unit tests check
    // the signer against AWS's published example).
    await expect(new S3Storage({ ...config, accessKeyId: 'UNKNOWN' }).check()).rejects.toThrow(/answered 403 \(access denied\)/);
    const closed = `http://127.0.0.1:${await freePort()}`;
    await expect(new S3Storage({ ...config, endpoint: closed }).check()).rejects.toThrow(/is unreachable/);
    // A refused write names the store's error code.
    await expect(new S3Storage({ ...config, accessKeyId: 'UNKNOWN' }).put('images/x-1.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      /S3 PUT images\/x-1\.webp failed: 403 InvalidAccessKeyId/,
    );
  });
});
