import { eq, isNull } from 'drizzle-orm';
import { GET as importGet } from '@/app/api/import/import/[id]/route';
import { POST as importPost } from '@/app/api/import/import/route';
import { POST as confirmPost } from '@/app/api/import/import/[id]/run/route';
import { POST as undoPost } from '@/app/api/import/import/[id]/undo/route';
import { articleCategories, articles, categories, files, importRecords, imports, pages, redirects, users } from '@/db/schema';
import { importOperations } from '@/lib/import/operations';
import type { ImportBundle, ImportedPost } from '@/lib/import/model';
import { settleBackground } from '@/lib/jobs/background';
import { runPendingImports } from '@/lib/import/run';
import { getStorage } from '@/lib/storage';
import { call, params, post, request, signedIn } from '@/tests/support/api';
import { invoke } from '@/tests/support/operations';
import { setUpImportTestDb } from '@/tests/support/import-db';
import { createActor } from '@/tests/support/users';

// The import job (issue 34 §1) on a bundle built here: the WordPress parser is another piece of work
// (its own tests read real WXR files), so this file's "WXR" is the bundle as JSON, read by a stand-in
// parser; the Ghost parser stays the placeholder that refuses every file (the 422 path). Images come
// from a stand-in media source that knows one picture.

jest.mock('@/lib/import/wordpress', () => {
  const { ImportFileError } = jest.requireActual<typeof import('@/lib/import/model')>('@/lib/import/model');
  return {
    parseWordpress: (file: Buffer) => {
      const text = file.toString('utf8');
      if (text.includes('<!ENTITY')) throw new ImportFileError('entities', 'The file declares entities.');
      return JSON.parse(text) as unknown;
    },
  };
});
jest.mock('@/lib/import/media', () => ({
  mediaSource: () => ({
    find: async (media: { url: string }) =>
      media.url.includes('/found/') ? { bytes: await jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises').readFile(`${process.cwd()}/tests/fixtures/cover.png`), fileName: 'photo.png' } : null,
  }),
}));

const t = setUpImportTestDb('vitrine-import-');

const SITE = 'https://old.example.com';

function postOf(id: string, extra: Partial<ImportedPost> = {}): ImportedPost {
  return {
    sourceId: id,
    kind: 'post',
    title: `Post number ${id}`,
    slug: `post-number-${id}`,
    html: `<p>The body of post ${id}.</p>`,
    excerpt: null,
    status: 'published',
    publishedAt: '2013-01-11T20:22:19Z',
    updatedAt: null,
    authorSourceIds: ['themedemos'],
    termSourceIds: ['cat:markup'],
    featureImage: null,
    images: [],
    seoTitle: null,
    seoDescription: null,
    oldPaths: [`/2013/01/11/post-number-${id}/`, `/?p=${id}`],
    locale: null,
    ...extra,
  };
}

function bundle(posts: ImportedPost[] = defaultPosts()): ImportBundle {
  return {
    source: 'wordpress',
    site: SITE,
    authors: [
      { sourceId: 'themedemos', name: 'Theme Buster', email: 'themedemos@example.org', slug: 'themedemos', bio: null },
      { sourceId: 'nomail', name: 'No Mail', email: null, slug: 'nomail', bio: null },
    ],
    terms: [
      { sourceId: 'cat:markup', kind: 'category', name: 'Markup', slug: 'markup', description: null, parent: null },
      { sourceId: 'tag:html', kind: 'tag', name: 'HTML', slug: 'html', description: null, parent: null },
    ],
    posts,
    warnings: [{ code: 'unsupported', detail: '3 comments left out.' }],
  };
}

function defaultPosts(): ImportedPost[] {
  return [
    postOf('1177', {
      title: 'Markup: HTML Tags and Formatting',
      slug: 'markup-html-tags-and-formatting',
      html: '<p>Headings and <img src="https://old.example.com/wp-content/uploads/found/photo.png" alt="A photo"> and <img src="https://old.example.com/wp-content/uploads/gone.jpg" alt=""></p><script>alert(1)</script>',
      termSourceIds: ['cat:markup', 'tag:html'],
      images: [
        { url: 'https://old.example.com/wp-content/uploads/found/photo.png', zipPath: 'found/photo.png', alt: 'A photo' },
        { url: 'https://old.example.com/wp-content/uploads/gone.jpg', zipPath: 'gone.jpg', alt: null },
      ],
      oldPaths: ['/2013/01/11/markup-html-tags-and-formatting/', '/?p=1177'],
    }),
    postOf('1178', { status: 'draft', publishedAt: null, authorSourceIds: ['nomail'] }),
    postOf('2', { kind: 'page', title: 'About', slug: 'about', html: '<p>About this site.</p>', oldPaths: ['/about/', '/about-us/'] }),
  ];
}

const fileOf = (b: ImportBundle) => Buffer.from(JSON.stringify(b));

async function startAndRun(admin: { id: number; grants: string[] }, b: ImportBundle, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('source', 'wordpress');
  form.set('file', new Blob([new Uint8Array(fileOf(b))]), 'site.WordPress.xml');
  form.set('fetch_media', 'false');
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const { startImport } = await import('@/lib/import/commands');
  const { importStartSchema } = await import('@/lib/import/schema');
  const start = importStartSchema.parse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
  const view = await startImport(admin, start, { file: { name: 'site.WordPress.xml', bytes: new Uint8Array(fileOf(b)) }, media: null });
  await settleBackground();
  return invoke(importOperations.read, admin, { params: { id: view.id } });
}

async function counts() {
  const [a, c, u, r, p, rec] = await Promise.all([t.db.$count(articles), t.db.$count(categories), t.db.$count(users), t.db.$count(redirects), t.db.$count(pages), t.db.$count(importRecords)]);
  return { articles: a, categories: c, users: u, redirects: r, pages: p, records: rec };
}

describe('import job', () => {
  it('a dry run reports what would happen and writes nothing but its report', async () => {
    const admin = await createActor(t.db, 'admin');
    const before = await counts();
    const report = await startAndRun(admin, bundle(), { dry_run: 'true' });
    expect(report.status).toBe('done');
    expect(report.dry_run).toBe(true);
    expect(report.counts).toMatchObject({ created: 7, updated: 0, skipped: 0, failed: 0 });
    expect(report.processed).toBe(7);
    expect(report.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['unsupported', 'author_unmapped', 'media_missing', 'sanitized']));
    expect(report.items).toHaveLength(7);
    expect(await counts()).toEqual(before);
    expect(await t.db.$count(files)).toBe(0);
  });

  it('imports for real: published articles with titles, dates, categories, images and redirects; a second run creates nothing; a changed item updates', async () => {
    const admin = await createActor(t.db, 'admin');
    const report = await startAndRun(admin, bundle());
    expect(report.status).toBe('done');
    expect(report.counts).toMatchObject({ created: 7, failed: 0 });

    const [markup] = await t.db.select().from(articles).where(eq(articles.title, 'Markup: HTML Tags and Formatting'));
    expect(markup.status).toBe('published');
    expect(markup.publishedAt?.toISOString()).toBe('2013-01-11T20:22:19.000Z');
    expect(markup.uniqueKey).toBe('markup-html-tags-and-formatting');
    expect(markup.content).not.toContain('<script');
    expect(markup.content).toMatch(/src="\/api\/files\/[0-9a-f]+"/);
    expect(markup.content).toContain('https://old.example.com/wp-content/uploads/gone.jpg');
    const cats = await t.db.select({ key: categories.uniqueKey }).from(articleCategories).innerJoin(categories, eq(categories.id, articleCategories.categoryId)).where(eq(articleCategories.articleId, markup.id));
    expect(cats.map((c) => c.key).sort()).toEqual(['html', 'markup']);
    const [author] = await t.db.select().from(users).where(eq(users.id, markup.authorId!));
    expect(author).toMatchObject({ email: 'themedemos@example.org', status: 'inactive', passwordHash: null });

    const [draft] = await t.db.select().from(articles).where(eq(articles.title, 'Post number 1178'));
    expect(draft.status).toBe('draft');
    const [about] = await t.db.select().from(pages).where(eq(pages.uniqueKey, 'about'));
    expect(about.status).toBe('published');

    const [redirect] = await t.db.select().from(redirects).where(eq(redirects.fromPath, '/2013/01/11/markup-html-tags-and-formatting'));
    expect(redirect).toMatchObject({ toTarget: `/post/markup-html-tags-and-formatting/${markup.id}`, statusCode: 301, origin: 'import', importId: report.id });
    expect(await t.db.$count(redirects, eq(redirects.fromPath, '/about-us'))).toBe(1);
    // The page's own address is no redirect.
    expect(await t.db.$count(redirects, eq(redirects.fromPath, '/about'))).toBe(0);
    expect(report.items.find((i) => i.source_id === '1177')?.target_url).toBe(`/post/markup-html-tags-and-formatting/${markup.id}`);

    const after = await counts();
    const second = await startAndRun(admin, bundle());
    expect(second.counts).toMatchObject({ created: 0, updated: 0, failed: 0, skipped: 7 });
    expect(await counts()).toEqual(after);
    expect(await t.db.$count(files)).toBe(1);

    const changed = defaultPosts();
    changed[1] = { ...changed[1], title: 'Post number 1178, revised' };
    const third = await startAndRun(admin, bundle(changed));
    expect(third.counts).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect(await t.db.$count(articles, eq(articles.title, 'Post number 1178, revised'))).toBe(1);
    expect(await counts()).toEqual(after);
  });

  it('a bad item fails alone; a taken slug gets a suffix and a warning; tags can be dropped', async () => {
    const admin = await createActor(t.db, 'admin');
    await t.db.insert(articles).values({ uniqueKey: 'post-number-5', title: 'Something else', content: '<p>x</p>' });
    const report = await startAndRun(admin, bundle([postOf('4', { title: 'Bad\u0000title' }), postOf('5'), postOf('6')]), { tags: 'drop' });
    expect(report.status).toBe('done');
    expect(report.counts).toMatchObject({ failed: 1, created: 5, skipped: 1 });
    const failed = report.items.find((i) => i.action === 'failed');
    expect(failed).toMatchObject({ source_id: '4' });
    expect(failed?.message).toBeTruthy();
    expect(await t.db.$count(articles, eq(articles.uniqueKey, 'post-number-5-2'))).toBe(1);
    expect(report.warnings.some((w) => w.code === 'duplicate_slug' && w.item === 'post:5')).toBe(true);
    expect(await t.db.$count(categories, eq(categories.uniqueKey, 'html'))).toBe(0);
  });

  it('a page with an empty body is imported as a page with no block, not as an article', async () => {
    const admin = await createActor(t.db, 'admin');
    const report = await startAndRun(admin, bundle([postOf('1813', { kind: 'page', title: 'Level 3', slug: 'level-3', html: '', oldPaths: ['/level-1/level-2/level-3/'] })]));
    expect(report.status).toBe('done');
    expect(report.warnings.some((w) => w.code === 'page_as_article')).toBe(false);
    const [page] = await t.db.select().from(pages).where(eq(pages.uniqueKey, 'level-3'));
    expect(page).toMatchObject({ title: 'Level 3', blocks: [] });
    expect(await t.db.$count(articles, eq(articles.title, 'Level 3'))).toBe(0);
  });

  it('undo trashes the articles and pages it created and deletes its categories, users and redirects; importing again recreates them', async () => {
    const admin = await createActor(t.db, 'admin');
    const existing = await t.db.insert(categories).values({ uniqueKey: 'markup', name: 'Markup (ours)' }).returning({ id: categories.id });
    const before = await counts();
    const report = await startAndRun(admin, bundle());
    const undone = await invoke(importOperations.undo, admin, { params: { id: report.id } });
    expect(undone.status).toBe('undone');
    expect(undone.undone).toMatchObject({ articles: 2, pages: 1, users: 2, categories: 1 });
    expect(await t.db.$count(articles, isNull(articles.deletedAt))).toBe(0);
    expect(await t.db.$count(pages, isNull(pages.deletedAt))).toBe(0);
    expect(await t.db.$count(redirects)).toBe(0);
    // The category that was there before the import (matched by slug) stays.
    expect(await t.db.$count(categories, eq(categories.id, existing[0].id))).toBe(1);
    const now = await counts();
    expect({ users: now.users, categories: now.categories, redirects: now.redirects }).toEqual({ users: before.users, categories: before.categories, redirects: before.redirects });
    await expect(invoke(importOperations.undo, admin, { params: { id: report.id } })).rejects.toMatchObject({ status: 409 });

    const again = await startAndRun(admin, bundle());
    expect(again.counts).toMatchObject({ created: 6, failed: 0 });
    expect(await t.db.$count(articles, isNull(articles.deletedAt))).toBe(2);
  });

  it('a dry run is confirmed into a real import of the same file', async () => {
    const admin = await createActor(t.db, 'admin');
    const dry = await startAndRun(admin, bundle(), { dry_run: 'true' });
    const queued = await invoke(importOperations.confirm, admin, { params: { id: dry.id } });
    expect(queued.dry_run).toBe(false);
    await settleBackground();
    const real = await invoke(importOperations.read, admin, { params: { id: queued.id } });
    expect(real).toMatchObject({ status: 'done', counts: { created: 7 } });
    await expect(invoke(importOperations.confirm, admin, { params: { id: dry.id } })).rejects.toMatchObject({ status: 409 });
    // The real run is done with the files: nothing of them stays in storage or in its row.
    const [row] = await t.db.select().from(imports).where(eq(imports.id, queued.id));
    expect(row.fileKey).toBeNull();
  });

  it('an import left running by a stopped server is taken up after its last batch', async () => {
    const admin = await createActor(t.db, 'admin');
    await getStorage().put('imports/left-running/source', new Uint8Array(fileOf(bundle())), 'application/octet-stream');
    const [row] = await t.db
      .insert(imports)
      .values({ source: 'wordpress', status: 'running', dryRun: false, fileName: 'left.xml', fileKey: 'imports/left-running/source', options: { fetch_media: false }, total: 7, processed: 4, counts: { created: 4 }, startedAt: new Date(), createdBy: admin.id })
      .returning();
    await runPendingImports();
    const report = await invoke(importOperations.read, admin, { params: { id: row.id } });
    // The first four items (authors and terms) were written before the stop: the posts come now.
    expect(report).toMatchObject({ status: 'done', processed: 7, counts: { created: 7 } });
    expect(report.items.map((i) => i.source_kind)).toEqual(['post', 'post', 'page']);
    expect(await t.db.$count(articles)).toBe(2);
  });

  it('a dry run nobody confirms gives its files up after a day', async () => {
    const admin = await createActor(t.db, 'admin');
    const dry = await startAndRun(admin, bundle(), { dry_run: 'true' });
    const [kept] = await t.db.select().from(imports).where(eq(imports.id, dry.id));
    expect(kept.fileKey).not.toBeNull();
    expect(await getStorage().get(kept.fileKey!)).not.toBeNull();
    await t.db.update(imports).set({ finishedAt: new Date(Date.now() - 25 * 60 * 60_000) }).where(eq(imports.id, dry.id));
    await runPendingImports();
    const [after] = await t.db.select().from(imports).where(eq(imports.id, dry.id));
    expect(after.fileKey).toBeNull();
    expect(await getStorage().get(kept.fileKey!)).toBeNull();
    await expect(invoke(importOperations.confirm, admin, { params: { id: dry.id } })).rejects.toMatchObject({ status: 409 });
  });
});

describe('import API', () => {
  function form(fields: Record<string, string>, file: Buffer | null = fileOf(bundle())) {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (file) f.set('file', new Blob([new Uint8Array(file)]), 'export.xml');
    return f;
  }

  it('POST answers 202 with the report address; GET follows it to done', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await call(importPost, post('/api/import/import', { token: admin.token, form: form({ source: 'wordpress', dry_run: 'false', fetch_media: 'false' }) }));
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'queued', report_url: `/api/import/import/${res.body.data.id}` });
    await settleBackground();
    const read = await call(importGet, request(res.body.data.report_url, { token: admin.token }), params({ id: String(res.body.data.id) }));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'done', counts: { created: 7, updated: 0, skipped: 0, failed: 0 } });
    expect(read.body.data.items).toHaveLength(7);
    expect(read.body.data.warnings.length).toBeGreaterThan(0);
    // What the screen polls: the progress without the item lines.
    const progress = await call(importGet, request(`${res.body.data.report_url}?items=false`, { token: admin.token }), params({ id: String(res.body.data.id) }));
    expect(progress.body.data).toMatchObject({ status: 'done', processed: 7, items: [], items_total: 7 });
  });

  it('a file the parser refuses is a 422 in the caller’s language, and nothing is written', async () => {
    const admin = await signedIn(t.db, 'admin');
    const before = await counts();
    const entities = Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss>&x;</rss>');
    const res = await call(importPost, post('/api/import/import', { token: admin.token, lang: 'pt-BR', form: form({ source: 'wordpress' }, entities) }));
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('IMPORT_ENTITIES');
    expect(res.body.message).toBe('O arquivo declara entidades XML, que são recusadas por segurança.');
    const ghost = await call(importPost, post('/api/import/import', { token: admin.token, form: form({ source: 'ghost' }, Buffer.from('{}')) }));
    expect(ghost.status).toBe(422);
    expect(ghost.body.errorCode).toBe('IMPORT_WRONG_FORMAT');
    const none = await call(importPost, post('/api/import/import', { token: admin.token, form: form({ source: 'wordpress' }, null) }));
    expect(none.status).toBe(422);
    expect(await t.db.$count(imports)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('is for administrators only: 403 to an editor, on every import route', async () => {
    const editor = await signedIn(t.db, 'manager');
    const res = await call(importPost, post('/api/import/import', { token: editor.token, form: form({ source: 'wordpress' }) }));
    expect(res.status).toBe(403);
    expect((await call(importGet, request('/api/import/import/1', { token: editor.token }), params({ id: '1' }))).status).toBe(403);
    expect((await call(undoPost, post('/api/import/import/1/undo', { token: editor.token }), params({ id: '1' }))).status).toBe(403);
    expect(await t.db.$count(imports)).toBe(0);
  });
});

describe('mapping authors (the report’s authors, author_map on confirm)', () => {
  it('the dry run’s report lists the file’s authors with the user each one goes to', async () => {
    const admin = await signedIn(t.db, 'admin');
    const existing = await createActor(t.db, 'manager', { name: 'Theme Owner', email: 'themedemos@example.org' });
    const dry = await startAndRun({ id: admin.id, grants: ['roles'] }, bundle(), { dry_run: 'true' });
    const read = await call(importGet, request(dry.report_url, { token: admin.token }), params({ id: String(dry.id) }));
    expect(read.status).toBe(200);
    expect(read.body.data.authors).toEqual([
      { source_id: 'themedemos', name: 'Theme Buster', email: 'themedemos@example.org', match: { id: existing.id, name: expect.stringContaining('Theme Owner') } },
      { source_id: 'nomail', name: 'No Mail', email: null, match: null },
    ]);
  });

  it('confirming with author_map gives the author’s articles to the chosen user and creates no user for them', async () => {
    const admin = await signedIn(t.db, 'admin');
    const chosen = await createActor(t.db, 'manager', { name: 'Chosen Editor', email: 'chosen@example.com' });
    const dry = await startAndRun({ id: admin.id, grants: ['roles'] }, bundle(), { dry_run: 'true' });
    const usersBefore = await t.db.$count(users);
    const res = await call(confirmPost, post(`/api/import/import/${dry.id}/run`, { token: admin.token, body: { author_map: { nomail: chosen.id } } }), params({ id: String(dry.id) }));
    expect(res.status).toBe(202);
    await settleBackground();
    const real = await invoke(importOperations.read, { id: admin.id, grants: ['roles'] }, { params: { id: res.body.data.id } });
    expect(real).toMatchObject({ status: 'done', options: { author_map: { nomail: chosen.id } } });
    const [draft] = await t.db.select().from(articles).where(eq(articles.title, 'Post number 1178'));
    expect(draft.authorId).toBe(chosen.id);
    // Only themedemos (no match, not mapped) became a user; nomail went to the chosen editor.
    expect(await t.db.$count(users)).toBe(usersBefore + 1);
    expect(await t.db.$count(users, eq(users.email, 'themedemos@example.org'))).toBe(1);
    expect(real.authors.find((a) => a.source_id === 'nomail')?.match).toEqual({ id: chosen.id, name: expect.stringContaining('Chosen Editor') });
  });

  it('an author_map naming no user is a 422 in the caller’s language; nothing is queued and the dry run stays confirmable', async () => {
    const admin = await signedIn(t.db, 'admin');
    const dry = await startAndRun({ id: admin.id, grants: ['roles'] }, bundle(), { dry_run: 'true' });
    const importsBefore = await t.db.$count(imports);
    const res = await call(confirmPost, post(`/api/import/import/${dry.id}/run`, { token: admin.token, lang: 'pt-BR', body: { author_map: { nomail: 999999 } } }), params({ id: String(dry.id) }));
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('IMPORT_UNKNOWN_USER');
    expect(res.body.message).toBe('Nenhum usuário com o id 999999: escolha um usuário existente para cada autor.');
    const malformed = await call(confirmPost, post(`/api/import/import/${dry.id}/run`, { token: admin.token, body: { author_map: { nomail: -3 } } }), params({ id: String(dry.id) }));
    expect(malformed.status).toBe(422);
    expect(await t.db.$count(imports)).toBe(importsBefore);
    // A bare POST (no body) confirms with the dry run's own options.
    const bare = await call(confirmPost, post(`/api/import/import/${dry.id}/run`, { token: admin.token }), params({ id: String(dry.id) }));
    expect(bare.status).toBe(202);
    await settleBackground();
  });
});
