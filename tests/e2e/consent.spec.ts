import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// Issue 32 §3: with an analytics script configured in the SEO settings, a fresh visitor's page holds it
// only inert and nothing is requested from its host before consent; "Accept all" runs it, "Reject all"
// never loads it (on the next page either), withdrawing stops it, the proof records hold both choices,
// and with no such script there is no banner at all. pt-BR.

const t = (key: string) => message('pt-BR', key);
const HOST = 'https://analytics.consent-e2e.test';

/**
 * A fresh API client per call: the browser part of the journey takes long enough for the server to
 * close an idle keep-alive connection, which a reused client would then write to (ECONNRESET).
 */
async function api<T>(baseURL: string, call: (client: APIRequestContext) => Promise<T>): Promise<T> {
  const client = await apiRequest.newContext({ baseURL });
  try {
    return await call(client);
  } finally {
    await client.dispose();
  }
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** A visitor whose requests to the analytics host are counted (and answered by the test: the script sets window.__analyticsRan). */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'pt-BR', ...options });
  const requests: string[] = [];
  await context.route(`${HOST}/**`, (route) => {
    requests.push(route.request().url());
    const js = route.request().url().endsWith('.js');
    return route.fulfill({ status: 200, contentType: js ? 'text/javascript' : 'image/gif', body: js ? 'window.__analyticsRan = (window.__analyticsRan || 0) + 1;' : '' });
  });
  return { context, page: await context.newPage(), requests };
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsRan?: number }).__analyticsRan ?? 0);
const banner = (page: Page) => page.getByRole('region', { name: t('Site.consent.title') });
/** The island has hydrated (it shows the footer's "Privacy preferences"): whatever it would activate, it has. */
const islandReady = (page: Page) => expect(page.getByTestId('consent-preferences')).toBeVisible();

async function consentId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'vitrine_consent');
  expect(cookie, 'the consent cookie').toBeTruthy();
  return JSON.parse(decodeURIComponent(cookie!.value)).i as string;
}

test('analytics code waits for consent: inert before, run after "Accept all", never after "Reject all"; no script, no banner', async ({ browser, baseURL }) => {
  const headers = await api(baseURL!, adminHeaders);

  // No analytics or marketing code configured: no banner, no footer link, nothing inert.
  {
    const { context, page } = await visitor(browser);
    const html = await (await page.goto('/'))!.text();
    expect(html).not.toContain('data-consent=');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(page.getByTestId('consent-preferences')).toHaveCount(0);
    await context.close();
  }

  const created = await api(baseURL!, (request) => request.post('/api/seo/seo', {
    headers,
    data: {
      head: `<script async src="${HOST}/a.js"></script>\n<link rel="preconnect" href="${HOST}">`,
      body: `<noscript><img src="${HOST}/noscript.gif" alt=""></noscript><img src="${HOST}/pixel.gif" alt="" width="1" height="1">`,
      category: 'analytics',
    },
  }).then(async (res) => ({ status: res.status(), body: await res.json() })));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const entry = created.body.data;
  try {
    // A visitor without JavaScript cannot consent: nothing of the entry loads, the noscript pixel neither.
    {
      const { context, page, requests } = await visitor(browser, { javaScriptEnabled: false });
      await page.goto('/');
      await expect(page.getByTestId('site-footer')).toBeVisible();
      expect(requests).toEqual([]);
      await context.close();
    }

    // A fresh visitor: the script only inert, no request to its host, the banner shown (and axe-clean).
    const accepting = await visitor(browser);
    const { page } = accepting;
    const html = await (await page.goto('/'))!.text();
    expect(html).toContain(`data-consent-src="${HOST}/a.js"`);
    expect(html).not.toContain(` src="${HOST}/a.js"`);
    expect(html).not.toContain(` href="${HOST}"`);
    // (React may repeat a head child on the client: each copy inert, the code run once.)
    const inert = page.locator('head script[data-consent="analytics"]').first();
    await expect(inert).toHaveAttribute('type', 'text/plain');
    await expect(inert).not.toHaveAttribute('src');
    await expect(banner(page)).toBeVisible();
    await islandReady(page);
    expect(requests(accepting)).toEqual([]);
    expect(await ran(page)).toBe(0);
    const axe = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Equal prominence: the two buttons look the same.
    const accept = banner(page).getByRole('button', { name: t('Site.consent.acceptAll') });
    const reject = banner(page).getByRole('button', { name: t('Site.consent.rejectAll') });
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    // The banner comes right after "Skip to content" for the keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();

    await accept.click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => ran(page)).toBe(1);
    expect(requests(accepting)).toEqual(expect.arrayContaining([`${HOST}/a.js`, `${HOST}/pixel.gif`]));
    expect(requests(accepting)).not.toContain(`${HOST}/noscript.gif`);
    // The next page load runs it at once, without asking again.
    await page.goto('/');
    await expect.poll(() => ran(page)).toBe(1);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    const acceptedId = await consentId(accepting.context);

    // Withdrawing from the footer's "Privacy preferences": the page starts again without the script.
    await page.getByTestId('consent-preferences').click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: t('Site.consent.title') })).toBeFocused();
    const before = requests(accepting).length;
    await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: t('Site.consent.rejectAll') }).click()]);
    await islandReady(page);
    expect(await ran(page)).toBe(0);
    expect(requests(accepting).slice(before)).toEqual([]);
    await accepting.context.close();

    // "Reject all": never loaded, on this page or the next.
    const rejecting = await visitor(browser);
    await rejecting.page.goto('/');
    await banner(rejecting.page).getByRole('button', { name: t('Site.consent.rejectAll') }).click();
    await expect(banner(rejecting.page)).toBeHidden();
    await rejecting.page.goto('/');
    await islandReady(rejecting.page);
    await expect(rejecting.page.getByTestId('consent-banner')).toHaveCount(0);
    expect(await ran(rejecting.page)).toBe(0);
    expect(rejecting.requests).toEqual([]);
    const rejectedId = await consentId(rejecting.context);
    await rejecting.context.close();

    // The proof table holds both choices.
    const csv = await api(baseURL!, async (request) => {
      const res = await request.get('/api/settings/consent-records.csv?locale=pt-BR', { headers });
      return { status: res.status(), text: await res.text() };
    });
    expect(csv.status).toBe(200);
    const rows = csv.text.split('\r\n').map((line) => line.split(';'));
    const yes = t('Consent.csv.yes');
    const no = t('Consent.csv.no');
    expect(rows.filter((r) => r[0] === acceptedId).map((r) => [r[1], r[2]])).toEqual([
      [yes, yes],
      [no, no],
    ]);
    expect(rows.filter((r) => r[0] === rejectedId).map((r) => [r[1], r[2]])).toEqual([[no, no]]);
  } finally {
    await api(baseURL!, (request) => request.delete(`/api/seo/seo/${entry.id}/${entry.unique_key}`, { headers }));
  }

  // The entry gone: no banner again.
  const { context, page } = await visitor(browser);
  expect(await (await page.goto('/'))!.text()).not.toContain('data-consent=');
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await context.close();
});

/** The requests a visitor made so far (a copy). */
function requests(v: { requests: string[] }): string[] {
  return [...v.requests];
}
