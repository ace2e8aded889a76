import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eOperational } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

// The audit log (capability 'audit-log'): the administrator changes a category, finds the change
// through the sidebar and the record-type filter, and reads its before/after. A user without the
// grant gets the forbidden page. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test('an admin finds a category change in the audit log and reads its before and after', async ({ page }) => {
  const name = `Auditoria ${Date.now()}`;
  const renamed = `${name} Editada`;

  // Create a category, then rename it.
  await page.goto('/admin/list-of-categories');
  await page.getByRole('button', { name: t('Categories.newCategory') }).click();
  const form = page.getByRole('dialog', { name: t('Categories.form.createTitle') });
  await form.getByRole('textbox', { name: t('Categories.form.name'), exact: true }).fill(name);
  await form.getByRole('textbox', { name: t('Categories.form.description'), exact: true }).fill('Categoria criada pelo teste do registro de auditoria.');
  await form.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(page.getByText(t('Success.categoryCreated'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `${t('Categories.actions.edit')}: ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: t('Categories.form.editTitle') });
  await editForm.getByRole('textbox', { name: t('Categories.form.name'), exact: true }).fill(renamed);
  await editForm.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(page.getByText(t('Success.categoryUpdated'))).toBeVisible();

  // The sidebar opens the audit log.
  await page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('AuditLog.navLabel') }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: t('AuditLog.title') })).toBeVisible();

  // Filter by record type (a GET form: the filter lands in the URL).
  const filters = page.getByRole('search', { name: t('AuditLog.filters.label') });
  await filters.getByLabel(t('AuditLog.filters.type')).selectOption({ label: t('AuditLog.types.category') });
  await filters.getByRole('button', { name: t('AuditLog.filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]type=category(&|$)/);

  // Newest first: the rename, by the admin, on a category.
  const table = page.getByRole('table', { name: t('AuditLog.caption') });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(t('AuditLog.actions.categoryUpdate'));
  await expect(rows.nth(1)).toContainText(t('AuditLog.types.category'));
  await expect(rows.nth(1)).toContainText('Admin');
  await expect(rows.nth(2)).toContainText(t('AuditLog.actions.categoryCreate'));
  for (const cell of await table.getByRole('cell').allInnerTexts()) expect(cell).not.toContain('seo_setting');

  // The entry shows the name before and after, highlighted as changed.
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/audit-log\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('AuditLog.actions.categoryUpdate') })).toBeVisible();
  const changes = page.getByTestId('audit-changes');
  const nameRow = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^name\b/ }) });
  await expect(nameRow).toHaveAttribute('data-changed', 'true');
  await expect(nameRow.getByRole('cell').nth(0)).toHaveText(name);
  await expect(nameRow.getByRole('cell').nth(1)).toHaveText(renamed);
  await expect(nameRow).toContainText(t('AuditLog.detail.changed'));
  const descriptionRow = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^description$/ }) });
  await expect(descriptionRow).toHaveAttribute('data-changed', 'false');

  // The raw JSON is one click away.
  await page.getByText(t('AuditLog.detail.raw')).click();
  await expect(page.getByTestId('audit-raw')).toContainText(`"name": "${renamed}"`);
});

test('a user without the audit-log grant gets the forbidden page and no sidebar link', async ({ browser }) => {
  const page = await anonymousPage(browser);
  await logIn(page, e2eOperational);
  await expect(page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('AuditLog.navLabel') })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page).toHaveURL(/\/error-forbidden$/);
  await page.goto('/admin/audit-log/1');
  await expect(page).toHaveURL(/\/error-forbidden$/);
  await page.context().close();
});
