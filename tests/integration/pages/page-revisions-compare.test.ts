import { randomUUID } from 'node:crypto';
import { POST as pagePost } from '@/app/api/page/page/route';
import { PUT as pagePut } from '@/app/api/page/page/[id]/[unique_key]/route';
import { GET as revisionGet } from '@/app/api/page/page/[id]/[unique_key]/revisions/[revisionId]/route';
import { GET as revisionsGet } from '@/app/api/page/page-revisions/[id]/[unique_key]/route';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// Page revisions compared (issue 33 §3, "apply everything to pages too"): each revision records who
// saved it and the page's version, and GET …/revisions/{revisionId|current} answers the text compared.

const t = setUpTestDb();

type Person = { id: number; name: string } | null;
type Revision = { id: number; title: string; author: Person; saved_by: Person; note: string | null; version: number | null; created_at: string };
type Page = { id: number; unique_key: string; version: number };

const blocksSaying = (words: string) => [
  { type: 'hero', title: `Hero ${words}`, text: 'ERP and support.', primary: { label: 'Talk to us', href: '/contact' } },
  { type: 'rich_text', html: `<p>The <strong>${words}</strong> fox.</p>` },
];

const keyOf = (p: Page) => params({ id: String(p.id), unique_key: p.unique_key });
const at = (p: Page, prefix = '/api/page/page') => `${prefix}/${p.id}/${p.unique_key}`;

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as { data: never; error_code?: string } };
}

async function savedTwice(first: SignedIn, second: SignedIn) {
  const slug = `about-${randomUUID().slice(0, 8)}`;
  const made = await json(
    await pagePost(
      request('/api/page/page', { method: 'POST', body: { title: 'About One', slug, seo_description: 'First words', blocks: blocksSaying('quick') }, token: first.token }),
      params({}),
    ),
  );
  expect(made.status).toBe(201);
  const page = made.body.data as Page;
  const body = { title: 'About Two', slug, seo_description: 'Second words', blocks: blocksSaying('slow'), version: page.version };
  const saved = await json(await pagePut(request(at(page), { method: 'PUT', body, token: second.token }), keyOf(page)));
  expect(saved.status).toBe(200);
  return { page, saved: saved.body.data as Page };
}

const revisionsOf = async (user: SignedIn, page: Page) =>
  (await json(await revisionsGet(request(at(page, '/api/page/page-revisions'), { token: user.token }), keyOf(page)))).body.data as { items: Revision[] };

describe('page revisions compared', () => {
  it('records who saved each revision and the version it holds', async () => {
    const ana = await signedIn(t.db, 'admin');
    const bruno = await signedIn(t.db, 'admin');
    const { page, saved } = await savedTwice(ana, bruno);
    const { items } = await revisionsOf(ana, page);
    expect(items.map((r) => r.title)).toEqual(['About Two', 'About One']);
    expect(items[0].saved_by?.id).toBe(bruno.id);
    expect(items[0].author?.id).toBe(bruno.id);
    expect(items[1].saved_by?.id).toBe(ana.id);
    expect(items[0].version).toBe(saved.version);
    expect(items[1].version).toBe(page.version);
    expect(items[0].note).toBeNull();
  });

  it('notes an overwrite on the revision it stores', async () => {
    const ana = await signedIn(t.db, 'admin');
    const { page, saved } = await savedTwice(ana, ana);
    const body = { title: 'About Mine', slug: page.unique_key, blocks: blocksSaying('mine'), version: saved.version, overwrite: true };
    expect((await pagePut(request(at(page), { method: 'PUT', body, token: ana.token }), keyOf(page))).status).toBe(200);
    expect((await revisionsOf(ana, page)).items[0]).toMatchObject({ title: 'About Mine', note: 'overwrote' });
  });

  it('answers a revision and the current page as text: title, SEO description and the blocks’ words', async () => {
    const ana = await signedIn(t.db, 'admin');
    const bruno = await signedIn(t.db, 'admin');
    const { page, saved } = await savedTwice(ana, bruno);
    const { items } = await revisionsOf(ana, page);
    const get = async (revisionId: string, user: SignedIn = ana, uniqueKey = page.unique_key) =>
      json(
        await revisionGet(
          request(`${at(page)}/revisions/${revisionId}`, { token: user.token }),
          params({ id: String(page.id), unique_key: uniqueKey, revisionId }),
        ),
      );

    const old = await get(String(items[1].id));
    expect(old.status).toBe(200);
    expect(old.body.data).toEqual({
      id: items[1].id,
      title: 'About One',
      seo_description: 'First words',
      text: 'Hero quick\nERP and support.\nTalk to us\n\nThe quick fox.',
      author: { id: ana.id, name: expect.any(String) },
      saved_by: { id: ana.id, name: expect.any(String) },
      note: null,
      version: page.version,
      created_at: items[1].created_at,
    });
    const current = await get('current');
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ id: null, title: 'About Two', seo_description: 'Second words', saved_by: null, version: saved.version });
    expect((current.body.data as { text: string }).text).toContain('The slow fox.');

    // Another page's revision, a bad id, a wrong unique_key: 404; without the `pages` grant: 403.
    const other = await savedTwice(ana, ana);
    const [foreign] = (await revisionsOf(ana, other.page)).items;
    expect((await get(String(foreign.id))).status).toBe(404);
    expect((await get('abc')).status).toBe(404);
    expect((await get('current', ana, 'not-its-key')).status).toBe(404);
    const reader = await signedIn(t.db, 'operational');
    expect((await get('current', reader)).status).toBe(403);
  });
});
