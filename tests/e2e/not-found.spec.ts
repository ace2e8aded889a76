import { expect, test } from '@playwright/test';

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and a back button', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading').first()).toBeVisible();
    const back = /voltar/i;
    await expect(page.getByRole('button', { name: back }).or(page.getByRole('link', { name: back })).first()).toBeVisible();
  });
});
