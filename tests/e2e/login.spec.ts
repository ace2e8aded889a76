import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { keyIn, messagePattern } from './support/messages';
import { logIn, logOut, submitLogin } from './support/session';

// Read when a test runs, so that a missing message fails that test alone.
const invalidCredentials = () => messagePattern('pt-BR', 'Errors.invalidCredentials');
const tooManyAttempts = () => messagePattern('pt-BR', keyIn('pt-BR', 'Errors', /too.?many/i));

test.describe('signing in', () => {
  test('the administrator signs in with email and password and lands on the dashboard, greeted by name', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, e2eAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: new RegExp(`\\b${e2eAdmin.name}\\b`) }).first()).toBeVisible();
  });

  test('a wrong password shows the invalid-credentials error and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: e2eAdmin.email, password: 'Not-The-Passw0rd!' });
    await expect(page.getByText(invalidCredentials())).toBeVisible();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('the sixth failed attempt for one account is refused with the too-many-attempts message', async ({ page }) => {
    // An address of its own (unknown emails are limited too), so no other journey's account is locked.
    const account = { email: `locked-${Date.now()}@vitrine.test`, password: 'Wrong-Passw0rd!' };
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLogin(page, account);
      await expect(page.getByText(invalidCredentials()), `attempt ${attempt}`).toBeVisible();
    }
    await submitLogin(page, account);
    await expect(page.getByText(tooManyAttempts())).toBeVisible();
    await expect(page.getByText(invalidCredentials())).toHaveCount(0);
  });

  test('the API answers 429 to the sixth failed login for one account', async ({ request }) => {
    const account = { email: `locked-api-${Date.now()}@vitrine.test`, password: 'Wrong-Passw0rd!' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request.post('/api/auth/auth', { data: account });
      expect(response.status(), `attempt ${attempt}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `attempt ${attempt}`).not.toBe(429);
    }
    const refused = await request.post('/api/auth/auth', { data: account });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ error: true, code: 429 });
  });

  test('an admin page opened signed out leads to the login page, and back to it after signing in', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await submitLogin(page, e2eAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  // Issue 13: /login?callbackUrl=/%09/attacker.example/ sent the browser to attacker.example after a
  // valid sign-in. The page drops such a callbackUrl, and the action refuses it even when the form is
  // tampered with, both for the JS redirect and for the no-JS 303.
  for (const javaScriptEnabled of [true, false]) {
    test(`a callbackUrl to another host is never followed after signing in (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, locale: 'pt-BR' });
      const page = await context.newPage();
      const leaks: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://127.0.0.1')) leaks.push(r.url());
      });
      for (const payload of ['/%09/attacker.example/', '/\\attacker.example/', '/%2F%2Fattacker.example/']) {
        await page.goto(`/login?callbackUrl=${encodeURIComponent(payload).replace(/%25/g, '%')}`);
        await expect(page.locator('input[name="callbackUrl"]')).toHaveCount(0);
        await context.clearCookies();
      }
      // A tampered form: a same-site callback in the page, swapped for the attack before submitting.
      await page.goto('/login?callbackUrl=/admin/users');
      const hidden = page.locator('input[name="callbackUrl"]');
      await expect(hidden).toHaveValue('/admin/users');
      await hidden.evaluate((input: HTMLInputElement) => {
        input.value = '/\t/attacker.example/';
      });
      const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
      await form.locator('input[name="email"]').fill(e2eAdmin.email);
      await form.locator('input[name="password"]').fill(e2eAdmin.password);
      await form.locator('[type="submit"]').click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard$/);
      expect(leaks).toEqual([]);
      await context.close();
    });
  }

  test('after logging out, opening the dashboard leads to the login page', async ({ page }) => {
    await logIn(page, e2eAdmin);
    await logOut(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});
