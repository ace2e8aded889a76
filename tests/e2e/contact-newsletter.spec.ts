import { expect, test, type Browser } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

const pt = (key: string) => message('pt-BR', key);

/** Signs in as the administrator in a separate browser context and returns the plain-text part of the newest email of `template` to `to`. */
async function emailFromOutbox(browser: Browser, to: string, subject: RegExp): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await logIn(admin, e2eAdmin);
    await admin.goto('/admin/outbox');
    const row = admin.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    await row.getByRole('link').first().click();
    await expect(admin.getByTestId('outbox-to')).toHaveText(to);
    return await admin.getByTestId('outbox-text').innerText();
  } finally {
    await context.close();
  }
}

/** The path (and query) of the first link in `text` that contains `marker`. */
function pathOf(text: string, marker: string): string {
  const url = text.split(/\s+/).find((w) => w.startsWith('http') && w.includes(marker));
  expect(url, `a link with ${marker}`).toBeTruthy();
  const parsed = new URL(url as string);
  return parsed.pathname + parsed.search;
}

test.describe('contact form', () => {
  test('an invalid field shows its message and keeps what was typed; then the message is sent', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: pt('Contact.title') })).toBeVisible();
    // The page's own contact block (the site footer repeats the address).
    await expect(page.locator('main').getByText('contato@example.com')).toBeVisible();
    const form = page.locator('main');
    await form.getByLabel(pt('Contact.name')).fill('Maria Souza');
    await form.getByLabel(pt('Contact.company')).fill('Acme Ltda');
    await form.getByLabel(pt('Contact.email')).fill('maria@invalid');
    await form.getByLabel(pt('Contact.subject')).fill('Orçamento');
    await form.getByLabel(pt('Contact.message')).fill('Gostaria de um orçamento para o sistema.');
    await form.getByRole('button', { name: pt('Contact.submit') }).click();

    await expect(form.getByText(pt('Validation.emailInvalid'))).toBeVisible();
    await expect(form.getByLabel(pt('Contact.email'))).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(pt('Contact.message'))).toHaveValue('Gostaria de um orçamento para o sistema.');
    await expect(form.getByLabel(pt('Contact.name'))).toHaveValue('Maria Souza');

    await form.getByLabel(pt('Contact.email')).fill('maria.souza@example.com');
    await form.getByRole('button', { name: pt('Contact.submit') }).click();
    const success = page.getByTestId('contact-success');
    await expect(success).toBeVisible();
    await expect(success).toContainText(new RegExp(`${pt('Contact.success.tomorrow')}|${pt('Contact.success.dayAfterTomorrow')}`.replace(/[!?.]/g, '\\$&')));
  });
});

test.describe('newsletter', () => {
  test('subscribe in the footer, confirm by the emailed link, unsubscribe with a reason: the lead shows cancelled', async ({ page, browser, request }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto('/');
    const slot = page.locator('#newsletter-slot');
    await slot.getByLabel(pt('Newsletter.email')).fill(email);
    await slot.getByLabel(pt('Newsletter.name')).fill('Leitora');
    await slot.getByRole('button', { name: pt('Newsletter.submit') }).click();
    await expect(page.getByTestId('newsletter-result')).toHaveText(pt('Newsletter.checkEmail'));

    // The confirmation link: its GET only shows a button (mail scanners prefetch links).
    const confirmText = await emailFromOutbox(browser, email, /newsletter|inscrição/i);
    await page.goto(pathOf(confirmText, '/newsletter/confirm/'));
    await page.getByRole('button', { name: pt('Newsletter.confirmButton') }).click();
    await expect(page.getByTestId('newsletter-confirmed')).toHaveText(pt('Newsletter.confirmed'));

    // The welcome email carries the unsubscribe link.
    const welcomeText = await emailFromOutbox(browser, email, /confirmada/i);
    await page.goto(pathOf(welcomeText, '/unsubscribe-newsletter/'));
    await page.getByLabel(pt('Unsubscribe.reason')).selectOption('tooFrequent');
    await page.getByLabel(pt('Unsubscribe.reasonText')).fill('Prefiro ler no site.');
    await page.getByRole('button', { name: pt('Unsubscribe.submit') }).click();
    await expect(page.getByTestId('unsubscribe-done')).toHaveText(pt('Unsubscribe.done'));

    // A wrong pair is not found.
    const wrong = await page.goto('/unsubscribe-newsletter/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/1');
    expect(wrong?.status()).toBe(404);

    // The back office's lead list says cancelled.
    const auth = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
    expect(auth.ok()).toBeTruthy();
    const { token } = await auth.json();
    const list = await request.post('/api/lead/leads-list', { data: { search: email }, headers: { authorization: `Bearer ${token}` } });
    expect(list.ok()).toBeTruthy();
    const { data } = await list.json();
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ email, module: 'newsletter', newsletter_status: 'cancelled' });
  });
});
