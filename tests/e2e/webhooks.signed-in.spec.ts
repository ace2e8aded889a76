import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { adminViolations as violations } from './support/axe';
import { proveRecentSignIn } from './support/session';

// Webhooks (issue 20): the administrator adds an endpoint on /admin/webhooks pointing at a receiver
// this test runs on 127.0.0.1 (the e2e server has WEBHOOK_ALLOW_PRIVATE=true), sees its secret once,
// publishes an article, and the endpoint's page lists the article.published delivery answered 200;
// the receiver got it signed with that secret. "Send test event" is listed as a 200 too. Admin
// session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers 200 to everything and keeps what it got. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hook`, received };
}

/** What a receiver checks: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the secret shown. */
function signatureValid(secret: string, body: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const fields = new Map(header.split(',').map((part) => part.trim().split('=') as [string, string]));
  const stamp = fields.get('t');
  if (!stamp || !/^\d+$/.test(stamp)) return false;
  return fields.get('v1') === createHmac('sha256', secret).update(`${stamp}.${body}`).digest('hex');
}

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}


/** Reloads the endpoint's page until the newest delivery of `event` shows `code`. */
async function expectDelivery(page: Page, event: string, code: string) {
  await expect(async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: event }).first();
    await expect(row.getByTestId('delivery-status-code')).toHaveText(code, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

test.afterEach(async () => {
  if (receiver) await new Promise<void>((resolve) => receiver!.server.close(() => resolve()));
  receiver = undefined;
});

// Sudo mode: the stored session may have signed in more than 15 minutes ago.
test.beforeEach(async ({ page }) => {
  await proveRecentSignIn(page, e2eAdmin);
});

test('an endpoint gets a signed article.published delivery, listed as 200, and a test event', async ({ page, request }) => {
  receiver = await startReceiver();
  const { url, received } = receiver;
  const title = `Webhook article ${Date.now().toString(36)}`;

  // The sidebar opens the page.
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('Webhooks.navLabel') }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: t('WebhooksAdmin.title') })).toBeVisible();

  // New endpoint: the URL of the receiver and one event, active.
  await page.getByRole('button', { name: t('WebhooksAdmin.newEndpoint') }).click();
  const form = page.getByRole('dialog', { name: t('WebhooksAdmin.form.createTitle') });
  await form.getByRole('textbox', { name: t('WebhooksAdmin.form.url') }).fill(url);
  await form.getByRole('checkbox', { name: t('Webhooks.events.articlePublished') }).check();
  await expect(form.getByRole('checkbox', { name: t('WebhooksAdmin.form.active') })).toBeChecked();
  expect(await violations(page), 'the new endpoint dialog').toEqual([]);
  await form.getByRole('button', { name: t('WebhooksAdmin.form.create') }).click();

  // The secret, shown once.
  const shown = page.getByRole('dialog', { name: t('WebhooksAdmin.secret.title') });
  await expect(shown).toBeVisible();
  const secret = (await shown.getByTestId('webhook-secret-value').innerText()).trim();
  expect(secret).toMatch(/^whsec_\S{20,}$/);
  await shown.getByRole('button', { name: t('WebhooksAdmin.secret.close') }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: url });
  await expect(row).toContainText(t('WebhooksAdmin.status.active'));
  await expect(row).toContainText(t('Webhooks.events.articlePublished'));
  expect(await violations(page), 'the list with an endpoint').toEqual([]);

  // Publish an article (through the API, as the administrator).
  const headers = await bearer(request);
  const categories = await request.post('/api/category/categories-list', { data: {}, headers });
  const category = (await categories.json()).data.items[0];
  const created = await request.post('/api/article/article', {
    data: { title, content: `<p>Text of ${title}.</p>`, excerpt: 'An article for the webhook journey.', categories: [category.id], image: '/uploads/e2e-cover.webp', language: 'en', status: 'published' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);

  // The endpoint's page lists the delivery as 200.
  await row.getByRole('link', { name: url }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('WebhooksAdmin.detail.title') })).toBeVisible();
  await expect(page.getByTestId('webhook-url')).toHaveText(url);
  await expectDelivery(page, 'article.published', '200');

  // The receiver got it, named and signed with the secret shown.
  const published = received.find((r) => r.headers['x-vitrine-event'] === 'article.published');
  expect(published, 'the receiver got article.published').toBeDefined();
  expect(signatureValid(secret, published!.body, published!.headers['x-vitrine-signature'])).toBe(true);
  expect(signatureValid(`${secret}x`, published!.body, published!.headers['x-vitrine-signature'])).toBe(false);
  expect(JSON.parse(published!.body)).toMatchObject({ event: 'article.published' });
  expect(published!.body).toContain(title);

  // "Send test event": a webhook.test delivery, 200 too.
  await page.getByRole('button', { name: t('WebhooksAdmin.actions.sendTest') }).click();
  await expect(page.getByText(t('Webhooks.success.testQueued'))).toBeVisible();
  await expectDelivery(page, 'webhook.test', '200');
  const probe = received.find((r) => r.headers['x-vitrine-event'] === 'webhook.test');
  expect(probe, 'the receiver got webhook.test').toBeDefined();
  expect(signatureValid(secret, probe!.body, probe!.headers['x-vitrine-signature'])).toBe(true);
  expect(await violations(page), 'the endpoint page with deliveries').toEqual([]);

  // On a phone, the page fits the screen's width (the deliveries table scrolls inside its frame).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: t('WebhooksAdmin.actions.sendTest') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('an endpoint is paused, resumed, edited, its secret rotated, and deleted from the list', async ({ page }) => {
  // A loopback address (allowed on the e2e server) that no request reaches: no event is sent to it here.
  const url = `http://127.0.0.1:9/vitrine/${Date.now().toString(36)}`;
  await page.goto('/admin/webhooks');
  await page.getByRole('button', { name: t('WebhooksAdmin.newEndpoint') }).click();
  const form = page.getByRole('dialog', { name: t('WebhooksAdmin.form.createTitle') });
  await form.getByRole('textbox', { name: t('WebhooksAdmin.form.url') }).fill(url);
  // No event ticked: the form says so beside the events.
  await form.getByRole('button', { name: t('WebhooksAdmin.form.create') }).click();
  await expect(form.getByText(t('Webhooks.errors.eventsRequired'))).toBeVisible();
  await form.getByRole('checkbox', { name: t('Webhooks.events.leadCreated') }).check();
  await form.getByRole('button', { name: t('WebhooksAdmin.form.create') }).click();
  const shown = page.getByRole('dialog', { name: t('WebhooksAdmin.secret.title') });
  const first = (await shown.getByTestId('webhook-secret-value').innerText()).trim();
  await shown.getByRole('button', { name: t('WebhooksAdmin.secret.close') }).click();

  const row = page.getByRole('row').filter({ hasText: url });
  const menu = async (item: string) => {
    await row.getByRole('button', { name: t('Admin.rowMenu.label', { name: url }) }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  // Pause, then resume.
  await menu(t('WebhooksAdmin.actions.pause'));
  await expect(page.getByText(t('Webhooks.success.paused'))).toBeVisible();
  await expect(row).toContainText(t('WebhooksAdmin.status.paused'));
  await menu(t('WebhooksAdmin.actions.resume'));
  await expect(page.getByText(t('Webhooks.success.resumed'))).toBeVisible();
  await expect(row).toContainText(t('WebhooksAdmin.status.active'));

  // Edit: one more event.
  await row.getByRole('button', { name: `${t('WebhooksAdmin.actions.edit')}: ${url}` }).click();
  const edit = page.getByRole('dialog', { name: t('WebhooksAdmin.form.editTitle') });
  await expect(edit.getByRole('textbox', { name: t('WebhooksAdmin.form.url') })).toHaveValue(url);
  await edit.getByRole('checkbox', { name: t('Webhooks.events.messageReceived') }).check();
  await edit.getByRole('button', { name: t('WebhooksAdmin.form.save') }).click();
  await expect(page.getByText(t('Webhooks.success.updated'))).toBeVisible();
  await expect(row).toContainText(t('Webhooks.events.messageReceived'));

  // Rotate the secret, after confirming: a new one, shown once.
  await menu(t('WebhooksAdmin.actions.rotate'));
  await page.getByRole('alertdialog', { name: t('WebhooksAdmin.confirm.rotateTitle', { url }) }).getByRole('button', { name: t('WebhooksAdmin.confirm.rotateConfirm') }).click();
  const rotated = page.getByRole('dialog', { name: t('WebhooksAdmin.secret.rotatedTitle') });
  const second = (await rotated.getByTestId('webhook-secret-value').innerText()).trim();
  expect(second).toMatch(/^whsec_/);
  expect(second).not.toBe(first);
  await rotated.getByRole('button', { name: t('WebhooksAdmin.secret.close') }).click();

  // Delete, after confirming.
  await menu(t('WebhooksAdmin.actions.delete'));
  await page.getByRole('alertdialog', { name: t('WebhooksAdmin.confirm.deleteTitle', { url }) }).getByRole('button', { name: t('WebhooksAdmin.confirm.deleteConfirm') }).click();
  await expect(page.getByText(t('Webhooks.success.deleted'))).toBeVisible();
  await expect(row).toHaveCount(0);
});
