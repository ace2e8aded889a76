import { expect, test } from '@playwright/test';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// Issue 34 §3: a visitor keeps asking for an address that does not exist; the administrator finds it
// in the 404 report on /admin/redirects, creates a redirect from it there, and the old address now
// answers 301 to the new one (followed by the browser). Then the redirect is deleted after
// confirmation. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test('a 404 path from the report becomes a redirect that the site serves', async ({ page }) => {
  const oldPath = `/e2e-endereco-antigo-${Date.now()}`;
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  // Five visits to a missing page (the browser's own user agent: a person, not a crawler).
  for (let i = 0; i < 5; i++) expect((await page.request.get(oldPath, { headers: { referer: 'https://news.example.com/story', 'user-agent': chrome } })).status()).toBe(404);

  // The counts reach the report within a few seconds (each instance adds them in batches).
  const row = page.getByRole('row').filter({ hasText: oldPath });
  await expect(async () => {
    await page.goto('/admin/redirects?tab=not-found');
    await expect(row).toContainText('5', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: t('Redirects.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: t('Redirects.tabs.notFound') })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('news.example.com');
  expect(await violations(page)).toEqual([]);

  // "Create redirect" opens the form with the old address filled in.
  await row.getByRole('button', { name: `${t('Redirects.actions.createRedirect')}: ${oldPath}` }).click();
  const form = page.getByRole('dialog', { name: t('Redirects.form.createTitle') });
  await expect(form.getByLabel(t('Redirects.form.from'))).toHaveValue(oldPath);
  // A redirect to itself is refused, with the reason under the field.
  await form.getByLabel(t('Redirects.form.to')).fill(oldPath);
  await form.getByRole('button', { name: t('Redirects.form.save') }).click();
  await expect(form.getByText(t('Redirects.errors.self'))).toBeVisible();
  await form.getByLabel(t('Redirects.form.to')).fill('/blog');
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: t('Redirects.form.save') }).click();
  await expect(page.getByText(t('Redirects.success.created'))).toBeVisible();

  // The site serves it: 301 with the new address, and the browser follows it.
  const answer = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/blog');
  await page.goto(oldPath);
  await expect(page).toHaveURL(/\/blog$/);

  // Listed with its hit; deleted after confirmation.
  await page.goto('/admin/redirects');
  const listed = page.getByRole('row').filter({ hasText: oldPath });
  await expect(listed).toContainText('/blog');
  expect(await violations(page)).toEqual([]);
  await listed.getByRole('button', { name: t('Admin.rowMenu.label', { name: oldPath }) }).click();
  await page.getByRole('menuitem', { name: t('Redirects.actions.delete') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Redirects.confirm.deleteTitle', { name: oldPath }));
  await confirm.getByRole('button', { name: t('Redirects.confirm.confirm') }).click();
  await expect(page.getByText(t('Redirects.success.deleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: oldPath })).toHaveCount(0);
  expect((await page.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
});

test('the redirects screen works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: t('Redirects.title') })).toBeVisible();
  await page.getByRole('button', { name: t('Redirects.newRedirect') }).click();
  const form = page.getByRole('dialog', { name: t('Redirects.form.createTitle') });
  await expect(form.getByLabel(t('Redirects.form.from'))).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await violations(page)).toEqual([]);
});
