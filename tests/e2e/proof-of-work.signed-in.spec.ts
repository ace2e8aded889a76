import { expect, test, type Page } from '@playwright/test';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 32 §4: the contact form's proof-of-work. A visitor with JavaScript sends the form as always
// (the widget solves the challenge invisibly, from this site only) and the message lands in the
// inbox; a browser without JavaScript still sends it, and staff find it under Spam with the reason.
// The back office's switch sits under the leads list. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

async function sendContactForm(page: Page, subject: string) {
  await page.goto('/contact');
  const form = page.locator('main');
  await form.getByLabel(t('Contact.name')).fill('Rita Prova');
  await form.getByLabel(t('Contact.company')).fill('Acme Ltda');
  await form.getByLabel(t('Contact.email')).fill(`rita.${Date.now()}@example.com`);
  await form.getByLabel(t('Contact.subject')).fill(subject);
  await form.getByLabel(t('Contact.message')).fill('Gostaria de um orçamento.');
  await form.getByRole('button', { name: t('Contact.submit') }).click();
}

test('a visitor with JavaScript sends the contact form: no puzzle, nothing from another site, the message in the inbox', async ({ browser, page, baseURL }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  visitorPage.on('request', (req) => {
    if (!req.url().startsWith(origin) && !req.url().startsWith('data:') && !req.url().startsWith('blob:')) elsewhere.push(req.url());
  });
  const subject = `Com prova ${Date.now()}`;
  await sendContactForm(visitorPage, subject);
  // Nothing to tick or solve: the widget is out of sight and out of the accessibility tree.
  await expect(visitorPage.getByRole('checkbox')).toHaveCount(0);
  await expect(visitorPage.getByTestId('contact-success')).toBeVisible();
  expect(elsewhere).toEqual([]);
  await visitor.close();

  await page.goto('/admin/message-received');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
});

test('the widget loads only when the visitor starts using a form, not with every page', async ({ browser }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitorPage = await visitor.newPage();
  const challenges: string[] = [];
  visitorPage.on('request', (req) => {
    if (req.url().includes('/api/contact/challenge')) challenges.push(req.url());
  });
  await visitorPage.goto('/contact');
  const form = visitorPage.locator('main');
  const box = form.getByTestId('proof-of-work');
  await expect(box).toHaveAttribute('data-state', 'waiting');
  // The page alone asks for nothing (the footer's newsletter form neither).
  await visitorPage.waitForTimeout(1_000);
  await expect(visitorPage.locator('altcha-widget')).toHaveCount(0);
  expect(challenges).toEqual([]);
  await form.getByLabel(t('Contact.name')).focus();
  await expect(box).toHaveAttribute('data-state', 'loaded');
  await expect(form.locator('altcha-widget')).toBeAttached();
  await expect.poll(() => challenges.length).toBeGreaterThan(0);
  await visitor.close();
});

test('without JavaScript the contact form still sends; the message waits under Spam with its reason', async ({ browser, page }) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  const subject = `Sem prova ${Date.now()}`;
  await sendContactForm(visitorPage, subject);
  await expect(visitorPage.getByTestId('contact-success')).toBeVisible();
  await visitor.close();

  await page.goto('/admin/message-received?tab=spam');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByTestId('spam-reason')).toHaveText(t('FormProtection.reason', { reason: t('FormProtection.reasons.noProof') }));
});

test('the spam protection switch under the leads list, accessible', async ({ page }) => {
  await page.goto('/admin/list-leads');
  const panel = page.getByRole('region', { name: t('FormProtection.title') });
  await expect(panel).toBeVisible();
  const toggle = panel.getByRole('switch', { name: t('FormProtection.proofOfWork') });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await adminViolations(page)).toEqual([]);
});
