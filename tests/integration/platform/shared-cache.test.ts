import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { Redis } from 'ioredis';
import { createSharedCache, decodeEntry, encodeEntry, type SharedCache } from '@/server/shared-cache.mjs';

// The cache that several instances share through Redis (server/shared-cache.mjs, behind Next's cache
// handler): two caches on one Redis stand for two instances. Runs where a Redis server is given
// (TEST_REDIS_URL); the fallback checks need none (they point at a port where nothing answers).
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
const quiet = { warn: () => undefined, info: () => undefined };

function waitFor<T>(read: () => T | undefined, ms = 1_000): Promise<T> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const value = read();
      if (value !== undefined) return resolve(value);
      if (Date.now() > deadline) return reject(new Error(`nothing within ${ms} ms`));
      setTimeout(poll, 10);
    };
    poll();
  });
}

describe('shared cache entries', () => {
  it('keep Buffers and Maps (page entries hold both) through their JSON form', () => {
    const entry = { lastModified: 1, value: { kind: 'APP_PAGE', html: '<p>é</p>', rscData: Buffer.from([0, 1, 255]), segmentData: new Map([['/a', Buffer.from('x')]]) } };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(back.value.html).toBe('<p>é</p>');
    expect(Buffer.isBuffer(back.value.rscData) && [...back.value.rscData]).toEqual([0, 1, 255]);
    expect(back.value.segmentData.get('/a')?.toString()).toBe('x');
  });
});

describeWithRedis('shared cache on Redis (two instances)', () => {
  const prefix = `vitrine-test:${randomUUID()}`;
  const heardByB: { tags: string[]; at: number }[] = [];
  let a: SharedCache;
  let b: SharedCache;

  beforeAll(async () => {
    a = createSharedCache({ url: redisUrl!, prefix, buildId: 'b1', log: quiet });
    b = createSharedCache({ url: redisUrl!, prefix, buildId: 'b1', log: quiet, onExpired: (tags) => heardByB.push({ tags, at: Date.now() }) });
    // Both answer and B listens before the first announcement.
    await waitFor(() => (a.available() && b.available() ? true : undefined), 5_000);
    await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('serves on B what A stored', async () => {
    const stored = { lastModified: Date.now() - 10_000, value: { kind: 'FETCH', data: { body: '[1,2]' } }, tags: ['articles'] };
    expect(await a.write('/blog', stored)).toBe(true);
    expect(await b.read('/blog')).toEqual(stored);
    expect(await b.read('/missing')).toBeNull();
  });

  it('expires on B a tag expired on A, and tells B within 1 s', async () => {
    await a.write('/blog-2', { lastModified: Date.now() - 10_000, value: 'old', tags: ['articles', 'article:7'] });
    await a.write('/faq', { lastModified: Date.now() - 10_000, value: 'faq', tags: ['faqs'] });
    const before = heardByB.length;
    const expiredAt = Date.now();
    expect(await a.expireTags(['article:7'])).toBe(true);
    expect(await b.read('/blog-2')).toBeNull();
    // Entries under other tags stay.
    expect((await b.read('/faq'))?.value).toBe('faq');
    const heard = await waitFor(() => heardByB.slice(before).find((h) => h.tags.includes('article:7')));
    expect(heard.at - expiredAt).toBeLessThan(1_000);
  });

  it('keeps an entry written after the expiry, once the moment of the change is past', async () => {
    await a.expireTags(['categories'], Date.now() - 60_000);
    await b.write('/categories', { lastModified: Date.now(), value: 'fresh', tags: ['categories'] });
    expect((await a.read('/categories'))?.value).toBe('fresh');
  });

  it('does not keep a page rendered across a concurrent change (written within moments of its expiry)', async () => {
    await a.expireTags(['authors']);
    // B had started rendering before the change: what it stores may hold the old data.
    await b.write('/authors', { lastModified: Date.now(), value: 'maybe-stale', tags: ['authors'] });
    expect(await a.read('/authors')).toBeNull();
  });

  it('checks the tags the caller names as well as the stored ones (implicit page tags)', async () => {
    await a.write('/pt-BR/blog', { lastModified: Date.now() - 10_000, value: 'page', tags: [] });
    await b.expireTags(['_N_T_/pt-BR/blog']);
    expect(await a.read('/pt-BR/blog', ['_N_T_/pt-BR/blog'])).toBeNull();
  });

  it('keeps the entries of one build apart from another build', async () => {
    const other = createSharedCache({ url: redisUrl!, prefix, buildId: 'b2', log: quiet });
    try {
      await waitFor(() => (other.available() ? true : undefined), 5_000);
      await a.write('/only-b1', { lastModified: Date.now() - 10_000, value: 'b1', tags: [] });
      expect(await other.read('/only-b1')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('shared cache without Redis', () => {
  let silent: Server;
  let port: number;
  beforeAll(async () => {
    // A port that accepts connections and never answers, like a Redis that hangs.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    silent.close();
  });

  it.each([
    ['refused', () => 'redis://127.0.0.1:1'],
    ['hanging', () => `redis://127.0.0.1:${port}`],
  ])('answers "unavailable" fast when Redis is %s, logs it once and keeps the expiries for later', async (_name, url) => {
    const warnings: string[] = [];
    const cache = createSharedCache({ url: url(), prefix: 'vitrine-test:down', log: { warn: (m) => warnings.push(m), info: () => undefined }, commandTimeoutMs: 300 });
    try {
      const started = Date.now();
      expect(await cache.read('/blog')).toBeUndefined();
      expect(await cache.write('/blog', { lastModified: Date.now(), value: 'x' })).toBe(false);
      expect(await cache.expireTags(['articles', 'article:3'])).toBe(false);
      expect(await cache.read('/')).toBeUndefined();
      // The first call waits up to 1 s for a connection; after that, no call waits.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(cache.pendingTags().sort()).toEqual(['article:3', 'articles']);
      expect(warnings.length).toBeLessThanOrEqual(1);
    } finally {
      await cache.close();
    }
  });
});

// A Redis of its own that comes up after the cache: the expiries made meanwhile reach it.
const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout?.toString().trim();
(redisServer ? describe : describe.skip)('shared cache when Redis comes back', () => {
  it('writes the tags expired during the outage and announces them', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const url = `redis://127.0.0.1:${port}`;
    const heard: string[][] = [];
    const cache = createSharedCache({ url, prefix: 'vitrine-test:outage', log: quiet, commandTimeoutMs: 300, onExpired: (tags) => heard.push(tags) });
    let server: ReturnType<typeof spawn> | undefined;
    try {
      expect(await cache.expireTags(['settings:whatsapp'])).toBe(false);
      expect(cache.pendingTags()).toEqual(['settings:whatsapp']);
      server = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitFor(() => (cache.available() && cache.pendingTags().length === 0 ? true : undefined), 10_000);
      const other = createSharedCache({ url, prefix: 'vitrine-test:outage', log: quiet });
      try {
        await waitFor(() => (other.available() ? true : undefined), 5_000);
        await other.write('/', { lastModified: Date.now() - 60_000, value: 'home', tags: ['settings:whatsapp'] });
        expect(await other.read('/')).toBeNull();
      } finally {
        await other.close();
      }
    } finally {
      await cache.close();
      server?.kill('SIGKILL');
    }
  });
});
