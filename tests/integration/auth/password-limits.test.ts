import { eq } from 'drizzle-orm';
import { POST as authPost } from '@/app/api/auth/auth/route';
import { PUT as resetPasswordPut } from '@/app/api/user/user-reset-password/route';
import { loginAttempts } from '@/db/schema';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { noParams, password, request, signedIn, type SignedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import en from '@/messages/en.json';

// Issue 13: a 20 MB password was hashed. Passwords longer than 256 characters are refused by the
// schemas with a message, before any hashing, and no code path hashes one.
let t: TestDb;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestDb();
  await resetLoginThrottle();
  user = await signedIn(t.db, 'user');
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
});

const tooLong = 'Aa1!'.repeat(64) + 'x';

describe('password length limit', () => {
  it('refuses a sign-in with a password over 256 characters (422, the message), records no attempt', async () => {
    for (const secret of [tooLong, 'A'.repeat(900_000)]) {
      const res = await authPost(request('/api/auth/auth', { method: 'POST', body: { email: user.email, password: secret } }), noParams);
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain(en.Validation.passwordTooLong);
    }
    const attempts = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email));
    expect(attempts.filter((a) => !a.success)).toHaveLength(0);
  });

  it('refuses a 20 MB sign-in body at once (413)', async () => {
    const res = await authPost(request('/api/auth/auth', { method: 'POST', body: { email: user.email, password: 'A'.repeat(20_000_000) } }), noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: true });
  });

  it('refuses a new or current password over 256 characters and keeps the old one', async () => {
    const newTooLong = await resetPasswordPut(
      request('/api/user/user-reset-password', {
        method: 'PUT',
        token: user.token,
        body: { current_password: password, password: tooLong, password_confirmation: tooLong },
      }),
      noParams,
    );
    expect(newTooLong.status).toBe(422);
    expect(JSON.stringify(await newTooLong.json())).toContain(en.Validation.passwordTooLong);

    const currentTooLong = await resetPasswordPut(
      request('/api/user/user-reset-password', {
        method: 'PUT',
        token: user.token,
        body: { current_password: tooLong, password: 'New-Horse-10!', password_confirmation: 'New-Horse-10!' },
      }),
      noParams,
    );
    expect(currentTooLong.status).toBe(422);

    const stillWorks = await authPost(request('/api/auth/auth', { method: 'POST', body: { email: user.email, password } }), noParams);
    expect(stillWorks.status).toBe(200);
  });

  it('never hashes or verifies an over-long password', async () => {
    await expect(hashPassword(tooLong)).rejects.toThrow(RangeError);
    const stored = await hashPassword('Aa1!'.repeat(64));
    expect(await verifyPassword(stored, 'Aa1!'.repeat(64))).toBe(true);
    expect(await verifyPassword(stored, tooLong)).toBe(false);
  });
});
