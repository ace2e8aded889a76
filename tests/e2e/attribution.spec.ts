import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { consentCookieName, serializeConsent } from '@/lib/consent/cookie';
import { e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { message } from './support/messages';
import { logIn } from './support/session';

// Issue 32 §1: a contact form sent from a campaign link records the campaign as the lead's last
// touch, with JavaScript (the form island sends it) and without (the server reads the Referer); staff
// find the lead with the list's source filter. pt-BR.

const t = (key: string) => message('pt-BR', key);
const campaignLink = '/contact?utm_source=newsletter&utm_medium=email&utm_campaign=nov';
type Touch = { source: string; medium: string; campaign: string | null; landing_path: string | null };

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The lead of an email through POST /api/lead/leads-list, with extra filters. */
async function leadThroughApi(request: APIRequestContext, email: string, filters: Record<string, string> = {}) {
  const res = await request.post('/api/lead/leads-list', { headers: await adminHeaders(request), data: { search: email, include_spam: true, ...filters } });
  expect(res.ok()).toBeTruthy();
  const items = (await res.json()).data.items as { email: string; first_touch: Touch | null; last_touch: Touch | null; conversion_path: string | null }[];
  return items.find((l) => l.email === email);
}

/** The message of an email through POST /api/message/messages-list (the inbox, or the spam tab where an unproven post may wait). */
async function messageThroughApi(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  for (const tab of ['active', 'spam']) {
    const res = await request.post('/api/message/messages-list', { headers, data: { tab, limit: 100 } });
    expect(res.ok()).toBeTruthy();
    const found = ((await res.json()).data.items as { email: string; last_touch: Touch | null; conversion_path: string | null }[]).find((m) => m.email === email);
    if (found) return found;
  }
  return undefined;
}

async function sendContact(page: Page, email: string) {
  const form = page.locator('main');
  await form.getByLabel(t('Contact.name')).fill('Nora Campanha');
  await form.getByLabel(t('Contact.company')).fill('Acme');
  await form.getByLabel(t('Contact.email')).fill(email);
  await form.getByLabel(t('Contact.subject')).fill('Orçamento');
  await form.getByLabel(t('Contact.message')).fill('Vim pela newsletter.');
  await form.getByRole('button', { name: t('Contact.submit') }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
}

const newsletterNov = { source: 'newsletter', medium: 'email', campaign: 'nov' };

test('with JavaScript, the campaign of the form page is the lead’s last touch, and the source filter finds it', async ({ page, request, browser }) => {
  const email = `campanha.js.${Date.now()}@example.com`;
  await page.goto(campaignLink);
  await sendContact(page, email);

  const lead = await leadThroughApi(request, email, { source: 'newsletter' });
  expect(lead?.last_touch).toMatchObject({ ...newsletterNov, landing_path: '/contact' });
  expect(lead?.conversion_path).toBe('/contact');
  expect(await leadThroughApi(request, email, { source: 'google' })).toBeUndefined();

  await checkLeadsList(browser, email);
});

/** Staff see the source in the list, filtered by it, and the page passes axe. */
async function checkLeadsList(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const admin = await context.newPage();
  try {
    await logIn(admin, e2eAdmin);
    await admin.goto(`/admin/list-leads?source=newsletter&search=${encodeURIComponent(email)}`);
    await expect(admin.getByLabel(t('Leads.filters.source'))).toHaveValue('newsletter');
    const source = admin.getByRole('table').getByTestId('lead-source');
    await expect(source).toHaveCount(1);
    await expect(source).toContainText('newsletter / email');
    await expect(source).toContainText('nov');
    expect(await adminViolations(admin)).toEqual([]);
  } finally {
    await context.close();
  }
}

test('without JavaScript, the server reads the campaign from the Referer of the form page', async ({ browser, request }) => {
  const email = `campanha.nojs.${Date.now()}@example.com`;
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  try {
    await page.goto(campaignLink);
    await sendContact(page, email);
  } finally {
    await context.close();
  }
  // The message keeps its attribution even when kept aside for review (a post without a proof of work).
  const sent = await messageThroughApi(request, email);
  expect(sent?.last_touch).toMatchObject({ ...newsletterNov, landing_path: '/contact' });
  expect(sent?.conversion_path).toBe('/contact');
});

test('with analytics consent, the visit’s entry touch survives the moves inside the site', async ({ browser, request, baseURL }) => {
  const email = `leitor.consent.${Date.now()}@example.com`;
  const context = await browser.newContext({ locale: 'pt-BR' });
  const consent = serializeConsent({ version: 1, analytics: true, marketing: false, at: new Date().toISOString(), id: 'e2e-attribution' });
  await context.addCookies([{ name: consentCookieName, value: consent, url: baseURL! }]);
  const page = await context.newPage();
  try {
    await page.goto('/?utm_source=partner&utm_medium=referral&utm_campaign=spring');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('vitrine_entry_touch'))).toContain('partner');
    await page.goto('/blog');
    const slot = page.locator('#newsletter-slot');
    await slot.getByLabel(t('Newsletter.email')).fill(email);
    await slot.getByRole('button', { name: t('Newsletter.submit') }).click();
    await expect(page.getByTestId('newsletter-result')).toBeVisible();
  } finally {
    await context.close();
  }
  const lead = await leadThroughApi(request, email);
  expect(lead?.first_touch).toMatchObject({ source: 'partner', medium: 'referral', campaign: 'spring', landing_path: '/' });
  expect(lead?.last_touch).toMatchObject({ source: 'partner', landing_path: '/' });
  expect(lead?.conversion_path).toBe('/blog');
});
