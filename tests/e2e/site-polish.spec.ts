import { expect, test, type Locator, type Page } from '@playwright/test';
import { message } from './support/messages';

// Small things a visitor sees (issue 15, polish): the footer's newsletter fields side by side, the
// login form's show-password toggle, the phone header's language code, room for the WhatsApp
// button at the page bottom, home v1's solution drawings, home v2's side cards and footer button.

const t = (key: string) => message('pt-BR', key);
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('the element has no box');
  return b;
}

const newsletterFields = (page: Page) => {
  const footer = page.getByTestId('site-footer');
  return { email: footer.getByLabel(t('Newsletter.email')), name: footer.getByLabel(t('Newsletter.name')) };
};

test('the footer’s newsletter fields share a row on a desktop and stack cleanly on a phone', async ({ page }) => {
  await page.setViewportSize(desktop);
  for (const path of ['/', '/blog', '/contact']) {
    await page.goto(path);
    const { email, name } = newsletterFields(page);
    const [e, n] = [await box(email), await box(name)];
    expect(Math.abs(e.y - n.y), `${path}: the name field is not beside the e-mail field`).toBeLessThanOrEqual(1);
    expect(Math.abs(e.height - n.height)).toBeLessThanOrEqual(1);
    expect(n.x).toBeGreaterThan(e.x + e.width - 1);
  }

  await page.setViewportSize(phone);
  await page.goto('/');
  const { email, name } = newsletterFields(page);
  const [e, n] = [await box(email), await box(name)];
  expect(n.y).toBeGreaterThan(e.y + e.height);
  expect(Math.abs(e.x - n.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(e.width - n.width)).toBeLessThanOrEqual(1);
});

test('the login form shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  // The label also holds the required asterisk; the toggle's name ("Mostrar senha") does not start with it.
  const password = page.getByLabel(new RegExp(`^${t('Login.password')}`));
  await password.fill('Segredo-123');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: t('Login.showPassword') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Segredo-123');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the phone header shows the language code, named "Language", and switches language', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/blog');
  const header = page.getByTestId('site-header');
  const switcher = header.getByRole('combobox', { name: t('Site.languageSwitcher.label') });
  await expect(switcher).toBeVisible();
  await expect(header.getByTestId('language-code')).toHaveText('PT');
  // A compact control: far from half of the header.
  expect((await box(switcher)).width).toBeLessThanOrEqual(80);

  await switcher.selectOption('en');
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(page.getByTestId('site-header').getByTestId('language-code')).toHaveText('EN');
  await expect(page.getByTestId('site-header').getByRole('combobox', { name: message('en', 'Site.languageSwitcher.label') })).toBeVisible();

  // On a desktop the language's name shows and the code is gone.
  await page.setViewportSize(desktop);
  await expect(page.getByTestId('site-header').getByTestId('language-code')).toBeHidden();
  await expect(page.getByTestId('site-header').getByRole('combobox')).toHaveValue('en');
});

test('on a phone the WhatsApp button never covers the last line of the page', async ({ page }) => {
  await page.setViewportSize(phone);
  for (const path of ['/', '/blog', '/contact']) {
    await page.goto(path);
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The footer's last line of text, in the viewport once scrolled to the bottom.
    const last = page.getByTestId('site-footer').getByText(/©/);
    await expect(last).toBeInViewport();
    const [l, b] = [await box(last), await box(button)];
    const overlaps = l.x < b.x + b.width && b.x < l.x + l.width && l.y < b.y + b.height && b.y < l.y + l.height;
    expect(overlaps, `${path}: the WhatsApp button covers the footer's last line`).toBe(false);
  }
});

test('home v1’s solutions show a drawing that fills their box', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/home-v1');
  const drawings = page.locator('#solutions').getByTestId('solution-illustration');
  await expect(drawings).toHaveCount(3);
  for (const drawing of await drawings.all()) {
    const b = await box(drawing);
    expect(b.width).toBeGreaterThan(300);
  }
});

test('home v2’s side cards show their covers, and its footer button takes v2’s accent', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/home-v2');
  const cards = page.locator('#latest-articles').getByTestId('article-card');
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of (await cards.all()).slice(1)) {
    await expect(card.locator('img')).toBeVisible();
  }
  const submit = page.getByTestId('site-footer').getByRole('button', { name: t('Newsletter.submit') });
  // v2's accent (#7e22ce), not v1's primary blue (#1e3a8a).
  await expect(submit).toHaveCSS('background-color', 'rgb(126, 34, 206)');

  await page.goto('/home-v1');
  await expect(page.getByTestId('site-footer').getByRole('button', { name: t('Newsletter.submit') })).toHaveCSS('background-color', 'rgb(30, 58, 138)');
});
