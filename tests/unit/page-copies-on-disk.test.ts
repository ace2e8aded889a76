import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropPageCopies } from '../../server/cache-invalidation.mjs';
import { cacheKey, createPageCache } from '../../server/page-cache.mjs';
import { diskCopiesBytesFromEnv, removeLeftoverCopies } from '../../server/page-copies-on-disk.mjs';
import { pageRequest, pageResponse } from './support/page-response';

// The file tier of the page copies (server/page-copies-on-disk.mjs): pages that left memory are served
// from their files, with the same rules as in memory.

type Cache = ReturnType<typeof createPageCache>;

function render(cache: Cache, url: string, body: string) {
  const key = cacheKey(pageRequest(url))!;
  const { res } = pageResponse();
  cache.capture(key, res as never);
  res.setHeader('x-nextjs-cache', 'MISS');
  res.setHeader('cache-control', 's-maxage=3600');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(body);
  return key;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

function visit(cache: Cache, key: string) {
  const { res, out } = pageResponse();
  const copied = cache.serveCopy(key, res as never);
  return { copied, status: out.status, body: out.body };
}

let dir: string;
let caches: Cache[] = [];
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'page-copies-')), 'copies');
});
afterEach(() => {
  for (const cache of caches) cache.close();
  caches = [];
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** A page cache with one page in memory and the file tier in `dir`, under `name` (a worker). */
function worker(name = 'server', diskMaxBytes = 1024 * 1024) {
  const cache = createPageCache({ maxEntries: 1, disk: { root: dir, name }, diskMaxBytes });
  caches.push(cache);
  return cache;
}

describe('page copies on disk', () => {
  it('serves a page that no longer fits in memory from its file, headers and all', async () => {
    const cache = worker();
    const first = render(cache, '/post/a/1', '<html>first</html>');
    render(cache, '/post/b/2', '<html>second</html>');
    await until(() => cache.diskSize() === 2);
    expect(cache.lookup(first)).toBeNull();
    const answer = visit(cache, first);
    expect(answer.copied).toBe(true);
    expect(answer.body).toBe('<html>first</html>');
    expect(answer.status).toBe(200);
    expect(visit(cache, first).body).toBe('<html>first</html>');
    const { res, out } = pageResponse();
    cache.serveCopy(first, res as never);
    expect(out.served).toContainEqual(['content-type', 'text/html; charset=utf-8']);
    expect(out.served).toContainEqual(['x-vitrine-page-cache', 'HIT']);
    // Its ETag came with it, and a browser that holds it gets a 304.
    const etag = out.served.find(([name]) => name === 'etag')?.[1];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = pageResponse();
    cache.serveCopy(first, revalidated.res as never, etag);
    expect(revalidated.out.status).toBe(304);
    expect(revalidated.out.body).toBe('');
  });

  it('drops every file copy when a cache tag is expired, and removes the old files', async () => {
    const cache = worker();
    const first = render(cache, '/blog', '<html>old</html>');
    await until(() => cache.diskSize() === 1);
    const before = readdirSync(path.join(dir, 'server'));
    dropPageCopies();
    expect(visit(cache, first).copied).toBe(false);
    render(cache, '/faq', '<html>new</html>');
    await until(() => cache.diskSize() === 1);
    expect(before.some((file) => existsSync(path.join(dir, 'server', file)))).toBe(false);
    await until(() => readdirSync(dir).length === 1);
  });

  it('does not keep a file written across an expiry', async () => {
    const cache = worker();
    const key = render(cache, '/blog', '<html>old</html>');
    dropPageCopies();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.diskSize()).toBe(0);
    expect(visit(cache, key).copied).toBe(false);
  });

  it('keeps the files under their byte budget, dropping the oldest first', async () => {
    const cache = worker('server', 4000);
    const keys: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      keys.push(render(cache, `/post/p/${n}`, `<html>${'x'.repeat(1000 + n)}</html>`));
      const bytes = cache.diskBytes();
      // Each write changes the total (each page is one byte longer), the fourth one after dropping the first.
      await until(() => cache.diskBytes() !== bytes);
    }
    expect(cache.diskSize()).toBe(3);
    expect(cache.diskBytes()).toBeLessThanOrEqual(4000);
    expect(visit(cache, keys[0]).copied).toBe(false);
    expect(visit(cache, keys[1]).copied).toBe(true);
  });

  it('starts from an empty folder: files an earlier process of its name left are not served', () => {
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server', 'left-over'), 'x');
    worker();
    expect(readdirSync(path.join(dir, 'server'))).toEqual([]);
  });

  it("serves another worker's copy: a page rendered by one worker is a copy for all", async () => {
    const one = worker('worker-1');
    const two = worker('worker-2');
    const key = render(one, '/post/a/1', '<html>from one</html>');
    await until(() => one.diskSize() === 1);
    const answer = visit(two, key);
    expect(answer.copied).toBe(true);
    expect(answer.body).toBe('<html>from one</html>');
  });

  it("never serves another worker's copy stored before this process dropped its copies", async () => {
    const one = worker('worker-1');
    const two = worker('worker-2');
    const key = render(one, '/post/a/1', '<html>old</html>');
    await until(() => one.diskSize() === 1);
    // A worker that has not heard of the expiry yet still has its folder.
    cpSync(path.join(dir, 'worker-1'), path.join(dir, 'worker-3'), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    dropPageCopies();
    expect(existsSync(path.join(dir, 'worker-3'))).toBe(true);
    expect(visit(two, key).copied).toBe(false);
  });

  it('removes the folders of servers that no longer run, and keeps those of running ones', () => {
    const gone = 2 ** 22 + 12345; // above Linux's largest process id
    for (const folder of [String(process.pid), String(process.ppid), String(gone), 'not-a-server']) mkdirSync(path.join(dir, folder, 'server'), { recursive: true });
    removeLeftoverCopies(dir);
    expect(readdirSync(dir).sort()).toEqual([String(process.pid), String(process.ppid)].sort());
  });

  it('keeps copies in memory only when its folder cannot be made', () => {
    writeFileSync(path.dirname(dir) + '/file', 'x');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const cache = createPageCache({ disk: { root: path.join(path.dirname(dir), 'file', 'copies'), name: 'server' }, diskMaxBytes: 1024 });
      caches.push(cache);
      const key = render(cache, '/blog', '<html>blog</html>');
      expect(cache.lookup(key)).not.toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('page copies in memory only'));
    } finally {
      warn.mockRestore();
    }
  });

  it('takes its budget from PAGE_DISK_CACHE_MB, 1 GB by default, 0 for none', () => {
    expect(diskCopiesBytesFromEnv({})).toBe(1024 * 1024 * 1024);
    expect(diskCopiesBytesFromEnv({ PAGE_DISK_CACHE_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(diskCopiesBytesFromEnv({ PAGE_DISK_CACHE_MB: '0' })).toBe(0);
  });
});
