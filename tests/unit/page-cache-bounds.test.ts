import { cacheKey, createPageCache, pageCacheBytesFromEnv } from '../../server/page-cache.mjs';

// The in-memory page cache's bounds (issue 35): a budget of bytes, emptied oldest first.

type Headers = Record<string, string>;

/** A stand-in for http.ServerResponse as Next answers a page from its cache. */
function respond(cache: ReturnType<typeof createPageCache>, url: string, bytes: number) {
  const headers: Headers = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    getHeaders: () => ({ ...headers }),
    write: () => true,
    end: (_chunk?: unknown) => undefined,
  };
  cache.capture(key(url), res as never);
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('cache-control', 's-maxage=3600');
  res.end(Buffer.alloc(bytes, 120) as never);
}

const key = (url: string) => cacheKey({ url, method: 'GET', headers: {} } as never)!;
const kB = 1024;

describe('page cache bounds', () => {
  it('keeps the total under maxBytes, dropping the oldest pages first', () => {
    const cache = createPageCache({ maxBytes: 300 * kB });
    for (const url of ['/a', '/b', '/c']) respond(cache, url, 90 * kB);
    expect(cache.size()).toBe(3);
    respond(cache, '/d', 90 * kB);
    expect(cache.lookup(key('/a'))).toBeNull();
    expect(cache.lookup(key('/b'))).not.toBeNull();
    expect(cache.lookup(key('/d'))).not.toBeNull();
    respond(cache, '/e', 200 * kB);
    // /b and /c went (oldest first) to make room for 200 kB; /d, the newest before it, stayed.
    expect(cache.lookup(key('/b'))).toBeNull();
    expect(cache.lookup(key('/c'))).toBeNull();
    expect(cache.lookup(key('/d'))).not.toBeNull();
    expect(cache.bytes()).toBeLessThanOrEqual(300 * kB);
  });

  it('never keeps a page larger than the whole budget, and keeps the others', () => {
    const cache = createPageCache({ maxBytes: 100 * kB });
    respond(cache, '/small', 10 * kB);
    respond(cache, '/huge', 150 * kB);
    expect(cache.lookup(key('/huge'))).toBeNull();
    expect(cache.lookup(key('/small'))).not.toBeNull();
  });

  it('counts a page stored again once, as the newest', () => {
    const cache = createPageCache({ maxBytes: 250 * kB });
    respond(cache, '/a', 100 * kB);
    respond(cache, '/b', 100 * kB);
    respond(cache, '/a', 100 * kB);
    expect(cache.size()).toBe(2);
    respond(cache, '/c', 100 * kB);
    expect(cache.lookup(key('/b'))).toBeNull();
    expect(cache.lookup(key('/a'))).not.toBeNull();
    expect(cache.bytes()).toBeLessThanOrEqual(250 * kB);
    expect(cache.bytes()).toBeGreaterThanOrEqual(200 * kB);
  });

  it('gives the bytes back when a page expires', () => {
    const cache = createPageCache({ maxBytes: 100 * kB, ttlMs: 1000 });
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    try {
      respond(cache, '/a', 50 * kB);
      jest.setSystemTime(new Date('2026-11-28T12:00:02Z'));
      expect(cache.lookup(key('/a'))).toBeNull();
      expect(cache.bytes()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes its budget from PAGE_CACHE_MB, 8 MB by default', () => {
    expect(pageCacheBytesFromEnv({})).toBe(8 * 1024 * 1024);
    expect(pageCacheBytesFromEnv({ PAGE_CACHE_MB: '48' })).toBe(48 * 1024 * 1024);
    expect(pageCacheBytesFromEnv({ PAGE_CACHE_MB: 'lots' })).toBe(8 * 1024 * 1024);
    expect(pageCacheBytesFromEnv({ PAGE_CACHE_MB: '0' })).toBe(8 * 1024 * 1024);
  });
});
