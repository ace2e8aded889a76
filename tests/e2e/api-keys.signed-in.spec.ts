import { expect, test, type Browser, type APIRequestContext } from '@playwright/test';
import { message } from './support/messages';
import { adminViolations as violations } from './support/axe';
import { e2eAdmin } from './support/accounts';
import { proveRecentSignIn } from './support/session';

// API keys (issue 19): the administrator creates a key on /admin/api-keys, sees its token once, an
// API call with it works, then revokes it and the same call gets 401. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A client without the admin's cookie: only the key speaks for it. */
async function anonymousRequest(browser: Browser): Promise<{ api: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { api: context.request, close: () => context.close() };
}


// Sudo mode: the stored session may have signed in more than 15 minutes ago.
test.beforeEach(async ({ page }) => {
  await proveRecentSignIn(page, e2eAdmin);
});

test('an admin creates a key, sees the token once, uses it, and revokes it', async ({ page, browser }) => {
  const name = `Integração ${Date.now()}`;

  // The sidebar opens the page.
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('ApiKeys.navLabel') }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: t('ApiKeys.title') })).toBeVisible();

  // Create a key holding only the audit-log capability (a key never manages keys, whatever it holds).
  await page.getByRole('button', { name: t('ApiKeys.newKey') }).click();
  const form = page.getByRole('dialog', { name: t('ApiKeys.form.title') });
  await form.getByRole('textbox', { name: t('ApiKeys.form.name') }).fill(name);
  await form.getByRole('checkbox', { name: t('Roles.capabilities.auditLog') }).check();
  expect(await violations(page), 'the create dialog').toEqual([]);
  await form.getByRole('button', { name: t('ApiKeys.form.save') }).click();

  // The token, shown once, with a copy button.
  const shown = page.getByRole('dialog', { name: t('ApiKeys.token.title') });
  await expect(shown).toBeVisible();
  const token = (await shown.getByTestId('api-key-token-value').innerText()).trim();
  expect(token).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: t('ApiKeys.token.copy') }).click();
  await expect(shown.getByRole('status')).toHaveText(new RegExp(`${t('ApiKeys.token.copied')}|Ctrl\\+C`));
  await shown.getByRole('button', { name: t('ApiKeys.token.close') }).click();
  await expect(shown).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t('ApiKeys.status.active'));
  await expect(page.getByText(token)).toHaveCount(0);

  // A request with the key works (no cookie), and the list now shows its last use.
  const { api, close } = await anonymousRequest(browser);
  const headers = { authorization: `Bearer ${token}` };
  const ok = await api.get('/api/audit/audit-log', { headers });
  expect(ok.status()).toBe(200);
  expect((await api.get('/api/audit/audit-log')).status()).toBe(401);
  const keyRoute = await api.get('/api/api-key/api-keys', { headers });
  expect(keyRoute.status()).toBe(403);
  expect((await keyRoute.json()).errorCode).toBe('API_KEY_CANNOT_MANAGE_KEYS');

  // Revoke, with confirmation.
  await page.reload();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `${t('ApiKeys.actions.revoke')}: ${name}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: t('ApiKeys.confirm.revokeTitle', { name }) }));
  await confirm.getByRole('button', { name: t('ApiKeys.confirm.confirm') }).click();
  await expect(page.getByText(t('ApiKeys.success.revoked'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(t('ApiKeys.status.revoked'));
  expect(await violations(page), 'the list with a used, revoked key').toEqual([]);

  expect((await api.get('/api/audit/audit-log', { headers })).status()).toBe(401);
  await close();
});
