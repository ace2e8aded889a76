import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatCpf, withCpfCheckDigits } from '../../lib/format/cpf';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { submitLogin } from './support/session';

// A role without the dashboard: sign-in, first access, the signed-in login page and the forbidden page
// all lead to the first admin route the role holds (defect 6 of issue 15).

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/** A page in a browser context of its own: signed out, whatever the other pages did. */
async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a role without the dashboard lands on its first admin route and the forbidden page leads there too', async ({ browser, page, request }) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const role = await request.post('/api/role/roles', {
    headers,
    data: { name: `inbox-${stamp}`, title: `Inbox ${stamp}`, active_routes: ['message-received', 'list-leads', 'settings-profile'] },
  });
  expect(role.status(), await role.text()).toBe(201);
  const email = `inbox-${stamp}@vitrine.test`;
  const created = await request.post('/api/user/user', {
    headers,
    data: {
      name: 'Caixa',
      last_name: 'Entrada',
      email,
      position: 'operational',
      permission: `inbox-${stamp}`,
      cpf: formatCpf(withCpfCheckDigits(String(stamp).slice(-9).replace(/^(\d)\1{8}$/, '123456789'))),
      phone: '+55 11 90000-0000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const firstPassword = (await created.json()).data.first_access_password as string;
  const password = 'Inbox-Passw0rd1!';

  // First access: the chosen password opens the first route the role holds, not the dashboard.
  await page.goto('/login');
  await submitLogin(page, { email, password: firstPassword });
  await expect(page).toHaveURL(/\/first-access$/);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.getByRole('button', { name: message('pt-BR', 'FirstAccess.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/message-received$/);

  // Signed in, the login page sends them to the same place.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/message-received$/);

  // The forbidden page's way on is that route, named after it.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/error-forbidden$/);
  const section = message('pt-BR', 'Admin.nav.messageReceived');
  const goOn = page.getByRole('link', { name: message('pt-BR', 'Forbidden.goTo').replace('{section}', section) });
  await goOn.click();
  await expect(page).toHaveURL(/\/admin\/message-received$/);

  // A fresh sign-in in English lands there too; a callbackUrl they may open still wins, one they may not is dropped.
  const english = await freshPage(browser);
  await english.goto('/en/login');
  await submitLogin(english, { email, password });
  await expect(english).toHaveURL(/\/en\/admin\/message-received$/);
  const allowed = await freshPage(browser);
  await allowed.goto('/admin/list-leads');
  await expect(allowed).toHaveURL(/\/login\?callbackUrl=/);
  await submitLogin(allowed, { email, password });
  await expect(allowed).toHaveURL(/\/admin\/list-leads$/);
  const refused = await freshPage(browser);
  await refused.goto('/admin/users');
  await expect(refused).toHaveURL(/\/login\?callbackUrl=/);
  await submitLogin(refused, { email, password });
  await expect(refused).toHaveURL(/\/admin\/message-received$/);
});
