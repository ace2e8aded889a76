import AxeBuilder from '@axe-core/playwright';
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

// Issue 35: a public address answers the language of its path, whatever Accept-Language or NEXT_LOCALE
// say (a CDN keeps one copy of it); the browser offers the visitor's language instead, in that language.
test.describe('language suggestion', () => {
  test.use({ locale: 'en-US' });

  test('an English browser stays on the Portuguese page and is offered it in English, by keyboard too', async ({ page }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    const banner = page.getByRole('region', { name: message('en', 'Site.languageSuggestion.label') });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('lang', 'en');
    await expect(banner).toContainText(message('en', 'Site.languageSuggestion.question'));
    const violations = (await new AxeBuilder({ page }).include('[data-testid="language-suggestion"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations;
    expect(violations.map((v) => v.id)).toEqual([]);

    // Right after "Skip to content" (and the consent banner, when there is one) in the keyboard order.
    const accept = banner.getByRole('link', { name: message('en', 'Site.languageSuggestion.accept') });
    for (let i = 0; i < 10 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
    // Followed, the suggestion is remembered as a pick in the switcher would be.
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  test('dismissed, it stays away', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('language-suggestion');
    await banner.getByRole('button', { name: message('en', 'Site.languageSuggestion.dismiss') }).click();
    await expect(banner).toHaveCount(0);
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });

  test('a Portuguese browser on an English page is offered Portuguese, written in Portuguese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/en/blog');
    const banner = page.getByRole('region', { name: message('pt-BR', 'Site.languageSuggestion.label') });
    await expect(banner).toHaveAttribute('lang', 'pt-BR');
    await expect(banner.getByRole('link', { name: message('pt-BR', 'Site.languageSuggestion.accept') })).toHaveAttribute('href', '/blog');
    await context.close();
  });

  test('neither Accept-Language nor NEXT_LOCALE redirects a public address', async ({ request }) => {
    const variants: Record<string, string>[] = [{ 'accept-language': 'fr-FR,fr' }, { cookie: 'NEXT_LOCALE=es', 'accept-language': 'es' }];
    for (const headers of variants) {
      for (const path of ['/', '/blog']) {
        const res = await request.get(path, { headers, maxRedirects: 0 });
        expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(await res.text()).toContain('lang="pt-BR"');
      }
    }
  });
});
