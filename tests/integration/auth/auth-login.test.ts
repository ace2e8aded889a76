import { eq } from 'drizzle-orm';
import { loginAttempts, loginCounters, sessions, users } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { login } from '@/lib/auth/login';
import { resolveSession, revokeSession, revokeUserSessions, SESSION_TTL_MS } from '@/lib/auth/sessions';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

let t: TestDb;
const password = 'Correct-Horse-9';
const ctx = { ip: '203.0.113.7', userAgent: 'jest' };

async function loginError(input: unknown, context = ctx): Promise<AppError> {
  try {
    await login(input, context);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('login succeeded');
}

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.truncate();
  delete process.env.LOGIN_MAX_FAILURES_PER_ADDRESS;
  resetEnvCache();
  await resetLoginThrottle();
});

describe('login', () => {
  it('opens a 12-hour session for the right password and a 30-day one with remember', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const short = await login({ email: 'ANA@example.com ', password }, ctx);
    const long = await login({ email: 'ana@example.com', password, remember: true }, ctx);
    const hours = (d: Date) => (d.getTime() - Date.now()) / 3_600_000;
    expect(hours(short.session.expiresAt)).toBeCloseTo(SESSION_TTL_MS.short / 3_600_000, 0);
    expect(hours(long.session.expiresAt)).toBeCloseTo(SESSION_TTL_MS.remember / 3_600_000, 0);
    const lookup = await resolveSession(short.session.token);
    expect(lookup.state).toBe('valid');
    if (lookup.state === 'valid') {
      expect(lookup.user.email).toBe('ana@example.com');
      expect(lookup.user.grants).toContain('users');
    }
  });

  it('stores only a hash of the session token', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const { session } = await login({ email: 'ana@example.com', password }, ctx);
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(session.token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const wrong = await loginError({ email: 'ana@example.com', password: 'nope-Nope-1' });
    const unknown = await loginError({ email: 'nobody@example.com', password: 'nope-Nope-1' });
    expect([wrong.status, wrong.messageKey]).toEqual([401, 'Errors.invalidCredentials']);
    expect([unknown.status, unknown.messageKey]).toEqual([401, 'Errors.invalidCredentials']);
  });

  it('tells an inactive or blocked user so, only after the right password', async () => {
    await createUser(t.db, { email: 'off@example.com', password, role: 'user', status: 'inactive' });
    await createUser(t.db, { email: 'blocked@example.com', password, role: 'user', status: 'blocked' });
    expect((await loginError({ email: 'off@example.com', password })).messageKey).toBe('Errors.accountInactive');
    expect((await loginError({ email: 'blocked@example.com', password })).messageKey).toBe('Errors.accountBlocked');
    expect((await loginError({ email: 'blocked@example.com', password: 'Wrong-pass-1' })).messageKey).toBe('Errors.invalidCredentials');
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('rejects malformed input with field errors', async () => {
    const error = await loginError({ email: 'not-an-email', password: '' });
    expect(error.status).toBe(422);
    expect(error.options.fieldErrors).toEqual([
      { field: 'email', messageKey: 'Validation.emailInvalid' },
      { field: 'password', messageKey: 'Validation.passwordRequired' },
    ]);
  });

  it('refuses the 6th attempt on one account with 429, even with the right password, from anywhere', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    for (let i = 0; i < 5; i++) {
      expect((await loginError({ email: 'ana@example.com', password: `Wrong-${i}-x!` })).status).toBe(401);
    }
    const sixth = await loginError({ email: 'ana@example.com', password }, { ip: '198.51.100.9', userAgent: 'other' });
    expect(sixth.status).toBe(429);
    expect(sixth.messageKey).toBe('Errors.tooManyAttempts');
    expect(sixth.options.values?.minutes).toBe(15);
    expect(Number(sixth.options.headers?.['Retry-After'])).toBeGreaterThan(14 * 60);
    // A colleague's account from the same address is not affected.
    const bia = await createUser(t.db, { email: 'bia@example.com', password, role: 'user' });
    await expect(login({ email: 'bia@example.com', password }, ctx)).resolves.toMatchObject({ userId: bia.id, status: 'active' });
  });

  it('lets the account in again once the window has passed', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    for (let i = 0; i < 5; i++) await loginError({ email: 'ana@example.com', password: 'Wrong-pass-1' });
    // Age the account's window (its counter, and the audit rows with it) past the 15 minutes.
    const past = new Date(Date.now() - 16 * 60_000);
    await t.db.update(loginCounters).set({ windowStartedAt: past }).where(eq(loginCounters.key, 'acct:ana@example.com'));
    await t.db.update(loginAttempts).set({ createdAt: past }).where(eq(loginAttempts.email, 'ana@example.com'));
    await expect(login({ email: 'ana@example.com', password }, ctx)).resolves.toMatchObject({ userId: ana.id, status: 'active' });
  });

  it('blocks an address after its configured number of failures, for every account', async () => {
    process.env.LOGIN_MAX_FAILURES_PER_ADDRESS = '3';
    resetEnvCache();
    await resetLoginThrottle();
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    for (const email of ['x1@example.com', 'x2@example.com', 'x3@example.com']) await loginError({ email, password: 'Wrong-pass-1' });
    const blocked = await loginError({ email: 'ana@example.com', password });
    expect([blocked.status, blocked.messageKey]).toEqual([429, 'Errors.tooManyAttemptsFromAddress']);
    await expect(login({ email: 'ana@example.com', password }, { ip: '192.0.2.1' })).resolves.toMatchObject({ userId: ana.id, status: 'active' });
  });

  it('records failed and successful logins', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    await loginError({ email: 'ana@example.com', password: 'Wrong-pass-1' });
    await login({ email: 'ana@example.com', password }, ctx);
    const rows = await t.db.select({ success: loginAttempts.success, ip: loginAttempts.ipAddress }).from(loginAttempts);
    expect(rows.map((r) => r.success).sort()).toEqual([false, true]);
    expect(rows.every((r) => r.ip === ctx.ip)).toBe(true);
  });
});

describe('sessions', () => {
  it('reports an expired session as expired', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const { session } = await login({ email: 'ana@example.com', password }, ctx);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session.id));
    expect((await resolveSession(session.token)).state).toBe('expired');
  });

  it('ends a session on logout and every session of a user at once', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const a = await login({ email: 'ana@example.com', password }, ctx);
    const b = await login({ email: 'ana@example.com', password }, ctx);
    const c = await login({ email: 'ana@example.com', password }, ctx);
    await revokeSession(a.session.token);
    expect((await resolveSession(a.session.token)).state).toBe('invalid');
    expect((await resolveSession(b.session.token)).state).toBe('valid');
    await revokeUserSessions(ana.id);
    expect((await resolveSession(b.session.token)).state).toBe('invalid');
    expect((await resolveSession(c.session.token)).state).toBe('invalid');
  });

  it('gives no user for a session whose account was blocked meanwhile', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const { session } = await login({ email: 'ana@example.com', password }, ctx);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, ana.id));
    expect((await resolveSession(session.token)).state).toBe('invalid');
  });
});
