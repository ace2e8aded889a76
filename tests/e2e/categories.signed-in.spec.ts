import { expect, test } from '@playwright/test';
import { message } from './support/messages';

// The administrator creates a category (watching the chip preview and its contrast warning), edits
// it, deactivates it after confirmation and deletes it. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test('an admin creates, edits, deactivates and deletes a category', async ({ page }) => {
  const name = `Nuvem Híbrida ${Date.now()}`;
  await page.goto('/admin/list-of-categories');
  await expect(page.getByRole('heading', { level: 1, name: t('Categories.title') })).toBeVisible();
  // A seeded catalogue category shows its translated name on its colours.
  await expect(page.getByTestId('category-chip').filter({ hasText: t('Categories.catalogue.technology') })).toBeVisible();

  // Create: the preview follows the colours and warns when the contrast is poor.
  await page.getByRole('button', { name: t('Categories.newCategory') }).click();
  const form = page.getByRole('dialog', { name: t('Categories.form.createTitle') });
  await form.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(form.getByText(message('pt-BR', 'Validation.nameRequired'))).toBeVisible();
  await expect(form.getByText(message('pt-BR', 'Validation.descriptionRequired'))).toBeVisible();
  await form.getByRole('textbox', { name: t('Categories.form.name'), exact: true }).fill(name);
  await form.getByRole('textbox', { name: t('Categories.form.description'), exact: true }).fill('Infraestrutura em nuvem para empresas.');
  await form.getByLabel(t('Categories.form.textColor')).fill('#ffffff');
  await form.getByLabel(t('Categories.form.backgroundColor')).fill('#fbcfe8');
  const preview = form.getByTestId('category-chip');
  await expect(preview).toHaveText(name);
  await expect(preview).toHaveCSS('background-color', 'rgb(251, 207, 232)');
  await expect(form.getByTestId('contrast-warning')).toBeVisible();
  await form.getByLabel(t('Categories.form.textColor')).fill('#000000');
  await expect(preview).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(form.getByTestId('contrast-warning')).toHaveCount(0);
  await form.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(page.getByText(message('pt-BR', 'Success.categoryCreated'))).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('category-chip')).toHaveCSS('background-color', 'rgb(251, 207, 232)');
  await expect(row).toContainText(t('Categories.statuses.active'));

  // Edit.
  const edited = `${name} Edge`;
  await row.getByRole('button', { name: `${t('Categories.actions.edit')}: ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: t('Categories.form.editTitle') });
  await editForm.getByRole('textbox', { name: t('Categories.form.name'), exact: true }).fill(edited);
  await editForm.getByLabel(t('Categories.form.backgroundColor')).fill('#1e3a8a');
  await editForm.getByLabel(t('Categories.form.textColor')).fill('#ffffff');
  await editForm.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(page.getByText(message('pt-BR', 'Success.categoryUpdated'))).toBeVisible();
  const editedRow = page.getByRole('row').filter({ hasText: edited });
  await expect(editedRow.getByTestId('category-chip')).toHaveCSS('background-color', 'rgb(30, 58, 138)');

  // Deactivate, after confirmation.
  await editedRow.getByRole('button', { name: t('Admin.rowMenu.label', { name: edited }) }).click();
  await page.getByRole('menuitem', { name: t('Categories.actions.deactivate') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Categories.confirm.deactivateTitle', { name: edited }));
  await confirm.getByRole('button', { name: t('Categories.confirm.confirm') }).click();
  await expect(page.getByText(message('pt-BR', 'Success.categoryStatusChanged'))).toBeVisible();
  await expect(editedRow.getByRole('cell', { name: t('Categories.statuses.inactive'), exact: true })).toBeVisible();

  // Delete, after confirmation.
  await editedRow.getByRole('button', { name: t('Admin.rowMenu.label', { name: edited }) }).click();
  await page.getByRole('menuitem', { name: t('Categories.actions.delete') }).click();
  await expect(confirm).toContainText(t('Categories.confirm.deleteTitle', { name: edited }));
  await confirm.getByRole('button', { name: t('Categories.confirm.confirm') }).click();
  await expect(page.getByText(message('pt-BR', 'Success.categoryDeleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: edited })).toHaveCount(0);
});
