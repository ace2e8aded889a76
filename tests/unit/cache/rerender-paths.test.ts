import { rerenderPaths, taggedIds } from '@/lib/cache/rerender-paths';
import { cacheTags } from '@/lib/cache/tags';

// Which public pages the production server renders again after a change (lib/cache/rerender.ts).

const none = { articles: [], authors: [], categories: [] };
const article = { id: 7, uniqueKey: 'hello', locale: 'pt-BR' };
const translation = { id: 9, uniqueKey: 'hello-en', locale: 'en' };

describe('rerenderPaths', () => {
  it('publishing an article: the article and its translations first, then home, blog, feeds, category feeds, and the profile in every language', () => {
    const paths = rerenderPaths([cacheTags.articles, cacheTags.article(7), cacheTags.author(3)], {
      articles: [article, translation],
      authors: [{ id: 3, uniqueKey: 'ana' }],
      categories: ['news'],
    });
    expect(paths.slice(0, 2)).toEqual(['/post/hello/7', '/en/post/hello-en/9']);
    expect(paths.slice(2, 7)).toEqual(['/', '/en', '/es', '/fr', '/ht']);
    expect(paths).toEqual(
      expect.arrayContaining(['/blog', '/ht/blog', '/feed.xml', '/fr/feed.xml', '/feed/news.xml', '/es/feed/news.xml', '/profile/ana/3', '/en/profile/ana/3']),
    );
    expect(paths).toHaveLength(2 + 5 * 5);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('an article no longer live (unpublished, deleted): only the lists that showed it', () => {
    const paths = rerenderPaths([cacheTags.articles, cacheTags.article(7)], { ...none, categories: ['news'] });
    expect(paths.some((p) => p.includes('/post/'))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/feed.xml', '/feed/news.xml']));
  });

  it('settings drawn on every page: home and the blog; pages: home; FAQs: the FAQ', () => {
    const thumbnails = ['/home-v1', '/en/home-v1', '/es/home-v1', '/fr/home-v1', '/ht/home-v1', '/home-v2', '/en/home-v2', '/es/home-v2', '/fr/home-v2', '/ht/home-v2'];
    expect(rerenderPaths([cacheTags.navigation], none)).toEqual([
      ...['/', '/en', '/es', '/fr', '/ht', '/blog', '/en/blog', '/es/blog', '/fr/blog', '/ht/blog'],
      ...thumbnails,
    ]);
    expect(rerenderPaths([cacheTags.pages], none)).toEqual(['/', '/en', '/es', '/fr', '/ht', ...thumbnails]);
    expect(rerenderPaths([cacheTags.faqs], none)).toEqual(['/faq', '/en/faq', '/es/faq', '/fr/faq', '/ht/faq']);
    expect(rerenderPaths([cacheTags.categories], { ...none, categories: ['tech'] })).toEqual([
      '/feed/tech.xml',
      '/en/feed/tech.xml',
      '/es/feed/tech.xml',
      '/fr/feed/tech.xml',
      '/ht/feed/tech.xml',
    ]);
  });

  it('pages built from blocks: each live page at its own address, after the home pages', () => {
    const paths = rerenderPaths([cacheTags.pages], { ...none, blockPages: [{ locale: 'pt-BR', slug: 'sobre' }, { locale: 'en', slug: 'about' }] });
    expect(paths.slice(0, 7)).toEqual(['/', '/en', '/es', '/fr', '/ht', '/sobre', '/en/about']);
    // A layout change does not name the pages: their pages are only rendered again when the pages changed.
    expect(rerenderPaths([cacheTags.layout], { ...none, blockPages: [{ locale: 'en', slug: 'about' }] })).not.toContain('/en/about');
  });

  it('FAQs: the FAQ page and each product page in every language', () => {
    const paths = rerenderPaths([cacheTags.faqs], { ...none, faqProducts: ['rc-sistemi', 'vitrine cms'] });
    expect(paths).toHaveLength(15);
    expect(paths).toEqual(expect.arrayContaining(['/faq', '/faq/rc-sistemi', '/ht/faq/rc-sistemi', '/en/faq/vitrine%20cms']));
  });

  it('nothing public (an uploaded file): nothing to render', () => {
    expect(rerenderPaths([cacheTags.file('abc')], none)).toEqual([]);
  });
});

describe('taggedIds', () => {
  it('reads the article and author ids the tags name, once each', () => {
    expect(taggedIds(['articles', 'article:7', 'article:7', 'author:3', 'article:x', 'file:k'])).toEqual({ articleIds: [7], authorIds: [3] });
  });
});
