import { eq } from 'drizzle-orm';
import { GET as activeRoutesGet } from '@/app/api/user/user/user-active-routes/[id]/[flag]/route';
import { GET as recentGet } from '@/app/api/user/user/recent-updated-users/[count]/route';
import { GET as publicGet } from '@/app/api/user/user/data-user-router-public/[unique_key]/[id]/route';
import { articles, roles, users } from '@/db/schema';
import en from '@/messages/en.json';
import { loadApiRoutes, type ApiRoute } from '@/tests/support/routes';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { params, password, request, signedIn, signIn } from '@/tests/support/users-api';

// GET /api/user/user/user-active-routes/{id}/{flag} and the two public /api/user routes.

const t = setUpTestDb({ throttle: true });


const activeRoutes = (id: number | string, flag: string, token?: string) =>
  activeRoutesGet(request(`/api/user/user/user-active-routes/${id}/${flag}`, { token }), params({ id: String(id), flag }));
const recent = (x: string) => recentGet(request(`/api/user/user/recent-updated-users/${x}`), params({ count: x }));
const publicProfile = (x: string, y: string) => publicGet(request(`/api/user/user/data-user-router-public/${x}/${y}`), params({ unique_key: x, id: y }));

const privateFields = ['email', 'phone', 'cpf', 'status', 'permission', 'password', 'password_hash', 'passwordHash', 'roles', 'active_routes', 'locale', 'created_by'];

describe('GET /api/user/user/user-active-routes/{id}/{flag}', () => {
  it("answers one's own user and roles with their routes, fresh and never cached, for flag 0 and 1 alike", async () => {
    const me = await signedIn(t.db, 'operational');
    const res = await activeRoutes(me.id, '1', me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = await res.json();
    expect(data.user).toMatchObject({ id: me.id, unique_key: me.uniqueKey, permission: 'operational' });
    expect(data.roles).toEqual([
      {
        name: 'operational',
        title: 'Operational',
        active_routes: ['dashboard', 'list-of-articles', 'compose', 'publish', 'media', 'list-of-categories', 'message-received', 'list-leads', 'settings-profile'],
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/password/i);

    // A role edited a moment ago shows at once: nothing on the server caches permissions.
    await t.db.update(roles).set({ activeRoutes: ['dashboard'] }).where(eq(roles.name, 'operational'));
    for (const flag of ['0', '1']) {
      const again = await (await activeRoutes(me.id, flag, me.token)).json();
      expect(again.data.roles[0].active_routes).toEqual(['dashboard']);
    }
  });

  it('answers 400 for a flag other than 0 or 1, 401 without a token, 404 for an unknown id', async () => {
    const me = await signedIn(t.db, 'admin');
    for (const flag of ['2', 'true', '']) expect((await activeRoutes(me.id, flag, me.token)).status).toBe(400);
    expect((await activeRoutes(me.id, '0')).status).toBe(401);
    const missing = await activeRoutes(999_999, '0', me.token);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(en.Errors.userNotFound);
    expect((await activeRoutes('abc', '0', me.token)).status).toBe(404);
  });

  it.each(['manager', 'operational', 'user'])("refuses someone else's routes to %s (no users route), and shows them with users", async (role) => {
    const caller = await signedIn(t.db, role);
    const admin = await signedIn(t.db, 'admin');
    const denied = await activeRoutes(admin.id, '0', caller.token);
    expect(denied.status).toBe(403);
    expect((await denied.json()).message).toBe(en.Errors.accessDenied);
    const seen = await activeRoutes(caller.id, '0', admin.token);
    expect(seen.status).toBe(200);
    expect((await seen.json()).data.roles.map((r: { name: string }) => r.name)).toEqual([role]);
  });

  it("lets a first-access user read their own routes only", async () => {
    await createUser(t.db, { email: 'new@example.com', password, role: 'admin', status: 'first-access' });
    const other = await createUser(t.db, { email: 'other@example.com', password, role: 'user' });
    const { token, body } = await signIn('new@example.com');
    expect((await activeRoutes(body.data.id as number, '1', token)).status).toBe(200);
    const refused = await activeRoutes(other.id, '1', token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errorCode).toBe('FIRST_ACCESS_REQUIRED');
  });
});

describe('public user routes', () => {
  let n = 0;
  async function author(name: string, options: { status?: 'active' | 'inactive' | 'blocked'; article?: 'live' | 'draft' | 'scheduled' | 'none'; updatedAt?: Date } = {}) {
    n += 1;
    const user = await createUser(t.db, { email: `${name.toLowerCase()}@example.com`, password, role: 'operational', name, status: options.status ?? 'active' });
    await t.db
      .update(users)
      .set({ phone: '+55 11 90000-0000', cpf: `0000000000${n}`.slice(-11), biography: `Bio of ${name}`, position: 'marketing_director', updatedAt: options.updatedAt ?? new Date() })
      .where(eq(users.id, user.id));
    const kind = options.article ?? 'live';
    if (kind !== 'none') {
      const publishedAt = kind === 'scheduled' ? new Date(Date.now() + 86_400_000) : new Date(Date.now() - 60_000);
      await t.db.insert(articles).values({
        uniqueKey: `article-of-${name.toLowerCase()}-${n}`,
        title: `By ${name}`,
        content: '<p>Body</p>',
        authorId: user.id,
        status: kind === 'draft' ? 'draft' : 'published',
        publishedAt: kind === 'draft' ? null : publishedAt,
      });
    }
    return user;
  }
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('lists the most recently updated active authors with a live article, public fields only, cacheable', async () => {
    await author('Old', { updatedAt: minutesAgo(30) });
    const fresh = await author('Fresh', { updatedAt: minutesAgo(1) });
    await author('Middle', { updatedAt: minutesAgo(10) });
    await author('Blocked', { status: 'blocked', updatedAt: minutesAgo(0) });
    await author('Drafter', { article: 'draft', updatedAt: minutesAgo(0) });
    await author('Later', { article: 'scheduled', updatedAt: minutesAgo(0) });
    await author('Staff', { article: 'none', updatedAt: minutesAgo(0) });

    const res = await recent('10');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const { data } = await res.json();
    expect(data.map((u: { name: string }) => u.name)).toEqual(['Fresh', 'Middle', 'Old']);
    expect(data[0]).toEqual({
      id: fresh.id,
      unique_key: fresh.uniqueKey,
      name: 'Fresh',
      last_name: 'User',
      full_name: 'Fresh User',
      photo: null,
      biography: 'Bio of Fresh',
      position: 'marketing_director',
      updated_at: expect.any(String),
      article_count: 1,
    });
    for (const field of privateFields) expect(data[0]).not.toHaveProperty(field);
    expect(JSON.stringify(data)).not.toContain('example.com');
  });

  it('clamps x to 1..50 and answers 400 when it is not a number', async () => {
    for (let i = 0; i < 3; i += 1) await author(`A${i}`, { updatedAt: minutesAgo(i) });
    expect((await (await recent('2')).json()).data).toHaveLength(2);
    expect((await (await recent('0')).json()).data).toHaveLength(1);
    expect((await (await recent('-4')).json()).data).toHaveLength(1);
    expect((await (await recent('5000')).json()).data).toHaveLength(3);
    for (const x of ['abc', '1.5', '', '1e3']) {
      const bad = await recent(x);
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe(en.Errors.badRequest);
    }
  });

  it('shows an active user by unique_key and id, public fields only; anything else is "User not found"', async () => {
    const ana = await author('Ana', { article: 'none' });
    const res = await publicProfile(ana.uniqueKey, String(ana.id));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: ana.id, unique_key: ana.uniqueKey, full_name: 'Ana User', biography: 'Bio of Ana', position: 'marketing_director', article_count: 0 });
    for (const field of privateFields) expect(data).not.toHaveProperty(field);

    const blocked = await author('Bloqueada', { status: 'inactive' });
    for (const [x, y] of [
      [ana.uniqueKey, String(ana.id + 1000)],
      ['not-the-key', String(ana.id)],
      [ana.uniqueKey, 'abc'],
      [blocked.uniqueKey, String(blocked.id)],
    ]) {
      const missing = await publicProfile(x, y);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: true, message: en.Errors.userNotFound, code: 404 });
    }
  });
});

// The public /api/user/user/recent-updated-users/{count} has as many segments as the staff-only
// /api/user/user/{id}/{unique_key}: the public paths live in static folders, which Next matches before
// a dynamic one at the same level. Each URL is resolved against the route folders on disk by that
// rule (as the unit test that used Next's private router did), then sent to the handler it reaches.
describe('which route file answers each /api/user URL', () => {
  let routes: ApiRoute[];
  beforeAll(async () => {
    routes = (await loadApiRoutes()).filter((r) => r.pattern.startsWith('/api/user/'));
  });

  /** The route folders that match the URL, static segments first (Next's order): the first one answers. */
  function resolve(url: string): ApiRoute[] {
    const wanted = url.split('/');
    const matches = (pattern: string) => {
      const segments = pattern.split('/');
      return segments.length === wanted.length && segments.every((s, i) => s.startsWith('[') || s === wanted[i]);
    };
    const rank = (pattern: string) => pattern.split('/').map((s) => (s.startsWith('[') ? '1' : '0')).join('');
    return routes.filter((r) => matches(r.pattern)).sort((a, b) => rank(a.pattern).localeCompare(rank(b.pattern)));
  }

  // Without a session: the public handlers answer (no such user: 404), the others ask for one (401).
  test.each([
    ['/api/user/user/recent-updated-users/5', '/api/user/user/recent-updated-users/[count]', 200],
    ['/api/user/user/data-user-router-public/abc-key/7', '/api/user/user/data-user-router-public/[unique_key]/[id]', 404],
    ['/api/user/user/user-active-routes/3/1', '/api/user/user/user-active-routes/[id]/[flag]', 401],
    ['/api/user/user/3/abc-key', '/api/user/user/[id]/[unique_key]', 401],
    ['/api/user/user/3', '/api/user/user/[id]', 401],
    ['/api/user/user', '/api/user/user', 401],
    ['/api/user/users-list', '/api/user/users-list', 401],
    ['/api/user/user-change-status/3/abc-key', '/api/user/user-change-status/[id]/[unique_key]', 401],
  ] as const)('%s reaches %s, which answers %i without a session', async (url, pattern, status) => {
    const [route] = resolve(url);
    expect(route?.pattern).toBe(pattern);
    const segments = url.split('/');
    const values = Object.fromEntries(pattern.split('/').flatMap((s, i) => (s.startsWith('[') ? [[s.slice(1, -1), segments[i]]] : [])));
    for (const [method, handler] of Object.entries(route.handlers)) {
      const res = await handler(request(url, { method, ...(method === 'GET' ? {} : { body: {} }) }), { params: Promise.resolve(values) });
      expect({ method, status: res.status }).toEqual({ method, status });
    }
  });
});
