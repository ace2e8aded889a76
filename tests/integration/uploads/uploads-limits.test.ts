import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { files } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { IMAGE_POOL_DEFAULTS, ImagePool, imageWorkerScript, replaceImagePool, type ImagePoolOptions } from '@/lib/uploads/pool';
import { VARIANT_WIDTHS } from '@/lib/uploads/process';
import ptBR from '@/messages/pt-BR.json';
import { signedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { upload } from '@/tests/support/uploads';

// Issue 28: an image that cannot hold the server. A 1.5 KB AVIF may declare 7000 × 7000 pixels;
// decoding it takes seconds and hundreds of megabytes. The header is read first, and whatever is
// decoded is decoded in the image worker's process, one at a time.

let t: TestDb;
let dataDir: string;
let token: string;
/** 7000 × 7000 = 49 megapixels of one colour: about 1.5 KB as AVIF. */
let bomb: Buffer;
const savedDataDir = process.env.DATA_DIR;
const pools: ImagePool[] = [];

/** A pool of its own for one test (closed at the end of the file), in place of the process's. */
function usePool(options: Partial<ImagePoolOptions> = {}): ImagePool {
  const pool = new ImagePool({ script: imageWorkerScript(), ...IMAGE_POOL_DEFAULTS, ...options });
  pools.push(pool);
  replaceImagePool(pool);
  return pool;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });
const storedFiles = async () => (existsSync(path.join(dataDir, 'uploads', 'images')) ? readdir(path.join(dataDir, 'uploads', 'images')) : []);
const fixture = (name: string) => path.join(process.cwd(), 'tests', 'fixtures', name);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-upload-limits-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
  // effort 0: the fastest AVIF encoder setting, still a few seconds for 49 MP.
  bomb = await solid(7000, 7000).avif({ effort: 0 }).toBuffer();
});
afterAll(async () => {
  replaceImagePool(null);
  await Promise.all(pools.map((pool) => pool.close()));
  await resetLoginThrottle();
  await t.close();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.truncate();
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  ({ token } = await signedIn(t.db, 'operational', 'writer@example.com'));
});

describe('the pixel limit', () => {
  it('refuses a 1.5 KB AVIF of 7000 × 7000 with 422 naming the 40-megapixel limit, from its header: no worker started, nothing stored', async () => {
    expect(bomb.length).toBeLessThan(10_000);
    const pool = usePool();

    const res = await upload(bomb, 'bomb.avif', { token });
    expect(res.status).toBe(422);
    const message = 'The image has too many pixels (7000 × 7000): the limit is 40 megapixels. Make it smaller and upload it again.';
    expect(await res.json()).toMatchObject({ error: true, code: 422, message, errors: [{ field: 'file', message }] });
    const pt = await (await upload(bomb, 'bomb.avif', { token, lang: 'pt-BR' })).json();
    expect(pt.message).toBe(ptBR.Uploads.tooManyPixels.replace('{width}', '7000').replace('{height}', '7000').replace('{max, number}', '40'));

    expect(pool.workerPid).toBeUndefined();
    expect(await t.db.select().from(files)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('is held by the worker too, should an image reach it', async () => {
    const pool = usePool();
    expect(await pool.run({ bytes: bomb, maxPixels: 40_000_000, widths: VARIANT_WIDTHS })).toEqual({ ok: false, reason: 'tooManyPixels' });
    // The same bytes under a limit they fit are decoded.
    const small = await solid(1200, 1000).avif({ effort: 0 }).toBuffer();
    expect(await pool.run({ bytes: small, maxPixels: 1_200_000, widths: [480] })).toMatchObject({ ok: true, width: 1200, height: 1000 });
    expect(await pool.run({ bytes: small, maxPixels: 1_199_999, widths: [480] })).toEqual({ ok: false, reason: 'tooManyPixels' });
  });

  it('follows UPLOAD_MAX_PIXELS: at 1.5 megapixels a 1500 × 1001 PNG is refused and a 1500 × 1000 one is stored', async () => {
    usePool();
    process.env.UPLOAD_MAX_PIXELS = '1500000';
    resetEnvCache();
    try {
      const over = await upload(await solid(1500, 1001).png().toBuffer(), 'over.png', { token });
      expect(over.status).toBe(422);
      expect((await over.json()).message).toBe('The image has too many pixels (1500 × 1001): the limit is 1.5 megapixels. Make it smaller and upload it again.');
      const pt = await (await upload(await solid(1500, 1001).png().toBuffer(), 'over.png', { token, lang: 'pt-BR' })).json();
      expect(pt.message).toContain('o limite é de 1,5 megapixels');
      expect(await t.db.select().from(files)).toHaveLength(0);

      const fits = await upload(await solid(1500, 1000).png().toBuffer(), 'fits.png', { token });
      expect(fits.status).toBe(201);
      expect((await fits.json()).data).toMatchObject({ width: 1500, height: 1000 });
      expect(await t.db.select().from(files)).toHaveLength(1);
    } finally {
      delete process.env.UPLOAD_MAX_PIXELS;
      resetEnvCache();
    }
  });
});

describe('the image worker', () => {
  it('decodes in a process of its own, which ends once idle', async () => {
    const pool = usePool({ idleMs: 200 });
    const res = await upload(await solid(2000, 1000).jpeg().toBuffer(), 'photo.jpg', { token });
    expect(res.status).toBe(201);
    const pid = pool.workerPid;
    expect(pid).toEqual(expect.any(Number));
    expect(pid).not.toBe(process.pid);

    const alive = () => {
      try {
        return process.kill(pid!, 0);
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive()).toBe(false);
    expect(pool.workerPid).toBeUndefined();
  });

  it('takes uploads in turn, and answers 503 with Retry-After and a translated message once its queue is full', async () => {
    usePool();
    const png = await solid(2000, 1000).png().toBuffer();
    const three = await Promise.all([1, 2, 3].map((i) => upload(png, `p${i}.png`, { token })));
    expect(three.map((r) => r.status)).toEqual([201, 201, 201]);

    // One running and none waiting: a second upload at the same time is refused.
    usePool({ maxWaiting: 0 });
    const both = await Promise.all([upload(png, 'a.png', { token }), upload(png, 'b.png', { token })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 503]);
    const busy = both.find((r) => r.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toMatchObject({
      error: true,
      code: 503,
      errorCode: 'UPLOADS_BUSY',
      message: 'Too many images are being processed right now. Try again in a few seconds.',
    });
    expect(await t.db.select().from(files)).toHaveLength(4);
  });

  it('fails only the job of a worker that dies or hangs; the next job gets a new worker', async () => {
    const job = { bytes: new Uint8Array([1]), maxPixels: 1, widths: [480] };
    const dying = usePool({ script: fixture('image-worker-exits.mjs') });
    expect(await Promise.all([dying.run(job), dying.run(job)])).toEqual([
      { ok: false, reason: 'crashed' },
      { ok: false, reason: 'crashed' },
    ]);
    const res = await upload(await solid(300, 200).png().toBuffer(), 'x.png', { token });
    expect(res.status).toBe(500);
    expect(await t.db.select().from(files)).toHaveLength(0);
    expect(await storedFiles()).toEqual([]);

    const silent = usePool({ script: fixture('image-worker-silent.mjs'), jobTimeoutMs: 300 });
    expect(await Promise.all([silent.run(job), silent.run(job)])).toEqual([
      { ok: false, reason: 'timedOut' },
      { ok: false, reason: 'timedOut' },
    ]);
  });
});
