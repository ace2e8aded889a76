import { and, desc, eq } from 'drizzle-orm';
import { POST as authPost } from '@/app/api/auth/auth/route';
import { POST as recoverPost } from '@/app/api/auth/recover-password/route';
import { POST as resetPost } from '@/app/api/auth/reset-password/[id]/[token]/route';
import { POST as verifyCodePost } from '@/app/api/auth/verify-code/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { emailOutbox, loginAttempts, oneTimeTokens, users } from '@/db/schema';
import { hashToken } from '@/lib/auth/tokens';
import { settleBackground } from '@/lib/jobs/background';
import en from '@/messages/en.json';
import { call, params, password, post } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SMTP_URL: undefined, STAFF_DEVICE_VERIFICATION: undefined } });
const newPassword = 'Brand-New-Pass-7!';

/** The answer comes before the email is written (lib/jobs/background.ts): wait for it, as a user would. */
async function recover(email: string, ip?: string) {
  const res = await call(recoverPost, post('/api/auth/recover-password', { body: { email }, ip }));
  await settleBackground();
  return res;
}
const verifyCode = (email: string, code: string) => call(verifyCodePost, post('/api/auth/verify-code', { body: { email, code } }));
const reset = (id: number | string, token: string, body: unknown) =>
  call(resetPost, post(`/api/auth/reset-password/${id}/${token}`, { body }), params({ id: String(id), token }));
const signIn = (email: string, pw: string) => call(authPost, post('/api/auth/auth', { body: { email, password: pw } }));

async function lastEmailTo(to: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return row;
}
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] as string;
/** Moves the recorded recovery requests back in time, as if `ms` had passed. */
async function ageRequests(ms: number) {
  const rows = await t.db.select({ id: loginAttempts.id, at: loginAttempts.createdAt }).from(loginAttempts);
  for (const r of rows) await t.db.update(loginAttempts).set({ createdAt: new Date(r.at.getTime() - ms) }).where(eq(loginAttempts.id, r.id));
}


describe('POST /api/auth/recover-password', () => {
  it('answers a known and an unknown email identically, and emails a code and a link only to the account', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' });
    const known = await recover('ana@example.com');
    const unknown = await recover('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toEqual({ error: false, message: en.Success.recoveryEmailSent, data: null });

    const mails = await t.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ toAddress: 'ana@example.com', status: 'kept', template: 'password-recovery', locale: 'pt-BR' });
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\/\d+\/[\w-]{40,}/);
    expect(mail.html).toContain(codeIn(mail.text));
  });

  it('does not send to an inactive or blocked account, with the same answer', async () => {
    await createUser(t.db, { email: 'off@example.com', password, role: 'operational', status: 'inactive' });
    const res = await recover('off@example.com');
    expect(res.status).toBe(200);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('stores the code and the link hashed, never in clear', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    await recover('ana@example.com');
    const mail = await lastEmailTo('ana@example.com');
    const code = codeIn(mail.text);
    const linkToken = /reset-password\/\d+\/([\w-]+)/.exec(mail.text)?.[1] as string;
    const rows = await t.db.select().from(oneTimeTokens);
    expect(rows.map((r) => r.purpose).sort()).toEqual(['password-reset-code', 'password-reset-link']);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(linkToken);
    expect(dump).not.toContain(hashToken(code));
    expect(rows.find((r) => r.purpose === 'password-reset-link')?.tokenHash).toBe(hashToken(linkToken));
  });

  it('allows one request a minute and five an hour per email, known or not', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    for (const email of ['ana@example.com', 'ghost@example.com']) {
      expect((await recover(email)).status).toBe(200);
      const tooSoon = await recover(email);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error: true, code: 429 });
    }
    for (let i = 2; i <= 5; i += 1) {
      await ageRequests(61_000);
      expect((await recover('ana@example.com')).status).toBe(200);
    }
    await ageRequests(61_000);
    expect((await recover('ana@example.com')).status).toBe(429);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ana@example.com'))).toHaveLength(5);
    await ageRequests(60 * 60_000);
    expect((await recover('ana@example.com')).status).toBe(200);
  });

  it('answers 422 with errors for a missing or malformed email', async () => {
    const res = await recover('not-an-email');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'email', message: en.Validation.emailInvalid }]);
  });
});

describe('POST /api/auth/verify-code', () => {
  async function requestCode(email = 'ana@example.com') {
    await recover(email);
    return codeIn((await lastEmailTo(email)).text);
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the reset screen address parts for the right code, once', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const code = await requestCode();
    const ok = await verifyCode('ANA@example.com', code);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id: ana.id, token: expect.stringMatching(/^[\w-]{40,}$/) });
    const again = await verifyCode('ana@example.com', code);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(en.Errors.invalidCodeOrEmail);
  });

  it('answers "Invalid code or user email" alike for a wrong code and an unknown email', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const code = await requestCode();
    const badCode = await verifyCode('ana@example.com', wrong(code));
    const badEmail = await verifyCode('nobody@example.com', code);
    expect(badCode).toEqual(badEmail);
    expect(badCode.status).toBe(422);
    expect(badCode.body).toMatchObject({ error: true, message: en.Errors.invalidCodeOrEmail, code: 422 });
  });

  it('invalidates the code after five wrong ones', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const code = await requestCode();
    for (let i = 0; i < 5; i += 1) expect((await verifyCode('ana@example.com', wrong(code))).status).toBe(422);
    expect((await verifyCode('ana@example.com', code)).status).toBe(422);
  });

  it('refuses a code after 15 minutes', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const code = await requestCode();
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'password-reset-code'));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.id, row.id));
    expect((await verifyCode('ana@example.com', code)).status).toBe(422);
  });

  it('a new code replaces the previous one', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const first = await requestCode();
    await ageRequests(61_000);
    const second = await requestCode();
    if (first !== second) expect((await verifyCode('ana@example.com', first)).status).toBe(422);
    expect((await verifyCode('ana@example.com', second)).status).toBe(200);
  });
});

describe('POST /api/auth/reset-password/{id}/{token}', () => {
  async function resetLink() {
    await recover('ana@example.com');
    const code = codeIn((await lastEmailTo('ana@example.com')).text);
    return (await verifyCode('ana@example.com', code)).body.data as { id: number; token: string };
  }

  it('applies the password rules with their messages', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const { id, token } = await resetLink();
    const short = await reset(id, token, { password: 'Ab1!', password_confirmation: 'Ab1!' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: 'password', message: en.Validation.passwordMinLength }]);
    const weak = await reset(id, token, { password: 'abcdefgh', password_confirmation: 'abcdefgh' });
    expect(weak.body.errors).toEqual([{ field: 'password', message: en.Validation.passwordWeak }]);
    const mismatch = await reset(id, token, { password: newPassword, password_confirmation: `${newPassword}x` });
    expect(mismatch.body.errors).toEqual([{ field: 'password_confirmation', message: en.Validation.passwordMismatch }]);
  });

  it('sets the new password, ends every session of the user, and works once', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const before = await signIn('ana@example.com', password);
    expect(before.status).toBe(200);
    const { id, token } = await resetLink();
    const done = await reset(id, token, { password: newPassword, password_confirmation: newPassword });
    expect(done).toEqual({ status: 200, body: { error: false, message: en.Success.passwordReset, data: null } });

    const stale = await userGet(post(`/api/user/user/${ana.id}`, { method: 'GET', token: before.body.token }), params({ id: String(ana.id) }));
    expect(stale.status).toBe(401);
    expect((await signIn('ana@example.com', password)).status).toBe(401);
    expect((await signIn('ana@example.com', newPassword)).status).toBe(200);

    const reused = await reset(id, token, { password: 'Another-Pass-8!', password_confirmation: 'Another-Pass-8!' });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(en.ResetPassword.linkInvalid);
  });

  it('accepts the emailed link, refuses a forged or expired one, and never the user unique_key', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    await recover('ana@example.com');
    const [, id, token] = /reset-password\/(\d+)\/([\w-]+)/.exec((await lastEmailTo('ana@example.com')).text) as RegExpExecArray;
    expect(Number(id)).toBe(ana.id);
    expect(token).not.toBe(ana.uniqueKey);
    expect((await reset(id, ana.uniqueKey, { password: newPassword, password_confirmation: newPassword })).status).toBe(404);
    expect((await reset(id, `${token.slice(0, -2)}xx`, { password: newPassword, password_confirmation: newPassword })).status).toBe(404);

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.purpose, 'password-reset-link'), eq(oneTimeTokens.userId, ana.id)));
    expect((await reset(id, token, { password: newPassword, password_confirmation: newPassword })).status).toBe(404);
  });

  it('keeps the link valid for an hour', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    await resetLink();
    const links = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'password-reset-link'));
    for (const l of links) expect(Math.round((l.expiresAt.getTime() - l.createdAt.getTime()) / 60_000)).toBe(60);
    const [row] = await t.db.select({ changed: users.passwordChangedAt }).from(users);
    expect(row.changed).toBeNull();
  });
});
