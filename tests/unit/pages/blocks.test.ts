import { readdirSync } from 'node:fs';
import path from 'node:path';
import { blockSchema, blocksSchema, type BlockType } from '@/lib/pages/blocks';
import { isReservedSlug } from '@/lib/pages/reserved';
import { pageInputSchema } from '@/lib/pages/schema';

// The block schemas of lib/pages/blocks.ts (each type accepts a valid example and names the field of
// a bad one) and the reserved slugs of lib/pages/reserved.ts (every route folder of app/ is one).

const link = { label: 'Contact', href: '/contact' };

/** Per block type: a valid example, and a bad one with the path of the field it breaks. */
const cases: Record<BlockType, { valid: Record<string, unknown>; bad: Record<string, unknown>; field: string }> = {
  hero: {
    valid: { title: 'Systems that work', text: 'ERP and support.', primary: link, secondary: { label: 'Blog', href: 'https://example.com/blog' }, image: '/hero.png' },
    bad: { title: 'Hi', primary: { label: 'Go', href: 'javascript:alert(1)' } },
    field: 'primary.href',
  },
  features: {
    valid: { title: 'What we do', style: 'showcase', items: [{ icon: 'erp', title: 'ERP', text: 'Run it.' }], cta: link },
    bad: { items: [{ icon: 'erp', title: 'ERP', text: 'Run it.' }, { icon: 'rocket', title: 'x', text: 'y' }] },
    field: 'items.1.icon',
  },
  media_text: {
    valid: { title: 'Who we are', text: '<p>Twenty years <strong>of</strong> systems.</p>', image: '/team.jpg', image_side: 'right' },
    bad: { title: 'Who', text: '<p> </p><script>x()</script>', image: '/team.jpg' },
    field: 'text',
  },
  rich_text: { valid: { html: '<h2>Terms</h2><p>Read them.</p>' }, bad: { html: 42 }, field: 'html' },
  stats: { valid: { items: [{ value: '20+', label: 'years' }] }, bad: { items: [] }, field: 'items' },
  cta: { valid: { title: 'Shall we talk?', button: link, show_contact: true }, bad: { title: 'Talk', button: { label: '', href: '/contact' } }, field: 'button.label' },
  faq: { valid: { title: 'Questions', product: 'rc-sistemi' }, bad: { product: '' }, field: 'product' },
  contact_form: { valid: { title: 'Write to us' }, bad: { title: 'x'.repeat(201) }, field: 'title' },
  newsletter: { valid: { title: 'News', text: 'Monthly.' }, bad: { text: 'x'.repeat(601) }, field: 'text' },
  latest_articles: { valid: { count: 6, category: 'gestao', cta: { label: 'Blog', href: '/blog' } }, bad: { count: 12 }, field: 'count' },
  logos: { valid: { items: [{ image: '/acme.png', alt: 'Acme', href: 'https://acme.example' }] }, bad: { items: [{ image: '/acme.png', alt: 'Acme', href: '//evil.example' }] }, field: 'items.0.href' },
  testimonials: { valid: { items: [{ quote: 'Great.', name: 'Ana', company: 'Acme' }] }, bad: { items: [{ quote: 'Great.', name: ' ' }] }, field: 'items.0.name' },
};

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('page blocks', () => {
  it.each(Object.entries(cases))('%s: accepts a valid example and names the field of a bad one', (type, { valid, bad, field }) => {
    const ok = blockSchema.safeParse({ type, id: 'b1', anchor: 'section-one', designs: ['v2'], ...valid });
    expect(pathsOf(ok)).toEqual([]);
    expect(ok.data).toMatchObject({ type, id: 'b1', anchor: 'section-one', designs: ['v2'] });
    expect(pathsOf(blockSchema.safeParse({ type, ...bad }))).toContain(field);
  });

  it('names the block and field path inside a page, refuses an unknown type and too many blocks', () => {
    const page = pageInputSchema.safeParse({
      title: 'Home',
      slug: 'home-x',
      blocks: [{ type: 'hero', title: 'Hi' }, { type: 'unknown' }, { type: 'logos', items: [{ image: '/a.png', alt: 'A', href: 'javascript:x' }] }],
    });
    expect(pathsOf(page)).toEqual(expect.arrayContaining(['blocks.1.type', 'blocks.2.items.0.href']));
    const many = blocksSchema.safeParse(Array.from({ length: 41 }, () => ({ type: 'contact_form' })));
    expect(many.error?.issues[0].message).toBe('Pages.errors.tooManyBlocks');
  });

  it('sanitizes rich text on parse', () => {
    const parsed = blockSchema.parse({ type: 'rich_text', html: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    expect(parsed).toMatchObject({ html: '<p>Hi</p>' });
  });
});

describe('reserved slugs', () => {
  const root = path.join(process.cwd(), 'app');
  const routeFolders = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !/^[[(_]/.test(e.name) && e.name !== 'rc-sistemI')
      .map((e) => e.name);

  it('holds every top-level route folder of the site, the back office and app/', () => {
    const folders = ['', '[locale]', '[locale]/(site)', '[locale]/(staff)'].flatMap(routeFolders);
    expect(folders).toEqual(expect.arrayContaining(['api', 'blog', 'admin', 'login']));
    expect(folders.filter((name) => !isReservedSlug(name))).toEqual([]);
  });

  it('holds the language codes and compares without case; an ordinary slug is free', () => {
    expect(['en', 'pt-BR', 'PT-br', 'ht', 'BLOG', 'Sitemap.xml'].filter((s) => !isReservedSlug(s))).toEqual([]);
    expect(isReservedSlug('sobre-nos')).toBe(false);
    expect(pageInputSchema.safeParse({ title: 'x', slug: 'Admin', blocks: [] }).error?.issues[0]).toMatchObject({ path: ['slug'], message: 'Pages.errors.slugReserved' });
  });
});
