import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import { GET as importGet } from '@/app/api/import/import/[id]/route';
import { POST as importPost } from '@/app/api/import/import/route';
import { markRedirectsChanged, redirectFor } from '@/lib/redirects/serving';
import { articleCategories, articles, categories, imports, pages, redirects, users } from '@/db/schema';
import { settleBackground } from '@/lib/jobs/background';
import { call, params, post, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpImportTestDb } from '@/tests/support/import-db';

// Issue 34 §1, "Done when": the real parsers on the fixtures (tests/fixtures/import), through the API,
// with no media zip and no network (fetch_media=false: every image is reported missing).

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/import', name));

const t = setUpImportTestDb('vitrine-import-sources-');

async function importFile(admin: SignedIn, source: 'wordpress' | 'ghost', file: Buffer, fileName: string, dryRun: boolean) {
  const form = new FormData();
  form.set('source', source);
  form.set('dry_run', String(dryRun));
  form.set('fetch_media', 'false');
  form.set('locale', 'en');
  form.set('file', new Blob([new Uint8Array(file)]), fileName);
  const res = await call(importPost, post('/api/import/import', { token: admin.token, form }));
  if (res.status !== 202) return { status: res.status, body: res.body };
  await settleBackground();
  const read = await call(importGet, request(res.body.data.report_url, { token: admin.token }), params({ id: String(res.body.data.id) }));
  return { status: res.status, body: read.body };
}

async function counts() {
  const [a, c, u, r, p] = await Promise.all([t.db.$count(articles), t.db.$count(categories), t.db.$count(users), t.db.$count(redirects), t.db.$count(pages)]);
  return { articles: a, categories: c, users: u, redirects: r, pages: p };
}

describe('WordPress import (WXR)', () => {
  it('dry run, real import, second import, old permalink', async () => {
    const admin = await signedIn(t.db, 'admin');
    const before = await counts();

    const dry = await importFile(admin, 'wordpress', fixture('wordpress.xml'), 'harbour.WordPress.xml', true);
    expect(dry.status).toBe(202);
    expect(dry.body.data.status).toBe('done');
    expect(dry.body.data.counts.created).toBeGreaterThan(10);
    expect(dry.body.data.counts.failed).toBe(0);
    expect(dry.body.data.warnings.map((w: { code: string }) => w.code)).toEqual(expect.arrayContaining(['media_missing', 'shortcode', 'unsupported']));
    expect(await counts()).toEqual(before);

    const real = await importFile(admin, 'wordpress', fixture('wordpress.xml'), 'harbour.WordPress.xml', false);
    expect(real.body.data).toMatchObject({ status: 'done', counts: { failed: 0, created: dry.body.data.counts.created } });
    // Unreachable images are listed, and the import finished.
    expect(real.body.data.warnings.some((w: { code: string }) => w.code === 'media_missing')).toBe(true);

    const [markup] = await t.db.select().from(articles).where(eq(articles.title, 'Markup: HTML Tags and Formatting'));
    expect(markup).toMatchObject({ status: 'published', uniqueKey: 'markup-html-tags-and-formatting', locale: 'en' });
    expect(markup.publishedAt?.toISOString()).toBe('2013-01-11T20:22:19.000Z');
    const cats = await t.db.select({ key: categories.uniqueKey }).from(articleCategories).innerJoin(categories, eq(categories.id, articleCategories.categoryId)).where(eq(articleCategories.articleId, markup.id));
    expect(cats.map((c) => c.key).sort()).toEqual(['html', 'markup']);
    const published = await t.db.select({ title: articles.title }).from(articles).where(and(eq(articles.status, 'published'), sql`${articles.publishedAt} <= now()`));
    expect(published.map((a) => a.title)).toEqual(expect.arrayContaining(['The morning boats', 'Tides explained', 'Winter storage']));
    expect(await t.db.$count(articles, eq(articles.title, 'Unfinished thoughts'))).toBe(1);
    expect((await t.db.select().from(articles).where(eq(articles.title, 'Unfinished thoughts')))[0].status).toBe('draft');
    expect(await t.db.$count(pages, eq(pages.uniqueKey, 'about'))).toBe(1);

    // The old permalink answers with a 301 to the new article (served by lib/redirects from this row).
    const [redirect] = await t.db.select().from(redirects).where(eq(redirects.fromPath, '/2013/01/11/markup-html-tags-and-formatting'));
    expect(redirect).toMatchObject({ toTarget: `/en/post/markup-html-tags-and-formatting/${markup.id}`, statusCode: 301, origin: 'import' });
    // Served (lib/redirects, as the production server asks it for every request), with or without the trailing slash.
    markRedirectsChanged();
    expect(await redirectFor('/2013/01/11/markup-html-tags-and-formatting/')).toMatchObject({ statusCode: 301, location: `/en/post/markup-html-tags-and-formatting/${markup.id}` });
    expect(await redirectFor('/?p=1178')).toMatchObject({ statusCode: 301 });

    // The ?p=ID form, a percent-encoded permalink and a page's ?page_id=ID, as lib/redirects stores from-paths.
    expect(await t.db.$count(redirects, eq(redirects.fromPath, '/?p=1178'))).toBe(1);
    expect(await t.db.$count(redirects, eq(redirects.fromPath, '/2024/07/14/café-au-port'))).toBe(1);
    expect((await t.db.select().from(redirects).where(eq(redirects.fromPath, '/?p=1208')))[0]?.toTarget).toBe('/en/about');

    const after = await counts();
    const again = await importFile(admin, 'wordpress', fixture('wordpress.xml'), 'harbour.WordPress.xml', false);
    expect(again.body.data.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(await counts()).toEqual(after);
  });

  it.each(['xxe.xml', 'billion-laughs.xml', 'malformed.xml'])('%s is refused with 422 and nothing is written', async (name) => {
    const admin = await signedIn(t.db, 'admin');
    const before = await counts();
    const res = await importFile(admin, 'wordpress', fixture(name), name, false);
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toMatch(/^IMPORT_/);
    expect(await t.db.$count(imports)).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await t.db.$count(articles, or(like(articles.content, '%root:%'), like(articles.title, '%lol%')))).toBe(0);
  });
});

describe('Ghost import', () => {
  it('posts, tags and two authors: dry run, import, second import', async () => {
    const admin = await signedIn(t.db, 'admin');
    const before = await counts();
    const dry = await importFile(admin, 'ghost', fixture('ghost.json'), 'harbour.ghost.json', true);
    expect(dry.body.data).toMatchObject({ status: 'done', counts: { failed: 0 } });
    expect(await counts()).toEqual(before);

    const real = await importFile(admin, 'ghost', fixture('ghost.json'), 'harbour.ghost.json', false);
    expect(real.body.data).toMatchObject({ status: 'done', counts: { failed: 0, created: dry.body.data.counts.created } });
    const authors = await t.db.select({ email: users.email, status: users.status }).from(users).where(like(users.email, '%@ghost.example.test'));
    expect(authors).toHaveLength(2);
    expect(authors.every((a) => a.status === 'inactive')).toBe(true);
    const [welcome] = await t.db.select().from(articles).where(and(eq(articles.uniqueKey, 'welcome-to-the-quay'), isNull(articles.deletedAt)));
    expect(welcome.status).toBe('published');
    expect(await t.db.$count(articleCategories, eq(articleCategories.articleId, welcome.id))).toBeGreaterThan(0);

    const after = await counts();
    const again = await importFile(admin, 'ghost', fixture('ghost.json'), 'harbour.ghost.json', false);
    expect(again.body.data.counts).toMatchObject({ created: 0, updated: 0, failed: 0 });
    expect(await counts()).toEqual(after);
  });
});
