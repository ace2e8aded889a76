/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import ptBR from '@/messages/pt-BR.json';
import { homeServices, homeSolutions } from '@/components/home/content';
import { ArrowLink, HomeSection, ItemText, SectionHeading } from '@/components/home/section-parts';

// The two home designs share their section pieces (components/home/section-parts.tsx); each keeps its
// own classes. Rendered here without the latest articles (a database read).
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Home' }) => createTranslator({ locale: 'pt-BR', messages: ptBR, namespace }),
}));
jest.mock('@/lib/env', () => ({ env: () => ({ CONTACT_EMAIL: 'contact@example.com', CONTACT_PHONE: '+55 (11) 1234-5678' }) }));
jest.mock('@/i18n/link', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
jest.mock('@/components/home/latest-articles', () => ({ LatestArticles: ({ layout }: { layout: string }) => <div data-latest={layout} /> }));

const home = ptBR.Home;

/** A text as React writes it in HTML, as a regular expression source. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the shared section pieces', () => {
  it('label a section by its heading', () => {
    const html = renderToStaticMarkup(
      <HomeSection id="services" className="s">
        <SectionHeading id="services-title" title="Services" intro="What we do" className="c" titleClassName="t" />
      </HomeSection>,
    );
    expect(html).toBe('<section id="services" aria-labelledby="services-title" class="s"><div class="c"><h2 id="services-title" class="t">Services</h2><p class="text-lg text-muted-foreground">What we do</p></div></section>');
  });

  it('leave out an introduction the section has not, and wrap item text only when asked', () => {
    expect(renderToStaticMarkup(<SectionHeading id="x-title" title="X" className="c" titleClassName="t" />)).toBe('<div class="c"><h2 id="x-title" class="t">X</h2></div>');
    expect(renderToStaticMarkup(<ItemText title="A" text="B" titleClassName="t" textClassName="p" />)).toBe('<h3 class="t">A</h3><p class="p">B</p>');
    expect(renderToStaticMarkup(<ItemText title="A" text="B" className="w" titleClassName="t" textClassName="p" />)).toBe('<div class="w"><h3 class="t">A</h3><p class="p">B</p></div>');
  });

  it('end an arrow link with its arrow', () => {
    const html = renderToStaticMarkup(<ArrowLink href="/blog" className="l">All</ArrowLink>);
    expect(html).toMatch(/^<a href="\/blog" class="l">All<svg aria-hidden="true"[^>]*class="size-4">/);
  });
});

describe.each(['v1', 'v2'] as const)('home design %s', (design) => {
  let page = '';
  beforeAll(async () => {
    const { HomeV1 } = await import('@/components/home/home-v1');
    const { HomeV2 } = await import('@/components/home/home-v2');
    const Home = design === 'v1' ? HomeV1 : HomeV2;
    page = renderToStaticMarkup(await Home({ locale: 'pt-BR', articles: [] }));
  });

  it('labels each section by its heading', () => {
    for (const [id, title] of [['services', home.services.title], ['solutions', home.solutions.title], ['latest-articles', home.articles.title], ['contact-cta', home.contact.title]]) {
      expect(page).toContain(`<section id="${id}" aria-labelledby="${id}-title"`);
      expect(page).toMatch(new RegExp(`<h2 id="${id}-title"[^>]*>${escaped(title)}</h2>`));
    }
  });

  it('shows every service and solution with its title and text', () => {
    for (const key of homeServices) expect(page).toMatch(new RegExp(`<h3[^>]*>${escaped(home.services.items[key].title)}</h3><p[^>]*>${escaped(home.services.items[key].text)}</p>`));
    for (const key of homeSolutions) expect(page).toMatch(new RegExp(`<h3[^>]*>${escaped(home.solutions.items[key].title)}</h3><p[^>]*>${escaped(home.solutions.items[key].text)}</p>`));
  });

  it('links the solutions to the product page', () => {
    expect(page).toMatch(new RegExp(`<a href="/rc-sistemI"[^>]*>${escaped(home.solutions.cta)}<svg`));
  });
});
