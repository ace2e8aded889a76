import { expect, test, type Page } from '@playwright/test';
import { messagesNamed } from './messages';

/** Fills the login form (fields email, password, remember) and submits it, waiting for the server's answer. */
export async function submitLogin(page: Page, account: { email: string; password: string; remember?: boolean }) {
  const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(account.email);
  await form.locator('input[name="password"]').fill(account.password);
  if (account.remember) await form.locator('input[name="remember"]').check();
  // The form posts to a server action: wait for its answer, not for the message (which may already be shown).
  const answered = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.locator('[type="submit"]').click();
  await answered;
}

/** Opens /login, signs in and waits to land on the dashboard. */
export async function logIn(page: Page, account: { email: string; password: string; remember?: boolean }) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Logs out through the admin shell's user menu (the logout control may sit inside it). */
export async function logOut(page: Page) {
  const names = messagesNamed('pt-BR', /^(logout|logOut|signOut|signout)$/);
  const name = names.length ? new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i') : /sair/i;
  const control = page
    .getByRole('button', { name })
    .or(page.getByRole('menuitem', { name }))
    .or(page.getByRole('link', { name }))
    .first();
  if (!(await control.isVisible())) await page.getByTestId('user-menu').click();
  await control.click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
}

/**
 * Sudo mode (README "Security"): the changes to roles, users, API keys, webhooks and code injection
 * need a password proven in the last 15 minutes. The stored admin session was signed in when the run
 * began, so a journey that makes such a change proves the password again first (POST /api/auth/reauth,
 * with the page's cookie and the site's own origin, as the back office's dialog would).
 */
export async function proveRecentSignIn(page: Page, account: { password: string }) {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const res = await page.request.post('/api/auth/reauth', { data: { password: account.password }, headers: { origin } });
  expect(res.status()).toBe(200);
}
