import { eq } from 'drizzle-orm';
import { POST as keyPost } from '@/app/api/api-key/api-key/route';
import { DELETE as reauthDelete, POST as reauthPost } from '@/app/api/auth/reauth/route';
import { POST as enablePost } from '@/app/api/auth/totp/enable/route';
import { POST as setupPost } from '@/app/api/auth/totp/setup/route';
import { PUT as rolePut } from '@/app/api/role/roles/[id]/[unique_key]/route';
import { POST as userPost } from '@/app/api/user/user/route';
import { DELETE as userDelete, PUT as userPut } from '@/app/api/user/user/[id]/[unique_key]/route';
import { POST as resetPost } from '@/app/api/user/user-two-factor-reset/[id]/[unique_key]/route';
import { POST as webhookPost } from '@/app/api/webhook/webhook/route';
import { apiKeys, auditLog, loginAttempts, roles, sessions, users, webhookEndpoints } from '@/db/schema';
import { SUDO_WINDOW_MS } from '@/lib/auth/sudo';
import { hashToken } from '@/lib/auth/tokens';
import { totpCode } from '@/lib/auth/totp';
import en from '@/messages/en.json';
import { call, noParams, params, password, post, request, signedIn, signIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { userBody } from '@/tests/support/users-api';

// Sudo mode (issue 28): the changes that decide who may do what need the password (or a TOTP code)
// proven by this session within the last 15 minutes; API keys are exempt.

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', STAFF_DEVICE_VERIFICATION: undefined, LOGIN_MAX_FAILURES_PER_ACCOUNT: undefined }, throttle: true });


/** The session of this token last proved its password `minutes` ago. */
async function ageSession(token: string, minutes: number) {
  await t.db
    .update(sessions)
    .set({ reauthenticatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

async function staleAdmin(): Promise<SignedIn> {
  const admin = await signedIn(t.db, 'admin');
  await ageSession(admin.token, 16);
  return admin;
}

async function roleNamed(name: string) {
  const [row] = await t.db.select({ id: roles.id, uniqueKey: roles.uniqueKey, activeRoutes: roles.activeRoutes }).from(roles).where(eq(roles.name, name));
  return row;
}

const putRole = (token: string, role: { id: number; uniqueKey: string }, activeRoutes: string[]) =>
  call(
    rolePut,
    request(`/api/role/roles/${role.id}/${role.uniqueKey}`, { method: 'PUT', token, body: { title: 'Editor', active_routes: activeRoutes } }),
    params({ id: String(role.id), unique_key: role.uniqueKey }),
  );

const reauth = (token: string, body: unknown, ip?: string) => call(reauthPost, post('/api/auth/reauth', { token, body, ip }));

function expectReauthRequired(res: { status: number; body: { errorCode?: string; message: string } }) {
  expect(res.status).toBe(403);
  expect(res.body.errorCode).toBe('REAUTH_REQUIRED');
  expect(res.body.message).toBe(en.Errors.reauthRequired);
}

describe('a session that has not proved its password in the last 15 minutes', () => {
  it('is refused the sudo-mode changes with 403 REAUTH_REQUIRED, and nothing changes', async () => {
    const admin = await staleAdmin();
    const editor = await roleNamed('user');
    const victim = await createUser(t.db, { email: 'victim@example.com', password, role: 'operational' });
    const [usersBefore, keysBefore, hooksBefore] = [await t.db.$count(users), await t.db.$count(apiKeys), await t.db.$count(webhookEndpoints)];

    expectReauthRequired(await putRole(admin.token, editor, [...editor.activeRoutes, 'list-leads']));
    expectReauthRequired(await call(userPost, post('/api/user/user', { token: admin.token, body: userBody() })));
    expectReauthRequired(
      await call(userDelete, request(`/api/user/user/${victim.id}/${victim.uniqueKey}`, { method: 'DELETE', token: admin.token }), params({ id: String(victim.id), unique_key: victim.uniqueKey })),
    );
    expectReauthRequired(await call(keyPost, post('/api/api-key/api-key', { token: admin.token, body: { name: 'CI', grants: ['list-of-articles'] } })));
    expectReauthRequired(await call(webhookPost, post('/api/webhook/webhook', { token: admin.token, body: { url: 'https://hooks.example.com/in', events: ['article.published'] } })));
    expectReauthRequired(
      await call(resetPost, post(`/api/user/user-two-factor-reset/${victim.id}/${victim.uniqueKey}`, { token: admin.token }), params({ id: String(victim.id), unique_key: victim.uniqueKey })),
    );

    expect((await roleNamed('user')).activeRoutes).toEqual(editor.activeRoutes);
    expect([await t.db.$count(users), await t.db.$count(apiKeys), await t.db.$count(webhookEndpoints)]).toEqual([usersBefore, keysBefore, hooksBefore]);
  });

  it('is refused a change of a user’s role, but may still edit their other fields', async () => {
    const admin = await staleAdmin();
    const victim = await createUser(t.db, { email: 'marina@example.com', password, role: 'operational' });
    const put = (body: Record<string, unknown>) =>
      call(userPut, request(`/api/user/user/${victim.id}/${victim.uniqueKey}`, { method: 'PUT', token: admin.token, body }), params({ id: String(victim.id), unique_key: victim.uniqueKey }));
    const body = userBody({ email: 'marina@example.com', name: 'Marina', permission: 'operational' });
    expect((await put(body)).status).toBe(200);
    expectReauthRequired(await put({ ...body, name: 'Mariana', permission: 'admin' }));
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, victim.id));
    expect(row.name).toBe('Marina');
  });

  it('goes through once the password is given again, for 15 minutes', async () => {
    const admin = await staleAdmin();
    const editor = await roleNamed('user');
    const wanted = [...editor.activeRoutes, 'list-leads'];

    const wrong = await reauth(admin.token, { password: 'Wrong-Horse-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: en.Errors.currentPasswordIncorrect }]);
    expectReauthRequired(await putRole(admin.token, editor, wanted));

    const before = Date.now();
    const right = await reauth(admin.token, { password });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe(en.Reauth.success);
    const until = Date.parse(right.body.data.reauthenticated_until);
    expect(until).toBeGreaterThanOrEqual(before + SUDO_WINDOW_MS);

    const saved = await putRole(admin.token, editor, wanted);
    expect(saved.status).toBe(200);
    expect((await roleNamed('user')).activeRoutes).toEqual(wanted);
    const audit = await t.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'user.reauthenticate'));
    expect(audit).toEqual([{ action: 'user.reauthenticate', details: { method: 'password' } }]);
  });

  it('needs either the password or a code, not neither nor both', async () => {
    const admin = await staleAdmin();
    expect((await reauth(admin.token, {})).body.errors).toEqual([{ field: 'password', message: en.Validation.passwordRequired }]);
    expect((await reauth(admin.token, { password, code: '123456' })).body.errors).toEqual([{ field: 'code', message: en.Reauth.errors.passwordOrCode }]);
    expect((await reauth(admin.token, { code: '123456' })).body.errors).toEqual([{ field: 'code', message: en.TwoFactor.notEnabled }]);
    expectReauthRequired(await putRole(admin.token, await roleNamed('user'), ['dashboard']));
  });

  it('starts with a fresh sign-in, and ends when the person asks', async () => {
    const admin = await signedIn(t.db, 'admin');
    const editor = await roleNamed('user');
    expect((await putRole(admin.token, editor, ['dashboard', 'compose'])).status).toBe(200);
    const ended = await call(reauthDelete, request('/api/auth/reauth', { method: 'DELETE', token: admin.token }));
    expect(ended).toMatchObject({ status: 200, body: { message: en.Reauth.ended } });
    expectReauthRequired(await putRole(admin.token, editor, ['dashboard']));
  });

  it('is answered 401 without a session', async () => {
    expect((await call(reauthPost, post('/api/auth/reauth', { body: { password } }), noParams)).status).toBe(401);
  });
});

describe('re-authenticating with a TOTP code', () => {
  it('accepts a current code of a person with two-factor on, once', async () => {
    const email = 'ana@example.com';
    await createUser(t.db, { email, password, role: 'admin' });
    const { token } = await signIn(email);
    const setup = await call(setupPost, post('/api/auth/totp/setup', { token, body: {} }));
    const secret = setup.body.data.secret as string;
    // The code of the previous step turns it on; the current one is left for the re-authentication.
    expect((await call(enablePost, post('/api/auth/totp/enable', { token, body: { code: totpCode(secret, Date.now() - 30_000) } }))).status).toBe(200);
    await ageSession(token, 20);
    const editor = await roleNamed('user');
    expectReauthRequired(await putRole(token, editor, ['dashboard', 'compose']));

    const wrong = await reauth(token, { code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: en.TwoFactor.invalidCode }]);

    const code = totpCode(secret, Date.now());
    expect((await reauth(token, { code })).status).toBe(200);
    expect((await putRole(token, editor, ['dashboard', 'compose'])).status).toBe(200);
    // The same code again: replayed, refused.
    expect((await reauth(token, { code })).status).toBe(422);
  });
});

describe('API keys', () => {
  it('are exempt, even when their creator’s session is old', async () => {
    const admin = await signedIn(t.db, 'admin');
    const created = await call(keyPost, post('/api/api-key/api-key', { token: admin.token, body: { name: 'Provisioning', grants: ['dashboard', 'users', 'roles', 'settings-profile'] } }));
    expect(created.status).toBe(201);
    await ageSession(admin.token, 60);
    const key = created.body.data.token as string;
    const editor = await roleNamed('user');
    expect((await putRole(key, editor, ['dashboard'])).status).toBe(200);
    // …and cannot re-authenticate: there is no person behind the key.
    expect((await reauth(key, { password })).status).toBe(403);
  });
});

describe('the login limit', () => {
  it('counts a wrong password here as a failed sign-in of the account', async () => {
    const admin = await staleAdmin();
    for (let i = 0; i < 5; i++) {
      expect((await reauth(admin.token, { password: `Wrong-Horse-${i}` }, `198.51.100.${i + 1}`)).status).toBe(422);
    }
    // The account's budget (5 by default) is spent: the right password is refused too, and sign-in as well.
    expect((await reauth(admin.token, { password }, '198.51.100.99')).status).toBe(429);
    expect((await signIn(admin.email, password, { ip: '198.51.100.98' })).status).toBe(429);
    const failures = await t.db.select({ reason: loginAttempts.reason }).from(loginAttempts).where(eq(loginAttempts.userId, admin.id));
    expect(failures.filter((f) => f.reason === 'failed')).toHaveLength(5);
    expectReauthRequired(await putRole(admin.token, await roleNamed('user'), ['dashboard']));
  });
});
