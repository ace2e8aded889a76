import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { FUZZ_SEED, pageRoutes, seeded, sweepRoutes } from './support/page-fuzz';

// No back-office page answers 500, whatever its address: every page under /admin found under app/,
// its dynamic segments and search parameters filled with bad values (NUL, ids past PostgreSQL's
// integer, malformed %-sequences, overlong, unicode …), signed in as the administrator, in the
// default language and one other drawn by the seed (FUZZ_SEED). Requests only: no browser.

const random = seeded(FUZZ_SEED + 1);
const otherLocale = ['en', 'es', 'fr', 'ht'][Math.floor(random() * 4)];

// Its own session, opened through the API and Auth.js's credentials callback, so the sweep needs no browser.
test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  const { csrfToken } = await (await request.get('/api/nextauth/csrf')).json();
  await request.post('/api/nextauth/callback/credentials', { form: { csrfToken, sessionToken: token }, maxRedirects: 0 });
  const dashboard = await request.get('/admin/dashboard', { maxRedirects: 0 });
  expect(dashboard.status(), 'signed in').toBe(200);
}

test.describe('page sweep, signed in as the administrator', () => {
  test.describe.configure({ timeout: 420_000 });

  test('the reported addresses are not found, or show the page', async ({ request }) => {
    await signIn(request);
    for (const url of ['/admin/outbox/2147483648', '/admin/compose/x/2147483648', `/${otherLocale}/admin/webhooks/99999999999`, '/admin/outbox/1%00']) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
    }
    for (const url of ['/admin/audit-log?record=%00', '/admin/list-leads?search=%00', '/admin/message-received?id=2147483648&key=x']) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
    }
  });

  test(`every back-office page, pt-BR and ${otherLocale} (seed ${FUZZ_SEED})`, async ({ request }) => {
    await signIn(request);
    const routes = pageRoutes().filter((r) => r.admin);
    expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/[locale]/admin/outbox/[id]', '/[locale]/admin/audit-log']));
    const { requests, failures } = await sweepRoutes(request, routes, otherLocale, random, { signedIn: true });
    console.log(`page sweep (administrator): ${routes.length} routes, ${requests} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // Still signed in: no address of the sweep ended the session.
    const after = await request.get('/admin/dashboard');
    expect(new URL(after.url()).pathname).toMatch(/\/admin\/dashboard$/);
    expect(after.status()).toBe(200);
  });
});
