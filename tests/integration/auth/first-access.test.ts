import { eq } from 'drizzle-orm';
import { POST as logoutPost } from '@/app/api/auth/auth/logout/route';
import { POST as firstAccessPost } from '@/app/api/auth/first-access/route';
import { GET as outboxGet } from '@/app/api/mail/outbox/route';
import { GET as userGet } from '@/app/api/user/user/[id]/route';
import { users } from '@/db/schema';
import { auth } from '@/lib/auth/config';
import { requireRoute, requireUser } from '@/lib/auth/current-user';
import { resolveSession } from '@/lib/auth/sessions';
import en from '@/messages/en.json';
import { call, params, password, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// The page guard's collaborators: Auth.js (which session the request carries), the locale and the redirect.
jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'pt-BR') }));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`);
  }),
}));

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', STAFF_DEVICE_VERIFICATION: undefined } });
const chosen = 'My-Own-Password-2@';


describe('first access through the API', () => {
  it('signs in with status first-access; the token opens only first-access and the own profile until a password is chosen', async () => {
    const fabio = await createUser(t.db, { email: 'fabio@example.com', password, role: 'admin', status: 'first-access' });
    const other = await createUser(t.db, { email: 'olga@example.com', password, role: 'operational' });
    const login = await signIn('fabio@example.com');
    expect(login.status).toBe(200);
    expect(login.body.data.status).toBe('first-access');
    const token = login.body.token as string;

    const own = await userGet(request(`/api/user/user/${fabio.id}`, { token }), params({ id: String(fabio.id) }));
    expect(own.status).toBe(200);
    for (const res of [
      await userGet(request(`/api/user/user/${other.id}`, { token }), params({ id: String(other.id) })),
      await outboxGet(request('/api/mail/outbox', { token }), params({})),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: true, code: 403, errorCode: 'FIRST_ACCESS_REQUIRED', message: en.FirstAccess.required });
    }

    const weak = await call(firstAccessPost, request('/api/auth/first-access', { method: 'POST', token, body: { password: 'weak', password_confirmation: 'weak' } }), params({}));
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([{ field: 'password', message: en.Validation.passwordMinLength }]);
    const same = await call(firstAccessPost, request('/api/auth/first-access', { method: 'POST', token, body: { password, password_confirmation: password } }), params({}));
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([{ field: 'password', message: en.FirstAccess.samePassword }]);

    const done = await call(firstAccessPost, request('/api/auth/first-access', { method: 'POST', token, body: { password: chosen, password_confirmation: chosen } }), params({}));
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('active');
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, fabio.id));
    expect(row.status).toBe('active');

    // The same token now opens everything the roles grant; the old password no longer works.
    expect((await outboxGet(request('/api/mail/outbox', { token }), params({}))).status).toBe(200);
    const again = await call(firstAccessPost, request('/api/auth/first-access', { method: 'POST', token, body: { password: 'Another-One-3#', password_confirmation: 'Another-One-3#' } }), params({}));
    expect(again.status).toBe(409);
    expect((await signIn('fabio@example.com')).status).toBe(401);
    expect((await signIn('fabio@example.com', chosen)).status).toBe(200);
    expect((await logoutPost(request('/api/auth/auth/logout', { method: 'POST', token }), params({}))).status).toBe(200);
  });

  it('refuses first-access without a session, and for an account that already chose its password', async () => {
    await createUser(t.db, { email: 'ana@example.com', password, role: 'operational' });
    expect((await firstAccessPost(request('/api/auth/first-access', { method: 'POST', body: { password: chosen, password_confirmation: chosen } }), params({}))).status).toBe(401);
    const { body } = await signIn('ana@example.com');
    const res = await call(firstAccessPost, request('/api/auth/first-access', { method: 'POST', token: body.token, body: { password: chosen, password_confirmation: chosen } }), params({}));
    expect(res.status).toBe(409);
  });
});

describe('first-access gate of the pages (requireUser / requireRoute)', () => {
  async function asSession(email: string) {
    const { body } = await signIn(email);
    const lookup = await resolveSession(body.token);
    if (lookup.state !== 'valid') throw new Error('no session');
    (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
  }

  it('sends a first-access user from any admin page to /first-access, but lets them open their profile', async () => {
    await createUser(t.db, { email: 'fabio@example.com', password, role: 'admin', status: 'first-access' });
    await asSession('fabio@example.com');
    await expect(requireRoute('dashboard')).rejects.toThrow('REDIRECT /first-access');
    await expect(requireRoute('users')).rejects.toThrow('REDIRECT /first-access');
    await expect(requireUser()).rejects.toThrow('REDIRECT /first-access');
    await expect(requireRoute('settings-profile')).resolves.toMatchObject({ email: 'fabio@example.com', status: 'first-access' });
    await expect(requireUser({ allowFirstAccess: true })).resolves.toMatchObject({ status: 'first-access' });
  });

  it('lets an active user through and sends them to error-forbidden for a route they lack', async () => {
    await createUser(t.db, { email: 'olga@example.com', password, role: 'operational' });
    await asSession('olga@example.com');
    await expect(requireRoute('dashboard')).resolves.toMatchObject({ email: 'olga@example.com' });
    await expect(requireRoute('outbox')).rejects.toThrow('REDIRECT /error-forbidden');
  });
});
