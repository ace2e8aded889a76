import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POST as keyPost } from '@/app/api/api-key/api-key/route';
import { GET as keysGet } from '@/app/api/api-key/api-keys/route';
import { DELETE as keyDelete } from '@/app/api/api-key/api-key/[id]/[unique_key]/route';
import { GET as rolesGet } from '@/app/api/role/roles/route';
import { GET as sessionsGet } from '@/app/api/user/sessions/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { PUT as userPut } from '@/app/api/user/user/[id]/[unique_key]/route';
import { GET as activeRoutesGet } from '@/app/api/user/user/user-active-routes/[id]/[flag]/route';
import { apiKeys, auditLog, roles, userRoles, users } from '@/db/schema';
import { resolveSession } from '@/lib/auth/sessions';
import { hashToken } from '@/lib/auth/tokens';
import { noParams, params, request, signedIn as apiSignedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

const t = setUpTestDb({ throttle: true });
const signedIn = (role: string) => apiSignedIn(t.db, role);

type Created = { id: number; unique_key: string; token: string };

const create = (body: unknown, token?: string) => keyPost(request('/api/api-key/api-key', { method: 'POST', body, token }), noParams);
const list = (token?: string) => keysGet(request('/api/api-key/api-keys', { token }), noParams);
const revoke = (key: { id: number; unique_key: string }, token?: string) =>
  keyDelete(request(`/api/api-key/api-key/${key.id}/${key.unique_key}`, { method: 'DELETE', token }), params({ id: String(key.id), unique_key: key.unique_key }));
/** A call needing `users` + `roles`, to see what a key may do. */
const listRoles = (token: string, ip?: string) => rolesGet(request('/api/role/roles', { token, ip }), noParams);

async function createKey(owner: SignedIn, body: Record<string, unknown>): Promise<Created> {
  const res = await create({ name: 'Integration', ...body }, owner.token);
  const json = await res.json();
  if (res.status !== 201) throw new Error(`key not created: ${res.status} ${JSON.stringify(json)}`);
  return json.data as Created;
}

/** Gives a user exactly one new role with these grants (their others are taken away). */
async function setGrants(userId: number, activeRoutes: string[]) {
  const [role] = await t.db.insert(roles).values({ uniqueKey: randomUUID(), name: `r-${randomUUID().slice(0, 8)}`, title: 'Custom', activeRoutes }).returning({ id: roles.id });
  await t.db.delete(userRoles).where(eq(userRoles.userId, userId));
  await t.db.insert(userRoles).values({ userId, roleId: role.id });
}


describe('creating a key', () => {
  it('answers 201 with the token once; only its hash and prefix are stored', async () => {
    const admin = await signedIn('admin');
    const res = await create({ name: ' Newsletter sync ', grants: ['roles', 'users'], expires_at: '2999-01-01T00:00:00Z' }, admin.token);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(Object.keys(data).sort()).toEqual(['id', 'token', 'unique_key']);
    // vk_ + 32 random bytes in base64url (43 characters): 256 bits.
    expect(data.token).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, data.id));
    expect(row).toMatchObject({ name: 'Newsletter sync', grants: ['users', 'roles'], tokenHash: hashToken(data.token), createdBy: admin.id });
    expect(data.token.startsWith(row.tokenPrefix)).toBe(true);
    expect(row.tokenPrefix.length).toBeLessThan(12);
    expect(row.expiresAt?.toISOString()).toBe('2999-01-01T00:00:00.000Z');

    const listed = await (await list(admin.token)).json();
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ id: data.id, name: 'Newsletter sync', grants: ['users', 'roles'], creator: { id: admin.id, email: admin.email }, last_used_at: null, revoked_at: null });
    expect(JSON.stringify(listed)).not.toContain(data.token);
    expect(JSON.stringify(listed)).not.toContain(row.tokenHash);
  });

  it('refuses grants the creator does not hold (403 CANNOT_GRANT) and invalid input (422)', async () => {
    // A role holding api-keys but not users.
    const owner = await signedIn('manager');
    await setGrants(owner.id, ['api-keys', 'dashboard']);
    const refused = await create({ name: 'Too much', grants: ['dashboard', 'users'] }, owner.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: true, errorCode: 'CANNOT_GRANT' });
    for (const body of [{ name: '', grants: ['dashboard'] }, { name: 'x', grants: [] }, { name: 'x', grants: ['root'] }, { name: 'x', grants: ['dashboard'], expires_at: '2000-01-01' }, { name: 'x', grants: ['dashboard'], expires_at: 'soon' }]) {
      expect((await create(body, owner.token)).status).toBe(422);
    }
    expect(await t.db.select().from(apiKeys)).toHaveLength(0);
    expect((await create({ name: 'Fine', grants: ['dashboard'] }, owner.token)).status).toBe(201);
  });

  it('is closed to callers without the api-keys capability (the seeded manager) and to anonymous callers', async () => {
    const manager = await signedIn('manager');
    expect((await create({ name: 'x', grants: ['dashboard'] }, manager.token)).status).toBe(403);
    expect((await list(manager.token)).status).toBe(403);
    expect((await create({ name: 'x', grants: ['dashboard'] })).status).toBe(401);
  });

  it('is audited (api-key.create), without the token', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['dashboard'] });
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'api-key.create'), eq(auditLog.entityId, String(key.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, entityType: 'api-key' });
    expect(JSON.stringify(rows[0].details)).not.toContain(key.token.slice(12));
  });
});

describe('a request with a key', () => {
  it('acts with exactly the key’s grants', async () => {
    const admin = await signedIn('admin');
    const wide = await createKey(admin, { grants: ['users', 'roles'] });
    const narrow = await createKey(admin, { grants: ['users'] });
    expect((await listRoles(wide.token)).status).toBe(200);
    expect((await listRoles(narrow.token)).status).toBe(403);
    expect((await listRoles('vk_unknown')).status).toBe(401);
  });

  it('loses at once a grant its creator loses, and everything when the creator is blocked or deleted', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['users', 'roles'] });
    expect((await listRoles(key.token)).status).toBe(200);
    await setGrants(admin.id, ['users', 'api-keys']);
    expect((await listRoles(key.token)).status).toBe(403);
    await setGrants(admin.id, ['users', 'roles', 'api-keys']);
    expect((await listRoles(key.token)).status).toBe(200);

    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, admin.id));
    expect((await listRoles(key.token)).status).toBe(401);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, admin.id));
    expect((await listRoles(key.token)).status).toBe(200);

    await t.db.delete(users).where(eq(users.id, admin.id));
    expect((await listRoles(key.token)).status).toBe(401);
    expect(await t.db.select().from(apiKeys)).toHaveLength(0);
  });

  it('answers 401 once the key is revoked (audited) or expired', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['users', 'roles'] });
    expect((await listRoles(key.token)).status).toBe(200);
    const res = await revoke(key, admin.token);
    expect(res.status).toBe(200);
    expect((await res.json()).data.revoked_at).not.toBeNull();
    expect((await listRoles(key.token)).status).toBe(401);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.revoke'))).toHaveLength(1);
    // A wrong unique_key names no key.
    expect((await revoke({ id: key.id, unique_key: randomUUID() }, admin.token)).status).toBe(404);

    const soon = await createKey(admin, { grants: ['users', 'roles'], expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await listRoles(soon.token)).status).toBe(200);
    await t.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, soon.id));
    expect((await listRoles(soon.token)).status).toBe(401);
  });

  it('cannot create, list or revoke keys, nor act on its creator’s own account', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['api-keys', 'users', 'roles'] });
    const res = await create({ name: 'Child', grants: ['users'] }, key.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errorCode: 'API_KEY_CANNOT_MANAGE_KEYS' });
    expect(await t.db.select().from(apiKeys)).toHaveLength(1);
    // Not even listing, though it holds api-keys: it would see (and could revoke) its siblings.
    const listed = await list(key.token);
    expect(listed.status).toBe(403);
    expect(await listed.json()).toMatchObject({ errorCode: 'API_KEY_CANNOT_MANAGE_KEYS' });
    const sibling = await createKey(admin, { grants: ['users'] });
    const revoked = await revoke(sibling, key.token);
    expect(revoked.status).toBe(403);
    expect(await revoked.json()).toMatchObject({ errorCode: 'API_KEY_CANNOT_MANAGE_KEYS' });
    expect((await listRoles(sibling.token)).status).toBe(403);
    // Whatever its grants: a key without api-keys hears the same.
    expect(await (await list(sibling.token)).json()).toMatchObject({ errorCode: 'API_KEY_CANNOT_MANAGE_KEYS' });

    // The creator's own account: sessions, profile (read and update), permissions.
    expect((await sessionsGet(request('/api/user/sessions', { token: key.token }), noParams)).status).toBe(403);
    const [me] = await t.db.select({ uniqueKey: users.uniqueKey, name: users.name }).from(users).where(eq(users.id, admin.id));
    const profile = await userGet(request(`/api/user/user/${admin.id}`, { token: key.token }), params({ id: String(admin.id) }));
    expect(profile.status).toBe(403);
    const update = await userPut(
      request(`/api/user/user/${admin.id}/${me.uniqueKey}`, { method: 'PUT', token: key.token, body: { name: 'Hijacked' } }),
      params({ id: String(admin.id), unique_key: me.uniqueKey }),
    );
    expect(update.status).toBe(403);
    const [after] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, admin.id));
    expect(after.name).toBe(me.name);
    const routes = await activeRoutesGet(request(`/api/user/user/user-active-routes/${admin.id}/0`, { token: key.token }), params({ id: String(admin.id), flag: '0' }));
    expect(routes.status).toBe(403);
    // Anyone else's profile stays open to a key holding users.
    const other = await signedIn('operational');
    expect((await userGet(request(`/api/user/user/${other.id}`, { token: key.token }), params({ id: String(other.id) }))).status).toBe(200);
    // The back office's pages read only sessions (the cookie's token goes through resolveSession): a key is none.
    expect((await resolveSession(key.token)).state).toBe('invalid');
  });

  it('is refused (403 TWO_FACTOR_REQUIRED) while its creator’s role requires two-factor and the creator has not turned it on', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['users', 'roles'] });
    expect((await listRoles(key.token)).status).toBe(200);
    await t.db.update(roles).set({ requireTwoFactor: true }).where(eq(roles.name, 'admin'));
    const refused = await listRoles(key.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED' });
    // Once the creator has it on, the key works again.
    await t.db.update(users).set({ totpEnabledAt: new Date() }).where(eq(users.id, admin.id));
    expect((await listRoles(key.token)).status).toBe(200);
  });

  it('records the last use (time and address) and audits it at most once a minute', async () => {
    const admin = await signedIn('admin');
    const key = await createKey(admin, { grants: ['users', 'roles'] });
    const before = Date.now();
    await listRoles(key.token, '203.0.113.7');
    await listRoles(key.token, '203.0.113.7');
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row.lastUsedIp).toBe('203.0.113.7');
    expect(row.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const uses = await t.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.use'));
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ actorId: admin.id, entityType: 'api-key', entityId: String(key.id), ipAddress: '203.0.113.7', details: { method: 'GET', path: '/api/role/roles' } });

    // Another address, or a minute later: recorded again.
    await listRoles(key.token, '198.51.100.2');
    await t.db.update(apiKeys).set({ lastUsedAt: new Date(Date.now() - 61_000) }).where(eq(apiKeys.id, key.id));
    await listRoles(key.token, '198.51.100.2');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.use'))).toHaveLength(3);
    const listed = await (await list(admin.token)).json();
    expect(listed.data[0]).toMatchObject({ last_used_ip: '198.51.100.2' });
  });
});
