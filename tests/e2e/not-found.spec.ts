import { expect, test } from '@playwright/test';
import { message } from './support/messages';

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and a back button', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe-e2e');
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(message('pt-BR', 'NotFound.title'));
    await expect(notFound.getByText(message('pt-BR', 'NotFound.code'), { exact: true })).toBeVisible();
    await expect(notFound.getByText(message('pt-BR', 'NotFound.text'), { exact: true })).toBeVisible();
    const back = message('pt-BR', 'NotFound.back');
    await expect(notFound.getByRole('button', { name: back, exact: true }).or(notFound.getByRole('link', { name: back, exact: true }))).toBeVisible();
    await expect(notFound.getByRole('link', { name: message('pt-BR', 'NotFound.home'), exact: true })).toHaveAttribute('href', '/');
  });
});
