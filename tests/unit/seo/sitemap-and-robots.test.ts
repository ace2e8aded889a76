import { robotsRules } from '@/lib/seo/robots';
import {
  ARTICLES_PER_SITEMAP,
  STATIC_SITEMAP_PATHS,
  localizedEntries,
  parseSitemapFileName,
  renderSitemapIndex,
  renderUrlset,
  sitemapFileName,
} from '@/lib/seo/sitemap-xml';
import { feedAlternateTypes } from '@/lib/seo/feed-link';
import { categoryKeyOfFeed, feedPath } from '@/lib/seo/public-paths';

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const SITE = 'https://www.example.com';
const previousSiteUrl = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = SITE;
});
afterAll(() => {
  process.env.SITE_URL = previousSiteUrl;
});

describe('sitemap entries', () => {
  it('lists a page once per locale, each with all five locales and x-default as hreflang alternates', () => {
    const entries = localizedEntries('/post/como-escolher-um-erp/7', '2025-03-04T12:30:00.000Z');
    expect(entries.map((e) => e.url)).toEqual([
      `${SITE}/post/como-escolher-um-erp/7`,
      `${SITE}/en/post/como-escolher-um-erp/7`,
      `${SITE}/es/post/como-escolher-um-erp/7`,
      `${SITE}/fr/post/como-escolher-um-erp/7`,
      `${SITE}/ht/post/como-escolher-um-erp/7`,
    ]);
    for (const entry of entries) {
      expect(entry.lastModified).toBe('2025-03-04T12:30:00.000Z');
      expect(entry.alternates?.languages).toEqual({
        'pt-BR': `${SITE}/post/como-escolher-um-erp/7`,
        en: `${SITE}/en/post/como-escolher-um-erp/7`,
        es: `${SITE}/es/post/como-escolher-um-erp/7`,
        fr: `${SITE}/fr/post/como-escolher-um-erp/7`,
        ht: `${SITE}/ht/post/como-escolher-um-erp/7`,
        'x-default': `${SITE}/post/como-escolher-um-erp/7`,
      });
    }
  });

  it('gives the home page its locale roots', () => {
    expect(localizedEntries('/').map((e) => e.url)).toEqual([`${SITE}/`, `${SITE}/en`, `${SITE}/es`, `${SITE}/fr`, `${SITE}/ht`]);
  });

  it('lists the public pages and never the playground, the v2 preview, the back office or search results', () => {
    expect(STATIC_SITEMAP_PATHS).toEqual(expect.arrayContaining(['/', '/blog', '/faq', '/contact', '/rc-sistemI']));
    for (const path of STATIC_SITEMAP_PATHS) expect(path).not.toMatch(/playground|home-v2|admin|list-article-results|login/);
  });

  it('renders a well-formed urlset with xhtml:link alternates and escaped URLs', () => {
    const xml = renderUrlset([
      ...localizedEntries('/blog', '2025-03-04T12:30:00.000Z'),
      { url: `${SITE}/faq/a&b`, alternates: { languages: { en: `${SITE}/en/faq/a&b` } } },
    ]);
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = doc.getElementsByTagName('url');
    expect(urls).toHaveLength(6);
    expect(urls[0].getElementsByTagName('loc')[0].textContent).toBe(`${SITE}/blog`);
    expect(urls[0].getElementsByTagName('lastmod')[0].textContent).toBe('2025-03-04T12:30:00.000Z');
    const links = urls[0].getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
    expect(links).toHaveLength(6);
    expect([...links].map((l) => l.getAttribute('hreflang'))).toEqual(['pt-BR', 'en', 'es', 'fr', 'ht', 'x-default']);
    expect(urls[5].getElementsByTagName('loc')[0].textContent).toBe(`${SITE}/faq/a&b`);
    expect(urls[5].getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('renders a sitemap index of absolute file URLs', () => {
    const doc = parseXml(renderSitemapIndex([{ url: `${SITE}/sitemap/pages.xml`, lastModified: '2025-03-04T12:30:00.000Z' }, { url: `${SITE}/sitemap/articles-1.xml` }]));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([`${SITE}/sitemap/pages.xml`, `${SITE}/sitemap/articles-1.xml`]);
  });
});

describe('sitemap files', () => {
  it('keeps every file within the protocol limit of 50,000 URLs', () => {
    expect(ARTICLES_PER_SITEMAP * 5).toBeLessThanOrEqual(50_000);
  });

  it('names files so that they read back, and refuses any other name', () => {
    expect(parseSitemapFileName(sitemapFileName({ kind: 'pages' }))).toEqual({ kind: 'pages' });
    expect(parseSitemapFileName(sitemapFileName({ kind: 'articles', page: 3 }))).toEqual({ kind: 'articles', page: 3 });
    expect(parseSitemapFileName('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFileName('articles-12.xml')).toEqual({ kind: 'articles', page: 12 });
    for (const name of ['articles-0.xml', 'articles-01.xml', 'articles-1', 'articles-x.xml', 'pages', '../pages.xml', 'articles-1.xml.gz']) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe('robots rules', () => {
  const rules = robotsRules(SITE);
  const rule = Array.isArray(rules.rules) ? rules.rules[0] : rules.rules;

  it('lets every crawler in and keeps the back office and the API out, in every locale spelling', () => {
    expect(rule.userAgent).toBe('*');
    expect(rule.allow).toEqual(expect.arrayContaining(['/']));
    expect(rule.disallow).toEqual(expect.arrayContaining(['/admin', '/api', '/en/admin', '/es/admin', '/fr/admin', '/ht/admin', '/pt-BR/admin']));
  });

  it('keeps shared draft previews (/preview/{token}) out, in every locale spelling', () => {
    expect(rule.disallow).toEqual(expect.arrayContaining(['/preview/', '/en/preview/', '/es/preview/', '/fr/preview/', '/ht/preview/', '/pt-BR/preview/']));
  });

  it('still lets crawlers fetch uploaded images under /api/files/', () => {
    expect(rule.allow).toEqual(expect.arrayContaining(['/api/files/']));
  });

  it('points at the sitemap index by its absolute URL', () => {
    expect(rules.sitemap).toBe(`${SITE}/sitemap.xml`);
  });
});

describe('feed paths', () => {
  it('names the blog feed and a category feed with a dot, so the proxy leaves them alone', () => {
    expect(feedPath()).toBe('/feed.xml');
    expect(feedPath('technology')).toBe('/feed/technology.xml');
    expect(categoryKeyOfFeed('technology.xml')).toBe('technology');
    expect(categoryKeyOfFeed('technology')).toBeNull();
    expect(categoryKeyOfFeed('.xml')).toBeNull();
  });
});

describe('feed link', () => {
  it('points every page at the blog feed, titled in the page language', () => {
    expect(feedAlternateTypes('pt-BR', 'Vitrine')).toEqual({ 'application/rss+xml': [{ url: '/feed.xml', title: 'Blog Vitrine (RSS)' }] });
    expect(feedAlternateTypes('en', 'Vitrine')).toEqual({ 'application/rss+xml': [{ url: '/en/feed.xml', title: 'Vitrine blog (RSS)' }] });
  });
});
