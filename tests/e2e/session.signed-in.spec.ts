import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/accounts';

// These start with the administrator's stored session (the setup project).
test.describe('a signed-in administrator', () => {
  test('opens the dashboard directly', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: new RegExp(`\\b${e2eAdmin.name}\\b`) }).first()).toBeVisible();
  });

  test('who opens /login is taken to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
