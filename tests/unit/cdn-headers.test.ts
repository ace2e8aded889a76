/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheTags } from '@/lib/cache/tags';
import { applyCdnHeaders, PUBLIC_CACHE_CONTROL, publicPageTags } from '../../server/cdn-headers.mjs';

// A CDN may cache the public pages Next serves from its cache, and purge them by tag; staff screens never.
describe('publicPageTags', () => {
  const known = new Set<string>(Object.values(cacheTags).flatMap((v) => (typeof v === 'string' ? [v] : [])));
  const frame = ['settings:layout', 'settings:seo', 'settings:whatsapp'];

  it('uses only tags that lib/cache/tags.ts defines', () => {
    for (const path of ['/', '/blog', '/en/post/a-title/42', '/profile/ana/3', '/faq/erp', '/contact', '/list-article-results/gestao']) {
      for (const tag of publicPageTags(path)) {
        if (tag.startsWith('article:')) expect(tag).toBe(cacheTags.article(42));
        else expect(known).toContain(tag);
      }
    }
  });

  it.each([
    ['/', [...frame, 'articles', 'categories', 'authors']],
    ['/en', [...frame, 'articles', 'categories', 'authors']],
    ['/blog', [...frame, 'articles', 'categories', 'authors']],
    ['/es/list-article-results/gest%C3%A3o', [...frame, 'articles', 'categories', 'authors']],
    ['/post/como-escolher-um-erp/42', [...frame, 'article:42', 'articles', 'categories', 'authors']],
    ['/fr/post/7', [...frame, 'article:7', 'articles', 'categories', 'authors']],
    ['/profile/ana/3', [...frame, 'authors', 'articles', 'categories']],
    ['/faq', [...frame, 'faqs']],
    ['/contact', frame],
  ])('%s', (path, tags) => {
    expect(publicPageTags(path)).toEqual(tags);
  });
});

describe('applyCdnHeaders on a real HTTP server', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      applyCdnHeaders(req, res);
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'a=1; Path=/');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader(
        'Cache-Control',
        url.searchParams.has('dynamic') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000, stale-while-revalidate',
      );
      if (url.searchParams.has('missing')) res.statusCode = 404;
      res.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('makes a cached public page public for a short while, with its tags', async () => {
    const res = await fetch(`${base}/post/a-title/42`);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe('public, s-maxage=60, stale-while-revalidate=600');
    expect(res.headers.get('cache-tag')).toBe('settings:layout,settings:seo,settings:whatsapp,article:42,articles,categories,authors');
    expect(res.headers.get('surrogate-key')).toBe('settings:layout settings:seo settings:whatsapp article:42 articles categories authors');
    // The path alone says the language (i18n/routing.ts localeDetection: false): nothing else varies.
    expect(res.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
  });

  it.each(['/', '/blog', '/en/blog', '/fr', '/post/a-title/42'])('varies %s on neither language nor cookie (issue 35)', async (path) => {
    const res = await fetch(base + path, { headers: { 'accept-language': 'en-US,en', cookie: '_ga=1; NEXT_LOCALE=fr' } });
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(res.headers.get('vary')).not.toMatch(/accept-language|cookie/i);
  });

  it('leaves alone what Next did not cache, what sets a cookie and what is not a 200', async () => {
    for (const query of ['?dynamic', '?cookie', '?missing']) {
      const res = await fetch(`${base}/blog${query}`);
      expect(res.headers.get('cache-control')).not.toMatch(/public/);
      expect(res.headers.get('cache-tag')).toBeNull();
    }
  });

  it('keeps staff screens private whatever Next says, and never touches the API', async () => {
    for (const path of ['/admin/dashboard', '/en/login', '/reset-password/1/x']) {
      const res = await fetch(base + path);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('cache-tag')).toBeNull();
    }
    const api = await fetch(`${base}/api/blog`);
    expect(api.headers.get('cache-control')).toBe('s-maxage=31536000, stale-while-revalidate');
  });
});
