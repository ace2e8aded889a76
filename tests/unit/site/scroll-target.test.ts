import { isSectionPage, storeScrollTarget, takeScrollTarget } from '@/components/site/scroll-target';

describe('section scrolling across pages', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('hands the stored section to the page it was stored for, once', () => {
    storeScrollTarget('/blog', 'popular');
    expect(takeScrollTarget('/blog')).toBe('popular');
    expect(takeScrollTarget('/blog')).toBeNull();
  });

  it('keeps the section for its page when another page opens first', () => {
    storeScrollTarget('/', 'services');
    expect(takeScrollTarget('/faq')).toBeNull();
    expect(takeScrollTarget('/')).toBe('services');
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('vitrine:scroll-section', '{not json');
    expect(takeScrollTarget('/')).toBeNull();
  });

  it('knows which pages have sections the menus link to', () => {
    expect(isSectionPage('/')).toBe(true);
    expect(isSectionPage('/blog')).toBe(true);
    expect(isSectionPage('/faq')).toBe(false);
  });
});
