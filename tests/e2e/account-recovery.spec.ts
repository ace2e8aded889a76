import { expect, test, type Browser } from '@playwright/test';
import { e2eAdmin, e2eFirstAccess, e2eRecovery } from './support/accounts';
import { message, messagePattern } from './support/messages';
import { logIn, submitLogin } from './support/session';

const pt = (key: string) => messagePattern('pt-BR', key);

/** Signs in as the administrator in a separate browser context and reads the newest code emailed to `to` from the Outbox page. */
async function codeFromOutbox(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await logIn(admin, e2eAdmin);
    await admin.getByRole('link', { name: message('pt-BR', 'Outbox.navLabel') }).click();
    await expect(admin).toHaveURL(/\/admin\/outbox$/);
    const row = admin.getByRole('row').filter({ hasText: to }).first();
    await row.getByRole('link').click();
    await expect(admin.getByTestId('outbox-to')).toHaveText(to);
    // The HTML part, as the recipient sees it, in a sandboxed frame; the code is in both parts.
    await expect(admin.frameLocator('iframe[sandbox]').locator('[data-code]')).toHaveText(/^\d{6}$/);
    const text = await admin.getByTestId('outbox-text').innerText();
    const code = /^(\d{6})$/m.exec(text)?.[1];
    expect(code, 'a 6-digit code in the plain-text part').toBeTruthy();
    return code as string;
  } finally {
    await context.close();
  }
}

test.describe('password recovery', () => {
  test('forgot password → code from the outbox → new password → sign in with it; the old one is refused', async ({ page, browser }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: message('pt-BR', 'Login.forgotPassword') }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    await page.locator('input[name="email"]').fill(e2eRecovery.email);
    await page.getByRole('button', { name: message('pt-BR', 'RecoverPassword.submit') }).click();
    await expect(page.getByTestId('recovery-sent')).toContainText(message('pt-BR', 'RecoverPassword.sentTitle'));
    await expect(page.getByRole('link', { name: message('pt-BR', 'RecoverPassword.backToLogin') })).toBeVisible();

    // A wrong code first.
    const code = await codeFromOutbox(browser, e2eRecovery.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.locator('input[name="code"]').fill(wrong);
    await page.getByRole('button', { name: message('pt-BR', 'RecoverPassword.verify') }).click();
    await expect(page.getByText(pt('Errors.invalidCodeOrEmail')).first()).toBeVisible();

    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('button', { name: message('pt-BR', 'RecoverPassword.verify') }).click();
    await expect(page).toHaveURL(/\/reset-password\/\d+\/[\w-]+$/);

    // The §5 rules, then a good password.
    await page.locator('input[name="password"]').fill('short1!');
    await page.locator('input[name="password_confirmation"]').fill('short1!');
    await page.getByRole('button', { name: message('pt-BR', 'ResetPassword.submit') }).click();
    await expect(page.getByText(pt('Validation.passwordMinLength'))).toBeVisible();
    await page.locator('input[name="password"]').fill(e2eRecovery.newPassword);
    await page.locator('input[name="password_confirmation"]').fill(e2eRecovery.newPassword);
    await page.getByRole('button', { name: message('pt-BR', 'ResetPassword.submit') }).click();
    await expect(page.getByTestId('password-saved')).toContainText(message('pt-BR', 'Success.passwordReset'));

    await page.getByRole('link', { name: message('pt-BR', 'ResetPassword.goToLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, { email: e2eRecovery.email, password: e2eRecovery.password });
    await expect(page.getByText(pt('Errors.invalidCredentials'))).toBeVisible();
    await submitLogin(page, { email: e2eRecovery.email, password: e2eRecovery.newPassword });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('an unknown email gets the same answer as a known one', async ({ page }) => {
    await page.goto('/recover-password');
    await page.locator('input[name="email"]').fill(`nobody-${Date.now()}@vitrine.test`);
    await page.getByRole('button', { name: message('pt-BR', 'RecoverPassword.submit') }).click();
    await expect(page.getByTestId('recovery-sent')).toContainText(message('pt-BR', 'RecoverPassword.sentTitle'));
  });

  test('a forged reset link shows the invalid-link message', async ({ page }) => {
    await page.goto('/reset-password/1/not-a-real-token-0123456789abcdef');
    await expect(page.getByTestId('reset-link-invalid')).toHaveText(pt('ResetPassword.linkInvalid'));
  });
});

test.describe('first access', () => {
  test('a first-access user is kept on the password screen until they choose one, then reaches the dashboard', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, e2eFirstAccess);
    await expect(page).toHaveURL(/\/first-access$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/first-access$/);
    await page.goto('/admin/list-of-articles');
    await expect(page).toHaveURL(/\/first-access$/);
    const api = await page.request.get('/api/mail/outbox');
    expect(api.status()).toBe(403);

    await page.locator('input[name="password"]').fill('weakpassword');
    await page.locator('input[name="password_confirmation"]').fill('weakpassword');
    await page.getByRole('button', { name: message('pt-BR', 'FirstAccess.submit') }).click();
    await expect(page.getByText(pt('Validation.passwordWeak'))).toBeVisible();

    await page.locator('input[name="password"]').fill(e2eFirstAccess.newPassword);
    await page.locator('input[name="password_confirmation"]').fill('Something-Else-1!');
    await page.getByRole('button', { name: message('pt-BR', 'FirstAccess.submit') }).click();
    await expect(page.getByText(pt('Validation.passwordMismatch'))).toBeVisible();

    await page.locator('input[name="password"]').fill(e2eFirstAccess.newPassword);
    await page.locator('input[name="password_confirmation"]').fill(e2eFirstAccess.newPassword);
    await page.getByRole('button', { name: message('pt-BR', 'FirstAccess.submit') }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/first-access');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
