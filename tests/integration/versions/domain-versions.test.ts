import { eq } from 'drizzle-orm';
import { POST as categoryPost } from '@/app/api/category/category/route';
import { PUT as categoryPut } from '@/app/api/category/category/[id]/[unique_key]/route';
import { PUT as categoryStatusPut } from '@/app/api/category/category-change-status/[id]/[unique_key]/route';
import { POST as faqPost } from '@/app/api/faq/faq/route';
import { PUT as faqPut } from '@/app/api/faq/faq/[id]/[unique_key]/route';
import { POST as pagePost } from '@/app/api/page/page/route';
import { PUT as pagePut } from '@/app/api/page/page/[id]/[unique_key]/route';
import { PUT as pageDraftPut } from '@/app/api/page/page-draft/[id]/[unique_key]/route';
import { POST as rolePost } from '@/app/api/role/roles/route';
import { PUT as rolePut } from '@/app/api/role/roles/[id]/[unique_key]/route';
import { POST as seoPost } from '@/app/api/seo/seo/route';
import { PUT as seoPut } from '@/app/api/seo/seo/[id]/[unique_key]/route';
import { POST as userPost } from '@/app/api/user/user/route';
import { PUT as userPut } from '@/app/api/user/user/[id]/[unique_key]/route';
import { PUT as whatsappPut } from '@/app/api/whatsapp/whatsapp-setting/route';
import { categories, faqs, pages, roles, seoSettings, users } from '@/db/schema';
import { call, noParams, params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { userBody } from '@/tests/support/users-api';

// Issue 33 §1 for every other editable record: the version is in the answer and raised by a save;
// a save from an older version is refused with 409 VERSION_CONFLICT (the current record inside) and
// nothing is written; without a version the save goes through as before.

const t = setUpTestDb();

type Handler = Parameters<typeof call>[0];
type Record_ = { id: number; unique_key: string; version: number } & Record<string, unknown>;

const keyed = (r: { id: number; unique_key: string }) => params({ id: String(r.id), unique_key: r.unique_key });

async function create(handler: Handler, body: unknown, admin: SignedIn): Promise<Record_> {
  const res = await call(handler, request('/x', { method: 'POST', body, token: admin.token }), noParams);
  expect(res.status).toBe(201);
  const data = (res.body.data.user ?? res.body.data) as Record_;
  return data;
}

/** First save from version v: 200 and v+1; a second from v: 409 with the first save's record. */
async function expectConflictCycle(handler: Handler, record: Record_, admin: SignedIn, first: Record<string, unknown>, second: Record<string, unknown>) {
  expect(record.version).toBe(1);
  const put = (body: Record<string, unknown>) => call(handler, request('/x', { method: 'PUT', body, token: admin.token }), keyed(record));
  const ok = await put({ ...first, version: 1 });
  expect(ok.status).toBe(200);
  expect(ok.body.data.version).toBe(2);
  const stale = await put({ ...second, version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ error: true, code: 409, errorCode: 'VERSION_CONFLICT' });
  expect(stale.body.data).toMatchObject({ version: 2, current: { id: record.id, version: 2 }, saved_by: { id: admin.id } });
  return stale.body.data.current as Record<string, unknown>;
}

let admin: SignedIn;
beforeEach(async () => {
  admin = await signedIn(t.db, 'admin', undefined, 'Ana');
});

describe('versions of the other records', () => {
  it('categories (update and status change)', async () => {
    const category = await create(categoryPost, { name: 'Gardening', description: 'Plants.' }, admin);
    const current = await expectConflictCycle(categoryPut, category, admin, { name: 'Gardening One', description: 'Plants.' }, { name: 'Gardening Two', description: 'Plants.' });
    expect(current.name).toBe('Gardening One');
    const [row] = await t.db.select({ name: categories.name }).from(categories).where(eq(categories.id, category.id));
    expect(row.name).toBe('Gardening One');
    const staleStatus = await call(categoryStatusPut, request('/x', { method: 'PUT', body: { status: 'inactive', version: 1 }, token: admin.token }), keyed(category));
    expect(staleStatus.status).toBe(409);
    const blind = await call(categoryPut, request('/x', { method: 'PUT', body: { name: 'Gardening Three', description: 'Plants.' }, token: admin.token }), keyed(category));
    expect(blind.status).toBe(200);
    expect(blind.body.data.version).toBe(3);
  });

  it('FAQs', async () => {
    const faq = await create(faqPost, { question: 'Why?', answer: '<p>Because.</p>', product: 'vitrine-cms', locale: 'en' }, admin);
    const base = { answer: '<p>Because.</p>', product: 'vitrine-cms', locale: 'en' };
    const current = await expectConflictCycle(faqPut, faq, admin, { ...base, question: 'Why one?' }, { ...base, question: 'Why two?' });
    expect(current.question).toBe('Why one?');
    const [row] = await t.db.select({ question: faqs.question }).from(faqs).where(eq(faqs.id, faq.id));
    expect(row.question).toBe('Why one?');
  });

  it('pages, and an autosaved draft never lands over a newer save', async () => {
    const blocks = [{ type: 'cta', title: 'Shall we talk?', button: { label: 'Contact', href: 'https://example.com/contact' } }];
    const page = await create(pagePost, { title: 'About', slug: 'about-versions', blocks }, admin);
    const current = await expectConflictCycle(pagePut, page, admin, { title: 'About One', slug: 'about-versions', blocks }, { title: 'About Two', slug: 'about-versions', blocks });
    expect(current.title).toBe('About One');
    const staleDraft = await call(pageDraftPut, request('/x', { method: 'PUT', body: { title: 'Half', blocks, version: 1 }, token: admin.token }), keyed(page));
    expect(staleDraft.status).toBe(409);
    expect(staleDraft.body.errorCode).toBe('VERSION_CONFLICT');
    const [row] = await t.db.select({ title: pages.title, draft: pages.draft, version: pages.version }).from(pages).where(eq(pages.id, page.id));
    expect(row).toEqual({ title: 'About One', draft: null, version: 2 });
    const freshDraft = await call(pageDraftPut, request('/x', { method: 'PUT', body: { title: 'Half', blocks, version: 2 }, token: admin.token }), keyed(page));
    expect(freshDraft.status).toBe(200);
    // The draft is the editor's own: it raises no version.
    const [after] = await t.db.select({ version: pages.version }).from(pages).where(eq(pages.id, page.id));
    expect(after.version).toBe(2);
  });

  it('roles', async () => {
    const role = await create(rolePost, { name: 'editor-v', title: 'Editor', active_routes: ['dashboard'] }, admin);
    const current = await expectConflictCycle(rolePut, role, admin, { title: 'Editor One' }, { title: 'Editor Two' });
    expect(current.title).toBe('Editor One');
    const [row] = await t.db.select({ title: roles.title }).from(roles).where(eq(roles.id, role.id));
    expect(row.title).toBe('Editor One');
  });

  it('users', async () => {
    const body = userBody();
    const user = await create(userPost, body, admin);
    const current = await expectConflictCycle(userPut, user, admin, { ...body, name: 'Marta' }, { ...body, name: 'Maria' });
    expect(current.name).toBe('Marta');
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row.name).toBe('Marta');
  });

  it('SEO entries (a settings tab)', async () => {
    const entry = await create(seoPost, { head: '<meta name="google-site-verification" content="abc">' }, admin);
    const current = await expectConflictCycle(
      seoPut,
      entry,
      admin,
      { head: '<meta name="google-site-verification" content="one">' },
      { head: '<meta name="google-site-verification" content="two">' },
    );
    expect(current.head).toContain('one');
    const [row] = await t.db.select({ head: seoSettings.head }).from(seoSettings).where(eq(seoSettings.id, entry.id));
    expect(row.head).toContain('one');
  });

  it('the WhatsApp button: its version is the id of the setting in force', async () => {
    const setting = { phone: '+55 11 98888-7777', message: 'Olá!', button_color: '#128C7E' };
    const put = (body: unknown) => call(whatsappPut, request('/api/whatsapp/whatsapp-setting', { method: 'PUT', body, token: admin.token }), noParams);
    const first = await put(setting);
    expect(first.status).toBe(200);
    const v = first.body.data.version as number;
    expect(v).toBe(first.body.data.id);
    const second = await put({ ...setting, message: 'One', version: v });
    expect(second.status).toBe(200);
    const stale = await put({ ...setting, message: 'Two', version: v });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ message: 'One', version: second.body.data.id });
  });
});
