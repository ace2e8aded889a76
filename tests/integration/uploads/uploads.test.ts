import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as fileGet } from '@/app/api/files/[unique_key]/route';
import { POST as uploadPost } from '@/app/api/upload/route';
import { auditLog, files } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { saveUpload } from '@/lib/uploads/commands';
import ptBR from '@/messages/pt-BR.json';
import { params, request, signedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { upload as uploadFile } from '@/tests/support/uploads';

let t: TestDb;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
const uploadsDir = () => path.join(dataDir, 'uploads', 'images');

const upload = (bytes: Uint8Array, name: string, token?: string, lang?: string) => uploadFile(bytes, name, { token, lang });

const tokenFor = (email: string, role: string) => signedIn(t.db, role, email);

/** A 2000×1000 PNG carrying EXIF (camera, copyright, GPS-like comment). */
const photoPng = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .withExif({ IFD0: { Make: 'Vitrine Test Camera', Copyright: 'Secret Owner', ImageDescription: 'lat -23.5 lon -46.6' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-uploads-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
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
});

describe('POST /api/upload', () => {
  it('re-encodes a PNG with EXIF to metadata-free WebP and AVIF variants no wider than the original and records the file', async () => {
    const { token, id: userId } = await tokenFor('writer@example.com', 'operational');
    const png = await photoPng();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const res = await upload(png, 'holiday.jpg', token);
    expect(res.status).toBe(201);
    const body = await res.json();
    // Today's fields keep their meaning; the media record's fields come with them (issue 31).
    expect(body).toEqual({
      error: false,
      data: expect.objectContaining({ id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}$/), width: 2000, height: 1000, mime: 'image/png', alt: {}, in_library: false }),
    });

    const [row] = await t.db.select().from(files).where(eq(files.id, body.data.id));
    expect(row).toMatchObject({ originalName: 'holiday.jpg', mimeType: 'image/png', size: png.length, width: 2000, height: 1000, uploadedBy: userId });
    expect(body.data.url).toBe(`/api/files/${row.uniqueKey}`);
    expect(Object.keys(row.variants).sort()).toEqual(['1600', '480', '960', 'avif:1600', 'avif:480', 'avif:960']);
    expect(row.storageKey).toBe(row.variants['1600']);

    const stored = (await readdir(uploadsDir())).sort();
    expect(stored).toHaveLength(6);
    for (const [entry, key] of Object.entries(row.variants)) {
      const [format, width] = entry.includes(':') ? entry.split(':') : ['webp', entry];
      expect(key).toBe(`images/${row.uniqueKey}-${width}.${format}`);
      const meta = await sharp(path.join(dataDir, 'uploads', key)).metadata();
      // sharp reports an AVIF file as its container format, HEIF.
      expect(meta).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width: Number(width), height: Number(width) / 2 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'file'));
    expect(audit).toMatchObject({ action: 'file.upload', actorId: userId, entityId: String(row.id) });
  });

  it('never upscales: a 300 px wide GIF gets one 300 px variant, and an EXIF-rotated JPEG is stored upright', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).gif().toBuffer();
    const small = await (await upload(gif, 'small.gif', token)).json();
    expect(small.data).toMatchObject({ width: 300, height: 200 });
    const [row] = await t.db.select().from(files).where(eq(files.id, small.data.id));
    expect(Object.keys(row.variants).sort()).toEqual(['300', 'avif:300']);

    // Stored 400×200 with orientation 6 ("rotate 90° clockwise"): upright it is 200×400.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await (await upload(jpeg, 'phone.jpg', token)).json();
    expect(turned.data).toMatchObject({ width: 200, height: 400 });
    const [rotated] = await t.db.select().from(files).where(eq(files.id, turned.data.id));
    const meta = await sharp(path.join(dataDir, 'uploads', rotated.variants['200'])).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a body over 10 MB with 413 and a translated message', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set(await photoPng());
    const res = await upload(big, 'huge.png', token);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: true, code: 413, message: 'The image must be 10 MB or smaller.' });
    const pt = await upload(big, 'huge.png', token, 'pt-BR');
    expect((await pt.json()).message).toBe(ptBR.Uploads.tooLarge.replace('{max}', '10'));
    expect(await t.db.select().from(files)).toHaveLength(0);
  });

  it('refuses a non-image renamed .png, and bytes that only start like an image, with 422', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const text = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'logo.png', token);
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({
      message: 'Upload a JPEG, PNG, WebP, GIF or AVIF image.',
      errors: [{ field: 'file', message: 'Upload a JPEG, PNG, WebP, GIF or AVIF image.' }],
    });
    const broken = await upload(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]), 'broken.png', token);
    expect(broken.status).toBe(422);

    const missing = await uploadPost(request('/api/upload', { method: 'POST', form: new FormData(), token }), params({}));
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toBe('Choose an image to upload.');
    expect(await t.db.select().from(files)).toHaveLength(0);
  });

  it('answers 401 without a token; any role with a screen that uploads (the user role: own photo) may upload, others get 403', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(png, 'a.png')).status).toBe(401);
    await expect(saveUpload({ id: 1, grants: ['dashboard', 'list-leads'] }, { name: 'a.png', bytes: png })).rejects.toMatchObject({ status: 403 });
    expect(await t.db.select().from(files)).toHaveLength(0);
    const { token } = await tokenFor('reader@example.com', 'user');
    expect((await upload(png, 'a.png', token)).status).toBe(201);
    expect(await t.db.select().from(files)).toHaveLength(1);
  });

  it('removes the stored variants when the database write fails', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#123456' } }).png().toBuffer();
    // No such user: the files row's foreign key refuses it after the variants were written.
    await expect(saveUpload({ id: 987654, grants: ['compose'] }, { name: 'x.png', bytes: png })).rejects.toThrow();
    expect(await readdir(uploadsDir())).toEqual([]);
    expect(await t.db.select().from(files)).toHaveLength(0);
  });

  it('answers 503 in the reader’s language, and records nothing, when the uploads folder cannot be written', async () => {
    const { token } = await tokenFor('disk@example.com', 'operational');
    // A file where the images folder should be: every write under it fails.
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(uploadsDir(), 'not a folder');
    const res = await upload(await photoPng(), 'photo.png', token, 'pt-BR');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: true, code: 503, errorCode: 'STORAGE_UNAVAILABLE', message: ptBR.Errors.storageUnavailable });
    expect(await t.db.select().from(files)).toHaveLength(0);
  });
});

describe('GET /api/files/{unique_key}', () => {
  it('serves the best WebP variant (immutable with the current ?v=, revalidated without), and 404 "Image not found" once the object is gone', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const { data } = await (await upload(await photoPng(), 'p.png', token)).json();
    const key = data.url.split('/').pop() as string;
    const get = (w?: number, lang = 'en') => fileGet(request(`${data.url}${w ? `?w=${w}` : ''}`, { lang }), params({ unique_key: key }));

    const res = await get(900);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // The plain address may be replaced in the library: kept 5 minutes, then revalidated by ETag.
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('cache-tag')).toBe(`file:${key}`);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]{16}"$/);
    const notModified = await fileGet(request(`${data.url}?w=900`, { headers: { 'if-none-match': etag! } }), params({ unique_key: key }));
    expect(notModified.status).toBe(304);
    const versioned = await fileGet(request(`${data.url}?w=900&v=${data.version}`), params({ unique_key: key }));
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const oldVersion = await fileGet(request(`${data.url}?w=900&v=000000000000`), params({ unique_key: key }));
    expect(oldVersion.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);
    expect((await sharp(Buffer.from(await (await get()).arrayBuffer())).metadata()).width).toBe(1600);
    expect((await sharp(Buffer.from(await (await get(100)).arrayBuffer())).metadata()).width).toBe(480);

    expect(res.headers.get('vary')).toBe('Accept');

    await rm(path.join(uploadsDir(), `${key}-960.webp`));
    const gone = await get(960);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: true, code: 404, message: 'Image not found.' });
    expect((await (await get(960, 'pt-BR')).json()).message).toBe(ptBR.Errors.imageNotFound);

    const unknown = await fileGet(request('/api/files/0123456789abcdef0123456789abcdef'), params({ unique_key: '0123456789abcdef0123456789abcdef' }));
    expect(unknown.status).toBe(404);
    const traversal = await fileGet(request('/api/files/x'), params({ unique_key: '../../etc/passwd' }));
    expect(traversal.status).toBe(404);
  });
});

describe('GET /api/files/{unique_key} in AVIF', () => {
  const chromeAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

  it('serves the AVIF copy to a browser whose Accept names it, smaller than the WebP one, and WebP to the others', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const { data } = await (await upload(await photoPng(), 'p.png', token)).json();
    const key = data.url.split('/').pop() as string;
    const get = (accept: string | null) => fileGet(request(`${data.url}?w=900`, { headers: { accept } }), params({ unique_key: key }));

    const avif = await get(chromeAccept);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const avifBytes = Buffer.from(await avif.arrayBuffer());
    expect(await sharp(avifBytes).metadata()).toMatchObject({ format: 'heif', width: 960, height: 480 });

    for (const accept of ['image/webp,*/*', 'image/avif;q=0, image/webp', null]) {
      const webp = await get(accept);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(960);
    }
  });

  it('serves WebP to everyone for an upload stored before AVIF copies existed', async () => {
    const { token } = await tokenFor('writer@example.com', 'operational');
    const { data } = await (await upload(await photoPng(), 'old.png', token)).json();
    const [row] = await t.db.select().from(files).where(eq(files.id, data.id));
    const webpOnly = Object.fromEntries(Object.entries(row.variants).filter(([entry]) => !entry.startsWith('avif:')));
    await t.db.update(files).set({ variants: webpOnly }).where(eq(files.id, data.id));

    const res = await fileGet(request(`${data.url}?w=480`, { headers: { accept: chromeAccept } }), params({ unique_key: row.uniqueKey }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(480);
  });
});
