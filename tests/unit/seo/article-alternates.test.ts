import { articleAlternates, articleHomePath } from '@/lib/seo/article-alternates';

// An article's hreflang alternates (lib/seo/article-alternates.ts): itself and its live translations.

const pt = { id: 1, uniqueKey: 'como-vender', locale: 'pt-BR' };
const en = { id: 2, uniqueKey: 'how-to-sell', locale: 'en' };
const es = { id: 3, uniqueKey: 'como-vender-es', locale: 'es' };

describe('article alternates', () => {
  it('puts each article under its own language prefix', () => {
    expect(articleHomePath(pt)).toBe('/post/como-vender/1');
    expect(articleHomePath(en)).toBe('/en/post/how-to-sell/2');
  });

  it('lists the article and its translations in the site language order, x-default on the default-language one', () => {
    expect(articleAlternates(es, [en, pt])).toEqual({
      'pt-BR': '/post/como-vender/1',
      en: '/en/post/how-to-sell/2',
      es: '/es/post/como-vender-es/3',
      'x-default': '/post/como-vender/1',
    });
    expect(Object.keys(articleAlternates(es, [en, pt]))).toEqual(['pt-BR', 'en', 'es', 'x-default']);
  });

  it('has only itself (and x-default on itself) without translations, or without a default-language one', () => {
    expect(articleAlternates(en, [])).toEqual({ en: '/en/post/how-to-sell/2', 'x-default': '/en/post/how-to-sell/2' });
    expect(articleAlternates(en, [es])['x-default']).toBe('/en/post/how-to-sell/2');
  });
});
