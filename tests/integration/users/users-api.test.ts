import { and, eq } from 'drizzle-orm';
import { POST as createPost } from '@/app/api/user/user/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { DELETE as userDelete, PUT as userPut } from '@/app/api/user/user/[id]/[unique_key]/route';
import { PUT as statusPut } from '@/app/api/user/user-change-status/[id]/[unique_key]/route';
import { POST as listPost } from '@/app/api/user/users-list/route';
import { articles, auditLog, roles, sessions, userRoles, users } from '@/db/schema';
import { getLiveArticle } from '@/lib/blog/article-page';
import { loadCards } from '@/lib/blog/cards';
import { listArticles } from '@/lib/articles/queries';
import { verifyPassword } from '@/lib/auth/password';
import { allGrants } from '@/lib/auth/routes';
import { changeUserStatus, deleteUser } from '@/lib/users/commands';
import en from '@/messages/en.json';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { createRole, nextCpf, params, password, request, signedIn, signIn, userBody, type SignedIn } from '@/tests/support/users-api';

// The documented /api/user API (spec §7, issue 6): every rule per role through the route handlers.

const t = setUpTestDb({ throttle: true });


const create = (body: unknown, token?: string) => createPost(request('/api/user/user', { method: 'POST', body, token }), params({}));
const list = (body: unknown, token?: string) => listPost(request('/api/user/users-list', { method: 'POST', body, token }), params({}));
const update = (id: number, uniqueKey: string, body: unknown, token?: string) =>
  userPut(request(`/api/user/user/${id}/${uniqueKey}`, { method: 'PUT', body, token }), params({ id: String(id), unique_key: uniqueKey }));
const remove = (id: number, uniqueKey: string, token?: string) =>
  userDelete(request(`/api/user/user/${id}/${uniqueKey}`, { method: 'DELETE', token }), params({ id: String(id), unique_key: uniqueKey }));
const setStatus = (id: number, uniqueKey: string, status: unknown, token?: string) =>
  statusPut(
    request(`/api/user/user-change-status/${id}/${uniqueKey}`, { method: 'PUT', body: { status }, token }),
    params({ id: String(id), unique_key: uniqueKey }),
  );
const profile = (id: number, token: string) => userGet(request(`/api/user/user/${id}`, { token }), params({ id: String(id) }));

async function row(id: number) {
  const [found] = await t.db.select().from(users).where(eq(users.id, id));
  return found;
}
async function roleNamesOf(id: number) {
  const rows = await t.db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, id));
  return rows.map((r) => r.name);
}
async function sessionCount(userId: number) {
  return (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
}
async function auditOf(action: string, userId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))));
}

const rolesWithoutUsers = ['manager', 'operational', 'user'] as const;

describe('permissions of the /api/user routes', () => {
  it('answers 401 without a token on every route that needs one', async () => {
    expect((await create(userBody())).status).toBe(401);
    expect((await list({})).status).toBe(401);
    expect((await update(1, 'x', userBody())).status).toBe(401);
    expect((await setStatus(1, 'x', 'blocked')).status).toBe(401);
    expect((await remove(1, 'x')).status).toBe(401);
  });

  it.each(rolesWithoutUsers)('answers 403 "Access denied" to %s, which lacks the users route, and changes nothing', async (role) => {
    const admin = await signedIn(t.db, 'admin');
    const caller = await signedIn(t.db, role);
    const denied = async (res: Response) => {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: true, message: en.Errors.accessDenied, code: 403 });
    };
    await denied(await create(userBody(), caller.token));
    await denied(await list({}, caller.token));
    await denied(await update(admin.id, admin.uniqueKey, userBody({ permission: 'user' }), caller.token));
    await denied(await setStatus(admin.id, admin.uniqueKey, 'blocked', caller.token));
    await denied(await remove(admin.id, admin.uniqueKey, caller.token));
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(2);
    expect((await row(admin.id)).status).toBe('active');
    expect(await roleNamesOf(admin.id)).toEqual(['admin']);
  });
});

describe('POST /api/user/user', () => {
  it('creates a first-access user, answers the generated password once, and stores only its hash', async () => {
    const admin = await signedIn(t.db, 'admin');
    const body = userBody({ email: 'Nova.Pessoa@Example.com', cpf: '529.982.247-25', created_by: admin.id, created_by_unique_key: admin.uniqueKey });
    const res = await create(body, admin.token);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await res.json();
    expect(answer).toMatchObject({
      error: false,
      message: en.Success.userCreated,
      data: {
        name: 'Marina',
        last_name: 'Costa',
        full_name: 'Marina Costa',
        email: 'nova.pessoa@example.com',
        position: 'operational',
        permission: 'operational',
        type: 'Operational',
        status: 'first-access',
        cpf: '52998224725',
        phone: '+55 11 98765-4321',
        gender: 'female',
        created_by: admin.id,
        created_by_unique_key: admin.uniqueKey,
      },
    });
    const secret: string = answer.data.first_access_password;
    expect(secret).toHaveLength(16);
    expect(JSON.stringify(answer.data)).not.toMatch(/password_hash|passwordHash/);

    const stored = await row(answer.data.id);
    expect(stored.passwordHash).not.toContain(secret);
    expect(await verifyPassword(stored.passwordHash!, secret)).toBe(true);

    // Never again: not in the profile, not in the list, not in the audit row.
    const seen = JSON.stringify(await (await profile(answer.data.id, admin.token)).json());
    expect(seen).not.toContain(secret);
    expect(seen).not.toContain('first_access_password');
    const listed = JSON.stringify(await (await list({}, admin.token)).json());
    expect(listed).not.toContain(secret);
    expect(listed).not.toContain('first_access_password');
    const [entry] = await auditOf('user.create', answer.data.id);
    expect(entry.actorId).toBe(admin.id);
    expect(JSON.stringify(entry.details)).not.toContain(secret);
    expect(JSON.stringify(entry.details)).not.toContain(stored.passwordHash!);

    // The new user signs in with it and is in first-access: only their own profile opens.
    const login = await signIn('nova.pessoa@example.com', secret);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ id: answer.data.id, status: 'first-access' });
    const own = await profile(answer.data.id, login.token);
    expect(own.status).toBe(200);
    const blocked = await list({}, login.token);
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).errorCode).toBe('FIRST_ACCESS_REQUIRED');
  });

  it('sets created_by from the token and refuses a created_by that names someone else', async () => {
    const admin = await signedIn(t.db, 'admin');
    const other = await createUser(t.db, { email: 'other@example.com', password, role: 'admin' });
    const wrongId = await create(userBody({ created_by: other.id }), admin.token);
    expect(wrongId.status).toBe(422);
    expect((await wrongId.json()).errors).toEqual([{ field: 'created_by', message: en.Users.errors.createdByMismatch }]);
    const wrongKey = await create(userBody({ created_by_unique_key: other.uniqueKey }), admin.token);
    expect(wrongKey.status).toBe(422);
    expect((await wrongKey.json()).errors).toEqual([{ field: 'created_by_unique_key', message: en.Users.errors.createdByMismatch }]);

    const res = await create(userBody(), admin.token);
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ created_by: admin.id, created_by_unique_key: admin.uniqueKey });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(3);
  });

  it('answers 422 with the §5 messages under each field, and 400 for malformed JSON', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await create({ name: '', last_name: '', email: 'nope', position: '', permission: '', cpf: '', phone: '' }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      { field: 'name', message: en.Validation.nameRequired },
      { field: 'last_name', message: en.Validation.lastNameRequired },
      { field: 'email', message: en.Validation.emailInvalid },
      { field: 'position', message: en.Validation.positionRequired },
      { field: 'permission', message: en.Users.errors.permissionRequired },
      { field: 'cpf', message: en.Validation.cpfRequired },
      { field: 'phone', message: en.Validation.telephoneRequired },
    ]);
    const office = await create(userBody({ position: 'astronaut' }), admin.token);
    expect((await office.json()).errors).toEqual([{ field: 'position', message: en.Validation.officeRequired }]);
    const malformed = await createPost(request('/api/user/user', { method: 'POST', rawBody: '{oops', token: admin.token }), params({}));
    expect(malformed.status).toBe(400);
  });

  it('checks the CPF check digits and stores it normalised', async () => {
    const admin = await signedIn(t.db, 'admin');
    for (const cpf of ['529.982.247-26', '111.111.111-11', '1234']) {
      const res = await create(userBody({ cpf }), admin.token);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual([{ field: 'cpf', message: en.Users.errors.cpfInvalid }]);
    }
    const ok = await create(userBody({ cpf: '111.444.777-35' }), admin.token);
    expect(ok.status).toBe(201);
    expect((await row((await ok.json()).data.id)).cpf).toBe('11144477735');
  });

  it('refuses an email or a CPF that another user has (409, under the field)', async () => {
    const admin = await signedIn(t.db, 'admin');
    const cpf = nextCpf();
    expect((await create(userBody({ email: 'taken@example.com', cpf }), admin.token)).status).toBe(201);

    const sameEmail = await create(userBody({ email: 'TAKEN@example.com' }), admin.token);
    expect(sameEmail.status).toBe(409);
    expect((await sameEmail.json()).errors).toEqual([{ field: 'email', message: en.Errors.emailAlreadyRegistered }]);

    const punctuated = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const sameCpf = await create(userBody({ cpf: punctuated }), admin.token);
    expect(sameCpf.status).toBe(409);
    expect((await sameCpf.json()).errors).toEqual([{ field: 'cpf', message: en.Users.errors.cpfTaken }]);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(2);
  });

  it('answers two simultaneous creations with the same email with one 201 and one 409', async () => {
    const admin = await signedIn(t.db, 'admin');
    const [a, b] = await Promise.all([
      create(userBody({ email: 'race@example.com' }), admin.token),
      create(userBody({ email: 'race@example.com' }), admin.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(1);
  });

  it('refuses an unknown permission, and a role holding grants the creator lacks (cannotGrant)', async () => {
    const admin = await signedIn(t.db, 'admin');
    const unknown = await create(userBody({ permission: 'wizard' }), admin.token);
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([{ field: 'permission', message: en.Users.errors.roleNotFound }]);

    await createRole(t.db, 'people', ['dashboard', 'users', 'settings-profile']);
    const people = await signedIn(t.db, 'people');
    const toAdmin = await create(userBody({ permission: 'admin' }), people.token);
    expect(toAdmin.status).toBe(403);
    expect(await toAdmin.json()).toMatchObject({ message: en.Users.errors.cannotGrant, errorCode: 'CANNOT_GRANT' });
    const toOperational = await create(userBody({ permission: 'operational' }), people.token);
    expect(toOperational.status).toBe(403);
    const toUser = await create(userBody({ permission: 'user' }), people.token);
    expect(toUser.status).toBe(201);
    expect((await toUser.json()).data.permission).toBe('user');
    expect(admin.id).toBeGreaterThan(0);
  });
});

describe('POST /api/user/users-list', () => {
  it('lists 10 a page by default, ordered by full name, with role, access areas and no secret', async () => {
    const admin = await signedIn(t.db, 'admin', 'admin@example.com', 'Zelda');
    for (let i = 0; i < 11; i += 1) await createUser(t.db, { email: `u${i}@example.com`, password, role: 'user', name: `Name${String(i).padStart(2, '0')}` });
    const res = await list({}, admin.token);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(data.items).toHaveLength(10);
    expect(data.items.map((u: { full_name: string }) => u.full_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Name${String(i).padStart(2, '0')} User`),
    );
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      unique_key: expect.any(String),
      name: 'Name00',
      last_name: 'User',
      full_name: 'Name00 User',
      email: 'u0@example.com',
      position: null,
      permission: 'user',
      type: 'User',
      status: 'active',
      photo: null,
      phone: null,
      cpf: null,
      biography: null,
      gender: 'female',
      two_factor_enabled: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      access_areas: ['dashboard', 'settings'],
      active_routes: ['dashboard', 'settings-profile'],
      version: 1,
    });
    const second = (await (await list({ page: 2 }, admin.token)).json()).data;
    expect(second.items.map((u: { email: string }) => u.email)).toEqual(['u10@example.com', 'admin@example.com']);
    expect(second.items[1].access_areas).toEqual(['dashboard', 'article_management', 'site_editor', 'user_management', 'settings']);
    expect(JSON.stringify(second)).not.toMatch(/password/i);
  });

  it('searches name, last name, full name and email, case-insensitively, with % and _ taken literally', async () => {
    const admin = await signedIn(t.db, 'admin', 'boss@example.com', 'Boss');
    await createUser(t.db, { email: 'ana.silva@example.com', password, role: 'user', name: 'Ana' });
    await createUser(t.db, { email: 'bruno@corp.example', password, role: 'user', name: 'Bruno' });
    await createUser(t.db, { email: 'percent_100@example.com', password, role: 'user', name: 'Carla' });
    const search = async (term: string, extra: Record<string, unknown> = {}) =>
      (await (await list({ search: term, ...extra }, admin.token)).json()).data.items.map((u: { name: string }) => u.name);
    expect(await search('ANA')).toEqual(['Ana']);
    expect(await search('corp.example')).toEqual(['Bruno']);
    expect(await search('bruno user')).toEqual(['Bruno']);
    expect(await search('_100')).toEqual(['Carla']);
    expect(await search('%')).toEqual([]);
    expect(await search('   ')).toHaveLength(4);
    expect(await search('user', { limit: 2 })).toHaveLength(2);
  });

  it('refuses a limit or page out of range with 422 and a translated message', async () => {
    const admin = await signedIn(t.db, 'admin');
    const zero = await list({ limit: 0 }, admin.token);
    expect(zero.status).toBe(422);
    expect((await zero.json()).errors).toEqual([{ field: 'limit', message: en.Users.errors.invalidValue }]);
    expect((await list({ limit: 101 }, admin.token)).status).toBe(422);
    expect((await list({ page: 0 }, admin.token)).status).toBe(422);
  });
});

describe('PUT /api/user/user/{id}/{unique_key}', () => {
  async function target(role = 'operational'): Promise<{ id: number; uniqueKey: string }> {
    return createUser(t.db, { email: `target-${role}@example.com`, password, role, name: 'Target' });
  }

  it('lets a users manager replace the fields and the role, audited before/after', async () => {
    const admin = await signedIn(t.db, 'admin');
    const user = await target();
    const res = await update(user.id, user.uniqueKey, userBody({ name: 'Renata', last_name: 'Lima', email: 'renata@example.com', permission: 'manager', position: 'manager' }), admin.token);
    expect(res.status).toBe(200);
    const answer = await res.json();
    // The role changed too: "User and roles updated" (spec §8).
    expect(answer).toMatchObject({
      message: en.Success.userRolesUpdated,
      data: { id: user.id, unique_key: user.uniqueKey, full_name: 'Renata Lima', email: 'renata@example.com', permission: 'manager', position: 'manager' },
    });
    expect(await roleNamesOf(user.id)).toEqual(['manager']);
    const [entry] = await auditOf('user.update', user.id);
    expect(entry.details).toMatchObject({ from: { fullName: 'Target User', permission: 'operational' }, to: { fullName: 'Renata Lima', permission: 'manager' } });
    expect(JSON.stringify(entry.details)).not.toMatch(/passwordHash|argon2/);
  });

  it('says "User updated" when the role stays the same', async () => {
    const admin = await signedIn(t.db, 'admin');
    const user = await target();
    const res = await update(user.id, user.uniqueKey, userBody({ name: 'Renata', permission: 'operational' }), admin.token);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(en.Success.userUpdated);
    expect(await roleNamesOf(user.id)).toEqual(['operational']);
  });

  it('answers 404 "User not found" for a unique_key that does not match the id, and changes nothing', async () => {
    const admin = await signedIn(t.db, 'admin');
    const user = await target();
    const res = await update(user.id, 'not-the-key', userBody({ name: 'Changed' }), admin.token);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(en.Errors.userNotFound);
    expect((await update(999_999, user.uniqueKey, userBody(), admin.token)).status).toBe(404);
    expect((await update(Number.NaN, user.uniqueKey, userBody(), admin.token)).status).toBe(404);
    expect((await row(user.id)).name).toBe('Target');
  });

  it("refuses another user's email or CPF (409), but keeps one's own", async () => {
    const admin = await signedIn(t.db, 'admin', 'admin@example.com');
    const cpf = nextCpf();
    const created = (await (await create(userBody({ cpf, email: 'first@example.com' }), admin.token)).json()).data;
    const user = await target();
    const email = await update(user.id, user.uniqueKey, userBody({ email: 'ADMIN@example.com' }), admin.token);
    expect(email.status).toBe(409);
    expect((await email.json()).errors).toEqual([{ field: 'email', message: en.Errors.emailAlreadyRegistered }]);
    const sameCpf = await update(user.id, user.uniqueKey, userBody({ cpf }), admin.token);
    expect(sameCpf.status).toBe(409);
    expect((await sameCpf.json()).errors).toEqual([{ field: 'cpf', message: en.Users.errors.cpfTaken }]);
    const self = await update(created.id, created.unique_key, userBody({ cpf, email: 'first@example.com', name: 'Again' }), admin.token);
    expect(self.status).toBe(200);
  });

  it.each(['operational', 'user'])('lets %s (no users route) update only their own profile fields; the rest is ignored', async (role) => {
    const me = await signedIn(t.db, role, `${role}@example.com`);
    const res = await update(
      me.id,
      me.uniqueKey,
      { ...userBody({ name: 'Bea', last_name: 'Souza', phone: '(11) 3333-4444', biography: 'Hello', gender: 'other' }), email: 'hijack@example.com', permission: 'admin', position: 'ceo' },
      me.token,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: me.id, full_name: 'Bea Souza', phone: '(11) 3333-4444', biography: 'Hello', gender: 'other', email: `${role}@example.com`, permission: role });
    const stored = await row(me.id);
    expect(stored).toMatchObject({ email: `${role}@example.com`, position: null, cpf: null });
    expect(await roleNamesOf(me.id)).toEqual([role]);
    expect(await auditOf('user.profile', me.id)).toHaveLength(1);

    const invalid = await update(me.id, me.uniqueKey, { name: '', last_name: 'X', phone: '1' }, me.token);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual([
      { field: 'name', message: en.Validation.nameRequired },
      { field: 'phone', message: en.Users.errors.phoneInvalid },
    ]);
    const other = await target('admin');
    expect((await update(other.id, other.uniqueKey, userBody(), me.token)).status).toBe(403);
    expect((await update(me.id, 'wrong-key', userBody(), me.token)).status).toBe(404);
  });

  it('lets a first-access user update their own profile and nothing else', async () => {
    await createUser(t.db, { email: 'new@example.com', password, role: 'admin', status: 'first-access' });
    const { token, body } = await signIn('new@example.com');
    const id = body.data.id as number;
    const key = body.data.unique_key as string;
    const own = await update(id, key, { name: 'Nina', last_name: 'Rocha', phone: '11 99999-0000', permission: 'user' }, token);
    expect(own.status).toBe(200);
    expect(await roleNamesOf(id)).toEqual(['admin']);
    const other = await target();
    const refused = await update(other.id, other.uniqueKey, userBody(), token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errorCode).toBe('FIRST_ACCESS_REQUIRED');
  });

  it('keeps a users manager from editing someone whose grants they lack, or granting what they lack', async () => {
    await createRole(t.db, 'people', ['dashboard', 'users', 'settings-profile']);
    const people = await signedIn(t.db, 'people');
    const admin = await target('admin');
    const res = await update(admin.id, admin.uniqueKey, userBody({ permission: 'user' }), people.token);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(en.Errors.accessDenied);
    expect(await roleNamesOf(admin.id)).toEqual(['admin']);

    const user = await target('user');
    const promote = await update(user.id, user.uniqueKey, userBody({ permission: 'admin' }), people.token);
    expect(promote.status).toBe(403);
    expect((await promote.json()).message).toBe(en.Users.errors.cannotGrant);
    expect(await roleNamesOf(user.id)).toEqual(['user']);
    expect((await update(user.id, user.uniqueKey, userBody({ permission: 'user', name: 'Okay' }), people.token)).status).toBe(200);
  });

  it('refuses to demote the last active users manager, and allows it when another remains', async () => {
    const admin = await signedIn(t.db, 'admin');
    const demote = () => update(admin.id, admin.uniqueKey, userBody({ permission: 'user' }), admin.token);
    const refused = await demote();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: en.Users.errors.lastUsersManager, errorCode: 'LAST_USERS_MANAGER' });
    expect(await roleNamesOf(admin.id)).toEqual(['admin']);
    expect((await row(admin.id)).name).toBe('Test');

    await createUser(t.db, { email: 'second@example.com', password, role: 'admin' });
    expect((await demote()).status).toBe(200);
    expect(await roleNamesOf(admin.id)).toEqual(['user']);
  });
});

describe('PUT /api/user/user-change-status/{id}/{unique_key}', () => {
  it('refuses one\'s own status (403 OWN_STATUS) with the spec message', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await setStatus(admin.id, admin.uniqueKey, 'inactive', admin.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: en.Errors.cannotChangeOwnStatus, errorCode: 'OWN_STATUS' });
    expect((await row(admin.id)).status).toBe('active');
  });

  it.each(['blocked', 'inactive'] as const)('%s ends all the target\'s sessions at once: their bearer token answers 401', async (status) => {
    const admin = await signedIn(t.db, 'admin');
    const victim = await signedIn(t.db, 'operational', 'victim@example.com');
    await signIn('victim@example.com');
    expect(await sessionCount(victim.id)).toBe(2);
    expect((await profile(victim.id, victim.token)).status).toBe(200);

    const res = await setStatus(victim.id, victim.uniqueKey, status, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: en.Success.userStatusChanged, data: { id: victim.id, status } });
    expect(await sessionCount(victim.id)).toBe(0);
    expect((await profile(victim.id, victim.token)).status).toBe(401);
    const again = await signIn('victim@example.com');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(status === 'blocked' ? en.Errors.accountBlocked : en.Errors.accountInactive);
    const [entry] = await auditOf('user.status', victim.id);
    expect(entry.details).toMatchObject({ from: 'active', to: status });
  });

  it('activates a user who had chosen a password, and sends one who never did back to first-access', async () => {
    const admin = await signedIn(t.db, 'admin');
    const veteran = await createUser(t.db, { email: 'veteran@example.com', password, role: 'user', status: 'blocked' });
    const res = await setStatus(veteran.id, veteran.uniqueKey, 'active', admin.token);
    expect((await res.json()).data.status).toBe('active');
    expect((await signIn('veteran@example.com')).status).toBe(200);

    const created = (await (await create(userBody({ email: 'fresh@example.com' }), admin.token)).json()).data;
    expect((await setStatus(created.id, created.unique_key, 'inactive', admin.token)).status).toBe(200);
    const back = await setStatus(created.id, created.unique_key, 'active', admin.token);
    expect(back.status).toBe(200);
    expect((await back.json()).data.status).toBe('first-access');
    expect((await row(created.id)).status).toBe('first-access');
    // "active" on a user already in first-access leaves them there too.
    expect((await (await setStatus(created.id, created.unique_key, 'active', admin.token)).json()).data.status).toBe('first-access');
  });

  it('answers 404 for a mismatched unique_key and 422 for a status outside active/inactive/blocked', async () => {
    const admin = await signedIn(t.db, 'admin');
    const user = await signedIn(t.db, 'user');
    const wrong = await setStatus(user.id, 'nope', 'blocked', admin.token);
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).message).toBe(en.Errors.userNotFound);
    expect((await row(user.id)).status).toBe('active');
    expect(await sessionCount(user.id)).toBe(1);
    for (const status of ['first-access', 'deleted', '']) {
      const bad = await setStatus(user.id, user.uniqueKey, status, admin.token);
      expect(bad.status).toBe(422);
      expect((await bad.json()).errors).toEqual([{ field: 'status', message: en.Users.errors.statusInvalid }]);
    }
  });

  it("keeps a users manager from changing the status of someone whose grants they lack", async () => {
    await createRole(t.db, 'people', ['dashboard', 'users', 'settings-profile']);
    const people = await signedIn(t.db, 'people');
    const admin = await signedIn(t.db, 'admin');
    const res = await setStatus(admin.id, admin.uniqueKey, 'blocked', people.token);
    expect(res.status).toBe(403);
    expect((await row(admin.id)).status).toBe('active');
    expect(await sessionCount(admin.id)).toBe(1);
  });

  it('lets one admin block another when both manage users; the guard refuses to block or delete the last one', async () => {
    const admin = await signedIn(t.db, 'admin');
    const second = await signedIn(t.db, 'admin');
    expect((await setStatus(second.id, second.uniqueKey, 'blocked', admin.token)).status).toBe(200);
    // Through the API an actor always counts as a users manager themself, so the guard is reached
    // directly: an actor outside the table may not take away the last one. (It borrows the admin's
    // fresh session so that the deletion, a sudo-mode change, reaches the guard.)
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, admin.id));
    const outsider = { id: 999_999, uniqueKey: 'outsider', grants: [...allGrants], sessionId: session.id };
    await expect(changeUserStatus(outsider, { id: admin.id, uniqueKey: admin.uniqueKey }, { status: 'blocked' })).rejects.toMatchObject({
      messageKey: 'Users.errors.lastUsersManager',
      status: 409,
    });
    await expect(deleteUser(outsider, { id: admin.id, uniqueKey: admin.uniqueKey })).rejects.toMatchObject({ status: 409 });
    expect((await row(admin.id)).status).toBe('active');
    expect(await sessionCount(admin.id)).toBe(1);
  });
});

describe('DELETE /api/user/user/{id}/{unique_key}', () => {
  async function articleBy(authorId: number, slug: string): Promise<number> {
    const [a] = await t.db
      .insert(articles)
      .values({ uniqueKey: slug, title: `Title ${slug}`, content: '<p>Body</p>', authorId, status: 'published', publishedAt: new Date(Date.now() - 60_000) })
      .returning({ id: articles.id });
    return a.id;
  }

  it('refuses to delete oneself', async () => {
    const admin = await signedIn(t.db, 'admin');
    const res = await remove(admin.id, admin.uniqueKey, admin.token);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(en.Errors.cannotDeleteSelf);
    expect(await row(admin.id)).toMatchObject({ id: admin.id, email: admin.email });
  });

  it('answers 404 for a mismatched unique_key and deletes nothing', async () => {
    const admin = await signedIn(t.db, 'admin');
    const user = await signedIn(t.db, 'user');
    const res = await remove(user.id, `${user.uniqueKey}x`, admin.token);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(en.Errors.userNotFound);
    expect(await row(user.id)).toMatchObject({ id: user.id, email: user.email });
  });

  it('deletes the user, ends their sessions, keeps their articles with no author, and audits who it was', async () => {
    const admin = await signedIn(t.db, 'admin');
    const author = await signedIn(t.db, 'operational', 'author@example.com', 'Autora');
    const articleId = await articleBy(author.id, 'kept-article');

    const res = await remove(author.id, author.uniqueKey, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: en.Success.userDeleted, data: { id: author.id, unique_key: author.uniqueKey } });
    expect(await row(author.id)).toBeUndefined();
    expect(await sessionCount(author.id)).toBe(0);
    expect((await profile(admin.id, author.token)).status).toBe(401);

    const [kept] = await t.db.select({ authorId: articles.authorId }).from(articles).where(eq(articles.id, articleId));
    expect(kept).toEqual({ authorId: null });
    // The public page, the cards and the admin list show the article without an author.
    expect((await getLiveArticle(t.db, articleId))?.author).toBeNull();
    expect((await loadCards(t.db, [articleId]))[0].author).toBeNull();
    const adminView = await listArticles({ id: admin.id, grants: [...allGrants] }, { page: 1, limit: 10 } as Parameters<typeof listArticles>[1]);
    expect(adminView.items.find((a) => a.id === articleId)?.author).toBeNull();

    const [entry] = await auditOf('user.delete', author.id);
    expect(entry.actorId).toBe(admin.id);
    expect(entry.details).toMatchObject({ user: { fullName: 'Autora User', email: 'author@example.com' }, permission: 'operational' });
  });

  it('keeps a users manager from deleting someone whose grants they lack', async () => {
    await createRole(t.db, 'people', ['dashboard', 'users', 'settings-profile']);
    const people = await signedIn(t.db, 'people');
    const manager = await signedIn(t.db, 'manager');
    expect((await remove(manager.id, manager.uniqueKey, people.token)).status).toBe(403);
    expect(await row(manager.id)).toMatchObject({ id: manager.id, email: manager.email });
    const user = await signedIn(t.db, 'user');
    expect((await remove(user.id, user.uniqueKey, people.token)).status).toBe(200);
  });

  it('lets one admin delete another admin', async () => {
    const admin = await signedIn(t.db, 'admin');
    const second: SignedIn = await signedIn(t.db, 'admin');
    expect((await remove(second.id, second.uniqueKey, admin.token)).status).toBe(200);
    expect(await row(second.id)).toBeUndefined();
  });
});
