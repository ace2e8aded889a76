import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { GET as rolesGet, POST as rolesPost } from '@/app/api/role/roles/route';
import { DELETE as roleDelete, PUT as rolePut } from '@/app/api/role/roles/[id]/[unique_key]/route';
import { GET as seoListGet } from '@/app/api/seo/seo/route';
import { auditLog, roles, userRoles, users } from '@/db/schema';
import { allGrants } from '@/lib/auth/routes';
import { listRoleOptions } from '@/lib/roles/queries';
import en from '@/messages/en.json';
import { noParams, params, password, request, signIn as apiSignIn, signedIn as apiSignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

const t = setUpTestDb({ throttle: true });
/** The bearer token of an existing user. */
async function signIn(email: string): Promise<string> {
  const { token, body } = await apiSignIn(email);
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

/** A user of a seed role, signed in through the API. */
const signedIn = (role: string, email = `${role}@example.com`) => apiSignedIn(t.db, role, email);

/** A role inserted directly (not through the command under test). */
async function insertRole(name: string, activeRoutes: string[], title = name): Promise<{ id: number; uniqueKey: string }> {
  const [row] = await t.db
    .insert(roles)
    .values({ uniqueKey: randomUUID(), name, title, activeRoutes })
    .returning({ id: roles.id, uniqueKey: roles.uniqueKey });
  return row;
}

/** Makes sure the seed roles exist (createUser adds them with the first user). */
async function seedRoles() {
  await createUser(t.db, { email: `seed-${randomUUID()}@example.com`, password, role: 'user' });
}

const list = (token?: string) => rolesGet(request('/api/role/roles', { token }), noParams);
const create = (body: unknown, token?: string) => rolesPost(request('/api/role/roles', { method: 'POST', body, token }), noParams);
const update = (role: { id: number | string; uniqueKey: string }, body: unknown, token?: string) =>
  rolePut(request(`/api/role/roles/${role.id}/${role.uniqueKey}`, { method: 'PUT', body, token }), params({ id: String(role.id), unique_key: role.uniqueKey }));
const remove = (role: { id: number | string; uniqueKey: string }, token?: string) =>
  roleDelete(request(`/api/role/roles/${role.id}/${role.uniqueKey}`, { method: 'DELETE', token }), params({ id: String(role.id), unique_key: role.uniqueKey }));

async function roleByName(name: string) {
  const [row] = await t.db.select().from(roles).where(eq(roles.name, name)).limit(1);
  return row;
}


describe('who may manage roles', () => {
  it('answers 401 without a token', async () => {
    expect((await list()).status).toBe(401);
    expect((await create({ name: 'editor', title: 'Editor', active_routes: ['dashboard'] })).status).toBe(401);
  });

  it.each(['manager', 'operational', 'user'])('answers 403 "Access denied" to the %s role for every call', async (roleName) => {
    const caller = await signedIn(roleName);
    const listed = await list(caller.token);
    expect(listed.status).toBe(403);
    expect(await listed.json()).toMatchObject({ error: true, message: en.Errors.accessDenied });
    expect((await create({ name: 'editor', title: 'Editor', active_routes: ['dashboard'] }, caller.token)).status).toBe(403);
    const target = await roleByName('user');
    expect((await update({ id: target.id, uniqueKey: target.uniqueKey }, { title: 'Hacked', active_routes: allGrants }, caller.token)).status).toBe(403);
    expect((await remove({ id: target.id, uniqueKey: target.uniqueKey }, caller.token)).status).toBe(403);
    expect(await roleByName('user')).toMatchObject({ title: 'User', activeRoutes: ['dashboard', 'settings-profile'] });
    expect(await roleByName('editor')).toBeUndefined();
  });

  it('needs the roles capability besides the users route', async () => {
    await seedRoles();
    await insertRole('people', ['dashboard', 'users']);
    await createUser(t.db, { email: 'people@example.com', password, role: 'people' });
    const token = await signIn('people@example.com');
    expect((await list(token)).status).toBe(403);
    expect((await create({ name: 'editor', title: 'Editor', active_routes: ['dashboard'] }, token)).status).toBe(403);
    // Refused before the body is read: a malformed body is a 403 too, never a 422 that tells the shape.
    expect((await create({ name: '', active_routes: 'x' }, token)).status).toBe(403);
    const [target] = await t.db.select().from(roles).where(eq(roles.name, 'people'));
    expect((await update({ id: target.id, uniqueKey: target.uniqueKey }, { title: '' }, token)).status).toBe(403);
  });

  it('lists every role to the admin with how many users hold it', async () => {
    const admin = await signedIn('admin');
    await createUser(t.db, { email: 'op1@example.com', password, role: 'operational' });
    await createUser(t.db, { email: 'op2@example.com', password, role: 'operational' });
    const res = await list(admin.token);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.map((r: { name: string }) => r.name).sort()).toEqual(['admin', 'manager', 'operational', 'user']);
    expect(data.find((r: { name: string }) => r.name === 'operational')).toMatchObject({ title: 'Operational', users_count: 2 });
    expect(data.find((r: { name: string }) => r.name === 'admin')).toMatchObject({ users_count: 1, active_routes: [...allGrants] });
    expect(data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), unique_key: expect.any(String), created_at: expect.any(String), updated_at: expect.any(String) }),
    );
  });
});

describe('creating a role', () => {
  it('creates it with its routes in a stable order, and audits it', async () => {
    const admin = await signedIn('admin');
    const res = await create({ name: 'editor', title: '  Editor  ', active_routes: ['compose', 'dashboard', 'compose'] }, admin.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      error: false,
      message: en.Roles.success.created,
      data: { name: 'editor', title: 'Editor', active_routes: ['dashboard', 'compose'], users_count: 0 },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'role'));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'role.create',
      entityId: String(body.data.id),
      details: { from: null, to: { name: 'editor', title: 'Editor', active_routes: ['dashboard', 'compose'] } },
    });
  });

  it('answers 422 with each field: a bad name, an empty title, an unknown route, no route', async () => {
    const admin = await signedIn('admin');
    const res = await create({ name: 'Editor Chief', title: '', active_routes: ['dashboard', 'root'] }, admin.token);
    expect(res.status).toBe(422);
    const errors = Object.fromEntries((await res.json()).errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(errors).toEqual({ name: en.Roles.errors.nameInvalid, title: en.Validation.titleRequired, active_routes: en.Roles.errors.unknownRoute });
    const empty = await create({ name: 'editor', title: 'Editor', active_routes: [] }, admin.token);
    expect((await empty.json()).errors).toEqual([{ field: 'active_routes', message: en.Roles.errors.routesRequired }]);
    expect(await roleByName('editor')).toBeUndefined();
  });

  it('refuses a name another role has (409, on the name field)', async () => {
    const admin = await signedIn('admin');
    const res = await create({ name: 'manager', title: 'Another manager', active_routes: ['dashboard'] }, admin.token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: en.Roles.errors.nameTaken,
      errorCode: 'ROLE_NAME_TAKEN',
      errors: [{ field: 'name', message: en.Roles.errors.nameTaken }],
    });
  });

  it('refuses to put in a role a grant the creator lacks', async () => {
    await seedRoles();
    await insertRole('people-admin', ['dashboard', 'users', 'roles']);
    await createUser(t.db, { email: 'pa@example.com', password, role: 'people-admin' });
    const token = await signIn('pa@example.com');
    const refused = await create({ name: 'seo-team', title: 'SEO', active_routes: ['dashboard', 'seo'] }, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: en.Users.errors.cannotGrant, errorCode: 'CANNOT_GRANT' });
    expect((await create({ name: 'readers', title: 'Readers', active_routes: ['dashboard'] }, token)).status).toBe(201);
  });
});

describe('editing a role', () => {
  it('changes the title and routes (not the name), audits before/after, and applies on the holder’s next request', async () => {
    const admin = await signedIn('admin');
    const role = await insertRole('editor', ['dashboard']);
    await createUser(t.db, { email: 'ed@example.com', password, role: 'editor' });
    const holder = await signIn('ed@example.com');
    expect((await seoListGet(request('/api/seo/seo', { token: holder }), noParams)).status).toBe(403);

    const res = await update(role, { name: 'editor', title: 'SEO editor', active_routes: ['dashboard', 'seo'] }, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: en.Roles.success.updated,
      data: { name: 'editor', title: 'SEO editor', active_routes: ['dashboard', 'seo'], users_count: 1 },
    });
    // Same session, next request: the new grant is in force.
    expect((await seoListGet(request('/api/seo/seo', { token: holder }), noParams)).status).toBe(200);

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'role'), eq(auditLog.action, 'role.update')));
    expect(entry.details).toEqual({
      from: { name: 'editor', title: 'editor', active_routes: ['dashboard'] },
      to: { name: 'editor', title: 'SEO editor', active_routes: ['dashboard', 'seo'] },
    });
  });

  it('leaves every field absent from the body unchanged, and still refuses an empty one', async () => {
    const admin = await signedIn('admin');
    const role = await insertRole('editor', ['dashboard', 'seo'], 'Editor');
    const onlyFlag = await update(role, { require_two_factor: true }, admin.token);
    expect(onlyFlag.status).toBe(200);
    expect((await onlyFlag.json()).data).toMatchObject({ name: 'editor', title: 'Editor', active_routes: ['dashboard', 'seo'], require_two_factor: true });
    const onlyTitle = await update(role, { title: 'SEO editor' }, admin.token);
    expect((await onlyTitle.json()).data).toMatchObject({ title: 'SEO editor', active_routes: ['dashboard', 'seo'], require_two_factor: true });
    const onlyRoutes = await update(role, { active_routes: ['seo'] }, admin.token);
    expect((await onlyRoutes.json()).data).toMatchObject({ title: 'SEO editor', active_routes: ['seo'], require_two_factor: true });
    expect((await update(role, {}, admin.token)).status).toBe(200);
    expect(await roleByName('editor')).toMatchObject({ title: 'SEO editor', activeRoutes: ['seo'], requireTwoFactor: true });

    const empty = await update(role, { title: ' ', active_routes: [] }, admin.token);
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual([
      { field: 'title', message: en.Validation.titleRequired },
      { field: 'active_routes', message: en.Roles.errors.routesRequired },
    ]);
  });

  it('refuses to rename a role', async () => {
    const admin = await signedIn('admin');
    const role = await insertRole('editor', ['dashboard']);
    const res = await update(role, { name: 'chief', title: 'Chief', active_routes: ['dashboard'] }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([{ field: 'name', message: en.Roles.errors.nameImmutable }]);
    expect(await roleByName('editor')).toMatchObject({ title: 'editor' });
  });

  it('answers 404 "Role not found" when the unique_key does not match the id', async () => {
    const admin = await signedIn('admin');
    const role = await insertRole('editor', ['dashboard']);
    const res = await update({ id: role.id, uniqueKey: 'not-its-key' }, { title: 'X', active_routes: ['dashboard'] }, admin.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: en.Roles.errors.notFound });
    expect((await remove({ id: 'abc', uniqueKey: role.uniqueKey }, admin.token)).status).toBe(404);
  });

  it('refuses to edit a role holding a grant the editor lacks, or to add one', async () => {
    await seedRoles();
    await insertRole('people-admin', ['dashboard', 'users', 'roles', 'settings-profile']);
    await createUser(t.db, { email: 'pa@example.com', password, role: 'people-admin' });
    const token = await signIn('pa@example.com');
    const admin = await roleByName('admin');
    const refused = await update(admin, { title: 'Admin', active_routes: ['dashboard'] }, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorCode: 'CANNOT_GRANT' });
    expect((await roleByName('admin')).activeRoutes).toEqual([...allGrants]);

    const user = await roleByName('user');
    expect((await update(user, { title: 'User', active_routes: ['dashboard', 'layout-settings'] }, token)).status).toBe(403);
    expect((await update(user, { title: 'Reader', active_routes: ['dashboard'] }, token)).status).toBe(200);
  });

  it('refuses to take `users` from the role of the last active users manager, and allows it when another remains', async () => {
    const admin = await signedIn('admin');
    const adminRole = await roleByName('admin');
    const withoutUsers = allGrants.filter((g) => g !== 'users');
    const refused = await update(adminRole, { title: 'Administrator', active_routes: withoutUsers }, admin.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: en.Users.errors.lastUsersManager, errorCode: 'LAST_USERS_MANAGER' });
    expect((await roleByName('admin')).activeRoutes).toContain('users');

    // Another active user keeps `users` through another role: now the admin role may lose it.
    await insertRole('people', ['dashboard', 'users']);
    await createUser(t.db, { email: 'people@example.com', password, role: 'people' });
    expect((await update(adminRole, { title: 'Administrator', active_routes: withoutUsers }, admin.token)).status).toBe(200);
  });
});

describe('deleting a role', () => {
  it('refuses a role some user holds (409 ROLE_IN_USE), deletes an unused one and audits it', async () => {
    const admin = await signedIn('admin');
    const operational = await roleByName('operational');
    await createUser(t.db, { email: 'op@example.com', password, role: 'operational' });
    const refused = await remove(operational, admin.token);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorCode: 'ROLE_IN_USE', message: 'The role is held by 1 user: give them another role first.' });
    expect(await roleByName('operational')).toMatchObject({ name: 'operational' });

    const unused = await insertRole('temp', ['dashboard']);
    const res = await remove(unused, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: en.Roles.success.deleted, data: { name: 'temp' } });
    expect(await roleByName('temp')).toBeUndefined();
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'role.delete')).orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, entityId: String(unused.id), details: { from: { name: 'temp' }, to: null } });
  });

  it('refuses to delete a role holding a grant the deleter lacks', async () => {
    await seedRoles();
    await insertRole('people-admin', ['dashboard', 'users', 'roles']);
    await createUser(t.db, { email: 'pa@example.com', password, role: 'people-admin' });
    const token = await signIn('pa@example.com');
    const seoOnly = await insertRole('seo-team', ['seo']);
    expect((await remove(seoOnly, token)).status).toBe(403);
    expect(await roleByName('seo-team')).toMatchObject({ name: 'seo-team' });
  });

  it('never leaves the user_roles rows of a deleted user pointing nowhere', async () => {
    const admin = await signedIn('admin');
    const role = await insertRole('temp', ['dashboard']);
    const holder = await createUser(t.db, { email: 'temp@example.com', password, role: 'temp' });
    expect((await remove(role, admin.token)).status).toBe(409);
    await t.db.delete(users).where(eq(users.id, holder.id));
    expect(await t.db.select().from(userRoles).where(eq(userRoles.roleId, role.id))).toEqual([]);
    expect((await remove(role, admin.token)).status).toBe(200);
  });
});

describe('the permission choices of the users page', () => {
  it('marks the roles holding a grant the viewer lacks as not grantable', async () => {
    await seedRoles();
    const options = await listRoleOptions({ grants: ['dashboard', 'users', 'settings-profile'] });
    const byName = Object.fromEntries(options.map((o) => [o.name, o.grantable]));
    expect(byName).toEqual({ admin: false, manager: false, operational: false, user: true });
    await expect(listRoleOptions({ grants: ['dashboard'] })).rejects.toMatchObject({ messageKey: 'Errors.accessDenied' });
  });
});
