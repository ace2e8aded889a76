import { expect, test } from '@playwright/test';
import { e2eOperational } from './support/accounts';
import { logIn } from './support/session';

test.describe('permissions', () => {
  test('an operational user who opens /admin/users lands on /error-forbidden', async ({ page }) => {
    await logIn(page, e2eOperational);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/error-forbidden$/);
  });
});
