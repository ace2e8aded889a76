import { and, eq } from 'drizzle-orm';
import { DELETE as sessionDelete } from '@/app/api/user/sessions/[id]/route';
import { DELETE as sessionsDelete, GET as sessionsGet } from '@/app/api/user/sessions/route';
import { PUT as resetPut } from '@/app/api/user/user-reset-password/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { auditLog, loginAttempts, sessions, users } from '@/db/schema';
import { auth } from '@/lib/auth/config';
import { verifyPassword } from '@/lib/auth/password';
import { resolveSession } from '@/lib/auth/sessions';
import { changeOwnPasswordAction, revokeOtherSessionsAction, revokeSessionAction, updateOwnProfileAction } from '@/lib/api/actions/profile';
import en from '@/messages/en.json';
import { call, params, password, request as apiRequest, type RequestOptions, signIn as apiSignIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// The server actions' collaborators: Auth.js (which session the request carries), the locale, the
// request headers and the redirect of requireRoute.
jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('next/headers', () => ({ headers: jest.fn(async () => new Headers({ 'x-vitrine-client-ip': '10.0.0.7' })) }));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`);
  }),
}));
// Cache expiry after a profile change needs Next's request scope; nothing to expire in these tests.
jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', STAFF_DEVICE_VERIFICATION: undefined }, throttle: true });
const newPassword = 'New-Passw0rd#2';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Every request comes from this address here (sessions and the audit log record it). */
const ip = '10.0.0.5';
const request = (path: string, init: RequestOptions = {}) => apiRequest(path, { ip, ...init });
const signIn = (email: string, pw = password, userAgent?: string) => apiSignIn(email, pw, { userAgent, ip });
async function tokenOf(email: string, userAgent?: string): Promise<string> {
  const res = await signIn(email, password, userAgent);
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.body.token as string;
}
const changePassword = async (token: string | undefined, body: unknown) =>
  call(resetPut, request('/api/user/user-reset-password', { method: 'PUT', token, body }), params({}));
const change = (current: string, next: string, confirmation = next) => ({ current_password: current, password: next, password_confirmation: confirmation });
/** Whether a token still opens the API (its own profile). */
async function tokenWorks(token: string, userId: number): Promise<boolean> {
  const res = await userGet(request(`/api/user/user/${userId}`, { token }), params({ id: String(userId) }));
  if (res.status !== 200 && res.status !== 401) throw new Error(`unexpected ${res.status}`);
  return res.status === 200;
}
async function hashOf(userId: number) {
  const [row] = await t.db.select({ hash: users.passwordHash, changedAt: users.passwordChangedAt }).from(users).where(eq(users.id, userId));
  return row;
}
/** Makes the server actions see the session of this token (as Auth.js would from the cookie). */
async function actAs(token: string) {
  const lookup = await resolveSession(token);
  if (lookup.state !== 'valid') throw new Error('no session');
  (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
}


describe('PUT /api/user/user-reset-password', () => {
  it('answers 401 without a session', async () => {
    const res = await changePassword(undefined, change(password, newPassword));
    expect(res.status).toBe(401);
  });

  it('asks for all fields when all are empty, and for the current password when only it is missing', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    const empty = await changePassword(token, change('', '', ''));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'current_password', message: en.Validation.allPasswordFieldsRequired }]);
    const noCurrent = await changePassword(token, change('', newPassword));
    expect(noCurrent.body.errors).toEqual([{ field: 'current_password', message: en.Validation.currentPasswordRequired }]);
  });

  it('refuses a short, a weak and a mismatched new password with the §5 messages', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    const cases: [unknown, { field: string; message: string }[]][] = [
      [change(password, 'Ab1!'), [{ field: 'password', message: en.Validation.passwordMinLength }]],
      [change(password, 'abcdefgh1'), [{ field: 'password', message: en.Validation.passwordWeak }]],
      [change(password, newPassword, 'Something-else-3!'), [{ field: 'password_confirmation', message: en.Validation.passwordMismatch }]],
      [change(password, newPassword, ''), [{ field: 'password_confirmation', message: en.Validation.confirmPasswordRequired }]],
      [
        change(password, '', ''),
        [
          { field: 'password', message: en.Validation.newPasswordRequired },
          { field: 'password_confirmation', message: en.Validation.confirmPasswordRequired },
        ],
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await changePassword(token, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(fieldErrors);
    }
  });

  it('refuses a wrong current password ("Current password is incorrect"), keeps the hash and records a failed sign-in', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    const before = await hashOf(ana.id);
    const res = await changePassword(token, change('Not-the-passw0rd!', newPassword));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: true, message: en.Errors.currentPasswordIncorrect });
    expect(res.body.errors).toEqual([{ field: 'current_password', message: en.Errors.currentPasswordIncorrect }]);
    expect(await hashOf(ana.id)).toEqual(before);
    const failures = await t.db
      .select({ reason: loginAttempts.reason, ip: loginAttempts.ipAddress })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, 'ana@example.com'), eq(loginAttempts.success, false)));
    expect(failures).toEqual([{ reason: 'failed', ip: '10.0.0.5' }]);
  });

  it('refuses the current password as the new one', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    const res = await changePassword(token, change(password, password));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'password', message: en.MyProfile.errors.samePassword }]);
  });

  it('counts wrong current passwords against the login limit of the account', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    // LOGIN_MAX_FAILURES_PER_ACCOUNT defaults to 5.
    for (let i = 0; i < 5; i += 1) expect((await changePassword(token, change(`Wrong-passw0rd-${i}!`, newPassword))).status).toBe(422);
    const throttled = await changePassword(token, change(password, newPassword));
    expect(throttled.status).toBe(429);
    expect((await signIn('ana@example.com')).status).toBe(429);
  });

  it('changes the password: the old one is refused at sign-in, the new one accepted, other sessions end, this one stays', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const mine = await tokenOf('ana@example.com');
    const other = await tokenOf('ana@example.com', firefox);
    const third = await tokenOf('ana@example.com', chrome);
    const bob = await createUser(t.db, { email: 'bob@example.com', password, role: 'operational' });
    const bobToken = await tokenOf('bob@example.com');
    const before = await hashOf(ana.id);

    const res = await changePassword(mine, change(password, newPassword));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: en.Success.passwordReset, data: { id: ana.id, email: 'ana@example.com', status: 'active' } });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|passwordHash|\$argon2/);

    const after = await hashOf(ana.id);
    expect(after.hash).not.toBe(before.hash);
    expect(after.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after.hash as string, newPassword)).toBe(true);
    expect(after.changedAt).toBeInstanceOf(Date);

    expect(await tokenWorks(mine, ana.id)).toBe(true);
    expect(await tokenWorks(other, ana.id)).toBe(false);
    expect(await tokenWorks(third, ana.id)).toBe(false);
    expect(await tokenWorks(bobToken, bob.id)).toBe(true);
    expect((await signIn('ana@example.com', password)).status).toBe(401);
    expect((await signIn('ana@example.com', newPassword)).status).toBe(200);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password.change'));
    expect(entry).toMatchObject({ actorId: ana.id, entityType: 'user', entityId: String(ana.id), details: { ended_sessions: 2 }, ipAddress: '10.0.0.5' });
    expect(JSON.stringify(entry)).not.toContain(newPassword);
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it.each(['admin', 'manager', 'operational', 'user'])('lets a user with the %s role change their own password', async (role) => {
    const user = await createUser(t.db, { email: `${role}@example.com`, password, role });
    const token = await tokenOf(`${role}@example.com`);
    const res = await changePassword(token, change(password, newPassword));
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
    expect((await signIn(`${role}@example.com`, newPassword)).status).toBe(200);
  });
});

describe('own sessions through the API', () => {
  it('lists only the caller’s unexpired sessions, the current one first, with device, address and times', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const mine = await tokenOf('ana@example.com', chrome);
    await tokenOf('ana@example.com', firefox);
    await createUser(t.db, { email: 'bob@example.com', password, role: 'user' });
    await tokenOf('bob@example.com');
    await t.db.insert(sessions).values({ tokenHash: 'expired-session', userId: ana.id, userAgent: chrome, expiresAt: new Date(Date.now() - 1000) });

    const res = await call(sessionsGet, request('/api/user/sessions', { token: mine }), params({}));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [current, other] = res.body.data;
    expect(current).toMatchObject({ current: true, kind: 'api', browser: 'Chrome', os: 'Linux', device: 'Chrome on Linux', ip_address: '10.0.0.5' });
    expect(other).toMatchObject({ current: false, browser: 'Firefox', os: 'Windows', device: 'Firefox on Windows' });
    for (const s of res.body.data) {
      expect(Object.keys(s).sort()).toEqual(['browser', 'created_at', 'current', 'device', 'expires_at', 'id', 'ip_address', 'kind', 'last_seen_at', 'os', 'user_agent']);
      expect(Number.isNaN(Date.parse(s.last_seen_at))).toBe(false);
    }
  });

  it('ends one of the caller’s other sessions; refuses the current one and another user’s', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const mine = await tokenOf('ana@example.com');
    const other = await tokenOf('ana@example.com', firefox);
    const bob = await createUser(t.db, { email: 'bob@example.com', password, role: 'admin' });
    const bobToken = await tokenOf('bob@example.com');
    const list = (await call(sessionsGet, request('/api/user/sessions', { token: mine }), params({}))).body.data as { id: number; current: boolean }[];
    const currentId = list.find((s) => s.current)?.id as number;
    const otherId = list.find((s) => !s.current)?.id as number;
    const [bobSession] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, bob.id));
    const del = async (id: number | string, token: string) => call(sessionDelete, request(`/api/user/sessions/${id}`, { method: 'DELETE', token }), params({ id: String(id) }));

    const self = await del(currentId, mine);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ errorCode: 'CURRENT_SESSION', message: en.MyProfile.errors.currentSession });
    const foreign = await del(bobSession.id, mine);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(en.MyProfile.errors.sessionNotFound);
    expect(await tokenWorks(bobToken, bob.id)).toBe(true);
    expect((await del('nope', mine)).status).toBe(404);

    const ended = await del(otherId, mine);
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(en.MyProfile.sessions.ended);
    expect(await tokenWorks(other, ana.id)).toBe(false);
    expect(await tokenWorks(mine, ana.id)).toBe(true);
    expect((await del(otherId, mine)).status).toBe(404);
  });

  it('ends every other session of the caller at once and keeps this one', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'manager' });
    const mine = await tokenOf('ana@example.com');
    const others = [await tokenOf('ana@example.com', firefox), await tokenOf('ana@example.com', chrome)];
    const bob = await createUser(t.db, { email: 'bob@example.com', password, role: 'user' });
    const bobToken = await tokenOf('bob@example.com');

    const res = await call(sessionsDelete, request('/api/user/sessions', { method: 'DELETE', token: mine }), params({}));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { ended: 2 }, message: '2 other sessions signed out.' });
    for (const token of others) expect(await tokenWorks(token, ana.id)).toBe(false);
    expect(await tokenWorks(mine, ana.id)).toBe(true);
    expect(await tokenWorks(bobToken, bob.id)).toBe(true);
    const again = await call(sessionsDelete, request('/api/user/sessions', { method: 'DELETE', token: mine }), params({}));
    expect(again.body).toMatchObject({ data: { ended: 0 }, message: 'There were no other active sessions.' });
  });

  it('answers a first-access user 403 FIRST_ACCESS_REQUIRED on the password and sessions endpoints', async () => {
    await createUser(t.db, { email: 'fabio@example.com', password, role: 'admin', status: 'first-access' });
    const token = await tokenOf('fabio@example.com');
    const [row] = await t.db.select({ id: sessions.id }).from(sessions);
    for (const res of [
      await resetPut(request('/api/user/user-reset-password', { method: 'PUT', token, body: change(password, newPassword) }), params({})),
      await sessionsGet(request('/api/user/sessions', { token }), params({})),
      await sessionsDelete(request('/api/user/sessions', { method: 'DELETE', token }), params({})),
      await sessionDelete(request(`/api/user/sessions/${row.id}`, { method: 'DELETE', token }), params({ id: String(row.id) })),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ errorCode: 'FIRST_ACCESS_REQUIRED' });
    }
  });
});

describe('the profile page’s server actions', () => {
  const profile = { name: 'Paula', last_name: 'Nova', phone: '+55 11 98765-4321', biography: 'Writes about ERPs.', gender: 'female', photo: '/api/files/abc.webp' };

  it.each(['admin', 'manager', 'operational', 'user'])('lets a user with the %s role update their own profile and change their password, staying signed in', async (role) => {
    const user = await createUser(t.db, { email: `${role}@example.com`, password, role });
    const token = await tokenOf(`${role}@example.com`);
    const other = await tokenOf(`${role}@example.com`, firefox);
    await actAs(token);

    const saved = await updateOwnProfileAction(profile);
    expect(saved).toEqual({ ok: true, message: en.Success.userUpdated });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Paula', lastName: 'Nova', fullName: 'Paula Nova', phone: '+55 11 98765-4321', biography: 'Writes about ERPs.', gender: 'female', photo: '/api/files/abc.webp' });

    const changed = await changeOwnPasswordAction(change(password, newPassword));
    expect(changed).toEqual({ ok: true, message: en.Success.passwordReset });
    // The session of this browser (the token its cookie carries) still opens everything; the other one is gone.
    expect((await resolveSession(token)).state).toBe('valid');
    expect((await resolveSession(other)).state).toBe('invalid');
    const [attempt] = await t.db.select({ ip: auditLog.ipAddress }).from(auditLog).where(eq(auditLog.action, 'user.password.change'));
    expect(attempt.ip).toBe('10.0.0.7');
  });

  it('puts the profile’s and the password’s errors under their fields, translated', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    await actAs(await tokenOf('ana@example.com'));
    expect(await updateOwnProfileAction({ ...profile, name: ' ', phone: '' })).toMatchObject({
      ok: false,
      fieldErrors: { name: en.Validation.nameRequired, phone: en.Validation.telephoneRequired },
    });
    expect(await changeOwnPasswordAction(change('Wrong-passw0rd!', newPassword))).toMatchObject({
      ok: false,
      message: en.Errors.currentPasswordIncorrect,
      fieldErrors: { current_password: en.Errors.currentPasswordIncorrect },
    });
    expect(await changeOwnPasswordAction(change(password, newPassword, 'Other-passw0rd!'))).toMatchObject({
      ok: false,
      fieldErrors: { password_confirmation: en.Validation.passwordMismatch },
    });
  });

  it('ends sessions: not the one in use, one other, then all others', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'user' });
    const token = await tokenOf('ana@example.com');
    const others = [await tokenOf('ana@example.com', firefox), await tokenOf('ana@example.com', chrome), await tokenOf('ana@example.com')];
    await actAs(token);
    const lookup = await resolveSession(token);
    const currentId = lookup.state === 'valid' ? lookup.user.sessionId : 0;
    expect(await revokeSessionAction(currentId)).toMatchObject({ ok: false, errorCode: 'CURRENT_SESSION', message: en.MyProfile.errors.currentSession });

    const otherLookup = await resolveSession(others[0]);
    const otherId = otherLookup.state === 'valid' ? otherLookup.user.sessionId : 0;
    expect(await revokeSessionAction(otherId)).toEqual({ ok: true, message: en.MyProfile.sessions.ended });
    expect(await revokeOtherSessionsAction()).toEqual({ ok: true, message: '2 other sessions signed out.' });
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, ana.id));
    expect(left).toEqual([{ id: currentId }]);
  });

  it('refuses the password and session actions to a first-access user (they choose a password on the first-access screen)', async () => {
    await createUser(t.db, { email: 'fabio@example.com', password, role: 'user', status: 'first-access' });
    await actAs(await tokenOf('fabio@example.com'));
    expect(await changeOwnPasswordAction(change(password, newPassword))).toMatchObject({ ok: false, errorCode: 'FIRST_ACCESS_REQUIRED' });
    expect(await revokeOtherSessionsAction()).toMatchObject({ ok: false, errorCode: 'FIRST_ACCESS_REQUIRED' });
  });

  it('sends a visitor without a session to login', async () => {
    (auth as unknown as jest.Mock).mockResolvedValue(null);
    await expect(changeOwnPasswordAction(change(password, newPassword))).rejects.toThrow('REDIRECT /login');
    await expect(updateOwnProfileAction(profile)).rejects.toThrow('REDIRECT /login');
  });
});
