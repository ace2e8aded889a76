/**
 * @jest-environment node
 */
import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import ptBR from '@/messages/pt-BR.json';
import { ArrowLink, ItemText, SectionHeading } from '@/components/home/section-parts';
import { BlockSection } from '@/components/pages/blocks/parts';
import { homeBlocks } from '@/lib/pages/defaults';

// The two home designs are the seeded home page's blocks (lib/pages/defaults.ts) rendered by
// components/pages in each design's look; the sections share their pieces
// (components/home/section-parts.tsx). Rendered here without the latest articles (a database read).
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Home' }) => createTranslator({ locale: 'pt-BR', messages: ptBR, namespace }),
}));
jest.mock('@/lib/env', () => ({ env: () => ({ CONTACT_EMAIL: 'contact@example.com', CONTACT_PHONE: '+55 (11) 1234-5678' }) }));
jest.mock('@/i18n/link', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));
jest.mock('@/components/home/latest-articles', () => ({ LatestArticles: ({ layout }: { layout: string }) => <div data-latest={layout} /> }));
jest.mock('@/lib/pages/public', () => ({ latestArticles: async () => [] }));
jest.mock('@/lib/navigation/public', () => ({ publicNavigation: async () => ({ footer: { contact: { email: '', phone: '' } } }) }));

type Props = { children?: ReactNode };

/** A tree with its (async) server components called, so renderToStaticMarkup can write it. */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  if (typeof element.type === 'function') return resolve(await (element.type as (props: Props) => ReactNode | Promise<ReactNode>)(element.props));
  const children = element.props.children === undefined ? undefined : await Promise.all(Children.toArray(element.props.children).map(resolve));
  if ((element.type as unknown) === Fragment) return <>{children}</>;
  return children === undefined ? element : cloneElement(element, undefined, ...children);
}

const home = ptBR.Home;

/** A text as React writes it in HTML, as a regular expression source. */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the shared section pieces', () => {
  it('label a section by its heading', () => {
    const html = renderToStaticMarkup(
      <BlockSection id="services" labelled className="s">
        <SectionHeading id="services-title" title="Services" intro="What we do" className="c" titleClassName="t" />
      </BlockSection>,
    );
    expect(html).toBe('<section id="services" aria-labelledby="services-title" class="scroll-mt-4 s"><div class="c"><h2 id="services-title" class="t">Services</h2><p class="text-lg text-muted-foreground">What we do</p></div></section>');
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
    const { PageBlocks } = await import('@/components/pages/page-blocks');
    page = renderToStaticMarkup(await resolve(<PageBlocks blocks={homeBlocks('pt-BR')} locale="pt-BR" design={design} />));
  });

  it('labels each section by its heading', () => {
    for (const [id, title] of [['services', home.services.title], ['solutions', home.solutions.title], ['latest-articles', home.articles.title], ['contact-cta', home.contact.title]]) {
      expect(page).toContain(`<section id="${id}" aria-labelledby="${id}-title"`);
      expect(page).toMatch(new RegExp(`<h2 id="${id}-title"[^>]*>${escaped(title)}</h2>`));
    }
  });

  it('shows every service and solution with its title and text', () => {
    for (const key of ['systems', 'integration', 'cloud', 'support'] as const) expect(page).toMatch(new RegExp(`<h3[^>]*>${escaped(home.services.items[key].title)}</h3><p[^>]*>${escaped(home.services.items[key].text)}</p>`));
    for (const key of ['erp', 'commerce', 'insights'] as const) expect(page).toMatch(new RegExp(`<h3[^>]*>${escaped(home.solutions.items[key].title)}</h3><p[^>]*>${escaped(home.solutions.items[key].text)}</p>`));
  });

  it('links the solutions to the product page', () => {
    expect(page).toMatch(new RegExp(`<a href="/rc-sistemI"[^>]*>${escaped(home.solutions.cta)}<svg`));
  });

  it('has one h1 (the hero title) and the sections in the design order', () => {
    expect(page.match(/<h1/g)).toHaveLength(1);
    expect(page).toMatch(new RegExp(`<h1 id="home-title"[^>]*>${escaped(home.hero.title)}</h1>`));
    const order = ['services', 'solutions', 'latest-articles', 'contact-cta'].sort((a, b) => page.indexOf(`<section id="${a}"`) - page.indexOf(`<section id="${b}"`));
    expect(order).toEqual(design === 'v1' ? ['services', 'solutions', 'latest-articles', 'contact-cta'] : ['solutions', 'services', 'latest-articles', 'contact-cta']);
  });

  it('draws the figures beside the hero in v2 only, the solution drawings in v1 only, and the contact details in v2 only', () => {
    expect(page.includes(`>${home.stats.clients.value}</dd>`)).toBe(design === 'v2');
    expect((page.match(/data-testid="solution-illustration"/g) ?? []).length).toBe(design === 'v1' ? 3 : 0);
    expect(page.includes('mailto:contact@example.com')).toBe(design === 'v2');
  });
});

describe('a page without a hero', () => {
  it('gets its title as a hidden h1, and each section an id of its own', async () => {
    const { PageBlocks } = await import('@/components/pages/page-blocks');
    const blocks = [
      { type: 'stats', anchor: 'numbers', items: [{ value: '1', label: 'one' }] },
      { type: 'stats', anchor: 'numbers', title: 'Again', items: [{ value: '2', label: 'two' }] },
      { type: 'latest_articles', title: 'News', count: 3 },
      { type: 'cta', designs: ['v2'], title: 'Only in v2', button: { label: 'Go', href: '/contact' } },
    ] as const;
    const html = renderToStaticMarkup(await resolve(<PageBlocks blocks={blocks as never} locale="pt-BR" design="v1" title="About us" />));
    expect(html).toMatch(/^<div data-testid="page-blocks" data-design="v1"><h1 class="sr-only">About us<\/h1>/);
    expect(html.match(/<section id="[^"]+"/g)).toEqual(['<section id="numbers"', '<section id="block-2"', '<section id="latest-articles"']);
    expect(html).toContain('<h2 id="block-2-title"');
    expect(html).not.toContain('Only in v2');
  });
});
