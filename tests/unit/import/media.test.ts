/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import { resetEnvCache } from '@/lib/env';
import { fetchImage, IMAGE_FETCH_MAX_BYTES } from '@/lib/import/fetch-image';
import { mediaSource } from '@/lib/import/media';
import { ImportFileError, type ImportedMedia } from '@/lib/import/model';
import { extractZipEntry, MAX_ZIP_ENTRIES, readZipDirectory } from '@/lib/import/zip-entries';

// A few bytes that begin like a JPEG and a PNG: enough for the format check, no decoding happens here.
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('pixels')]);

const zip = (files: Record<string, Uint8Array>, level: 0 | 6 = 6) => Buffer.from(zipSync(files, { level }));
const media = (url: string, zipPath: string | null = null): ImportedMedia => ({ url, zipPath, alt: null });

function refusal(make: () => unknown): ImportFileError {
  try {
    make();
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('Accepted.');
}

// Where the first central-directory record of a zip starts, to damage it on purpose.
function centralRecord(file: Buffer): number {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return file.readUInt32LE(end + 16);
}

describe('the uploads zip', () => {
  const uploads = zip({
    'wp-content/uploads/2024/03/harbour.jpg': jpeg,
    'wp-content/uploads/2024/04/lighthouse.jpg': jpeg,
    'content/images/2024/05/tide-chart.png': png,
    'wp-content/uploads/2024/03/notes.txt': Buffer.from('not an image'),
    'wp-content/uploads/2024/03/fake.jpg': Buffer.from('text named like a photo'),
  });

  it('finds an image by its path after wp-content/uploads/ or content/images/', async () => {
    const source = mediaSource({ zip: uploads, fetch: false });
    expect(await source.find(media('https://wp.example.test/wp-content/uploads/2024/03/harbour.jpg', '2024/03/harbour.jpg'))).toEqual({ bytes: jpeg, fileName: 'harbour.jpg' });
    expect(await source.find(media('/content/images/2024/05/tide-chart.png', '2024/05/tide-chart.png'))).toEqual({ bytes: png, fileName: 'tide-chart.png' });
  });

  it('takes the original for a resized copy the zip lacks', async () => {
    const source = mediaSource({ zip: uploads, fetch: false });
    expect(await source.find(media('/content/images/size/w600/2024/05/tide-chart.png', 'size/w600/2024/05/tide-chart.png'))).toEqual({ bytes: png, fileName: 'tide-chart.png' });
    expect(await source.find(media('https://wp.example.test/wp-content/uploads/2024/04/lighthouse-300x200.jpg', '2024/04/lighthouse-300x200.jpg'))).toEqual({
      bytes: jpeg,
      fileName: 'lighthouse.jpg',
    });
  });

  it('finds nothing for a missing path, a non-image, bytes that are not an image, or no zip path', async () => {
    const source = mediaSource({ zip: uploads, fetch: false });
    expect(await source.find(media('https://wp.example.test/wp-content/uploads/2020/01/gone.jpg', '2020/01/gone.jpg'))).toBeNull();
    expect(await source.find(media('https://wp.example.test/wp-content/uploads/2024/03/notes.txt', '2024/03/notes.txt'))).toBeNull();
    expect(await source.find(media('https://wp.example.test/wp-content/uploads/2024/03/fake.jpg', '2024/03/fake.jpg'))).toBeNull();
    expect(await source.find(media('https://cdn.example.test/harbour.jpg'))).toBeNull();
    expect(await mediaSource({ zip: null, fetch: false }).find(media('https://wp.example.test/x.jpg', '2024/03/harbour.jpg'))).toBeNull();
  });

  it('matches a zip of the folder itself or of its contents', async () => {
    const inside = mediaSource({ zip: zip({ '2024/03/harbour.jpg': jpeg }), fetch: false });
    const folder = mediaSource({ zip: zip({ 'uploads/2024/03/harbour.jpg': jpeg }), fetch: false });
    for (const source of [inside, folder]) {
      expect(await source.find(media('https://wp.example.test/wp-content/uploads/2024/03/harbour.jpg', '2024/03/harbour.jpg'))).toEqual({ bytes: jpeg, fileName: 'harbour.jpg' });
    }
  });

  it('refuses entries with ".." or an absolute path', () => {
    expect(refusal(() => mediaSource({ zip: zip({ '../outside.jpg': jpeg }), fetch: false })).code).toBe('unsafe_zip');
    expect(refusal(() => mediaSource({ zip: zip({ 'uploads/../../outside.jpg': jpeg }), fetch: false })).code).toBe('unsafe_zip');
    expect(refusal(() => mediaSource({ zip: zip({ '/etc/cron.d/x.jpg': jpeg }), fetch: false })).code).toBe('unsafe_zip');
    expect(refusal(() => mediaSource({ zip: zip({ 'C:/Windows/x.jpg': jpeg }), fetch: false })).code).toBe('unsafe_zip');
    expect(refusal(() => mediaSource({ zip: zip({ 'uploads\\..\\..\\x.jpg': jpeg }), fetch: false })).code).toBe('unsafe_zip');
  });

  it('refuses a zip bomb from its directory, before inflating', () => {
    const bomb = zip({ 'wp-content/uploads/zeros.jpg': new Uint8Array(8 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(() => readZipDirectory(bomb)).code).toBe('unsafe_zip');
  });

  it('refuses a zip that declares more than the total limit', () => {
    const file = zip({ 'a.jpg': jpeg, 'b.jpg': jpeg }, 0);
    // Each entry now declares 1.5 GB, stored in 20 MB: a plausible ratio, an impossible total.
    let at = centralRecord(file);
    for (let i = 0; i < 2; i += 1) {
      file.writeUInt32LE(20 * 1024 * 1024, at + 20);
      file.writeUInt32LE(1536 * 1024 * 1024, at + 24);
      at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    }
    expect(refusal(() => readZipDirectory(file)).code).toBe('unsafe_zip');
  });

  it('refuses too many entries and encrypted entries', () => {
    const many = zip({ 'a.jpg': jpeg });
    many.writeUInt16LE(MAX_ZIP_ENTRIES + 1, many.length - 22 + 10);
    expect(refusal(() => readZipDirectory(many)).code).toBe('unsafe_zip');

    const encrypted = zip({ 'a.jpg': jpeg });
    const at = centralRecord(encrypted);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(at + 8) | 1, at + 8);
    expect(refusal(() => mediaSource({ zip: encrypted, fetch: false })).code).toBe('unsafe_zip');
  });

  it('stops inflating an entry at the size it declared', () => {
    const file = zip({ 'a.jpg': new Uint8Array(4096).fill(7) });
    const [entry] = readZipDirectory(file);
    expect(extractZipEntry(file, entry)).toHaveLength(4096);
    expect(extractZipEntry(file, { ...entry, size: 100 })).toBeNull();
  });

  it('calls a file that is no zip malformed', () => {
    expect(refusal(() => mediaSource({ zip: Buffer.from('hello, not a zip at all, just some text'), fetch: false })).code).toBe('malformed');
  });
});

describe('fetching from the old site', () => {
  let server: http.Server;
  let base: string;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/photo.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(jpeg);
      } else if (req.url === '/page.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html></html>');
      } else if (req.url === '/disguised.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end('<svg onload="alert(1)"/>');
      } else if (req.url === '/huge.jpg') {
        // No length announced: the limit is counted while reading.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const block = Buffer.alloc(1024 * 1024, 0xff);
        let sent = 0;
        const more = () => {
          while (sent <= IMAGE_FETCH_MAX_BYTES + block.length) {
            sent += block.length;
            if (!res.write(block)) return void res.once('drain', more);
          }
          res.end();
        };
        res.on('close', () => (sent = Infinity));
        more();
      } else if (req.url === '/moved') {
        res.writeHead(301, { location: '/photo.jpg' });
        res.end();
      } else if (req.url === '/to-nowhere') {
        // "This network" (0.0.0.0/8) is refused even where private addresses are allowed.
        res.writeHead(302, { location: `http://0.0.0.0:${port}/photo.jpg` });
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvCache();
  });

  it('refuses a private address, given as a number or as a name', async () => {
    expect(await fetchImage(`${base}/photo.jpg`, { allowPrivate: false })).toEqual({ ok: false, reason: 'refused' });
    expect(await fetchImage(`http://localhost:${port}/photo.jpg`, { allowPrivate: false })).toEqual({ ok: false, reason: 'refused' });
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    resetEnvCache();
    expect(await mediaSource({ zip: null, fetch: true }).find(media(`${base}/photo.jpg`))).toBeNull();
  });

  it('reaches it with the webhooks’ allow-private switch', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
    resetEnvCache();
    expect(await mediaSource({ zip: null, fetch: true }).find(media(`${base}/photo.jpg`))).toEqual({ bytes: jpeg, fileName: 'photo.jpg' });
  });

  it('does not fetch when fetching is off, and prefers the zip', async () => {
    expect(await mediaSource({ zip: null, fetch: false, allowPrivate: true }).find(media(`${base}/photo.jpg`))).toBeNull();
    const source = mediaSource({ zip: zip({ '2024/01/photo.jpg': png }), fetch: true, allowPrivate: true });
    expect(await source.find(media(`${base}/wp-content/uploads/2024/01/photo.jpg`, '2024/01/photo.jpg'))).toEqual({ bytes: png, fileName: 'photo.jpg' });
  });

  it('takes images only, under the size limit', async () => {
    expect(await fetchImage(`${base}/page.html`, { allowPrivate: true })).toEqual({ ok: false, reason: 'not_image' });
    expect(await fetchImage(`${base}/disguised.jpg`, { allowPrivate: true })).toEqual({ ok: false, reason: 'not_image' });
    expect(await fetchImage(`${base}/missing.jpg`, { allowPrivate: true })).toEqual({ ok: false, reason: 'http' });
    expect(await fetchImage(`${base}/huge.jpg`, { allowPrivate: true })).toEqual({ ok: false, reason: 'too_large' });
  });

  it('follows a redirect, checking the address of each hop', async () => {
    expect(await fetchImage(`${base}/moved`, { allowPrivate: true })).toMatchObject({ ok: true, bytes: jpeg });
    expect(await fetchImage(`${base}/to-nowhere`, { allowPrivate: true })).toEqual({ ok: false, reason: 'refused' });
  });

  it('gives up on a host that does not answer, and does not ask it again', async () => {
    let connections = 0;
    const rude = http.createServer();
    rude.on('connection', (socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    const rudeBase = `http://127.0.0.1:${(rude.address() as AddressInfo).port}`;
    try {
      expect(await fetchImage(`${rudeBase}/a.jpg`, { allowPrivate: true })).toEqual({ ok: false, reason: 'unreachable' });
      connections = 0;
      const source = mediaSource({ zip: null, fetch: true, allowPrivate: true });
      expect(await source.find(media(`${rudeBase}/a.jpg`))).toBeNull();
      expect(await source.find(media(`${rudeBase}/b.jpg`))).toBeNull();
      expect(connections).toBe(1);
    } finally {
      await new Promise((resolve) => rude.close(resolve));
    }
  });
});
