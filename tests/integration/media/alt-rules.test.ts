import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as articlePost } from '@/app/api/article/article/route';
import { PUT as articlePut } from '@/app/api/article/article/[id]/[unique_key]/route';
import { PUT as articleStatusPut } from '@/app/api/article/article-change-status/[id]/[unique_key]/route';
import { GET as settingGet, PUT as settingPut } from '@/app/api/media/media-setting/route';
import { POST as pagePost } from '@/app/api/page/page/route';
import { PUT as pageStatusPut } from '@/app/api/page/page-change-status/[id]/[unique_key]/route';
import { articles, auditLog, categories, files, mediaSettings } from '@/db/schema';
import { getLiveArticle } from '@/lib/blog/article-page';
import { resetEnvCache } from '@/lib/env';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { upload } from '@/tests/support/uploads';

// Issue 31 §1, "Done when": alt text filled in from the media library, the publishing rule
// (422 IMAGE_ALT_MISSING naming the images), its setting, for articles and pages.

let t: TestDb;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;
let admin: SignedIn;
let categoryId: number;

type Json = { error: boolean; message: string; code?: number; errorCode?: string; data: Record<string, unknown> & { images?: { field: string; url: string }[] } };
const answer = async (res: Response) => ({ status: res.status, json: (await res.json()) as Json });

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

async function uploaded(): Promise<string> {
  const res = await upload(await png(), `photo-${randomUUID().slice(0, 6)}.png`, { token: admin.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { url: string } }).data.url;
}
const keyOf = (url: string) => url.split('/').pop()!;
const describe_ = (url: string, alt: Record<string, string>) => t.db.update(files).set({ alt }).where(eq(files.uniqueKey, keyOf(url)));

const articleBody = (extra: Record<string, unknown>) => ({
  title: `Artigo ${randomUUID().slice(0, 8)}`,
  content: '<p>Texto.</p>',
  categories: [categoryId],
  image: null,
  ...extra,
});
const createArticle = async (body: unknown) => answer(await articlePost(request('/api/article/article', { method: 'POST', body, token: admin.token }), params({})));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-alt-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.truncate();
  admin = await signedIn(t.db, 'admin');
  [{ id: categoryId }] = await t.db.insert(categories).values({ uniqueKey: 'geral', name: 'Geral' }).returning({ id: categories.id });
});

describe('articles', () => {
  it('publishes an article whose images are described in its language, with the alt text in the stored HTML and on the public page', async () => {
    const body = await uploaded();
    const cover = await uploaded();
    await describe_(body, { 'pt-BR': 'Gráfico de vendas de 2025', en: 'Sales chart' });
    await describe_(cover, { 'pt-BR': 'Equipe reunida' });

    const res = await createArticle(articleBody({ content: `<p>Veja:</p><img src="${body}" alt="">`, image: cover, status: 'published' }));
    expect(res.status).toBe(201);
    expect(res.json.data.content).toBe(`<p>Veja:</p><img src="${body}" alt="Gráfico de vendas de 2025">`);
    const live = await getLiveArticle(t.db, res.json.data.id as number);
    expect(live?.content).toContain(`alt="Gráfico de vendas de 2025"`);
  });

  it('refuses to publish an article with an undescribed image, naming it (422 IMAGE_ALT_MISSING), and publishes it once described', async () => {
    const described = await uploaded();
    const bare = await uploaded();
    await describe_(described, { 'pt-BR': 'Capa' });
    await describe_(bare, { en: 'Only in English' });

    const refused = await createArticle(
      articleBody({ content: `<img src="${bare}"><img src="https://cdn.example.com/x.png"><img src="https://cdn.example.com/y.png" alt="Escrito">`, image: described, status: 'published' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ error: true, code: 422, errorCode: 'IMAGE_ALT_MISSING' });
    expect(refused.json.message).toMatch(/^2 images have no alt text in this language/);
    expect(refused.json.data.images).toEqual([
      { field: 'content', url: bare },
      { field: 'content', url: 'https://cdn.example.com/x.png' },
    ]);
    expect(await t.db.select().from(articles)).toHaveLength(0);

    // A draft saves; the same content cannot be published by a status change either.
    const draft = await createArticle(articleBody({ content: `<img src="${bare}">`, image: described }));
    expect(draft.status).toBe(201);
    const key = params({ id: String(draft.json.data.id), unique_key: String(draft.json.data.unique_key) });
    const status = await answer(
      await articleStatusPut(request('/api/article/article-change-status/x', { method: 'PUT', body: { status: 'published' }, token: admin.token }), key),
    );
    expect(status.status).toBe(422);
    expect(status.json.data.images).toEqual([{ field: 'content', url: bare }]);

    // In the caller's language.
    const portuguese = await answer(
      await articlePost(request('/api/article/article', { method: 'POST', body: articleBody({ image: bare, status: 'published' }), token: admin.token, lang: 'pt-BR' }), params({})),
    );
    expect(portuguese.json.message).toMatch(/^Uma imagem está sem texto alternativo neste idioma/);
    expect(portuguese.json.data.images).toEqual([{ field: 'image', url: bare }]);

    // Described in the library: the status change goes through and the page carries the text.
    await describe_(bare, { 'pt-BR': 'Descrição nova' });
    const published = await answer(
      await articleStatusPut(request('/api/article/article-change-status/x', { method: 'PUT', body: { status: 'published' }, token: admin.token }), key),
    );
    expect(published.status).toBe(200);
    expect((await getLiveArticle(t.db, draft.json.data.id as number))?.content).toBe(`<img src="${bare}" alt="Descrição nova">`);
  });

  it('refuses an update of a published article that adds an undescribed image', async () => {
    const cover = await uploaded();
    await describe_(cover, { 'pt-BR': 'Capa' });
    const created = await createArticle(articleBody({ image: cover, status: 'published' }));
    expect(created.status).toBe(201);
    const key = params({ id: String(created.json.data.id), unique_key: String(created.json.data.unique_key) });
    const res = await answer(
      await articlePut(request('/x', { method: 'PUT', body: articleBody({ title: created.json.data.title, image: cover, content: '<img src="https://cdn.example.com/z.png">' }), token: admin.token }), key),
    );
    expect(res.status).toBe(422);
    expect(res.json.data.images).toEqual([{ field: 'content', url: 'https://cdn.example.com/z.png' }]);
  });

  it('lets a decorative image pass with alt=""', async () => {
    const cover = await uploaded();
    const ornament = await uploaded();
    await describe_(cover, { 'pt-BR': 'Capa' });
    await t.db.update(files).set({ decorative: true }).where(eq(files.uniqueKey, keyOf(ornament)));
    const res = await createArticle(articleBody({ content: `<p>x</p><img src="${ornament}">`, image: cover, status: 'published' }));
    expect(res.status).toBe(201);
    expect(res.json.data.content).toBe(`<p>x</p><img src="${ornament}" alt="">`);
  });

  it('publishes undescribed images once the setting is off, and the setting is audited', async () => {
    const read = await answer(await settingGet(request('/api/media/media-setting', { token: admin.token }), params({})));
    expect(read.json.data).toEqual({ require_alt: true, version: 1, updated_at: null, updated_by: null });

    const off = await answer(await settingPut(request('/api/media/media-setting', { method: 'PUT', body: { require_alt: false }, token: admin.token }), params({})));
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ message: 'Media settings saved.', data: { require_alt: false, updated_by: { id: admin.id } } });
    const [row] = await t.db.select().from(mediaSettings);
    expect(row).toMatchObject({ id: 1, requireAlt: false, updatedBy: admin.id });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.settings'));
    expect(audit).toMatchObject({ entityType: 'media_setting', actorId: admin.id, details: { require_alt: { from: true, to: false } } });

    const res = await createArticle(articleBody({ content: '<img src="https://cdn.example.com/x.png">', image: 'https://cdn.example.com/cover.png', status: 'published' }));
    expect(res.status).toBe(201);

    const bad = await answer(await settingPut(request('/api/media/media-setting', { method: 'PUT', body: { require_alt: 'no' }, token: admin.token }), params({})));
    expect(bad.status).toBe(400);
  });

  it('needs the settings grant to read or change the setting', async () => {
    const writer = await signedIn(t.db, 'operational');
    const res = await settingPut(request('/api/media/media-setting', { method: 'PUT', body: { require_alt: false }, token: writer.token }), params({}));
    expect(res.status).toBe(403);
    expect(await t.db.select().from(mediaSettings)).toHaveLength(0);
  });
});

describe('pages', () => {
  const pageBody = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({ title: 'Sobre', slug: `sobre-${randomUUID().slice(0, 6)}`, blocks, ...extra });
  const createPage = async (body: unknown) => answer(await pagePost(request('/api/page/page', { method: 'POST', body, token: admin.token }), params({})));

  it('refuses to publish a page with an undescribed block image, and passes decorative and own-alt images', async () => {
    const hero = await uploaded();
    const refused = await createPage(pageBody([{ type: 'hero', title: 'Olá', image: hero }], { status: 'published' }));
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errorCode: 'IMAGE_ALT_MISSING', data: { images: [{ field: 'blocks.0.image', url: hero }] } });

    // As a draft it saves; publishing it later is refused the same way, until the file is decorative.
    const draft = await createPage(pageBody([{ type: 'hero', title: 'Olá', image: hero }, { type: 'media_text', title: 'M', text: '<p>t</p>', image: 'https://cdn.example.com/m.png', image_alt: 'Escritório' }]));
    expect(draft.status).toBe(201);
    const key = params({ id: String(draft.json.data.id), unique_key: String(draft.json.data.unique_key) });
    const publish = async () =>
      answer(await pageStatusPut(request('/api/page/page-change-status/x', { method: 'PUT', body: { status: 'published' }, token: admin.token }), key));
    expect((await publish()).json.data.images).toEqual([{ field: 'blocks.0.image', url: hero }]);
    await t.db.update(files).set({ decorative: true }).where(eq(files.uniqueKey, keyOf(hero)));
    expect((await publish()).status).toBe(200);
  });
});
