import { asc, eq } from 'drizzle-orm';
import { POST as layoutPost } from '@/app/api/layout/layout-setting/route';
import { GET as layoutLatestGet } from '@/app/api/layout/layout-setting/latest/route';
import { GET as publicSeoGet } from '@/app/api/seo/public-seo/route';
import { GET as seoListGet, POST as seoPost } from '@/app/api/seo/seo/route';
import { DELETE as seoDelete, PUT as seoPut } from '@/app/api/seo/seo/[id]/[unique_key]/route';
import { auditLog, layoutSettings, seoSettings } from '@/db/schema';
import { saveLayoutSetting } from '@/lib/settings/commands';
import { getLatestLayout } from '@/lib/settings/queries';
import en from '@/messages/en.json';
import { noParams, params, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

const t = setUpTestDb();

const postLayout = (body: unknown, token?: string) => layoutPost(request('/api/layout/layout-setting', { method: 'POST', body, token }), noParams);
const latestVersion = async () => (await (await layoutLatestGet(request('/api/layout/layout-setting/latest'), noParams)).json()).data.currentVersion;


describe('saving the layout setting', () => {
  it('answers 401 without a token and 403 to a role without layout-settings', async () => {
    expect((await postLayout({ current_version: 'v2' })).status).toBe(401);
    const manager = await signedIn(t.db, 'manager');
    const refused = await postLayout({ current_version: 'v2' }, manager.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: true, message: en.Errors.accessDenied });
    expect(await latestVersion()).toBe('v1');
  });

  it('puts the new version in force at once: the newest row wins, the older rows stay as history', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await postLayout({ current_version: 'v2' }, admin.token);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ error: false, message: en.Success.layoutSaved, data: { currentVersion: 'v2', companyName: 'Vitrine', logo: '/logo-v2.svg' } });
    expect(await latestVersion()).toBe('v2');

    expect((await postLayout({ current_version: 'v1' }, admin.token)).status).toBe(201);
    expect(await latestVersion()).toBe('v1');
    const rows = await t.db.select({ version: layoutSettings.currentVersion, createdBy: layoutSettings.createdBy }).from(layoutSettings).orderBy(asc(layoutSettings.id));
    expect(rows).toEqual([
      { version: 'v2', createdBy: admin.id },
      { version: 'v1', createdBy: admin.id },
    ]);
  });

  it('refuses to save the version already in force when nothing else changes ("Version already applied")', async () => {
    const admin = await signedIn(t.db, 'admin');
    // No row yet: v1 is in force by default.
    const first = await postLayout({ current_version: 'v1' }, admin.token);
    expect(first.status).toBe(409);
    expect(await first.json()).toMatchObject({ error: true, code: 409, message: en.Errors.versionAlreadyApplied, errorCode: 'VERSION_ALREADY_APPLIED' });

    expect((await postLayout({ current_version: 'v2' }, admin.token)).status).toBe(201);
    expect((await postLayout({ current_version: 'v2' }, admin.token)).status).toBe(409);
    expect(await t.db.select({ id: layoutSettings.id }).from(layoutSettings)).toHaveLength(1);

    // The same version with other company data is a change.
    const renamed = await postLayout({ current_version: 'v2', company_name: 'Acme Sistemas', logo_v2: '/api/files/acme-logo' }, admin.token);
    expect(renamed.status).toBe(201);
    expect((await renamed.json()).data).toMatchObject({ currentVersion: 'v2', companyName: 'Acme Sistemas', logo: '/api/files/acme-logo', logoV1: '/logo-v1.svg' });
  });

  it('keeps the company data in force for fields left out, and removes a logo given as empty', async () => {
    const admin = await signedIn(t.db, 'admin');
    await postLayout({ current_version: 'v2', company_name: 'Acme' }, admin.token);
    const res = await postLayout({ current_version: 'v1', logo_v1: '' }, admin.token);
    expect((await res.json()).data).toMatchObject({ currentVersion: 'v1', companyName: 'Acme', logo: null, logoV1: null, logoV2: '/logo-v2.svg' });
  });

  it('answers 422 with the field for an unknown version or a bad logo URL', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await postLayout({ current_version: 'v3', logo_v1: 'javascript:alert(1)' }, admin.token);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['current_version', 'logo_v1']);
    expect(body.errors.find((e: { field: string }) => e.field === 'current_version').message).toBe(en.Settings.errors.invalidVersion);
  });

  it('records who saved which layout in the audit log', async () => {
    const admin = await signedIn(t.db, 'admin');
    await postLayout({ current_version: 'v2' }, admin.token);
    await postLayout({ current_version: 'v1', company_name: 'Acme' }, admin.token);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'layout_setting')).orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'layout.save', details: { from: null, to: { currentVersion: 'v2', companyName: 'Vitrine' } } });
    expect(entries[1].details).toMatchObject({ from: { currentVersion: 'v2', companyName: 'Vitrine' }, to: { currentVersion: 'v1', companyName: 'Acme' } });
  });

  it('gives the newest row even when an older one was written later by hand', async () => {
    const admin = await signedIn(t.db, 'admin');
    await t.db.insert(layoutSettings).values({ uniqueKey: 'old', currentVersion: 'v2', companyName: 'Old', createdAt: new Date(Date.now() - 86_400_000) });
    await saveLayoutSetting({ id: admin.id, grants: ['layout-settings'] }, { current_version: 'v1' });
    expect(await getLatestLayout()).toMatchObject({ currentVersion: 'v1', companyName: 'Old' });
  });
});

describe('SEO entries', () => {
  const head = '<script>window.__seoProbe=1</script>\n<meta name="google-site-verification" content="abc">';

  it('answers 401 without a token and 403 to a role without the seo route, for every call', async () => {
    expect((await seoListGet(request('/api/seo/seo'), noParams)).status).toBe(401);
    expect((await seoPost(request('/api/seo/seo', { method: 'POST', body: { head } }), noParams)).status).toBe(401);
    const manager = await signedIn(t.db, 'manager');
    expect((await seoListGet(request('/api/seo/seo', { token: manager.token }), noParams)).status).toBe(403);
    expect((await seoPost(request('/api/seo/seo', { method: 'POST', body: { head }, token: manager.token }), noParams)).status).toBe(403);
    const [row] = await t.db.insert(seoSettings).values({ uniqueKey: 'k', head }).returning();
    const put = await seoPut(request(`/api/seo/seo/${row.id}/k`, { method: 'PUT', body: { head: '' }, token: manager.token }), params({ id: String(row.id), unique_key: 'k' }));
    expect(put.status).toBe(403);
    expect(await t.db.select({ head: seoSettings.head }).from(seoSettings)).toEqual([{ head }]);
  });

  it('creates an entry that the public list serves, lists it with its keys, and audits it', async () => {
    const admin = await signedIn(t.db, 'admin');
    const created = await seoPost(request('/api/seo/seo', { method: 'POST', body: { head, body: '<noscript>hi</noscript>' }, token: admin.token }), noParams);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ error: false, message: en.Success.seoCreated, data: { head, body: '<noscript>hi</noscript>', updated_by: admin.id } });
    expect(body.data.unique_key).toEqual(expect.any(String));

    const publicList = await (await publicSeoGet(request('/api/seo/public-seo'), noParams)).json();
    expect(publicList.data).toEqual([{ head, body: '<noscript>hi</noscript>', category: 'marketing' }]);
    const list = await (await seoListGet(request('/api/seo/seo', { token: admin.token }), noParams)).json();
    expect(list.data).toEqual([body.data]);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'seo_setting'));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'seo.create', entityId: String(body.data.id), details: { before: null, after: { head, body: '<noscript>hi</noscript>', category: 'marketing' } } });
  });

  it('updates an entry addressed by id and unique_key, auditing before and after; a wrong key is 404', async () => {
    const admin = await signedIn(t.db, 'admin');
    const { data } = await (await seoPost(request('/api/seo/seo', { method: 'POST', body: { head }, token: admin.token }), noParams)).json();
    const wrong = await seoPut(request(`/api/seo/seo/${data.id}/nope`, { method: 'PUT', body: { body: '<p>x</p>' }, token: admin.token }), params({ id: String(data.id), unique_key: 'nope' }));
    expect(wrong.status).toBe(404);

    const res = await seoPut(
      request(`/api/seo/seo/${data.id}/${data.unique_key}`, { method: 'PUT', body: { body: '<p>x</p>' }, token: admin.token }),
      params({ id: String(data.id), unique_key: data.unique_key }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: en.Success.seoUpdated, data: { id: data.id, head: null, body: '<p>x</p>' } });
    const [update] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seo.update'));
    expect(update.details).toEqual({ before: { head, body: null, category: 'marketing' }, after: { head: null, body: '<p>x</p>', category: 'marketing' } });
  });

  it('deletes an entry: it leaves the public list', async () => {
    const admin = await signedIn(t.db, 'admin');
    const { data } = await (await seoPost(request('/api/seo/seo', { method: 'POST', body: { head }, token: admin.token }), noParams)).json();
    const res = await seoDelete(request(`/api/seo/seo/${data.id}/${data.unique_key}`, { method: 'DELETE', token: admin.token }), params({ id: String(data.id), unique_key: data.unique_key }));
    expect(res.status).toBe(200);
    expect((await (await publicSeoGet(request('/api/seo/public-seo'), noParams)).json()).data).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'seo.delete'))).toHaveLength(1);
  });

  it('refuses an empty entry, head markup that a <head> cannot hold, and markup over the size limit', async () => {
    const admin = await signedIn(t.db, 'admin');
    const post = (body: unknown) => seoPost(request('/api/seo/seo', { method: 'POST', body, token: admin.token }), noParams);
    const empty = await post({ head: '  ', body: '' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual([{ field: 'head', message: en.Settings.errors.markupRequired }]);
    const div = await post({ head: '<div>not for the head</div>' });
    expect((await div.json()).errors).toEqual([{ field: 'head', message: en.Settings.errors.headUnsupported }]);
    const huge = await post({ body: `<p>${'x'.repeat(20_001)}</p>` });
    expect((await huge.json()).errors).toEqual([{ field: 'body', message: en.Settings.errors.markupTooLong }]);
    expect(await t.db.select().from(seoSettings)).toHaveLength(0);
  });
});
