import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { proveRecentSignIn } from './support/session';

// The settings screens (issue 6), admin session, pt-BR: the WhatsApp button saved in the back office
// shows on the public site; the layout version applies only after saving and saving it again says
// "Version already applied"; an SEO head script lands in the served HTML's <head> and leaves with its
// entry; the settings tabs switch panels. Other journeys share the database: each test leaves the
// WhatsApp setting, the layout version (v1) and the SEO entries as it found them.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

/** The HTML that `/` serves now (no browser: what a crawler gets). */
async function homeHtml(request: APIRequestContext): Promise<string> {
  const res = await request.get('/');
  expect(res.ok()).toBeTruthy();
  return res.text();
}

test.describe('WhatsApp button', () => {
  let original: { phone: string; message: string; button_color: string } | null = null;

  test.beforeAll(async ({ request }) => {
    original = (await (await request.get('/api/whatsapp/whatsapp-setting')).json()).data;
  });
  test.afterAll(async ({ request }) => {
    if (!original) return;
    const res = await request.put('/api/whatsapp/whatsapp-setting', { data: original, headers: { authorization: `Bearer ${await adminToken(request)}` } });
    expect(res.status()).toBe(200);
  });

  test('saving the setting puts the button on the public site, linking to wa.me in the chosen colour', async ({ page }) => {
    await page.goto('/admin/settings-whatsapp');
    await expect(page.getByRole('heading', { level: 1, name: t('Settings.whatsapp.title') })).toBeVisible();
    const form = page.getByRole('form', { name: t('Settings.whatsapp.title') });
    const phone = form.getByLabel(t('Settings.whatsapp.phone'));
    const text = form.getByLabel(t('Settings.whatsapp.message'));

    // Required fields (§5), under the fields; nothing is saved.
    await phone.fill('');
    await text.fill('');
    await form.getByRole('button', { name: t('Settings.whatsapp.save') }).click();
    await expect(form.getByText(t('Validation.contactPhoneRequired'))).toBeVisible();
    await expect(form.getByText(t('Validation.whatsappMessageRequired'))).toBeVisible();

    const note = `Olá! Teste e2e ${Date.now()}`;
    await phone.fill('+55 21 98765-4321');
    await text.fill(note);
    await form.getByLabel(t('Settings.whatsapp.color'), { exact: true }).fill('#7b1fa2');
    // The preview follows the form: the same button, the link it opens.
    const expectedHref = `https://wa.me/5521987654321?text=${encodeURIComponent(note)}`;
    await expect(page.getByTestId('whatsapp-preview-link')).toHaveAttribute('href', expectedHref);
    await expect(page.getByTestId('whatsapp-preview-button')).toHaveCSS('background-color', 'rgb(123, 31, 162)');

    await form.getByRole('button', { name: t('Settings.whatsapp.save') }).click();
    await expect(page.getByText(t('Settings.whatsappSaved'))).toBeVisible();
    await expect(page.getByTestId('whatsapp-last-saved')).toContainText(e2eAdmin.name);
    // What the user typed stays in the form.
    await expect(phone).toHaveValue('+55 21 98765-4321');

    await page.goto('/');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', expectedHref);
    await expect(button).toHaveCSS('background-color', 'rgb(123, 31, 162)');
  });
});

test.describe('layout settings', () => {
  test.afterAll(async ({ request }) => {
    // Other journeys expect v1.
    const res = await request.post('/api/layout/layout-setting', { data: { currentVersion: 'v1' }, headers: { authorization: `Bearer ${await adminToken(request)}` } });
    expect([201, 409]).toContain(res.status());
  });

  test('v2 applies only after saving, saving it again says "Version already applied", and v1 comes back', async ({ page, request }) => {
    await page.goto('/admin/layout-settings');
    await expect(page.getByRole('heading', { level: 1, name: t('LayoutSettings.title') })).toBeVisible();
    // The two designs side by side, each a live thumbnail of its own version.
    await expect(page.getByTestId('design-v1').locator('iframe')).toHaveAttribute('src', /\/home-v1$/);
    await expect(page.getByTestId('design-v2').locator('iframe')).toHaveAttribute('src', /\/home-v2$/);
    await expect(page.getByTestId('design-v1').getByTestId('version-in-force')).toHaveText(t('LayoutSettings.versions.inForce'));
    await expect(page.getByRole('link', { name: new RegExp(t('LayoutSettings.viewSite')) })).toHaveAttribute('href', '/');

    const v2 = page.getByRole('radio', { name: t('LayoutSettings.versions.v2') });
    await v2.check();
    await expect(page.getByText(t('LayoutSettings.unsaved'))).toBeVisible();
    // Not applied yet.
    expect(await homeHtml(request)).toContain('data-testid="home-v1"');

    const save = page.getByRole('button', { name: t('LayoutSettings.save'), exact: true });
    await save.click();
    await expect(page.getByText(t('Success.layoutSaved'))).toBeVisible();
    await expect(page.getByTestId('design-v2').getByTestId('version-in-force')).toBeVisible();
    await expect(page.getByTestId('design-v1').getByTestId('version-in-force')).toHaveCount(0);
    const html = await homeHtml(request);
    expect(html).toContain('data-testid="home-v2"');
    expect(html).not.toContain('data-testid="home-v1"');

    await save.click();
    await expect(page.getByText(t('Errors.versionAlreadyApplied'))).toBeVisible();

    await page.getByRole('radio', { name: t('LayoutSettings.versions.v1') }).check();
    await save.click();
    await expect(page.getByText(t('Success.layoutSaved')).last()).toBeVisible();
    await expect(page.getByTestId('design-v1').getByTestId('version-in-force')).toBeVisible();
    expect(await homeHtml(request)).toContain('data-testid="home-v1"');
  });

  test('a save shows the loading overlay, and "Reload saved settings" drops unsaved changes with "Layout settings loaded"', async ({ page }) => {
    await page.goto('/admin/layout-settings');
    const name = page.getByRole('textbox', { name: t('LayoutSettings.company.name') });
    const saved = await name.inputValue();
    await name.fill('Nome que não foi salvo');
    await page.getByRole('radio', { name: t('LayoutSettings.versions.v2') }).check();
    await expect(page.getByText(t('LayoutSettings.unsaved'))).toBeVisible();

    await page.getByRole('button', { name: t('LayoutSettings.reload') }).click();
    // The overlay covers the form while the settings load, then goes (spec §9: 500 ms after).
    await expect(page.getByTestId('loading-overlay')).toHaveText(t('LayoutSettings.loading'));
    await expect(page.getByText(t('Success.layoutLoaded'))).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(name).toHaveValue(saved);
    await expect(page.getByRole('radio', { name: t('LayoutSettings.versions.v1') })).toBeChecked();
    await expect(page.getByText(t('LayoutSettings.unsaved'))).toHaveCount(0);
  });
});

test.describe('SEO entries', () => {
  const probe = `e2e-${Date.now().toString(36)}`;
  const script = `<script>window.__e2eSeo='${probe}'</script>`;

  // Saving code is a sudo-mode change: the stored session was signed in when the run began.
  test.beforeEach(async ({ page }) => proveRecentSignIn(page, e2eAdmin));

  test.afterAll(async ({ request }) => {
    // Leave the database as found, even when the journey stopped half way.
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const entries: { id: number; unique_key: string; head: string | null }[] = (await (await request.get('/api/seo/seo', { headers })).json()).data;
    for (const entry of entries.filter((e) => e.head?.includes(probe))) await request.delete(`/api/seo/seo/${entry.id}/${entry.unique_key}`, { headers });
  });

  test('a head script saved in the back office is served inside <head>, and leaves with its entry', async ({ page, request }) => {
    await page.goto('/admin/seo');
    await expect(page.getByRole('heading', { level: 1, name: t('Settings.seo.title') })).toBeVisible();

    await page.getByRole('button', { name: t('Settings.seo.newEntry') }).click();
    const dialog = page.getByRole('dialog', { name: t('Settings.seo.form.createTitle') });
    await dialog.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(dialog.getByText(t('Settings.errors.markupRequired'))).toBeVisible();
    await dialog.getByLabel(t('Settings.seo.head')).fill('<div>não cabe no head</div>');
    await dialog.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(dialog.getByText(t('Settings.errors.headUnsupported'))).toBeVisible();
    await dialog.getByLabel(t('Settings.seo.head')).fill(script);
    // A new entry is marketing (its code waits for consent); this one runs for everyone.
    await expect(dialog.getByLabel(t('Settings.seo.category'))).toHaveValue('marketing');
    await dialog.getByLabel(t('Settings.seo.category')).selectOption('necessary');
    await dialog.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(page.getByText(t('Success.seoCreated'))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const card = page.getByTestId('seo-entry').filter({ hasText: probe });
    await expect(card).toHaveCount(1);

    const html = await homeHtml(request);
    const at = html.indexOf(script);
    expect(at, 'the head script is served').toBeGreaterThan(html.indexOf('<head'));
    expect(at, 'inside <head>').toBeLessThan(html.indexOf('</head>'));

    // Edit: add body markup.
    await card.getByRole('button', { name: t('Settings.seo.actions.edit') }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByLabel(t('Settings.seo.head'))).toHaveValue(script);
    await edit.getByLabel(t('Settings.seo.body')).fill(`<div hidden id="e2e-seo-body">${probe}</div>`);
    await edit.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(page.getByText(t('Success.seoUpdated'))).toBeVisible();
    expect(await homeHtml(request)).toContain(`<div hidden id="e2e-seo-body">${probe}</div>`);

    // Delete, after confirmation.
    await card.getByRole('button', { name: t('Settings.seo.actions.delete') }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: t('Settings.seo.confirm.confirm') }).click();
    await expect(page.getByText(t('Settings.seoDeleted'))).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await homeHtml(request)).not.toContain(probe);
  });
});

test.describe('SEO markup stays on the public site', () => {
  const probe = `e2e-scope-${Date.now().toString(36)}`;
  let entry: { id: number; unique_key: string } | null = null;

  test.afterAll(async ({ request }) => {
    if (!entry) return;
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    await request.delete(`/api/seo/seo/${entry.id}/${entry.unique_key}`, { headers });
  });

  test('a saved SEO script runs on public pages, never on the back office or the sign-in screens', async ({ page, browser, request }) => {
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const created = await request.post('/api/seo/seo', {
      headers,
      // `necessary`: runs without asking (analytics and marketing code waits for consent: consent.spec.ts).
      data: { head: `<script>window.__seoHead='${probe}'</script>`, body: `<script>window.__seoBody='${probe}'</script>`, category: 'necessary' },
    });
    expect(created.status()).toBe(201);
    entry = (await created.json()).data;

    // Public pages: in the HTML and run by the browser.
    await page.goto('/blog');
    expect(await page.evaluate(() => [(window as unknown as Record<string, unknown>).__seoHead, (window as unknown as Record<string, unknown>).__seoBody])).toEqual([probe, probe]);

    // The back office (signed in as the administrator): neither in the HTML nor run.
    for (const path of ['/admin/dashboard', '/admin/users', '/admin/seo', '/en/admin/dashboard']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // As markup (the SEO page shows the entries as escaped text, which is fine).
      expect(await response!.text(), path).not.toContain(`<script>window.__seoHead='${probe}'`);
      expect(await response!.text(), path).not.toContain(`<script>window.__seoBody='${probe}'`);
      expect(await page.evaluate(() => '__seoHead' in window || '__seoBody' in window), path).toBe(false);
    }
    // The layout thumbnails draw public pages in sandboxed frames, where no script runs.
    await page.goto('/admin/layout-settings');
    for (const frame of await page.locator('[data-testid^="design-v"] iframe').all()) await expect(frame).toHaveAttribute('sandbox', '');

    // The sign-in screens, signed out.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'pt-BR' });
    const anonymous = await visitor.newPage();
    for (const path of ['/login', '/recover-password', '/reset-password/1/x', '/first-access', '/verify-device', '/error-forbidden', '/en/login']) {
      const response = await anonymous.goto(path);
      expect(await response!.text(), path).not.toContain(`<script>window.__seo`);
      expect(await anonymous.evaluate(() => '__seoHead' in window || '__seoBody' in window), path).toBe(false);
    }
    await visitor.close();
  });
});

test('the settings tabs switch between profile, WhatsApp, SEO and media', async ({ page }) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: t('Settings.title') })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: t('Settings.tabs.label') });
  const tab = (key: string) => tabs.getByRole('tab', { name: t(`Settings.tabs.${key}`) });
  // Media (the alt text rule's switch, issue 31) is the fourth.
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  await expect(tab('media')).toBeVisible();
  await expect(tab('profile')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('settings-panel-profile')).toBeVisible();

  await tab('whatsapp').click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=whatsapp$/);
  await expect(tab('whatsapp')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('profile')).toHaveAttribute('aria-selected', 'false');
  const whatsapp = page.getByRole('tabpanel', { name: t('Settings.tabs.whatsapp') });
  await expect(whatsapp.getByRole('heading', { level: 2, name: t('Settings.whatsapp.title') })).toBeVisible();
  await expect(whatsapp.getByLabel(t('Settings.whatsapp.phone'))).toBeVisible();

  await tab('seo').click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=seo$/);
  const seo = page.getByRole('tabpanel', { name: t('Settings.tabs.seo') });
  await expect(seo.getByRole('heading', { level: 2, name: t('Settings.seo.title') })).toBeVisible();
  await expect(seo.getByRole('button', { name: t('Settings.seo.newEntry') })).toBeVisible();

  // Media (issue 31 §1): the switch of the alt text rule (tests/e2e/alt-text.signed-in.spec.ts turns it).
  await tab('media').click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=media$/);
  const media = page.getByRole('tabpanel', { name: t('Settings.tabs.media') });
  await expect(media.getByRole('switch', { name: t('AltText.settings.requireAlt') })).toBeVisible();

  await tab('profile').click();
  await expect(page.getByTestId('settings-panel-profile')).toBeVisible();
});
