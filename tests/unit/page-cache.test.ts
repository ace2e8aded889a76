import { dropPageCopies, pageGeneration } from '../../server/cache-invalidation.mjs';
import { cacheKey, createPageCache, etagOf, SHARED_COPY_HEADER, withoutTrackingParams } from '../../server/page-cache.mjs';
import { pageRequest, pageResponse, type ResponseHeaders } from './support/page-response';

// The in-memory page cache in front of Next (server/server.mjs): what it may keep, and when it lets go.

/** What Next does for a page served from its cache. */
function answer(res: ReturnType<typeof pageResponse>['res'], body: string, headers: ResponseHeaders = {}) {
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('cache-control', 's-maxage=3600');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.write(body.slice(0, 5));
  res.end(body.slice(5));
}

function bump() {
  dropPageCopies();
}

describe('cacheKey', () => {
  it('keys plain GETs of pages by URL and compression only: the path says the language', () => {
    const a = cacheKey(pageRequest('/blog', { 'accept-encoding': 'gzip, br', 'accept-language': 'en', cookie: 'x=1; NEXT_LOCALE=en' }));
    const b = cacheKey(pageRequest('/blog', { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' }));
    expect(a).not.toBeNull();
    expect(a).not.toEqual(b);
    // Neither the browser's languages nor any cookie (analytics, the locale pick, a session) changes the bytes.
    const plain = cacheKey(pageRequest('/blog', { 'accept-encoding': 'gzip' }));
    const others: ResponseHeaders[] = [{ 'accept-language': 'en-US,en' }, { 'accept-language': 'fr' }, { cookie: '_ga=GA1.2.3; NEXT_LOCALE=en' }, { cookie: 'authjs.session-token=abc' }];
    for (const headers of others) {
      expect(cacheKey(pageRequest('/blog', { 'accept-encoding': 'gzip', ...headers }))).toEqual(plain);
    }
    expect(cacheKey(pageRequest('/en/blog'))).not.toEqual(cacheKey(pageRequest('/blog')));
  });

  it('leaves analytics parameters out of the key and keeps the others', () => {
    const key = (url: string) => cacheKey(pageRequest(url));
    expect(key('/blog?utm_source=news&utm_medium=email&utm_campaign=x&gclid=1&fbclid=2')).toEqual(key('/blog'));
    expect(key('/blog?page=2&utm_source=news')).toEqual(key('/blog?page=2'));
    expect(key('/blog?UTM_Term=a&page=2&fbclid')).toEqual(key('/blog?page=2'));
    expect(key('/blog?page=2')).not.toEqual(key('/blog?page=3'));
    expect(key('/list-article-results/erp?category=7&gclid=x')).toEqual(key('/list-article-results/erp?category=7'));
    // Only the exact names: a parameter that merely looks like one stays.
    expect(key('/blog?utmost=1')).not.toEqual(key('/blog'));
    expect(key('/blog?gclid_x=1')).not.toEqual(key('/blog'));
  });

  it('withoutTrackingParams keeps the order and the encoding of what stays', () => {
    expect(withoutTrackingParams('/a?b=1&utm_source=x&c=%20d')).toBe('/a?b=1&c=%20d');
    expect(withoutTrackingParams('/a?utm_source=x')).toBe('/a');
    expect(withoutTrackingParams('/a?utm%5Fsource=x&q=1')).toBe('/a?q=1');
    expect(withoutTrackingParams('/a')).toBe('/a');
  });

  it('sends to Next what Next answers differently or must see', () => {
    expect(cacheKey(pageRequest('/blog', {}, 'POST'))).toBeNull();
    expect(cacheKey(pageRequest('/blog', {}, 'HEAD'))).toBeNull();
    expect(cacheKey(pageRequest('/api/health'))).toBeNull();
    expect(cacheKey(pageRequest('/_next/static/chunk.js'))).toBeNull();
    expect(cacheKey(pageRequest('/blog?_rsc=abc'))).toBeNull();
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'authorization', 'range']) {
      expect(cacheKey(pageRequest('/blog', { [header]: '1' }))).toBeNull();
    }
  });
});

describe('createPageCache', () => {
  it('keeps a page Next served from its cache and serves it again', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/blog'))!;
    const first = pageResponse();
    cache.capture(key, first.res as never);
    answer(first.res, '<html>blog</html>');
    const entry = cache.lookup(key);
    expect(entry).not.toBeNull();
    const second = pageResponse();
    cache.serve(entry!, second.res as never);
    expect(second.out.status).toBe(200);
    expect(second.out.body).toBe('<html>blog</html>');
    expect(second.out.served).toContainEqual(['content-length', String('<html>blog</html>'.length)]);
    expect(second.out.served).toContainEqual(['x-vitrine-page-cache', 'HIT']);
  });

  it('gives a copy a strong ETag of its bytes and answers a request that holds it with 304, without a body', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/blog'))!;
    const first = pageResponse();
    cache.capture(key, first.res as never);
    answer(first.res, '<html>blog</html>');
    const etag = etagOf(Buffer.from('<html>blog</html>'));
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf(Buffer.from('<html>blog!</html>'))).not.toBe(etag);

    const fresh = pageResponse();
    expect(cache.serveCopy(key, fresh.res as never)).toBe(true);
    expect(fresh.out.served).toContainEqual(['etag', etag]);

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = pageResponse();
      expect(cache.serveCopy(key, revalidated.res as never, held)).toBe(true);
      expect(revalidated.out.status).toBe(304);
      expect(revalidated.out.body).toBe('');
      expect(revalidated.out.served).toContainEqual(['etag', etag]);
      expect(revalidated.out.served.map(([name]) => name)).not.toContain('content-length');
    }
    const changed = pageResponse();
    cache.serveCopy(key, changed.res as never, '"an-older-copy"');
    expect(changed.out.status).toBe(200);
    expect(changed.out.body).toBe('<html>blog</html>');
  });

  it('keeps a page Next rendered into its cache just now (MISS): the bytes its next HIT would send', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/post/x/2'))!;
    const { res } = pageResponse();
    cache.capture(key, res as never);
    answer(res, '<html>fresh</html>', { 'x-nextjs-cache': 'MISS' });
    expect(cache.lookup(key)?.body.toString()).toBe('<html>fresh</html>');
  });

  it('keeps a copy as long as Next keeps the page (its s-maxage), at most ttlMs', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    try {
      const cache = createPageCache({ ttlMs: 3_600_000 });
      const key = cacheKey(pageRequest('/blog'))!;
      const { res } = pageResponse();
      cache.capture(key, res as never);
      answer(res, '<html>blog</html>', { 'cache-control': 's-maxage=600, stale-while-revalidate=31535400' });
      jest.setSystemTime(new Date('2026-11-22T12:09:59Z'));
      expect(cache.lookup(key)).not.toBeNull();
      jest.setSystemTime(new Date('2026-11-22T12:10:01Z'));
      expect(cache.lookup(key)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a stale page Next is rendering again (STALE)', { 'x-nextjs-cache': 'STALE' }, 200],
    ['a page Next did not keep (no s-maxage)', { 'x-nextjs-cache': 'MISS', 'cache-control': 'private, no-cache, no-store' }, 200],
    ['a page that sets a cookie', { 'set-cookie': 'a=1' }, 200],
    ['a page that sets the locale cookie and another', { 'set-cookie': ['NEXT_LOCALE=en; Path=/', 'session=abc; Path=/'] }, 200],
    ['a private page', { 'cache-control': 'private, no-store' }, 200],
    ['a not-found answer', {}, 404],
  ])('never keeps %s', (_label, headers, status) => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/post/x/1'))!;
    const { res } = pageResponse();
    cache.capture(key, res as never);
    res.statusCode = status;
    answer(res, '<html>x</html>', headers);
    expect(cache.lookup(key)).toBeNull();
  });

  it('never keeps a page that sets the locale cookie: the key holds no cookie to replay it for', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/', { 'accept-language': 'en' }))!;
    const { res } = pageResponse();
    cache.capture(key, res as never);
    answer(res, '<html>home</html>', { 'set-cookie': ['NEXT_LOCALE=en; Path=/; SameSite=lax'] });
    expect(cache.lookup(key)).toBeNull();
  });

  it('drops every page when a cache tag is expired (a new generation)', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/'))!;
    const { res } = pageResponse();
    cache.capture(key, res as never);
    answer(res, '<html>home</html>');
    expect(cache.lookup(key)).not.toBeNull();
    const before = pageGeneration();
    bump();
    expect(pageGeneration()).toBe(before + 1);
    expect(cache.lookup(key)).toBeNull();
  });

  it('does not keep a page rendered before an expiry that happened while it was sent', () => {
    const cache = createPageCache();
    const key = cacheKey(pageRequest('/faq'))!;
    const { res } = pageResponse();
    cache.capture(key, res as never);
    bump();
    answer(res, '<html>old</html>');
    expect(cache.lookup(key)).toBeNull();
  });

  it('lets entries go after their time to live, so time-based revalidation shows through', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    try {
      const cache = createPageCache({ ttlMs: 5000 });
      const key = cacheKey(pageRequest('/blog'))!;
      const { res } = pageResponse();
      cache.capture(key, res as never);
      answer(res, '<html>blog</html>');
      jest.setSystemTime(new Date('2026-11-22T12:00:04Z'));
      expect(cache.lookup(key)).not.toBeNull();
      jest.setSystemTime(new Date('2026-11-22T12:00:06Z'));
      expect(cache.lookup(key)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds at most maxEntries pages, dropping the oldest', () => {
    const cache = createPageCache({ maxEntries: 2 });
    for (const url of ['/a', '/b', '/c']) {
      const { res } = pageResponse();
      cache.capture(cacheKey(pageRequest(url))!, res as never);
      answer(res, `<html>${url}</html>`);
    }
    expect(cache.size()).toBe(2);
    expect(cache.lookup(cacheKey(pageRequest('/a'))!)).toBeNull();
    expect(cache.lookup(cacheKey(pageRequest('/c'))!)).not.toBeNull();
  });

  describe('a dynamic page the proxy marks as the same for everyone (search results)', () => {
    /** What Next does for a page it renders per request, marked by proxy.ts. */
    function dynamicAnswer(res: ReturnType<typeof pageResponse>['res'], body: string, headers: ResponseHeaders = {}) {
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader(SHARED_COPY_HEADER, '30');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end(body);
    }

    it('keeps it for the seconds the mark gives, then lets it go', () => {
      jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
      try {
        const cache = createPageCache({ ttlMs: 5000 });
        const key = cacheKey(pageRequest('/list-article-results/nuvem?page=2'))!;
        const { res } = pageResponse();
        cache.capture(key, res as never);
        dynamicAnswer(res, '<html>results</html>');
        jest.setSystemTime(new Date('2026-11-22T12:00:29Z'));
        expect(cache.lookup(key)?.body.toString()).toBe('<html>results</html>');
        jest.setSystemTime(new Date('2026-11-22T12:00:31Z'));
        expect(cache.lookup(key)).toBeNull();
      } finally {
        jest.useRealTimers();
      }
    });

    it('is dropped by a cache tag expiry (a publish), like any copy', () => {
      const cache = createPageCache();
      const key = cacheKey(pageRequest('/list-article-results/nuvem'))!;
      const { res } = pageResponse();
      cache.capture(key, res as never);
      dynamicAnswer(res, '<html>results</html>');
      expect(cache.lookup(key)).not.toBeNull();
      bump();
      expect(cache.lookup(key)).toBeNull();
    });

    it.each([
      ['without the mark', { [SHARED_COPY_HEADER]: '' }, 200],
      ['with a cookie of its own', { 'set-cookie': 'session=abc; Path=/' }, 200],
      ['a redirect', {}, 307],
    ])('is never kept %s', (_label, headers, status) => {
      const cache = createPageCache();
      const key = cacheKey(pageRequest('/list-article-results/nuvem'))!;
      const { res } = pageResponse();
      cache.capture(key, res as never);
      res.statusCode = status;
      dynamicAnswer(res, '<html>x</html>', headers);
      expect(cache.lookup(key)).toBeNull();
    });
  });
});
