import { eq, sql } from 'drizzle-orm';
import { POST as redirectPost } from '@/app/api/redirect/redirect/route';
import { DELETE as redirectDelete, GET as redirectGet, PUT as redirectPut } from '@/app/api/redirect/redirect/[id]/[unique_key]/route';
import { POST as listPost } from '@/app/api/redirect/redirects-list/route';
import { POST as importPost } from '@/app/api/redirect/redirects-import/route';
import { GET as exportGet } from '@/app/api/redirect/redirects-export/route';
import { POST as notFoundPost } from '@/app/api/redirect/not-found-list/route';
import { auditLog, imports, notFoundPaths, redirects } from '@/db/schema';
import { addImportedRedirects, removeImportedRedirects } from '@/lib/redirects/commands';
import { CHECK_EVERY_MS, countNotFound, flushCounts, redirectFor } from '@/lib/redirects/serving';
import { purgeExpired } from '@/lib/jobs/purge';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

const t = setUpTestDb();

type Redirect = { id: number; unique_key: string; from: string; to: string; status_code: number; hits: number; version: number };
type Answer = { status: number; json: { error: boolean; message: string; data: Redirect; errors?: { field: string; message: string }[]; errorCode?: string } };

async function create(admin: SignedIn, body: unknown, lang = 'en'): Promise<Answer> {
  const res = await redirectPost(request('/api/redirect/redirect', { method: 'POST', body, token: admin.token, lang }), params({}));
  return { status: res.status, json: await res.json() };
}

const keyOf = (r: Redirect) => params({ id: String(r.id), unique_key: r.unique_key });
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('redirects (API)', () => {
  let admin: SignedIn;
  beforeEach(async () => {
    admin = await signedIn(t.db, 'admin');
  });

  it('creates (201, 301 by default), reads, lists, updates (versioned) and deletes, with audit rows', async () => {
    const created = await create(admin, { from: 'https://old.example.com/2013/01/11/Markup-HTML-Tags-And-Formatting/', to: '/post/markup/42' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ error: false, message: 'Redirect created.', data: { from: '/2013/01/11/markup-html-tags-and-formatting', to: '/post/markup/42', status_code: 301, hits: 0, version: 1 } });
    const r = created.json.data;

    const read = await redirectGet(request(`/api/redirect/redirect/${r.id}/${r.unique_key}`, { token: admin.token }), keyOf(r));
    expect((await read.json()).data).toMatchObject({ id: r.id, origin: 'manual' });

    const list = await listPost(request('/api/redirect/redirects-list', { method: 'POST', body: { search: 'markup' }, token: admin.token }), params({}));
    expect((await list.json()).data).toMatchObject({ total: 1, page: 1, items: [{ id: r.id }] });

    const stale = await redirectPut(
      request(`/api/redirect/redirect/${r.id}/${r.unique_key}`, { method: 'PUT', body: { from: r.from, to: '/post/markup/43', status_code: 302, version: 1 }, token: admin.token }),
      keyOf(r),
    );
    expect(stale.status).toBe(200);
    expect((await stale.json()).data).toMatchObject({ to: '/post/markup/43', status_code: 302, version: 2 });
    const conflict = await redirectPut(
      request(`/api/redirect/redirect/${r.id}/${r.unique_key}`, { method: 'PUT', body: { from: r.from, to: '/post/markup/44', version: 1 }, token: admin.token }),
      keyOf(r),
    );
    expect(conflict.status).toBe(409);

    const deleted = await redirectDelete(request(`/api/redirect/redirect/${r.id}/${r.unique_key}`, { method: 'DELETE', token: admin.token }), keyOf(r));
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(redirects)).toHaveLength(0);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'redirect'));
    expect(audits.map((a) => a.action)).toEqual(['redirect.create', 'redirect.update', 'redirect.delete']);
  });

  it('refuses a redirect to itself, a loop and a chain with 422 and translated field errors', async () => {
    const self = await create(admin, { from: '/a', to: '/A/' });
    expect(self.status).toBe(422);
    expect(self.json).toMatchObject({ errorCode: 'REDIRECT_SELF', errors: [{ field: 'to', message: 'A redirect cannot lead to its own address.' }] });

    expect((await create(admin, { from: '/a', to: '/b' })).status).toBe(201);
    const loop = await create(admin, { from: '/b', to: '/a' }, 'pt-BR');
    expect(loop.status).toBe(422);
    expect(loop.json).toMatchObject({ errorCode: 'REDIRECT_LOOP', errors: [{ field: 'to', message: 'Isso criaria um ciclo: o novo endereço já redireciona de volta para cá.' }] });

    // A chain both ways: to a source, and from someone's target.
    expect((await create(admin, { from: '/c', to: '/a' })).json.errorCode).toBe('REDIRECT_CHAIN');
    expect((await create(admin, { from: '/b', to: '/z' })).json.errorCode).toBe('REDIRECT_CHAIN');
    // A prefix that would catch a target.
    expect((await create(admin, { from: '/B/*', to: '/z' })).json.errorCode).toBe('REDIRECT_CHAIN');

    const taken = await create(admin, { from: '/A', to: '/y' });
    expect(taken.json).toMatchObject({ errorCode: 'REDIRECT_FROM_TAKEN', errors: [{ field: 'from' }] });
    const bad = await create(admin, { from: 'nope', to: 'ftp://x', status_code: 307 });
    expect(bad.status).toBe(422);
    expect(bad.json.errors?.map((e) => e.field).sort()).toEqual(['from', 'status_code', 'to']);
    expect((await create(admin, { from: '/admin/users', to: '/x' })).json.errors).toEqual([{ field: 'from', message: expect.stringContaining('back office') }]);
  });

  it('exports CSV and imports it back (round trip), skipping bad lines with their reasons', async () => {
    await create(admin, { from: '/2013/01/old-post', to: '/post/new/1' });
    await create(admin, { from: '/old/*', to: '/new/*', status_code: 302 });
    await create(admin, { from: '/?p=12', to: 'https://example.com/x?y=1' });
    const exported = await exportGet(request('/api/redirect/redirects-export', { token: admin.token }), params({}));
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = await exported.text();
    expect(csv).toContain('from;to;status_code');

    await t.db.delete(redirects).where(sql`true`);
    const withBad = `${csv}\r\n/bad-target;ftp://x;301\r\n/new/thing;/elsewhere;301\r\n/2013/01/OLD-post;/again;301\r\n`;
    const imported = await importPost(request('/api/redirect/redirects-import', { method: 'POST', body: { csv: withBad }, token: admin.token }), params({}));
    expect(imported.status).toBe(200);
    const body = await imported.json();
    expect(body.message).toBe('3 redirects imported, 3 lines skipped.');
    expect(body.data.skipped).toEqual([
      { line: 5, from: '/bad-target', message: 'Give a path on this site (from “/”) or a full http(s) address.' },
      { line: 6, from: '/new/thing', message: 'This would make a chain of redirects: point straight at the final address.' },
      { line: 7, from: '/2013/01/OLD-post', message: 'This address already redirects.' },
    ]);
    const again = await exportGet(request('/api/redirect/redirects-export', { token: admin.token }), params({}));
    expect(await again.text()).toBe(csv);
    expect((await t.db.select({ origin: redirects.origin }).from(redirects)).map((r) => r.origin)).toEqual(['csv', 'csv', 'csv']);
  });

  it('serves a redirect saved through the API (and counts its hits in batches)', async () => {
    const r = (await create(admin, { from: '/old/*', to: '/new/*', status_code: 302 })).json.data;
    await create(admin, { from: '/?p=7', to: '/post/seven/7' });
    expect(await redirectFor('/old/a/B?utm=1')).toEqual({ id: r.id, statusCode: 302, location: '/new/a/b' });
    expect(await redirectFor('/?p=7')).toMatchObject({ statusCode: 301, location: '/post/seven/7' });
    expect(await redirectFor('/elsewhere')).toBeNull();
    await flushCounts();
    const [row] = await t.db.select({ hits: redirects.hits, lastHitAt: redirects.lastHitAt, version: redirects.version }).from(redirects).where(eq(redirects.id, r.id));
    expect(row).toMatchObject({ hits: 1, version: 1 });
    expect(row.lastHitAt).toBeInstanceOf(Date);

    // Deleted: no longer served (this process learns it at once).
    await redirectDelete(request('/x', { method: 'DELETE', token: admin.token }), keyOf(r));
    expect(await redirectFor('/old/a')).toBeNull();
  });

  it('serves a change another instance wrote within half a second of its last look at the table', async () => {
    const r = (await create(admin, { from: '/moved-elsewhere', to: '/blog' })).json.data;
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(1_000_000);
      expect(await redirectFor('/moved-elsewhere')).toMatchObject({ location: '/blog' });
      // Another instance (or the import job) changes the row: nothing here hears of it.
      await t.db.update(redirects).set({ toTarget: '/faq', version: sql`${redirects.version} + 1`, updatedAt: new Date() }).where(eq(redirects.id, r.id));
      clock.mockReturnValue(1_000_000 + 499);
      expect(await redirectFor('/moved-elsewhere')).toMatchObject({ location: '/blog' });
      clock.mockReturnValue(1_000_000 + 500);
      expect(CHECK_EVERY_MS).toBeLessThanOrEqual(500);
      expect(await redirectFor('/moved-elsewhere')).toMatchObject({ location: '/faq' });
    } finally {
      clock.mockRestore();
    }
  });

  it('counts a 404 path hit five times as 5, sets bots and probes apart, and purges after 90 days', async () => {
    for (let i = 0; i < 5; i++) countNotFound('/old-pricing', 'https://news.example.com/story', chrome);
    countNotFound('/wp-login.php', undefined, chrome);
    countNotFound('/crawled', undefined, 'Googlebot/2.1');
    await flushCounts();
    countNotFound('/old-pricing', undefined, chrome);
    await flushCounts();

    const report = async (body: unknown) =>
      (await (await notFoundPost(request('/api/redirect/not-found-list', { method: 'POST', body, token: admin.token }), params({}))).json()).data;
    expect((await report({ limit: 10, page: 1 })).items).toEqual([
      { path: '/old-pricing', hits: 6, kind: 'page', first_seen: expect.any(String), last_seen: expect.any(String), referrer_host: 'news.example.com' },
    ]);
    expect((await report({ kind: 'probe' })).items.map((i: { path: string }) => i.path)).toEqual(['/wp-login.php']);
    expect((await report({ kind: 'all' })).total).toBe(3);

    await t.db.update(notFoundPaths).set({ lastSeen: sql`now() - interval '91 days'` }).where(eq(notFoundPaths.path, '/crawled'));
    const purged = await purgeExpired(new Date(), t.handle);
    expect(purged.notFoundPaths).toBe(1);
    expect((await report({ kind: 'all' })).total).toBe(2);
  });

  it('lets the import job add redirects in its transaction, skipping taken and looping ones, and remove them', async () => {
    await create(admin, { from: '/taken', to: '/x' });
    const [imp] = await t.db.insert(imports).values({ source: 'wordpress', fileName: 'site.xml' }).returning({ id: imports.id });
    const added = await t.db.transaction((tx) =>
      addImportedRedirects(tx, imp.id, [
        { from: 'https://old.example.com/2013/01/11/hello-world/', to: '/post/hello-world/1' },
        { from: 'https://old.example.com/?p=12', to: '/post/hello-world/1' },
        { from: '/taken/', to: '/post/other/2' },
        { from: '/post/hello-world/1', to: '/2013/01/11/hello-world' },
        { from: 'not a path', to: '/x' },
      ]),
    );
    expect(added).toBe(2);
    expect(await redirectFor('/2013/01/11/hello-world/')).toMatchObject({ location: '/post/hello-world/1' });
    expect(await t.db.transaction((tx) => removeImportedRedirects(tx, imp.id))).toBe(2);
    expect((await t.db.select({ from: redirects.fromPath }).from(redirects)).map((r) => r.from)).toEqual(['/taken']);
  });
});
