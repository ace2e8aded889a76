import { eq } from 'drizzle-orm';
import { GET as navigationGet, PUT as navigationPut } from '@/app/api/navigation/navigation/route';
import { auditLog } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import { noParams, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// The header menu and footer per language (issue 30 §2): the defaults are the site's built-in menu,
// footer and contact data; a save replaces one language's and leaves the others alone.

jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));

const t = setUpTestDb();

const get = (query = '') => navigationGet(request(`/api/navigation/navigation${query}`), noParams);
const put = (body: unknown, token?: string) => navigationPut(request('/api/navigation/navigation', { method: 'PUT', body, token }), noParams);

/** Today's menus, footer and contact block, from a catalogue and the test configuration's CONTACT_* values. */
function builtIn(catalogue: typeof en) {
  const { nav, footer } = catalogue.Site;
  const landing = catalogue.Landing.menu;
  return {
    header: [
      { label: nav.home, href: '/' },
      { label: nav.services, href: '/#services' },
      { label: nav.solutions, href: '/#solutions' },
      { label: nav.blog, href: '/blog' },
      { label: nav.faq, href: '/faq' },
      { label: nav.contact, href: '/contact' },
      { label: nav.product, href: '/rc-sistemI' },
    ],
    footer: {
      columns: [
        {
          title: footer.blogTitle,
          links: [
            { label: nav.blogRecent, href: '/blog#recent' },
            { label: nav.blogPopular, href: '/blog#popular' },
            { label: nav.blogTrending, href: '/blog#trending' },
            { label: nav.blogTags, href: '/blog#tags' },
          ],
        },
        {
          title: footer.companyTitle,
          links: [
            { label: nav.services, href: '/#services' },
            { label: nav.solutions, href: '/#solutions' },
            { label: nav.product, href: '/rc-sistemI' },
            { label: nav.faq, href: '/faq' },
            { label: nav.contact, href: '/contact' },
          ],
        },
      ],
      contact: {
        email: process.env.CONTACT_EMAIL ?? 'contato@example.com',
        phone: process.env.CONTACT_PHONE ?? '+55 11 4000-0000',
        address: process.env.CONTACT_ADDRESS ?? 'Av. Paulista, 1000 - São Paulo, SP, Brasil',
      },
      social: [],
    },
    landing: (['home', 'about', 'services', 'solutions', 'blog', 'case', 'contact'] as const).map((id) => ({ label: landing[id], href: `#${id}` })),
  };
}

const saved = {
  locale: 'en',
  header: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/about-us', children: [{ label: 'Team', href: '/about-us#team' }] },
    { label: 'Status', href: 'https://status.example.com' },
  ],
  footer: {
    columns: [{ title: 'More', links: [{ label: 'FAQ', href: '/faq' }] }],
    contact: { email: 'hello@example.com', phone: '+1 555 0100', address: '1 Main St' },
    social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
  },
};

beforeEach(() => jest.mocked(invalidate).mockClear());

describe('GET /api/navigation/navigation', () => {
  it('answers each language’s defaults when nothing was saved: today’s menu, footer and contact data', async () => {
    const ptRes = await get('?locale=pt-BR');
    expect(ptRes.status).toBe(200);
    expect(ptRes.headers.get('cache-control')).toMatch(/^public, max-age=/);
    expect((await ptRes.json()).data).toEqual({ ...builtIn(ptBR), version: 1 });
    expect((await (await get('?locale=en')).json()).data).toEqual({ ...builtIn(en), version: 1 });
    // Without ?locale: the default language.
    expect((await (await get()).json()).data).toEqual({ ...builtIn(ptBR), version: 1 });
  });

  it('refuses an unknown language with 422', async () => {
    const res = await get('?locale=xx');
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ field: 'locale' })]);
  });
});

describe('PUT /api/navigation/navigation', () => {
  it('saves one language: GET answers it, the other languages keep their defaults; audited; the public pages’ tag expires', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await put(saved, admin.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(en.Success.navigationSaved);
    // Left out, /rc-sistemI's menu stays as it was: its defaults.
    const afterSave = { header: saved.header, footer: saved.footer, landing: builtIn(en).landing };
    expect(body.data).toEqual({ locale: 'en', ...afterSave, version: 2 });

    expect((await (await get('?locale=en')).json()).data).toEqual({ ...afterSave, version: 2 });
    expect((await (await get('?locale=pt-BR')).json()).data).toEqual({ ...builtIn(ptBR), version: 1 });
    expect(invalidate).toHaveBeenCalledWith(cacheTags.navigation);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'navigation.save'));
    expect(entry).toMatchObject({ actorId: admin.id, entityType: 'navigation', entityId: 'en' });
    expect(entry.details).toEqual({ locale: 'en', before: builtIn(en), after: afterSave });

    // A second save replaces the first, with /rc-sistemI's menu; a third without it keeps that menu.
    const landing = [{ label: 'Plans', href: '#pricing' }, { label: 'Docs', href: 'https://docs.example.com' }];
    const second = { ...saved, header: [{ label: 'Only', href: '/blog' }], landing };
    expect((await put(second, admin.token)).status).toBe(200);
    expect((await (await get('?locale=en')).json()).data).toMatchObject({ header: second.header, landing });
    expect((await put(saved, admin.token)).status).toBe(200);
    expect((await (await get('?locale=en')).json()).data).toEqual({ ...afterSave, landing, version: 4 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'navigation.save'));
    expect(entries).toHaveLength(3);
    expect((await (await get('?locale=pt-BR')).json()).data).toEqual({ ...builtIn(ptBR), version: 1 });
  });

  it.each([
    ['javascript:alert(1)', 'header.2.href'],
    ['//evil.example.com', 'header.2.href'],
  ])('refuses the link %s with 422 naming the field', async (href, field) => {
    const admin = await signedIn(t.db, 'admin');
    const header = [...saved.header.slice(0, 2), { label: 'Bad', href }];
    const res = await put({ ...saved, header }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([{ field, message: en.Navigation.errors.invalidHref }]);
    expect(invalidate).not.toHaveBeenCalled();
    expect((await (await get('?locale=en')).json()).data).toEqual({ ...builtIn(en), version: 1 });
  });

  it('names nested fields and refuses more than 8 items', async () => {
    const admin = await signedIn(t.db, 'admin');
    const nested = { ...saved, header: [{ label: 'A', href: '/', children: [{ label: 'B', href: 'javascript:x' }] }] };
    expect((await (await put(nested, admin.token)).json()).errors).toEqual([{ field: 'header.0.children.0.href', message: en.Navigation.errors.invalidHref }]);
    const footer = { ...saved.footer, columns: [{ title: 'C', links: [{ label: 'x', href: 'data:text/html,x' }] }] };
    expect((await (await put({ ...saved, footer }, admin.token)).json()).errors).toEqual([{ field: 'footer.columns.0.links.0.href', message: en.Navigation.errors.invalidHref }]);
    const landing = { ...saved, landing: [{ label: 'x', href: 'javascript:x' }] };
    expect((await (await put(landing, admin.token)).json()).errors).toEqual([{ field: 'landing.0.href', message: en.Navigation.errors.invalidHref }]);
    const many = { ...saved, header: Array.from({ length: 9 }, (_, i) => ({ label: `Item ${i}`, href: '/' })) };
    const res = await put(many, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([{ field: 'header', message: en.Navigation.errors.tooManyItems }]);
  });

  it('is refused without the layout-settings grant (403) and without a session (401)', async () => {
    const manager = await signedIn(t.db, 'manager');
    expect((await put(saved, manager.token)).status).toBe(403);
    expect((await put(saved)).status).toBe(401);
    expect((await (await get('?locale=en')).json()).data).toEqual({ ...builtIn(en), version: 1 });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'navigation.save'))).toHaveLength(0);
  });
});
