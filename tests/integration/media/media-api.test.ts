import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as fileGet } from '@/app/api/files/[unique_key]/route';
import { PUT as replacePut } from '@/app/api/media/media-file/[id]/[unique_key]/route';
import { DELETE as mediaDelete, GET as mediaGet, PUT as mediaPut } from '@/app/api/media/media/[id]/[unique_key]/route';
import { POST as listPost } from '@/app/api/media/media-list/route';
import { articles, auditLog, categories, files, pages } from '@/db/schema';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { cacheTagsOf, tablesWithoutOwner } from '@/lib/media/used-in';
import { purgeOrphanUploads } from '@/lib/uploads/purge';
import ptBR from '@/messages/pt-BR.json';
import { noParams, params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { POST as uploadPost } from '@/app/api/upload/route';
import { createRole } from '@/tests/support/users-api';

// The media library's API (issue 31 §1): list with filters and search, read with where a file is
// used, describe, delete (409 while used), replace (same address, new bytes), the upload's alt text,
// and who may do what.

let t: TestDb;
let dataDir: string;
const savedDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-media-'));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  resetEnvCache();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.truncate();
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
});

interface Media {
  id: number;
  unique_key: string;
  url: string;
  version: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
  focal_x: number;
  focal_y: number;
  decorative: boolean;
  in_library: boolean;
  uses?: number;
  used_in?: { kind: string; id: number | string; title: string; href: string }[];
}

const png = (width: number, height: number, color = '#2266aa') => sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();

async function uploadAs(user: SignedIn, name: string, fields: Record<string, string> = {}, size: [number, number] = [600, 300]): Promise<Media> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(await png(...size))], name, { type: 'application/octet-stream' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await uploadPost(request('/api/upload', { method: 'POST', form, token: user.token }), noParams);
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

const keyOf = (m: Pick<Media, 'id' | 'unique_key'>) => params({ id: String(m.id), unique_key: m.unique_key });
const plainUrl = (m: Pick<Media, 'unique_key'>) => `/api/files/${m.unique_key}`;

async function list(user: SignedIn, body: Record<string, unknown> = {}) {
  const res = await listPost(request('/api/media/media-list', { method: 'POST', body, token: user.token }), noParams);
  return { status: res.status, json: await res.json() };
}
const names = async (user: SignedIn, body: Record<string, unknown> = {}) => ((await list(user, body)).json.data.items as Media[]).map((m) => m.name);

async function read(user: SignedIn, m: Media) {
  const res = await mediaGet(request(`/api/media/media/${m.id}/${m.unique_key}`, { token: user.token }), keyOf(m));
  return { status: res.status, json: await res.json() };
}
async function update(user: SignedIn, m: Media, body: unknown, lang = 'en') {
  const res = await mediaPut(request(`/api/media/media/${m.id}/${m.unique_key}`, { method: 'PUT', body, token: user.token, lang }), keyOf(m));
  return { status: res.status, json: await res.json() };
}
async function remove(user: SignedIn, m: Media, lang = 'en') {
  const res = await mediaDelete(request(`/api/media/media/${m.id}/${m.unique_key}`, { method: 'DELETE', token: user.token, lang }), keyOf(m));
  return { status: res.status, json: await res.json() };
}

const storedObjects = async () => readdir(path.join(dataDir, 'uploads', 'images')).catch(() => [] as string[]);

describe('the media library API', () => {
  it('lists with search in name, caption and alt text of any language, and the unused / missing alt / type filters', async () => {
    const admin = await signedIn(t.db, 'admin');
    const harbour = await uploadAs(admin, 'harbour.png', { alt: 'Barcos no porto', locale: 'pt-BR' });
    await uploadAs(admin, 'forest.png', { alt: 'Pine trees in the fog', locale: 'en' });
    const logo = await uploadAs(admin, 'logo.png');
    await update(admin, logo, { caption: { fr: 'Le logo de la maison' }, decorative: true });
    await t.db.insert(categories).values({ uniqueKey: 'cat', name: 'Sea', image: `https://www.example.com${plainUrl(harbour)}?w=480` });

    const all = await list(admin);
    expect(all.status).toBe(200);
    expect(all.json.data).toMatchObject({ total: 3, page: 1 });
    // Newest first, each with its number of uses.
    expect((all.json.data.items as Media[]).map((m) => [m.name, m.uses])).toEqual([
      ['logo.png', 0],
      ['forest.png', 0],
      ['harbour.png', 1],
    ]);
    expect(all.json.data.items[2]).toMatchObject({ alt: { 'pt-BR': 'Barcos no porto' }, width: 600, height: 300, mime: 'image/png', url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\?v=[a-f0-9]{12}$/) });

    expect(await names(admin, { search: 'PORTO' })).toEqual(['harbour.png']);
    expect(await names(admin, { search: 'fog' })).toEqual(['forest.png']);
    expect(await names(admin, { search: 'maison' })).toEqual(['logo.png']);
    expect(await names(admin, { search: 'forest' })).toEqual(['forest.png']);
    expect(await names(admin, { search: '100%' })).toEqual([]);
    expect(await names(admin, { unused: true })).toEqual(['logo.png', 'forest.png']);
    // No pt-BR alt text and not decorative: only forest (its alt is English).
    expect(await names(admin, { missing_alt: true })).toEqual(['forest.png']);
    expect(await names(admin, { missing_alt: true, unused: true, search: 'pine' })).toEqual(['forest.png']);
    expect(await names(admin, { type: 'png' })).toHaveLength(3);
    expect(await names(admin, { type: 'jpeg' })).toEqual([]);
    // A form that stores only an address finds the file's record by its key.
    expect(await names(admin, { unique_key: harbour.unique_key })).toEqual(['harbour.png']);
    expect(await names(admin, { unique_key: 'f'.repeat(32) })).toEqual([]);
    expect((await list(admin, { unique_key: 'not-a-key' })).status).toBe(422);

    const paged = await list(admin, { limit: 2, page: 2 });
    expect(paged.json.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.json.data.items.map((m: Media) => m.name)).toEqual(['harbour.png']);
    expect((await list(admin, { limit: 2, page: 5, unused: true })).json.data).toMatchObject({ total: 2, items: [] });

    const bad = await list(admin, { type: 'pdf', limit: 1000 });
    expect(bad.status).toBe(422);
  });

  it('reads a file with where it is used: an article cover and body, a page block, a category', async () => {
    const admin = await signedIn(t.db, 'admin');
    const cover = await uploadAs(admin, 'cover.png');
    const inline = await uploadAs(admin, 'inline.png');
    const [article] = await t.db
      .insert(articles)
      .values({ uniqueKey: 'a1', title: 'A weekend by the sea', content: `<p><img src="${plainUrl(inline)}?w=960" alt=""></p>`, image: plainUrl(cover), authorId: admin.id })
      .returning();
    const [page] = await t.db
      .insert(pages)
      .values({ uniqueKey: 'about', title: 'About us', blocks: [{ type: 'media_text', title: 'M', text: '<p>T</p>', image: plainUrl(inline), image_side: 'left' }] })
      .returning();
    const [category] = await t.db.insert(categories).values({ uniqueKey: 'c1', name: 'Travel', image: plainUrl(inline) }).returning();

    const read1 = await read(admin, inline);
    expect(read1.status).toBe(200);
    expect(read1.json.data).toMatchObject({ id: inline.id, unique_key: inline.unique_key, width: 600, height: 300, bytes: expect.any(Number), mime: 'image/png', alt: {}, focal_x: 50, focal_y: 50, decorative: false });
    expect(read1.json.data.used_in).toEqual([
      { kind: 'article', id: article.id, title: 'A weekend by the sea', href: `/admin/compose/a1/${article.id}` },
      { kind: 'page', id: page.id, title: 'About us', href: `/admin/pages/${page.id}` },
      { kind: 'category', id: category.id, title: 'Travel', href: '/admin/list-of-categories' },
    ]);
    expect((await read(admin, cover)).json.data.used_in).toEqual([{ kind: 'article', id: article.id, title: 'A weekend by the sea', href: `/admin/compose/a1/${article.id}` }]);
    expect((await list(admin)).json.data.items.map((m: Media) => [m.name, m.uses])).toEqual([
      ['inline.png', 3],
      ['cover.png', 1],
    ]);
    // The list's counts are kept between calls while nothing changes; a change made past the API (here
    // SQL, as a job or another instance would) shows on the next call, and so does a deletion.
    await t.db.update(categories).set({ image: null }).where(eq(categories.id, category.id));
    expect((await list(admin)).json.data.items.map((m: Media) => [m.name, m.uses])).toEqual([
      ['inline.png', 2],
      ['cover.png', 1],
    ]);
    await t.db.delete(pages).where(eq(pages.id, page.id));
    expect((await list(admin, { unused: true })).json.data.items).toEqual([]);
    await t.db.update(articles).set({ image: null }).where(eq(articles.id, article.id));
    expect((await list(admin, { unused: true })).json.data.items.map((m: Media) => m.name)).toEqual(['cover.png']);
    const missing = await mediaGet(request('/api/media/media/1/x', { token: admin.token }), params({ id: String(inline.id), unique_key: cover.unique_key }));
    expect(missing.status).toBe(404);
  });

  it('describes a file (merged per language, trimmed, bounded), audits it and keeps it in the library', async () => {
    const admin = await signedIn(t.db, 'admin');
    const m = await uploadAs(admin, 'photo.png');
    const first = await update(admin, m, { alt: { 'pt-BR': '  Um farol  ', en: 'A lighthouse' }, caption: { en: 'At dawn' }, focal_x: 20, focal_y: 75.5 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ message: 'File updated.', data: { alt: { 'pt-BR': 'Um farol', en: 'A lighthouse' }, caption: { en: 'At dawn' }, focal_x: 20, focal_y: 75.5, in_library: true, used_in: [] } });
    // Languages not sent keep their text; one sent empty is removed.
    const second = await update(admin, m, { alt: { en: '' }, decorative: true });
    expect(second.json.data).toMatchObject({ alt: { 'pt-BR': 'Um farol' }, caption: { en: 'At dawn' }, focal_x: 20, decorative: true });
    expect(second.json.data.alt.en).toBeUndefined();

    const refused = await update(admin, m, { alt: { de: 'Leuchtturm' }, focal_x: 120, caption: { en: 'x'.repeat(1001) } }, 'pt-BR');
    expect(refused.status).toBe(422);
    const fields = Object.fromEntries((refused.json.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));
    expect(fields.focal_x).toBe(ptBR.Media.errors.focalInvalid);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['focal_x']));
    expect(await update(admin, m, { alt: { en: 'x'.repeat(251) } })).toMatchObject({ status: 422 });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.update'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: 'file', entityId: String(m.id) });

    // In the library: the purge of unused uploads keeps it, and removes an unused upload outside it.
    const stray = await uploadAs(admin, 'stray.png');
    const old = new Date(Date.now() - 3 * 24 * 3600_000);
    await t.db.update(files).set({ createdAt: old }).where(inArray(files.id, [m.id, stray.id]));
    await purgeOrphanUploads();
    const left = (await t.db.select({ id: files.id }).from(files)).map((r) => r.id);
    expect(left).toEqual([m.id]);
    expect(left).not.toContain(stray.id);
  });

  it('refuses to delete a used file (409 MEDIA_IN_USE with the list), deletes it once the article stops using it', async () => {
    const admin = await signedIn(t.db, 'admin');
    const m = await uploadAs(admin, 'cover.png', { library: '1' });
    expect(m.in_library).toBe(true);
    const [article] = await t.db.insert(articles).values({ uniqueKey: 'a2', title: 'Cover story', content: '<p>Hi</p>', image: plainUrl(m), authorId: admin.id }).returning();
    const before = await storedObjects();
    expect(before.filter((f) => f.startsWith(m.unique_key)).length).toBeGreaterThan(0);

    const refused = await remove(admin, m, 'pt-BR');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ error: true, errorCode: 'MEDIA_IN_USE', message: ptBR.Media.errors.inUse, data: { used_in: [{ kind: 'article', id: article.id, title: 'Cover story' }] } });
    expect(await t.db.select().from(files)).toHaveLength(1);

    await t.db.update(articles).set({ image: null }).where(eq(articles.id, article.id));
    const done = await remove(admin, m);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ message: 'File deleted.', data: { id: m.id } });
    // Issue 33 §4: a DELETE moves it to the trash (its copies kept); ?permanent=true deletes it.
    expect((await t.db.select().from(files)).map((f) => f.deletedBy)).toEqual([admin.id]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.trash'))).toHaveLength(1);
    expect((await remove(admin, m)).status).toBe(404);
    const gone = await mediaDelete(request(`/api/media/media/${m.id}/${m.unique_key}?permanent=true`, { method: 'DELETE', token: admin.token }), params({ id: String(m.id), unique_key: m.unique_key }));
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(files)).toHaveLength(0);
    expect((await storedObjects()).filter((f) => f.startsWith(m.unique_key))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.delete'))).toHaveLength(1);
  });

  it('replaces a file: same id, key and address, new bytes and version, old objects removed', async () => {
    const admin = await signedIn(t.db, 'admin');
    const m = await uploadAs(admin, 'old.png', {}, [600, 300]);
    const oldObjects = (await storedObjects()).filter((f) => f.startsWith(m.unique_key));
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await png(400, 400, '#aa2222'))], 'new.png'));
    const res = await replacePut(request(`/api/media/media-file/${m.id}/${m.unique_key}`, { method: 'PUT', form, token: admin.token }), keyOf(m));
    expect(res.status).toBe(200);
    const { data, message } = await res.json();
    expect(message).toBe('File replaced.');
    expect(data).toMatchObject({ id: m.id, unique_key: m.unique_key, width: 400, height: 400, name: 'new.png' });
    expect(data.version).not.toBe(m.version);
    expect(data.url).toBe(`${plainUrl(m)}?v=${data.version}`);

    const served = await fileGet(request(plainUrl(m)), params({ unique_key: m.unique_key }));
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 400 });
    const now = await storedObjects();
    for (const o of oldObjects) expect(now).not.toContain(o);
    expect(now.filter((f) => f.startsWith(m.unique_key)).length).toBeGreaterThan(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.replace'))).toHaveLength(1);

    const empty = await replacePut(request(`/api/media/media-file/${m.id}/${m.unique_key}`, { method: 'PUT', form: new FormData(), token: admin.token }), keyOf(m));
    expect(empty.status).toBe(422);
  });

  it('stores the alt text an upload sends, in its language (the default one without locale)', async () => {
    const writer = await signedIn(t.db, 'operational');
    const a = await uploadAs(writer, 'a.png', { alt: ' Mapa da cidade ' });
    expect(a).toMatchObject({ alt: { 'pt-BR': 'Mapa da cidade' }, in_library: false, url: plainUrl(a) });
    const b = await uploadAs(writer, 'b.png', { alt: 'Carte de la ville', locale: 'fr', library: '1' });
    expect(b).toMatchObject({ alt: { fr: 'Carte de la ville' }, in_library: true });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await png(10, 10))], 'c.png'));
    form.set('locale', 'de');
    const bad = await uploadPost(request('/api/upload', { method: 'POST', form, token: writer.token }), noParams);
    expect(bad.status).toBe(422);
  });

  it('lets a writer with media describe but not delete; refuses the library without media', async () => {
    const admin = await signedIn(t.db, 'admin');
    const writer = await signedIn(t.db, 'operational');
    await createRole(t.db, 'no-media', ['dashboard', 'settings-profile']);
    const outsider = await signedIn(t.db, 'no-media');
    const m = await uploadAs(admin, 'x.png');

    expect((await update(writer, m, { alt: { 'pt-BR': 'Um gato' } })).status).toBe(200);
    expect((await list(writer)).status).toBe(200);
    expect((await remove(writer, m)).status).toBe(403);
    expect((await list(outsider)).status).toBe(403);
    expect((await read(outsider, m)).status).toBe(403);
    expect((await update(outsider, m, { alt: { 'pt-BR': 'x' } })).status).toBe(403);
    expect((await remove(admin, m)).status).toBe(200);
  });
});

describe('where a file is used', () => {
  it('knows the owner of every table of the purge’s reference columns (a new column is searched by the library too)', () => {
    expect(tablesWithoutOwner()).toEqual([]);
  });

  it('expires the public pages of what shows a file', () => {
    const usage = (kind: 'article' | 'user' | 'setting' | 'page', id: number | string) => ({ kind, id, title: '', href: '' });
    expect(cacheTagsOf([usage('article', 4), usage('user', 9), usage('setting', 'layout'), usage('page', 2)]).sort()).toEqual(
      ['article:4', 'articles', 'author:9', 'authors', 'pages', 'settings:layout'].sort(),
    );
    expect(cacheTagsOf([])).toEqual([]);
  });
});
