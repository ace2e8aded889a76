import { POST as authPost } from '@/app/api/auth/auth/route';
import en from '@/messages/en.json';
import { POST as logoutPost } from '@/app/api/auth/auth/logout/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { GET as layoutGet } from '@/app/api/layout/layout-setting/latest/route';
import { GET as seoGet } from '@/app/api/seo/public-seo/route';
import { GET as readyGet } from '@/app/api/ready/route';
import { layoutSettings, seoSettings } from '@/db/schema';
import { noParams, params, password, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

const t = setUpTestDb();


describe('POST /api/auth/auth', () => {
  it('answers the user without secrets and a token that works as Bearer', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' });
    const { status, body } = await signIn('ana@example.com');
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.message).toBe(en.Success.login);
    expect(typeof body.token).toBe('string');
    expect(body.data).toMatchObject({ id: ana.id, unique_key: ana.uniqueKey, email: 'ana@example.com', permission: 'operational' });
    expect(JSON.stringify(body.data)).not.toMatch(/password/i);

    const me = await userGet(request(`/api/user/user/${ana.id}`, { token: body.token }), params({ id: String(ana.id) }));
    expect(me.status).toBe(200);
    expect((await me.json()).data.full_name).toBe('Ana User');
  });

  it('answers a wrong password with 401 and the message in the asked language', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const res = await authPost(
      request('/api/auth/auth', { method: 'POST', body: { email: 'ana@example.com', password: 'Wrong-pass-1' }, headers: { 'accept-language': 'en-US,en;q=0.9' } }),
      noParams,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: true, message: 'Invalid credentials.', code: 401 });
  });

  it('answers malformed JSON with 400 and missing fields with 422 and errors', async () => {
    const bad = await authPost(request('/api/auth/auth', { method: 'POST', rawBody: '{not json' }), noParams);
    expect(bad.status).toBe(400);
    const wrongType = await authPost(request('/api/auth/auth', { method: 'POST', body: { email: 5, password: [] } }), noParams);
    expect(wrongType.status).toBe(400);
    const invalid = await authPost(request('/api/auth/auth', { method: 'POST', body: { email: '' } }), noParams);
    expect(invalid.status).toBe(422);
    const body = await invalid.json();
    expect(body.error).toBe(true);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(['email', 'password']);
  });
});

describe('bearer tokens and permissions', () => {
  it('refuses a logged-out token with 401 and the session-expired wording for an expired one', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const { body } = await signIn('ana@example.com');
    const out = await logoutPost(request('/api/auth/auth/logout', { method: 'POST', token: body.token }), noParams);
    expect(out.status).toBe(200);
    expect((await out.json()).message).toBe(en.Success.logout);
    const after = await userGet(request(`/api/user/user/${body.data.id}`, { token: body.token }), params({ id: String(body.data.id) }));
    expect(after.status).toBe(401);
    const afterBody = await after.json();
    expect(afterBody).toEqual({ error: true, code: 401, message: en.Errors.unauthorized });
  });

  it("lets a user read their own profile but not someone else's without the users route", async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const boss = await createUser(t.db, { email: 'boss@example.com', password, role: 'admin' });
    const { body } = await signIn('ana@example.com');
    const other = await userGet(request(`/api/user/user/${boss.id}`, { token: body.token }), params({ id: String(boss.id) }));
    expect(other.status).toBe(403);
    const admin = (await signIn('boss@example.com')).body;
    const seen = await userGet(request(`/api/user/user/${ana.id}`, { token: admin.token }), params({ id: String(ana.id) }));
    expect(seen.status).toBe(200);
    const missing = await userGet(request('/api/user/user/99999', { token: admin.token }), params({ id: '99999' }));
    expect(missing.status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const res = await userGet(request('/api/user/user/1'), params({ id: '1' }));
    expect(res.status).toBe(401);
  });
});

describe('public settings', () => {
  it('gives v1 until a layout row says otherwise, then the newest row', async () => {
    expect((await (await layoutGet(request('/api/layout/layout-setting/latest'), noParams)).json()).data.currentVersion).toBe('v1');
    await t.db.insert(layoutSettings).values({ uniqueKey: 'a', currentVersion: 'v1', companyName: 'Vitrine', createdAt: new Date(Date.now() - 60_000) });
    await t.db.insert(layoutSettings).values({ uniqueKey: 'b', currentVersion: 'v2', companyName: 'Vitrine' });
    const body = await (await layoutGet(request('/api/layout/layout-setting/latest'), noParams)).json();
    expect(body).toMatchObject({ error: false, data: { currentVersion: 'v2' } });
  });

  it('lists public SEO entries, empty until some exist', async () => {
    expect((await (await seoGet(request('/api/seo/public-seo'), noParams)).json()).data).toEqual([]);
    await t.db.insert(seoSettings).values({ uniqueKey: 's', head: '<meta name="x" content="y">' });
    expect((await (await seoGet(request('/api/seo/public-seo'), noParams)).json()).data).toEqual([{ head: '<meta name="x" content="y">', category: 'marketing' }]);
  });

  it('is ready when the database answers and migrations are applied', async () => {
    const res = await readyGet(request('/api/ready'), noParams);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ ready: true, database: 'ok', migrations: 'ok', storage: 'ok' });
  });
});
