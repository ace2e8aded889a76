import { and, eq } from 'drizzle-orm';
import { POST as authPost } from '@/app/api/auth/auth/route';
import { POST as twoFactorPost } from '@/app/api/auth/auth/two-factor/route';
import { POST as disablePost } from '@/app/api/auth/totp/disable/route';
import { POST as enablePost } from '@/app/api/auth/totp/enable/route';
import { POST as setupPost } from '@/app/api/auth/totp/setup/route';
import { GET as sessionsGet } from '@/app/api/user/sessions/route';
import { PUT as rolePut } from '@/app/api/role/roles/[id]/[unique_key]/route';
import { POST as resetPost } from '@/app/api/user/user-two-factor-reset/[id]/[unique_key]/route';
import { auditLog, loginAttempts, oneTimeTokens, roles, sessions, twoFactorRecoveryCodes, users } from '@/db/schema';
import { auth } from '@/lib/auth/config';
import { requireRoute, requireUser } from '@/lib/auth/current-user';
import { resolveSession } from '@/lib/auth/sessions';
import { hashToken } from '@/lib/auth/tokens';
import { totpCode } from '@/lib/auth/totp';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { resetMailTransport, settleDeliveries } from '@/lib/mail/transport';
import { startTestSmtp } from '@/tests/support/smtp';
import en from '@/messages/en.json';
import { call, noParams, params, password, post, request, signIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'pt-BR') }));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`);
  }),
}));

let t: TestDb;
// TOTP codes depend on the clock: the tests move Date.now step by step from the middle of a step.
const STEP = 30_000;
let now = 0;
const at = (steps: number) => now + steps * STEP;

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  delete process.env.STAFF_DEVICE_VERIFICATION;
  resetEnvCache();
  t = await createTestDb();
});
afterAll(async () => {
  jest.restoreAllMocks();
  await resetLoginThrottle();
  await t.close();
});
beforeEach(async () => {
  await t.truncate();
  await resetLoginThrottle();
  jest.restoreAllMocks();
  now = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});

const auditActions = async (userId: number) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(userId)))).map((r) => r.action);

/** A user with two-factor turned on through the API; answers the secret, the recovery codes and a session token. */
async function withTwoFactor(email: string, role = 'operational') {
  const user = await createUser(t.db, { email, password, role });
  const { token } = await signIn(email);
  const setup = await call(setupPost, post('/api/auth/totp/setup', { token, body: {} }));
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  expect(setup.body.data.otpauth_url).toContain(`secret=${secret}`);
  const enabled = await call(enablePost, post('/api/auth/totp/enable', { token, body: { code: totpCode(secret, now) } }));
  expect(enabled.status).toBe(200);
  const recoveryCodes = enabled.body.data.recovery_codes as string[];
  return { ...user, email, secret, recoveryCodes, token };
}

async function challengeOf(email: string) {
  const res = await signIn(email);
  expect(res.status).toBe(200);
  expect(res.token).toBeUndefined();
  expect(res.body.data).toMatchObject({ two_factor_required: true });
  return res.body.data.challenge as string;
}

const sendCode = (challenge: string, code: string) => call(twoFactorPost, post('/api/auth/auth/two-factor', { body: { challenge, code } }));

describe('turning two-factor on and off', () => {
  it('keeps the secret encrypted, refuses a wrong confirming code, stores 10 hashed recovery codes, and audits', async () => {
    const user = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const { token } = await signIn('ana@example.com');
    const setup = await call(setupPost, post('/api/auth/totp/setup', { token, body: {} }));
    const secret = setup.body.data.secret as string;
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totpPendingSecret).toBeTruthy();
    expect(row.totpPendingSecret).not.toContain(secret);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await call(enablePost, post('/api/auth/totp/enable', { token, body: { code: totpCode(secret, at(3)) } }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: en.TwoFactor.invalidCode }]);

    const ok = await call(enablePost, post('/api/auth/totp/enable', { token, body: { code: totpCode(secret, now) } }));
    expect(ok.status).toBe(200);
    const codes = ok.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    const stored = await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((s) => s.codeHash.includes(code.replace('-', '')))).toBe(false);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after.totpEnabledAt).not.toBeNull();
    expect(after.totpSecret).not.toContain(secret);
    expect(after.totpPendingSecret).toBeNull();
    expect((await call(setupPost, post('/api/auth/totp/setup', { token, body: {} }))).status).toBe(409);
    expect(await auditActions(user.id)).toContain('user.two-factor.enable');
  });

  it('ends every other session of the account when it is turned on, and keeps the one in use', async () => {
    await createUser(t.db, { email: 'bia@example.com', password, role: 'operational' });
    const first = await signIn('bia@example.com');
    const second = await signIn('bia@example.com');
    expect((await call(sessionsGet, request('/api/user/sessions', { token: second.token }), noParams)).status).toBe(200);
    const setup = await call(setupPost, post('/api/auth/totp/setup', { token: first.token, body: {} }));
    const enabled = await call(enablePost, post('/api/auth/totp/enable', { token: first.token, body: { code: totpCode(setup.body.data.secret, now) } }));
    expect(enabled.status).toBe(200);
    expect((await call(sessionsGet, request('/api/user/sessions', { token: second.token }), noParams)).status).toBe(401);
    const mine = await call(sessionsGet, request('/api/user/sessions', { token: first.token }), noParams);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
  });

  it('turns off only with the password and a current code', async () => {
    const ana = await withTwoFactor('ana@example.com');
    const wrongPassword = await call(disablePost, post('/api/auth/totp/disable', { token: ana.token, body: { password: 'Wrong-Pass-1!', code: totpCode(ana.secret, at(1)) } }));
    expect(wrongPassword.status).toBe(422);
    const wrongCode = await call(disablePost, post('/api/auth/totp/disable', { token: ana.token, body: { password, code: '000000' } }));
    expect(wrongCode.status).toBe(422);
    const done = await call(disablePost, post('/api/auth/totp/disable', { token: ana.token, body: { password, code: totpCode(ana.secret, at(1)) } }));
    expect(done.status).toBe(200);
    expect(await auditActions(ana.id)).toContain('user.two-factor.disable');
    expect(await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, ana.id))).toHaveLength(0);
    // Signing in is password-only again.
    expect((await signIn('ana@example.com')).token).toBeTruthy();
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the right password and grants the session only then; a replayed code is refused', async () => {
    const { secret } = await withTwoFactor('ana@example.com');
    // A wrong password is still a plain 401, no challenge.
    expect((await signIn('ana@example.com', 'Wrong-Pass-1!')).status).toBe(401);
    const challenge = await challengeOf('ana@example.com');
    // The code that confirmed the setup (this step) was used: replay refused.
    const replayed = await sendCode(challenge, totpCode(secret, now));
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(en.TwoFactor.invalidCode);

    now = at(1);
    const ok = await sendCode(challenge, totpCode(secret, now));
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBeTruthy();
    expect(ok.body.data.email).toBe('ana@example.com');
    expect((await resolveSession(ok.body.token)).state).toBe('valid');
    // The challenge is used up, and the same code on a new challenge is a replay.
    expect((await sendCode(challenge, totpCode(secret, now))).status).toBe(401);
    expect((await sendCode(await challengeOf('ana@example.com'), totpCode(secret, now))).status).toBe(401);
  });

  it('accepts ±1 step of clock drift, not 2', async () => {
    const ana = await withTwoFactor('ana@example.com');
    now = at(10);
    expect((await sendCode(await challengeOf(ana.email), totpCode(ana.secret, at(-2)))).status).toBe(401);
    expect((await sendCode(await challengeOf(ana.email), totpCode(ana.secret, at(2)))).status).toBe(401);
    expect((await sendCode(await challengeOf(ana.email), totpCode(ana.secret, at(-1)))).status).toBe(200);
    now = at(5);
    expect((await sendCode(await challengeOf(ana.email), totpCode(ana.secret, at(1)))).status).toBe(200);
  });

  it('accepts each recovery code once, and audits its use', async () => {
    const ana = await withTwoFactor('ana@example.com');
    const [code, other] = ana.recoveryCodes as [string, string];
    const ok = await sendCode(await challengeOf(ana.email), code.toUpperCase());
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBeTruthy();
    expect((await sendCode(await challengeOf(ana.email), code)).status).toBe(401);
    expect((await sendCode(await challengeOf(ana.email), other)).status).toBe(200);
    expect((await auditActions(ana.id)).filter((a) => a === 'user.two-factor.recovery-code-use')).toHaveLength(2);
  });

  it('ends the challenge after 5 wrong codes, which count as failed sign-ins of the account', async () => {
    const ana = await withTwoFactor('ana@example.com');
    const challenge = await challengeOf(ana.email);
    for (let i = 0; i < 5; i++) expect((await sendCode(challenge, '000000')).status).toBe(401);
    // The right code no longer opens this challenge, and the account's login limit (5) is spent.
    const after = await sendCode(challenge, totpCode(ana.secret, at(1)));
    expect(after.status).toBe(401);
    const failed = await t.db.select().from(loginAttempts).where(and(eq(loginAttempts.userId, ana.id), eq(loginAttempts.reason, 'two-factor-failed')));
    expect(failed).toHaveLength(5);
    expect((await signIn(ana.email)).status).toBe(429);
  });

  it('refuses an expired challenge (5 minutes)', async () => {
    const ana = await withTwoFactor('ana@example.com');
    // Measured on this process's clock (the row's created_at is the database's, which a loaded machine may see apart).
    const before = Date.now();
    const challenge = await challengeOf(ana.email);
    const after = Date.now();
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'two-factor-challenge'));
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(after + 5 * 60_000);
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 10 * 60_000) }).where(eq(oneTimeTokens.id, row.id));
    expect((await sendCode(challenge, totpCode(ana.secret, at(1)))).status).toBe(401);
  });
});

describe('"remember me" and device verification alongside', () => {
  it('keeps "remember me" from the password step, and asks for the device code after the right app code', async () => {
    const ana = await withTwoFactor('ana@example.com');
    const remembered = await call(authPost, post('/api/auth/auth', { body: { email: ana.email, password, remember: true } }));
    now = at(1);
    const ok = await sendCode(remembered.body.data.challenge, totpCode(ana.secret, now));
    expect(ok.status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(ok.body.token)));
    expect(row.remember).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60_000);

    const smtp = await startTestSmtp();
    try {
      process.env.SMTP_URL = smtp.url;
      process.env.STAFF_DEVICE_VERIFICATION = 'true';
      resetEnvCache();
      resetMailTransport();
      // No email for someone who has only the password: the app's code comes first.
      const challenge = await challengeOf(ana.email);
      now = at(2);
      const next = await sendCode(challenge, totpCode(ana.secret, now));
      expect(next.status).toBe(403);
      expect(next.body).toMatchObject({ errorCode: 'DEVICE_VERIFICATION_REQUIRED' });
      expect(next.body.token).toBeUndefined();
      expect((await smtp.next()).headers.get('x-vitrine-template')).toBe('device-verification');
    } finally {
      await settleDeliveries();
      delete process.env.SMTP_URL;
      delete process.env.STAFF_DEVICE_VERIFICATION;
      resetEnvCache();
      resetMailTransport();
      await smtp.close();
    }
  });
});

describe('a role that requires two-factor', () => {
  it('sends its members without it to set it up (page redirect, API 403) until they turn it on', async () => {
    await createUser(t.db, { email: 'olga@example.com', password, role: 'operational' });
    await createUser(t.db, { email: 'admin@example.com', password, role: 'admin' });
    const admin = await signIn('admin@example.com');
    const [role] = await t.db.select().from(roles).where(eq(roles.name, 'operational'));
    // The role API sets the flag; without it in the body, an edit leaves it as it was.
    const put = (body: Record<string, unknown>) =>
      call(rolePut, request(`/api/role/roles/${role.id}/${role.uniqueKey}`, { method: 'PUT', token: admin.token, body }), params({ id: String(role.id), unique_key: role.uniqueKey }));
    const set = await put({ title: role.title, active_routes: role.activeRoutes, require_two_factor: true });
    expect(set.status).toBe(200);
    expect(set.body.data.require_two_factor).toBe(true);
    expect((await put({ title: role.title, active_routes: role.activeRoutes })).body.data.require_two_factor).toBe(true);
    const { token } = await signIn('olga@example.com');
    expect(token).toBeTruthy();
    const refused = await call(sessionsGet, request('/api/user/sessions', { token }), noParams);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'TWO_FACTOR_REQUIRED', message: en.TwoFactor.setupRequired });

    const lookup = await resolveSession(token);
    if (lookup.state !== 'valid') throw new Error('no session');
    expect(lookup.user.twoFactorSetupRequired).toBe(true);
    (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
    await expect(requireRoute('dashboard')).rejects.toThrow('REDIRECT /admin/settings-profile');
    await expect(requireUser()).rejects.toThrow('REDIRECT /admin/settings-profile');
    await expect(requireRoute('settings-profile')).resolves.toMatchObject({ email: 'olga@example.com' });

    // The setup endpoints stay open; once it is on, everything the role grants opens again.
    const setup = await call(setupPost, post('/api/auth/totp/setup', { token, body: {} }));
    expect(setup.status).toBe(200);
    const enabled = await call(enablePost, post('/api/auth/totp/enable', { token, body: { code: totpCode(setup.body.data.secret, now) } }));
    expect(enabled.status).toBe(200);
    expect((await call(sessionsGet, request('/api/user/sessions', { token }), noParams)).status).toBe(200);
  });
});

describe('an administrator resets another person’s two-factor', () => {
  it('needs `users`, turns it off, ends their sessions and is audited', async () => {
    const ana = await withTwoFactor('ana@example.com');
    await createUser(t.db, { email: 'admin@example.com', password, role: 'admin' });
    const admin = await signIn('admin@example.com');
    const path = `/api/user/user-two-factor-reset/${ana.id}/${ana.uniqueKey}`;
    const ctx = params({ id: String(ana.id), unique_key: ana.uniqueKey });

    const other = await withTwoFactor('olga@example.com');
    expect((await call(resetPost, post(path, { token: other.token, body: {} }), ctx)).status).toBe(403);

    const done = await call(resetPost, post(path, { token: admin.token, body: {} }), ctx);
    expect(done.status).toBe(200);
    expect(done.body.data.two_factor_enabled).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ana.id))).toHaveLength(0);
    expect((await resolveSession(ana.token)).state).toBe('invalid');
    expect(await auditActions(ana.id)).toContain('user.two-factor.reset');
    // Password-only sign-in again.
    expect((await signIn(ana.email)).token).toBeTruthy();
  });
});
