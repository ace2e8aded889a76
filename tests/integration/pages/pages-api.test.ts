import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { POST as pagePost } from '@/app/api/page/page/route';
import { DELETE as pageDelete, GET as pageGet, PUT as pagePut } from '@/app/api/page/page/[id]/[unique_key]/route';
import { PUT as statusPut } from '@/app/api/page/page-change-status/[id]/[unique_key]/route';
import { PUT as draftPut } from '@/app/api/page/page-draft/[id]/[unique_key]/route';
import { GET as revisionsGet } from '@/app/api/page/page-revisions/[id]/[unique_key]/route';
import { PUT as restorePut } from '@/app/api/page/page-revision-restore/[id]/[unique_key]/route';
import { POST as listPost } from '@/app/api/page/pages-list/route';
import { auditLog, pageRevisions, pages, webhookDeliveries, webhookEndpoints } from '@/db/schema';
import { expireScheduledArticles, PUBLISH_JOB } from '@/lib/jobs/publish';
import { writeJobCursor } from '@/lib/jobs/state';
import { pageOperations } from '@/lib/pages/operations';
import { listLivePagesForSitemap } from '@/lib/seo/sitemap';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';

// The pages API (issue 30 §1) through its route handlers: shape, validation, slugs, translations,
// home pages, publishing, revisions, drafts, deletion, grants, audit rows and webhook events.

const t = setUpTestDb();

type Page = {
  id: number;
  unique_key: string;
  slug: string;
  locale: string;
  title: string;
  status: string;
  published_at: string | null;
  scheduled: boolean;
  is_home: boolean;
  blocks: Record<string, unknown>[];
  translation_group: number | null;
  translations: { id: number; unique_key: string; locale: string; title: string; status: string }[];
  url: string;
  author: { id: number; name: string } | null;
};
type Answer = { status: number; json: { error: boolean; message: string; data: Page; errors?: { field: string; message: string }[] } };

const slug = (base = 'page') => `${base}-${randomUUID().slice(0, 8)}`;

const blocks = [
  { type: 'hero', title: 'Systems that work for you', text: 'ERP, integrations, support.', primary: { label: 'Talk to us', href: '/contact' } },
  {
    type: 'features',
    title: 'What we do',
    items: [
      { icon: 'erp', title: 'ERP', text: 'Run the company.', href: undefined },
      { icon: 'cloud', title: 'Cloud', text: 'Hosted for you.' },
    ],
  },
  { type: 'cta', title: 'Shall we talk?', button: { label: 'Contact', href: 'https://example.com/contact' } },
];

const body = (extra: Record<string, unknown> = {}) => ({ title: 'About us', slug: slug('about'), blocks, ...extra });

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, json: await res.json() };
}
const keyOf = (p: Pick<Page, 'id' | 'unique_key'>) => params({ id: String(p.id), unique_key: p.unique_key });
const at = (p: Pick<Page, 'id' | 'unique_key'>, prefix = '/api/page/page') => `${prefix}/${p.id}/${p.unique_key}`;

const create = async (user: SignedIn, b: unknown) => answer(await pagePost(request('/api/page/page', { method: 'POST', body: b, token: user.token }), params({})));
const update = async (user: SignedIn, p: Page, b: unknown) => answer(await pagePut(request(at(p), { method: 'PUT', body: b, token: user.token }), keyOf(p)));
const setStatus = async (user: SignedIn, p: Page, b: unknown) =>
  answer(await statusPut(request(at(p, '/api/page/page-change-status'), { method: 'PUT', body: b, token: user.token }), keyOf(p)));
const read = async (user: SignedIn, p: Pick<Page, 'id' | 'unique_key'>) => answer(await pageGet(request(at(p), { token: user.token }), keyOf(p)));

async function created(user: SignedIn, extra: Record<string, unknown> = {}): Promise<Page> {
  const res = await create(user, body(extra));
  expect(res.status).toBe(201);
  return res.json.data;
}

const fieldsOf = (res: Answer) => res.json.errors?.map((e) => e.field) ?? [];

describe('pages API', () => {
  it('creates a page with hero, features and cta blocks (201) and reads it back by id and slug', async () => {
    const admin = await signedIn(t.db, 'admin', undefined, 'Ana Souza');
    const b = body({ seo_title: 'About the company', locale: 'en' });
    const res = await create(admin, b);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Page created.');
    const page = res.json.data;
    expect(page).toMatchObject({
      unique_key: b.slug,
      slug: b.slug,
      locale: 'en',
      title: 'About us',
      seo_title: 'About the company',
      seo_description: null,
      image: null,
      status: 'draft',
      published_at: null,
      scheduled: false,
      is_home: false,
      translation_group: null,
      translations: [],
      url: `/en/${b.slug}`,
      author: { id: admin.id, name: 'Ana Souza User' },
    });
    expect(page.blocks.map((x) => x.type)).toEqual(['hero', 'features', 'cta']);
    expect(page.blocks[1]).toMatchObject({ style: 'icons', items: [{ icon: 'erp' }, { icon: 'cloud' }] });
    expect(page.blocks[2]).toMatchObject({ show_contact: false, button: { href: 'https://example.com/contact' } });

    const got = await read(admin, page);
    expect(got.status).toBe(200);
    expect(got.json.data).toEqual(page);
    // The id and the key must match.
    expect((await read(admin, { id: page.id, unique_key: 'other-slug' })).status).toBe(404);

    const list = await answer(await listPost(request('/api/page/pages-list', { method: 'POST', body: { locale: 'en', search: 'about' }, token: admin.token }), params({})));
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({ total: 1, page: 1, limit: 20, items: [{ id: page.id }] });
  });

  it('refuses a reserved slug, a bad block (naming its field path) and a javascript: link with 422, writing nothing', async () => {
    const admin = await signedIn(t.db, 'admin');
    const reserved = await create(admin, body({ slug: 'Blog' }));
    expect(reserved.status).toBe(422);
    expect(fieldsOf(reserved)).toEqual(['slug']);

    const badBlocks = [
      blocks[0],
      blocks[1],
      { type: 'logos', items: [{ image: '/logo.png', alt: 'Acme', href: 'javascript:alert(1)' }] },
      { type: 'features', items: [{ icon: 'nope', title: 'x', text: 'y' }] },
      { type: 'cta', title: 'Go', button: { label: 'Go', href: 'javascript:alert(1)' } },
      { type: 'unknown' },
    ];
    const bad = await create(admin, body({ blocks: badBlocks }));
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['blocks.2.items.0.href', 'blocks.3.items.0.icon', 'blocks.4.button.href', 'blocks.5.type']));
    expect(bad.json.errors).toContainEqual({ field: 'blocks.2.items.0.href', message: 'Enter a site path starting with / or an http(s) address.' });
    expect(await t.db.select().from(pages)).toHaveLength(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'page'))).toHaveLength(0);
  });

  it('keeps slugs unique per language (422 on slug), not across languages; the language is fixed after creation', async () => {
    const admin = await signedIn(t.db, 'admin');
    const first = await created(admin, { slug: 'services-x1' });
    const taken = await create(admin, body({ slug: 'Services-X1' }));
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toEqual([{ field: 'slug', message: 'Another page in this language already has this address.' }]);
    const english = await created(admin, { slug: 'services-x1', locale: 'en' });
    expect(english.url).toBe('/en/services-x1');

    const other = await created(admin);
    const clash = await update(admin, other, body({ slug: 'services-x1' }));
    expect(clash.status).toBe(422);
    expect(fieldsOf(clash)).toEqual(['slug']);
    const relocale = await update(admin, first, body({ slug: first.slug, locale: 'fr' }));
    expect(relocale.status).toBe(422);
    expect(fieldsOf(relocale)).toEqual(['locale']);
    // An update that leaves the language out keeps the page's own (an English page stays English).
    const kept = await update(admin, english, { ...body({ slug: 'services-x1', title: 'Services' }), locale: undefined });
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ locale: 'en', title: 'Services', url: '/en/services-x1' });
  });

  it('links translations (one page per language in a group, 422 on translation_of) and unlinks them', async () => {
    const admin = await signedIn(t.db, 'admin');
    const pt = await created(admin, { title: 'Sobre nós' });
    const en = await created(admin, { title: 'About us', locale: 'en', translation_of: pt.id });
    expect(en.translation_group).toBe(pt.id);
    expect(en.translations).toEqual([{ id: pt.id, unique_key: pt.unique_key, locale: 'pt-BR', title: 'Sobre nós', status: 'draft' }]);
    expect((await read(admin, pt)).json.data.translations.map((x) => x.id)).toEqual([en.id]);

    const second = await create(admin, body({ locale: 'en', translation_of: en.id }));
    expect(second.status).toBe(422);
    expect(fieldsOf(second)).toEqual(['translation_of']);
    const missing = await create(admin, body({ locale: 'es', translation_of: 999_999 }));
    expect(fieldsOf(missing)).toEqual(['translation_of']);

    const unlinked = await update(admin, en, { ...body({ slug: en.slug, locale: 'en' }), translation_of: null });
    expect(unlinked.status).toBe(200);
    expect(unlinked.json.data).toMatchObject({ translation_group: null, translations: [] });
  });

  it('moves the home page of a language: the previous home stops being it; deleting a home page is allowed', async () => {
    const admin = await signedIn(t.db, 'admin');
    const a = await created(admin, { is_home: true });
    expect(a.url).toBe('/');
    const enHome = await created(admin, { locale: 'en', is_home: true });
    expect(enHome.url).toBe('/en');
    const b = await created(admin);
    const moved = await update(admin, b, body({ slug: b.slug, is_home: true }));
    expect(moved.json.data.is_home).toBe(true);
    expect((await read(admin, a)).json.data.is_home).toBe(false);
    expect((await read(admin, enHome)).json.data.is_home).toBe(true);
    const homes = await t.db.select({ id: pages.id }).from(pages).where(and(eq(pages.isHome, true), eq(pages.locale, 'pt-BR')));
    expect(homes).toEqual([{ id: b.id }]);
    const [cleared] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'page'), eq(auditLog.action, 'page.home')));
    expect(cleared).toMatchObject({ entityId: String(a.id), details: { is_home: { from: true, to: false }, home_now: b.id } });

    const gone = await answer(await pageDelete(request(at(b), { method: 'DELETE', token: admin.token }), keyOf(b)));
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe('Page deleted.');
    expect((await read(admin, b)).status).toBe(404);
  });

  it('publishes, schedules and unpublishes; the sitemap lists live pages only, with their translations', async () => {
    const admin = await signedIn(t.db, 'admin');
    const pt = await created(admin);
    const en = await created(admin, { locale: 'en', translation_of: pt.id });
    const home = await created(admin, { is_home: true, status: 'published' });
    expect(home.published_at).not.toBeNull();

    const published = await setStatus(admin, pt, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.json.message).toBe('Page published.');
    expect(published.json.data).toMatchObject({ status: 'published', scheduled: false });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await setStatus(admin, en, { status: 'published', published_at: future });
    expect(scheduled.json.data).toMatchObject({ status: 'published', scheduled: true, published_at: future });

    let listed = await listLivePagesForSitemap(t.db);
    // The home page is the sitemap's `/` entry, not listed again.
    expect(listed.map((p) => p.path)).toEqual([`/${pt.slug}`]);
    expect(listed[0].alternates).toEqual({ 'pt-BR': `/${pt.slug}`, 'x-default': `/${pt.slug}` });
    // When its time comes, the publishing job expires the cached pages.
    const due = new Date(future);
    await writeJobCursor(t.db, PUBLISH_JOB, new Date(due.getTime() - 60_000));
    const expired: string[][] = [];
    const job = await expireScheduledArticles({ now: new Date(due.getTime() + 1000), expire: (...tags) => void expired.push(tags) });
    expect(job.pageIds).toEqual([en.id]);
    expect(expired).toEqual([['pages']]);
    // Once due, the page shows with its translation.
    await t.db.update(pages).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(pages.id, en.id));
    listed = await listLivePagesForSitemap(t.db);
    expect(listed.find((p) => p.locale === 'en')?.alternates).toEqual({ 'pt-BR': `/${pt.slug}`, en: `/en/${en.slug}`, 'x-default': `/${pt.slug}` });

    const unpublished = await setStatus(admin, pt, { status: 'draft' });
    expect(unpublished.json).toMatchObject({ message: 'Page unpublished.', data: { status: 'draft' } });
    expect((await listLivePagesForSitemap(t.db)).map((p) => p.path)).toEqual([`/en/${en.slug}`]);
  });

  it('stores a revision per save (newest first) and restores one, keeping the status', async () => {
    const admin = await signedIn(t.db, 'admin', undefined, 'Ana Souza');
    const page = await created(admin, { title: 'Version one', status: 'published' });
    const v2 = await update(admin, page, body({ slug: page.slug, title: 'Version two', blocks: [blocks[0]], seo_description: 'Two' }));
    expect(v2.status).toBe(200);
    expect(v2.json.data.status).toBe('published');

    const revs = await answer(await revisionsGet(request(at(page, '/api/page/page-revisions'), { token: admin.token }), keyOf(page)));
    const items = (revs.json.data as unknown as { items: { id: number; title: string; author: unknown; created_at: string }[] }).items;
    expect(items.map((r) => r.title)).toEqual(['Version two', 'Version one']);
    expect(items[0]).toMatchObject({ author: { id: admin.id, name: 'Ana Souza User' }, created_at: expect.any(String) });

    const restored = await answer(
      await restorePut(request(at(page, '/api/page/page-revision-restore'), { method: 'PUT', body: { revision_id: items[1].id }, token: admin.token }), keyOf(page)),
    );
    expect(restored.status).toBe(200);
    expect(restored.json.message).toBe('Revision restored.');
    expect(restored.json.data).toMatchObject({ title: 'Version one', status: 'published', seo_description: null });
    expect(restored.json.data.blocks).toHaveLength(3);
    expect(await t.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page.id))).toHaveLength(3);

    // A revision of another page is not found.
    const other = await created(admin);
    const foreign = await restorePut(request(at(other, '/api/page/page-revision-restore'), { method: 'PUT', body: { revision_id: items[1].id }, token: admin.token }), keyOf(other));
    expect(foreign.status).toBe(404);
  });

  it('saves the editor draft without touching the live page, its revisions or the audit log', async () => {
    const admin = await signedIn(t.db, 'admin');
    const page = await created(admin);
    const [before] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    const res = await answer(
      await draftPut(request(at(page, '/api/page/page-draft'), { method: 'PUT', body: { title: 'Half typed', blocks: [blocks[0]] }, token: admin.token }), keyOf(page)),
    );
    expect(res.status).toBe(200);
    const savedAt = (res.json.data as unknown as { saved_at: string }).saved_at;
    expect(new Date(savedAt).getTime()).not.toBeNaN();
    const [after] = await t.db.select().from(pages).where(eq(pages.id, page.id));
    expect(after.draft).toMatchObject({ title: 'Half typed', blocks: [{ type: 'hero' }] });
    expect({ ...after, draft: null }).toEqual(before);
    expect(await t.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page.id))).toHaveLength(1);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'page'))).map((a) => a.action)).toEqual(['page.create']);
    // A bad block in the draft is still refused.
    const bad = await draftPut(request(at(page, '/api/page/page-draft'), { method: 'PUT', body: { blocks: [{ type: 'cta', title: 'x', button: { label: 'x', href: 'javascript:x' } }] }, token: admin.token }), keyOf(page));
    expect(bad.status).toBe(422);
    // Saving the page drops the draft.
    await update(admin, page, body({ slug: page.slug }));
    expect((await t.db.select({ draft: pages.draft }).from(pages).where(eq(pages.id, page.id)))[0].draft).toBeNull();
  });

  it('answers 403 to a user without the pages grant (route and invoke), and lets a role holding only `pages` in', async () => {
    const operational = await signedIn(t.db, 'operational');
    expect((await create(operational, body())).status).toBe(403);
    await expect(invoke(pageOperations.list, { id: operational.id, grants: ['compose'] }, { input: {} })).rejects.toMatchObject({ status: 403 });
    await createRole(t.db, 'pages-only', ['pages']);
    const editor = await signedIn(t.db, 'pages-only');
    expect((await create(editor, body())).status).toBe(201);
  });

  it('audits every change and queues the page webhook events', async () => {
    await t.db.insert(webhookEndpoints).values({
      uniqueKey: 'hook-pages',
      url: 'https://hooks.example.com/in',
      events: ['page.published', 'page.updated', 'page.unpublished', 'page.deleted'],
      secretSealed: 'sealed',
      secretPrefix: 'whsec_x',
    });
    const admin = await signedIn(t.db, 'admin');
    const page = await created(admin);
    await update(admin, page, body({ slug: page.slug, title: 'Renamed' }));
    await setStatus(admin, page, { status: 'published' });
    await update(admin, page, body({ slug: page.slug, title: 'Renamed again' }));
    await setStatus(admin, page, { status: 'draft' });
    await pageDelete(request(at(page), { method: 'DELETE', token: admin.token }), keyOf(page));

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'page')).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.actorId, a.entityId])).toEqual(
      // Issue 33 §4: a DELETE moves the page to the trash (page.trash); a draft there, so no webhook event.
      ['page.create', 'page.update', 'page.status', 'page.update', 'page.status', 'page.trash'].map((action) => [action, admin.id, String(page.id)]),
    );
    const deliveries = await t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
    expect(deliveries.map((d) => d.event)).toEqual(['page.updated', 'page.published', 'page.updated', 'page.unpublished']);
    // The permanent delete (?permanent=true, administrators) is page.deleted.
    await pageDelete(request(`${at(page)}?permanent=true`, { method: 'DELETE', token: admin.token }), keyOf(page));
    expect((await t.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id)).map((d) => d.event).at(-1)).toBe('page.deleted');
    expect(JSON.parse(deliveries[1].body)).toMatchObject({ event: 'page.published', data: { id: page.id, unique_key: page.unique_key, status: 'published' } });
  });

  it('leaves the database unchanged when a write fails part-way', async () => {
    const admin = await signedIn(t.db, 'admin');
    const home = await created(admin, { is_home: true });
    await t.db.execute(sql.raw(`create or replace function vitrine_fail() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`));
    await t.db.execute(sql.raw(`create trigger vitrine_fail before insert on page_revisions for each row execute function vitrine_fail()`));
    try {
      const res = await create(admin, body({ is_home: true }));
      expect(res.status).toBe(500);
      const update2 = await update(admin, home, body({ slug: home.slug, title: 'Changed' }));
      expect(update2.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`drop trigger if exists vitrine_fail on page_revisions`));
    }
    const rows = await t.db.select({ id: pages.id, isHome: pages.isHome, title: pages.title }).from(pages);
    expect(rows).toEqual([{ id: home.id, isHome: true, title: home.title }]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'page'))).toHaveLength(1);
  });
});
