import type { PublicArticle } from '@/lib/blog/article-page';
import { articlePath, parseRouteId, profilePath } from '@/lib/blog/paths';
import { blogPostingJsonLd, breadcrumbJsonLd, profilePageJsonLd } from '@/lib/blog/structured-data';
import { jsonLd } from '@/lib/seo/metadata';

const site = 'https://www.example.com';

const article: PublicArticle = {
  id: 42,
  uniqueKey: 'como-escolher-um-erp',
  title: 'Como escolher um ERP',
  content: '<p>Texto.</p>',
  excerpt: 'Resumo.',
  image: null,
  locale: 'pt-BR',
  seoTitle: null,
  seoDescription: null,
  publishedAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
  readingMinutes: 1,
  categories: [],
  authorId: 7,
  author: { id: 7, uniqueKey: 'abc', name: 'Rafael Almeida', photo: null, position: 'manager', shortBio: null, hasProfile: true },
  status: 'published',
  live: true,
  translations: [],
};

beforeAll(() => {
  process.env.SITE_URL = site;
});

describe('public paths', () => {
  it('addresses articles and profiles by unique key and id, page 1 without a page segment', () => {
    expect(articlePath(article)).toBe('/post/como-escolher-um-erp/42');
    expect(profilePath({ id: 7, uniqueKey: 'abc' })).toBe('/profile/abc/7');
    expect(profilePath({ id: 7, uniqueKey: 'abc' }, 1)).toBe('/profile/abc/7');
    expect(profilePath({ id: 7, uniqueKey: 'abc' }, 3)).toBe('/profile/abc/7/page/3');
  });

  it('reads only positive whole ids from a route segment', () => {
    expect(parseRouteId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4.2', '42abc', '1e3', '9999999999999999']) expect(parseRouteId(bad)).toBeNull();
  });
});

describe('structured data', () => {
  it('describes an article as a BlogPosting with author, dates, image and publisher, in absolute URLs', () => {
    const data = blogPostingJsonLd(article, { locale: 'en', siteName: 'Vitrine', description: 'Resumo.', categoryNames: ['Technology'] });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Como escolher um ERP',
      // The article's own address (it is in Portuguese), whatever the page's chrome.
      url: `${site}/post/como-escolher-um-erp/42`,
      inLanguage: 'pt-BR',
      datePublished: '2026-03-01T12:00:00.000Z',
      dateModified: '2026-03-02T12:00:00.000Z',
      image: [`${site}/api/og/article/42`],
      author: { '@type': 'Person', name: 'Rafael Almeida', url: `${site}/en/profile/abc/7` },
      publisher: { '@type': 'Organization', name: 'Vitrine', url: `${site}/en` },
    });
  });

  it('lists the breadcrumb trail in order', () => {
    const data = breadcrumbJsonLd('pt-BR', [
      { name: 'Início', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site}/blog` },
    ]);
  });

  it('describes a profile as a ProfilePage about a Person, and stays inert inside a script tag', () => {
    const data = profilePageJsonLd(
      { id: 7, uniqueKey: 'abc', name: 'Ana </script><script>alert(1)</script>', position: null, biography: null, photo: null, articleCount: 1 },
      { locale: 'pt-BR', jobTitle: 'Gerente' },
    );
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', jobTitle: 'Gerente', url: `${site}/profile/abc/7` } });
    expect(jsonLd(data)).not.toContain('</script>');
  });
});
