import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 34 §1, done when (through the UI): the administrator uploads a WXR on /admin/import, reads the
// dry-run report (counts, translated warnings), imports it for real, watches the progress bar reach the
// end, and opens an imported article. One of the file's authors is mapped to an existing user on the
// report, and the article shows that user as its author. axe on the form, the report and the finished
// import. The import is undone afterwards from the past imports (its articles go to the trash). Admin
// session, pt-BR.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const wxr = path.join(process.cwd(), 'tests/fixtures/import/wordpress.xml');

test('upload a WXR, read the dry run, import it, open an imported article, undo', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: t('Import.title') })).toBeVisible();
  expect(await adminViolations(page)).toEqual([]);

  // The file is sent as a dry run.
  await page.getByLabel(t('Import.form.source')).selectOption('wordpress');
  await page.getByLabel(t('Import.form.file')).setInputFiles(wxr);
  await page.getByRole('button', { name: t('Import.form.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/import\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: t('Import.report.heading', { file: 'wordpress.xml' }) })).toBeVisible();
  await expect(page.getByTestId('import-status')).toHaveText(t('Import.statuses.done'), { timeout: 60_000 });
  await expect(page.getByText(t('Import.report.dryRunNote'))).toBeVisible();
  // The images cannot be fetched (no network, no zip): listed, in the person's language.
  await expect(page.getByTestId('import-warnings')).toContainText(t('Import.warnings.media_missing'));
  await expect(page.getByRole('row').filter({ hasText: 'Markup: HTML Tags and Formatting' })).toHaveCount(1);

  // The file's authors (ada, bruno, and marin who only signs a post), each with a select: ada (no
  // user has her email) would become a new user; she is given to the administrator instead.
  const authors = page.getByTestId('import-authors');
  await expect(authors.getByRole('heading', { name: t('Import.authors.heading', { count: 3 }) })).toBeVisible();
  const ada = authors.getByLabel(t('Import.authors.label', { name: 'Ada Keeper' }));
  await expect(ada.locator('option:checked')).toHaveText(t('Import.authors.create'));
  await expect(authors.getByText('ada@wp.example.test')).toBeVisible();
  const adminOption = ada.locator('option', { hasText: e2eAdmin.email });
  const adminName = ((await adminOption.textContent()) ?? '').replace(/\s*\(.*$/, '');
  expect(adminName).not.toBe('');
  await ada.selectOption((await adminOption.getAttribute('value'))!);
  expect(await adminViolations(page)).toEqual([]);
  const dryRunUrl = page.url();

  // Confirmed: a new import runs, its progress bar goes to the end.
  await page.getByRole('button', { name: t('Import.report.confirm') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Import.report.confirmTitle', { file: 'wordpress.xml' }));
  await confirm.getByRole('button', { name: t('Import.report.confirm') }).click();
  await expect(page).not.toHaveURL(dryRunUrl);
  await expect(page).toHaveURL(/\/admin\/import\?id=\d+/);
  const progress = page.getByRole('progressbar', { name: t('Import.report.progress') });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('import-status')).toHaveText(t('Import.statuses.done'), { timeout: 60_000 });
  const max = await progress.getAttribute('aria-valuemax');
  expect(Number(max)).toBeGreaterThan(10);
  await expect(progress).toHaveAttribute('aria-valuenow', max!);
  await expect(page.getByText(t('Import.report.dryRunNote'))).toHaveCount(0);
  expect(await adminViolations(page)).toEqual([]);

  // The imported article opens at its new address.
  const link = page.getByRole('row').filter({ hasText: 'Markup: HTML Tags and Formatting' }).getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/post\/markup-html-tags-and-formatting(-\d+)?\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Markup: HTML Tags and Formatting');
  // Its author is the user chosen for ada, not a new "Ada Keeper".
  await expect(page.getByRole('main')).toContainText(adminName);
  await expect(page.getByRole('main')).not.toContainText('Ada Keeper');

  // Undone from the past imports: the newest real import of the file.
  await page.goto('/admin/import');
  await page.getByRole('button', { name: `${t('Import.undo.button')}: wordpress.xml` }).first().click();
  const undo = page.getByRole('alertdialog');
  await expect(undo).toContainText(t('Import.undo.title', { file: 'wordpress.xml' }));
  await undo.getByRole('button', { name: t('Import.undo.button') }).click();
  await expect(page.getByText(t('Import.success.undone'))).toBeVisible();
});
