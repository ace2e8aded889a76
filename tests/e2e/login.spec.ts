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

  test('after logging out, opening the dashboard leads to the login page', async ({ page }) => {
    await logIn(page, e2eAdmin);
    await logOut(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});
