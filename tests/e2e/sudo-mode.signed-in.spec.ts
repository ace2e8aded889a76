import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// Sudo mode (issue 28) in the back office, as the administrator (stored session, pt-BR): a session
// whose password proof is over is asked for it in a dialog when it saves a role, and the save goes
// through once it is given. The proof is ended through DELETE /api/auth/reauth, which is what 15
// minutes without a password do to it; the dialog proves it again, so the stored session leaves
// this journey in sudo mode as it came.

const t = (key: string) => message('pt-BR', key);

/** A form field by its label (a required one ends with an asterisk). */
function field(dialog: Locator, key: string) {
  const text = t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByLabel(new RegExp(`^${text}\\*?$`));
}

/** Ends the session's sudo mode now (the page's own cookie, from the site's own origin). */
async function endSudoMode(page: Page) {
  const res = await page.evaluate(async () => (await fetch('/api/auth/reauth', { method: 'DELETE' })).status);
  expect(res).toBe(200);
}

test('saving a role after the proof is over asks for the password, then saves', async ({ page }) => {
  const title = `Sudo ${Date.now()}`;
  await page.goto('/admin/users/roles');
  await expect(page.getByRole('heading', { level: 1, name: t('Roles.title') })).toBeVisible();

  // A role of our own to edit (while the sign-in is fresh: no question).
  await page.getByRole('button', { name: t('Roles.newRole') }).click();
  const create = page.getByRole('dialog', { name: t('Roles.form.createTitle') });
  await field(create, 'Roles.form.title').fill(title);
  await field(create, 'Roles.form.name').fill(`sudo-${Date.now().toString().slice(-8)}`);
  await create.getByRole('group', { name: t('Roles.areas.dashboard') }).getByLabel(t('Admin.nav.dashboard'), { exact: true }).check();
  await create.getByRole('button', { name: t('Roles.form.save') }).click();
  await expect(page.getByText(t('Roles.success.created'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });

  await endSudoMode(page);

  // Change a grant and save: the dialog asks for the password.
  await row.getByRole('button', { name: `${t('Roles.actions.edit')}: ${title}` }).click();
  const edit = page.getByRole('dialog', { name: t('Roles.form.editTitle') });
  await edit.getByRole('group', { name: t('Roles.areas.siteEditor') }).getByLabel(t('Admin.nav.listLeads'), { exact: true }).check();
  await edit.getByRole('button', { name: t('Roles.form.save') }).click();
  const reauth = page.getByRole('dialog', { name: t('Reauth.title') });
  await expect(reauth).toBeVisible();
  const password = field(reauth, 'Reauth.password');
  await expect(password).toBeFocused();
  expect(await violations(page), 'the re-authentication dialog').toEqual([]);

  // Escape dismisses it: nothing saved, the editor is still open with the change.
  await page.keyboard.press('Escape');
  await expect(reauth).toBeHidden();
  await expect(page.getByText(t('Errors.reauthRequired'))).toBeVisible();
  await expect(edit).toBeVisible();

  // Save again; a wrong password is refused beside the field.
  await edit.getByRole('button', { name: t('Roles.form.save') }).click();
  await expect(reauth).toBeVisible();
  await password.fill('Wrong-Passw0rd!');
  await reauth.getByRole('button', { name: t('Reauth.confirm') }).click();
  await expect(password).toHaveAccessibleDescription(t('Errors.currentPasswordIncorrect'));
  await expect(password).toBeFocused();

  // The right one: the dialog closes and the save goes through by itself.
  await password.fill(e2eAdmin.password);
  await reauth.getByRole('button', { name: t('Reauth.confirm') }).click();
  await expect(reauth).toBeHidden();
  await expect(page.getByText(t('Roles.success.updated'))).toBeVisible();
  await expect(edit).toBeHidden();

  // Saved: the reloaded page shows the new grant.
  await page.reload();
  await row.getByRole('button', { name: `${t('Roles.actions.edit')}: ${title}` }).click();
  await expect(
    page.getByRole('dialog', { name: t('Roles.form.editTitle') }).getByRole('group', { name: t('Roles.areas.siteEditor') }).getByLabel(t('Admin.nav.listLeads'), { exact: true }),
  ).toBeChecked();
  await page.keyboard.press('Escape');

  // Clean up (within the window now: no question).
  await row.getByRole('button', { name: `${t('Roles.actions.delete')}: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t('Roles.confirm.confirm') }).click();
  await expect(page.getByText(t('Roles.success.deleted'))).toBeVisible();
});
