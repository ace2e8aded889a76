import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The files search engines and feed readers fetch: sitemap index and files, robots.txt, the blog's
// RSS feed and a category's. Each is parsed by the browser's own XML parser (DOMParser), so a
// malformed document fails the test. The seed has live articles (como-escolher-um-erp, in
// "technology") and drafts (lgpd-na-pratica, writing-a-product-roadmap) that must stay out.

interface ParsedXml {
  error: string | null;
  root: string;
  /** Text of every element with one of the asked local names, by name. */
  texts: Record<string, string[]>;
  /** Attributes of every element with one of the asked local names, by name. */
  attributes: Record<string, Record<string, string>[]>;
}

async function parseXml(page: Page, xml: string, names: string[]): Promise<ParsedXml> {
  return page.evaluate(
    ({ xml, names }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const texts: Record<string, string[]> = {};
      const attributes: Record<string, Record<string, string>[]> = {};
      for (const name of names) {
        const found = [...doc.getElementsByTagNameNS('*', name)];
        texts[name] = found.map((el) => el.textContent ?? '');
        attributes[name] = found.map((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
      }
      return { error: error ? (error.textContent ?? 'parse error') : null, root: doc.documentElement.localName, texts, attributes };
    },
    { xml, names },
  );
}

async function fetchText(request: APIRequestContext, url: string, contentType: RegExp): Promise<string> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toMatch(contentType);
  return res.text();
}

test.describe('files for search engines and feed readers', () => {
  test.beforeEach(async ({ page }) => {
    // A document to run DOMParser in (no server page involved).
    await page.setContent('<!doctype html><title>xml</title>');
  });

  test('the sitemap index leads to every live article at its own address, profiles and public pages, and nothing private', async ({ page, request, baseURL }) => {
    const index = await parseXml(page, await fetchText(request, '/sitemap.xml', /xml/), ['loc']);
    expect(index.error).toBeNull();
    expect(index.root).toBe('sitemapindex');
    expect(index.texts.loc.length).toBeGreaterThanOrEqual(2);

    const locs: string[] = [];
    const alternates: Record<string, string>[] = [];
    for (const file of index.texts.loc) {
      expect(file.startsWith(`${baseURL}/sitemap/`)).toBe(true);
      const parsed = await parseXml(page, await fetchText(request, file, /xml/), ['loc', 'link']);
      expect(parsed.error, file).toBeNull();
      expect(parsed.root).toBe('urlset');
      locs.push(...parsed.texts.loc);
      alternates.push(...parsed.attributes.link);
    }

    const article = locs.find((loc) => new RegExp(`^${baseURL}/post/como-escolher-um-erp/\\d+$`).test(loc));
    expect(article).toBeDefined();
    const path = article!.slice(baseURL!.length);
    // An article is listed once, at its own language's address (issue 18): the same text under another
    // locale's chrome is no page of its own. Its alternates are its translations and x-default.
    for (const locale of ['en', 'es', 'fr', 'ht']) expect(locs).not.toContain(`${baseURL}/${locale}${path}`);
    expect(alternates).toContainEqual({ rel: 'alternate', hreflang: 'pt-BR', href: article });
    expect(alternates).toContainEqual({ rel: 'alternate', hreflang: 'x-default', href: article });

    for (const staticPath of ['/', '/blog', '/faq', '/contact', '/rc-sistemI']) expect(locs).toContain(`${baseURL}${staticPath}`);
    expect(locs).toContain(`${baseURL}/en/blog`);
    expect(locs.some((loc) => loc.includes('/profile/'))).toBe(true);

    for (const loc of locs) expect(loc).not.toMatch(/playground|home-v2|\/admin|list-article-results|lgpd-na-pratica|writing-a-product-roadmap/);
  });

  test('the pages the sitemap and the feed point to exist', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const locs = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).flatMap((xml) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    );
    // One of each kind (the first request of a page renders it, so not all of them).
    const sample = [
      ...['/', '/blog', '/faq', '/contact', '/rc-sistemI'].map((p) => locs.find((loc) => new URL(loc).pathname === p)),
      locs.find((loc) => /\/faq\/[^/]+$/.test(new URL(loc).pathname)),
      locs.find((loc) => new URL(loc).pathname.startsWith('/profile/')),
      locs.find((loc) => new URL(loc).pathname.startsWith('/post/')),
      /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(await (await request.get('/feed.xml')).text())?.[1],
      // An English article: unprefixed paths never redirect by language (issue 35), so order does not matter.
      locs.find((loc) => new URL(loc).pathname.startsWith('/en/post/')),
    ];
    for (const url of sample) {
      expect(url).toBeDefined();
      const res = await request.get(url!, { maxRedirects: 0 });
      expect(res.status(), `${url} → ${res.headers()['location'] ?? ''}`).toBe(200);
    }
  });

  test('robots.txt keeps crawlers out of the back office and the API and names the sitemap', async ({ request, baseURL }) => {
    const robots = await fetchText(request, '/robots.txt', /text\/plain/);
    const lines = robots.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /en/admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the blog feed is RSS 2.0 with the live articles, permanent guids and no drafts', async ({ page, request, baseURL }) => {
    const feed = await parseXml(page, await fetchText(request, '/feed.xml', /^application\/rss\+xml; charset=utf-8$/), [
      'rss',
      'link',
      'guid',
      'pubDate',
      'title',
    ]);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(feed.attributes.rss[0].version).toBe('2.0');
    expect(feed.attributes.link).toContainEqual({ href: `${baseURL}/feed.xml`, rel: 'self', type: 'application/rss+xml' });

    const guids = feed.texts.guid;
    expect(guids.some((g) => new RegExp(`^${baseURL}/post/como-escolher-um-erp/\\d+$`).test(g))).toBe(true);
    expect(feed.attributes.guid.every((g) => g.isPermaLink === 'true')).toBe(true);
    for (const guid of guids) expect(guid).not.toMatch(/lgpd-na-pratica|writing-a-product-roadmap/);
    for (const date of feed.texts.pubDate) expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  test('a category feed holds only that category, and an unknown category has none', async ({ page, request }) => {
    const feed = await parseXml(page, await fetchText(request, '/feed/technology.xml', /rss\+xml/), ['item', 'guid', 'category']);
    expect(feed.error).toBeNull();
    expect(feed.texts.item.length).toBeGreaterThan(0);
    // Every item carries the category (shown by its name in the default locale).
    const itemCategories = await page.evaluate(async (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return [...doc.getElementsByTagName('item')].map((item) => [...item.getElementsByTagName('category')].map((c) => c.textContent));
    }, await fetchText(request, '/feed/technology.xml', /rss\+xml/));
    for (const names of itemCategories) expect(names).toContain('Tecnologia');
    expect(feed.texts.guid.some((g) => /\/post\/como-escolher-um-erp\/\d+$/.test(g))).toBe(true);
    expect(feed.texts.guid.some((g) => /marketing-de-conteudo-b2b/.test(g))).toBe(false);

    expect((await request.get('/feed/no-such-category.xml')).status()).toBe(404);
  });
});
