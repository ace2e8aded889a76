import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import VitrineCacheHandler, { expireTags, processSharedCache } from '@/server/cache-handler.mjs';
import { pageGeneration } from '@/server/cache-invalidation.mjs';

// Next's cache handler on Redis (server/cache-handler.mjs), driven as Next drives it: a read, then
// on a miss a render, then a write. Runs where a Redis server is given (TEST_REDIS_URL).
// Without Redis it is Next's file-system cache, with each entry dated when its render began.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's internal modules, as the handler loads them
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the per-process tag list another worker's expiry lands in
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as { tagsManifest: Map<string, { expired?: number }> };

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] });
const fetchData = (body: string, tags: string[]) => ({ kind: 'FETCH', data: { headers: {}, body, url: '', status: 200 }, tags, revalidate: 3600 });
const bodyOf = (entry: { value: unknown } | null) => (entry?.value as { data: { body: string } } | undefined)?.data.body;

describe('the cache handler on the file system (no Redis)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-fs-handler-'));
  let handler: VitrineCacheHandler;

  beforeAll(() => {
    delete process.env.REDIS_URL;
    handler = new VitrineCacheHandler({ serverDistDir: path.join(dist, 'server'), fs: nodeFs, flushToDisk: true, maxMemoryCacheSize: 8 * 1024 * 1024, revalidatedTags: [] });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('does not keep what a render read before a change expired its tags while it ran', async () => {
    expect(await handler.get('fs-1', fetchCtx(['fs-articles']))).toBeNull();
    await sleep(5);
    await expireTags(['fs-articles']);
    await sleep(5);
    await handler.set('fs-1', fetchData('old list', ['fs-articles']), { fetchCache: true, tags: ['fs-articles'] });
    // The next visitor gets a new render, and what it writes is kept.
    expect(await handler.get('fs-1', fetchCtx(['fs-articles']))).toBeNull();
    await handler.set('fs-1', fetchData('new list', ['fs-articles']), { fetchCache: true, tags: ['fs-articles'] });
    expect(bodyOf(await handler.get('fs-1', fetchCtx(['fs-articles'])))).toBe('new list');
  });

  it('dates an entry when its render began, so an expiry heard later from another worker still makes it stale', async () => {
    expect(await handler.get('fs-2', fetchCtx(['fs-faqs']))).toBeNull();
    await sleep(20);
    // Another worker committed a change and expired the tag now; this worker hears of it only later.
    const expiredElsewhereAt = Date.now();
    await sleep(20);
    await handler.set('fs-2', fetchData('old faqs', ['fs-faqs']), { fetchCache: true, tags: ['fs-faqs'] });
    expect(bodyOf(await handler.get('fs-2', fetchCtx(['fs-faqs'])))).toBe('old faqs');
    // The file other workers and the next start read is dated by the render's start too.
    const file = path.join(dist, 'cache', 'fetch-cache', 'fs-2');
    expect(statSync(file).mtimeMs).toBeLessThan(expiredElsewhereAt);

    tagsManifest.set('fs-faqs', { expired: expiredElsewhereAt });
    expect(await handler.get('fs-2', fetchCtx(['fs-faqs']))).toBeNull();
  });

  it('keeps a read that is stale within minutes (a search answer) in memory only: no file per query', async () => {
    const search = (query: string) => ({ ...fetchData(`results for ${query}`, ['fs-articles']), revalidate: 60 });
    for (const query of ['erp', 'crm', 'exportar']) {
      expect(await handler.get(`fs-search-${query}`, fetchCtx(['fs-articles']))).toBeNull();
      await handler.set(`fs-search-${query}`, search(query), { fetchCache: true, tags: ['fs-articles'] });
      expect(bodyOf(await handler.get(`fs-search-${query}`, fetchCtx(['fs-articles'])))).toBe(`results for ${query}`);
      expect(existsSync(path.join(dist, 'cache', 'fetch-cache', `fs-search-${query}`))).toBe(false);
    }
    // Expired with its tags like any entry.
    await expireTags(['fs-articles']);
    expect(await handler.get('fs-search-erp', fetchCtx(['fs-articles']))).toBeNull();
    // A read kept for an hour is still written for the other workers and the next start.
    await handler.set('fs-hour', fetchData('layout', ['fs-layout']), { fetchCache: true, tags: ['fs-layout'] });
    expect(existsSync(path.join(dist, 'cache', 'fetch-cache', 'fs-hour'))).toBe(true);
  });
});

describeWithRedis('the cache handler on Redis', () => {
  const prefix = `vitrine-test:${randomUUID()}`;
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-handler-'));
  let handler: VitrineCacheHandler;

  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    process.env.REDIS_CACHE_PREFIX = prefix;
    handler = new VitrineCacheHandler({ serverDistDir: path.join(dist, 'server'), fs: undefined, flushToDisk: false, revalidatedTags: [] });
    for (let i = 0; i < 50 && !processSharedCache(path.join(dist, 'server'))?.available(); i++) await sleep(100);
  });
  afterAll(async () => {
    await processSharedCache(path.join(dist, 'server'))?.close();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_CACHE_PREFIX;
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    rmSync(dist, { recursive: true, force: true });
  });

  it('stores what a render wrote and serves it to the next read, until one of its tags is expired', async () => {
    expect(await handler.get('k1', fetchCtx(['faqs']))).toBeNull();
    await handler.set('k1', fetchData('[1]', ['faqs']), { fetchCache: true, tags: ['faqs'] });
    const hit = await handler.get('k1', fetchCtx(['faqs']));
    expect((hit?.value as { data: { body: string } }).data.body).toBe('[1]');
    const generation = pageGeneration();
    await expireTags(['faqs']);
    expect(pageGeneration()).toBeGreaterThan(generation);
    expect(await handler.get('k1', fetchCtx(['faqs']))).toBeNull();
  });

  it('does not keep what a slow render read before a change committed while it ran', async () => {
    // The render starts (its read finds nothing), reads the database, and takes longer than the
    // 500 ms the shared cache allows for clock differences between instances.
    expect(await handler.get('k2', fetchCtx(['articles']))).toBeNull();
    await sleep(20);
    await handler.revalidateTag(['articles'], { expire: 0 });
    await sleep(1_000);
    await handler.set('k2', fetchData('old list', ['articles']), { fetchCache: true, tags: ['articles'] });
    // Stale: the next read renders again…
    expect(await handler.get('k2', fetchCtx(['articles']))).toBeNull();
    // …and what that render writes is kept.
    await handler.set('k2', fetchData('new list', ['articles']), { fetchCache: true, tags: ['articles'] });
    const hit = await handler.get('k2', fetchCtx(['articles']));
    expect((hit?.value as { data: { body: string } }).data.body).toBe('new list');
  });

  it('caches again at once after a change: only renders begun within moments of an expiry pay', async () => {
    await handler.revalidateTag(['categories'], { expire: 0 });
    await sleep(600);
    expect(await handler.get('k3', fetchCtx(['categories']))).toBeNull();
    await handler.set('k3', fetchData('fresh', ['categories']), { fetchCache: true, tags: ['categories'] });
    const hit = await handler.get('k3', fetchCtx(['categories']));
    expect((hit?.value as { data: { body: string } }).data.body).toBe('fresh');
  });
});
