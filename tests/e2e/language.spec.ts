import { expect, test } from '@playwright/test';
import { message } from './support/messages';

test.describe('languages', () => {
  test('the language switcher turns the login page into English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: message('pt-BR', 'Login.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.getByTestId('language-switcher').selectOption('en');

    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { name: message('en', 'Login.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
