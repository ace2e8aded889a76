import { desc, eq } from 'drizzle-orm';
import { POST as authPost } from '@/app/api/auth/auth/route';
import { POST as recoverPost } from '@/app/api/auth/recover-password/route';
import { POST as verifyDevicePost } from '@/app/api/auth/verify-device/route';
import { POST as resendPost } from '@/app/api/auth/verify-device/resend/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { emailOutbox, oneTimeTokens, sessions, users } from '@/db/schema';
import { DEVICE_COOKIE, isDeviceRemembered, rememberDevice } from '@/lib/auth/device';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { parseEnv, resetEnvCache } from '@/lib/env';
import { settleBackground } from '@/lib/jobs/background';
import { resetMailTransport, retryDueEmails, sendEmail, settleDeliveries } from '@/lib/mail/transport';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { params, password, post as apiPost, type RequestOptions } from '@/tests/support/api';
import { startTestSmtp, type TestSmtp } from '@/tests/support/smtp';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

let t: TestDb;
let smtp: TestSmtp;

/** POSTs by default, all from one browser at one address (device verification remembers the browser). */
const post = (path: string, init: RequestOptions = {}) => apiPost(path, { ip: '10.0.0.3', userAgent: 'jest-browser', ...init });
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] as string;

function useSmtp(url: string | undefined, deviceVerification = false) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  process.env.STAFF_DEVICE_VERIFICATION = deviceVerification ? 'true' : 'false';
  resetEnvCache();
  resetMailTransport();
}

beforeAll(async () => {
  process.env.AUTH_SECRET = 'integration-test-secret-0123456789-abcdefghij';
  process.env.MAIL_FROM = 'Vitrine <no-reply@vitrine.test>';
  t = await createTestDb();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await settleDeliveries();
  resetMailTransport();
  await smtp.close();
  await resetLoginThrottle();
  await t.close();
});
beforeEach(async () => {
  await settleDeliveries();
  await t.truncate();
  smtp.skipAll();
  useSmtp(smtp.url);
});

describe('mail delivery over SMTP', () => {
  it('delivers the recovery email to a real SMTP server with an HTML and a text part, in the recipient language, with its headers', async () => {
    await createUser(t.db, { email: 'marie@example.com', password, role: 'operational', name: 'Marie' });
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.email, 'marie@example.com'));
    const res = await recoverPost(post('/api/auth/recover-password', { body: { email: 'marie@example.com' } }), params({}));
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    await settleBackground(); // the email is written after the answer (lib/jobs/background.ts)
    await settleDeliveries();

    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('marie@example.com');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Vitrine', address: 'no-reply@vitrine.test' });
    expect(mail.subject).toBe(fr.Email.recovery.subject.replace('{company}', 'Vitrine'));
    expect(mail.headers.get('content-language')).toBe('fr');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.headers.get('x-vitrine-template')).toBe('password-recovery');
    const code = codeIn(mail.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(fr.Email.greeting.replace('{name}', 'Marie'));
    expect(mail.html).toContain(fr.Email.recovery.button);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/fr\/reset-password\/\d+\/[\w-]+/);
    expect(typeof mail.html).toBe('string');
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('lang="fr"');
    expect(mail.html).toContain(fr.Email.greeting.replace('{name}', 'Marie'));
    // No tracking: the only image is the company logo.
    expect((mail.html as string).match(/<img /g)?.length ?? 0).toBeLessThanOrEqual(1);

    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locale: 'fr' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('records a failed send, keeps the code valid, and retries with backoff', async () => {
    useSmtp('smtp://127.0.0.1:9');
    const queued = await sendEmail({ to: 'ana@example.com', locale: 'en', template: 'test', content: { subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' } });
    expect(queued.status).toBe('failed');
    const [failed] = await t.db.select().from(emailOutbox);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    expect(await retryDueEmails()).toEqual({ tried: 0, sent: 0 });
    useSmtp(smtp.url);
    const result = await retryDueEmails(new Date(Date.now() + 2 * 60_000));
    expect(result).toEqual({ tried: 1, sent: 1 });
    expect((await smtp.next()).subject).toBe('Hi');
    const [sent] = await t.db.select().from(emailOutbox);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps every message in the outbox with no SMTP_URL', async () => {
    useSmtp(undefined);
    const queued = await sendEmail({ to: 'ana@example.com', locale: 'en', template: 'test', content: { subject: 'Kept', html: '<p>x</p>', text: 'x' } });
    expect(queued.status).toBe('kept');
    expect(await retryDueEmails()).toEqual({ tried: 0, sent: 0 });
  });
});

describe('device verification (STAFF_DEVICE_VERIFICATION=true)', () => {
  it('refuses to start with device verification on and no SMTP_URL', () => {
    expect(() => parseEnv({ STAFF_DEVICE_VERIFICATION: 'true' } as unknown as NodeJS.ProcessEnv)).toThrow(/STAFF_DEVICE_VERIFICATION/);
    expect(parseEnv({ STAFF_DEVICE_VERIFICATION: 'true', SMTP_URL: 'smtp://127.0.0.1:25' } as unknown as NodeJS.ProcessEnv).STAFF_DEVICE_VERIFICATION).toBe(true);
    expect(parseEnv({} as unknown as NodeJS.ProcessEnv).STAFF_DEVICE_VERIFICATION).toBe(false);
  });

  it('asks a new device for the emailed code, grants the session with it, and remembers the device', async () => {
    useSmtp(smtp.url, true);
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'operational', name: 'Ana' });
    const first = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password, remember: true } }), params({}));
    expect(first.status).toBe(403);
    const refused = await first.json();
    expect(refused).toMatchObject({ error: true, code: 403, errorCode: 'DEVICE_VERIFICATION_REQUIRED', message: en.VerifyDevice.required });
    expect(refused.token).toBeUndefined();
    const challenge = refused.data.challenge as string;
    expect(challenge).toMatch(/^[\w-]{40,}$/);
    expect(await t.db.select().from(sessions)).toHaveLength(0);

    const mail = await smtp.next();
    expect(mail.headers.get('x-vitrine-template')).toBe('device-verification');
    const code = codeIn(mail.text ?? '');
    expect(JSON.stringify(await t.db.select().from(oneTimeTokens))).not.toContain(code);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code: wrongCode } }), params({}));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(en.Errors.invalidCode);

    const ok = await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code } }), params({}));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.data).toMatchObject({ id: ana.id, email: 'ana@example.com' });
    const [session] = await t.db.select().from(sessions);
    expect(session.remember).toBe(true);
    const me = await userGet(post(`/api/user/user/${ana.id}`, { method: 'GET', token: body.token }), params({ id: String(ana.id) }));
    expect(me.status).toBe(200);

    // Single use.
    expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code } }), params({}))).status).toBe(422);

    // The cookie remembers this device for 180 days: the next sign-in needs no code.
    const setCookie = ok.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${DEVICE_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=15552000/);
    const cookie = setCookie.split(';')[0];
    const again = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password }, cookie }), params({}));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ error: false, data: { id: ana.id }, token: expect.stringMatching(/^\S{32,}$/) });

    // Another browser (no cookie, or a forged one) is asked again.
    const forged = `${DEVICE_COOKIE}=${ana.id}.${Date.now() + 1e9}.forged`;
    for (const c of [undefined, forged]) {
      const res = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password }, cookie: c }), params({}));
      expect(res.status).toBe(403);
      expect((await res.json()).errorCode).toBe('DEVICE_VERIFICATION_REQUIRED');
    }
  });

  it('still answers a wrong password with 401 and no code', async () => {
    useSmtp(smtp.url, true);
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const res = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password: 'Wrong-Pass-1!' } }), params({}));
    expect(res.status).toBe(401);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('invalidates the challenge code after five wrong ones, and expires it', async () => {
    useSmtp(smtp.url, true);
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const res = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password } }), params({}));
    const challenge = (await res.json()).data.challenge as string;
    const code = codeIn((await smtp.next()).text ?? '');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code: wrongCode } }), params({}))).status).toBe(422);
    }
    expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code } }), params({}))).status).toBe(422);

    const second = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password } }), params({}));
    const challenge2 = (await second.json()).data.challenge as string;
    const code2 = codeIn((await smtp.next()).text ?? '');
    const [row] = await t.db.select().from(oneTimeTokens).orderBy(desc(oneTimeTokens.id)).limit(1);
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.id, row.id));
    expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge: challenge2, code: code2 } }), params({}))).status).toBe(422);
  });

  it('resends a code at most once a minute; the new code replaces the old one', async () => {
    useSmtp(smtp.url, true);
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    const res = await authPost(post('/api/auth/auth', { body: { email: 'ana@example.com', password } }), params({}));
    const challenge = (await res.json()).data.challenge as string;
    const oldCode = codeIn((await smtp.next()).text ?? '');
    const tooSoon = await resendPost(post('/api/auth/verify-device/resend', { body: { challenge } }), params({}));
    expect(tooSoon.status).toBe(429);
    const rows = await t.db.select().from(oneTimeTokens);
    for (const r of rows) await t.db.update(oneTimeTokens).set({ createdAt: new Date(r.createdAt.getTime() - 61_000) }).where(eq(oneTimeTokens.id, r.id));
    const resent = await resendPost(post('/api/auth/verify-device/resend', { body: { challenge } }), params({}));
    expect(resent.status).toBe(200);
    const newCode = codeIn((await smtp.next()).text ?? '');
    if (newCode !== oldCode) {
      expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code: oldCode } }), params({}))).status).toBe(422);
    }
    expect((await verifyDevicePost(post('/api/auth/verify-device', { body: { challenge, code: newCode } }), params({}))).status).toBe(200);
    const unknown = await resendPost(post('/api/auth/verify-device/resend', { body: { challenge: 'x'.repeat(43) } }), params({}));
    expect(unknown.status).toBe(410);
  });

  it('signs remembered-device cookies per user and refuses expired or foreign entries', () => {
    const cookie = rememberDevice(undefined, 7);
    expect(isDeviceRemembered(cookie, 7)).toBe(true);
    expect(isDeviceRemembered(cookie, 8)).toBe(false);
    expect(isDeviceRemembered(cookie, 7, Date.now() + 181 * 24 * 60 * 60_000)).toBe(false);
    const both = rememberDevice(cookie, 8);
    expect(isDeviceRemembered(both, 7) && isDeviceRemembered(both, 8)).toBe(true);
    expect(isDeviceRemembered(cookie.replace(/^7\./, '8.'), 8)).toBe(false);
  });
});
