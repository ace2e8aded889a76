import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { message } from './support/messages';
import { adminViolations as violations } from './support/axe';

// The full export (issue 34 §2): the administrator opens /admin/export from the menu, which passes
// axe, ticks "personal data" and downloads the zip: export.json (format vitrine-export 1, with the
// seeded articles, the leads, and no password hash) and the uploads it names. Admin session, pt-BR.

const t = (key: string) => message('pt-BR', key);

test('an administrator downloads the full export, with personal data when asked', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('Export.navLabel') }).click();
  await expect(page).toHaveURL(/\/admin\/export$/);
  await expect(page.getByRole('heading', { level: 1, name: t('Export.title') })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: t('Export.personalData') }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('Export.download') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vitrine-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const document = JSON.parse(new TextDecoder().decode(zip['export.json'])) as {
    format: string;
    format_version: number;
    personal_data: boolean;
    articles: unknown[];
    users: Record<string, unknown>[];
    files: { storage_key: string }[];
    leads?: unknown[];
  };
  expect(document).toMatchObject({ format: 'vitrine-export', format_version: 1, personal_data: true });
  expect(document.articles.length).toBeGreaterThan(0);
  expect(document.leads).toBeDefined();
  for (const user of document.users) expect(user).not.toHaveProperty('password_hash');
  for (const file of document.files) expect(zip[`uploads/${file.storage_key}`]).toBeDefined();
  // The page is still there after the download.
  await expect(page.getByRole('heading', { level: 1, name: t('Export.title') })).toBeVisible();
});
