import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { proveRecentSignIn, submitLogin } from './support/session';
import { formatCpf, withCpfCheckDigits } from '../../lib/format/cpf';
import { settleAnimations } from './support/motion';

// The users page as the administrator (stored session, pt-BR): add a user, hand over the first-access
// password through the copy button, watch the new user choose their password, then block them; and
// a role created on the roles page that limits what its holder sees. Names, emails and CPFs are unique
// per run: the e2e database is shared with every other journey.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A CPF with valid check digits, built from nine digits of `seed`. */
function validCpf(seed: number): string {
  const base = String(seed).padStart(9, '0').slice(-9);
  // Nine equal digits make a CPF that is never issued (and is refused).
  const nine = /^(\d)\1{8}$/.test(base) ? `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}` : base;
  return formatCpf(withCpfCheckDigits(nine));
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A fresh browser context with no session (the runner would otherwise give it the project's stored admin session). */
async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/** The new user's first sign-in: login with the first-access password, choose their own, land on the dashboard. */
async function firstSignIn(page: Page, email: string, firstAccessPassword: string, newPassword: string) {
  await page.goto('/login');
  await submitLogin(page, { email, password: firstAccessPassword });
  await expect(page).toHaveURL(/\/first-access$/);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="password_confirmation"]').fill(newPassword);
  await page.getByRole('button', { name: t('FirstAccess.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A form control by its whole label (a required field's label ends with an asterisk). */
function field(dialog: Locator, key: string) {
  const text = t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByLabel(new RegExp(`^${text}\\*?$`));
}

// Sudo mode: the stored session may have signed in more than 15 minutes ago.
test.beforeEach(async ({ page }) => {
  await proveRecentSignIn(page, e2eAdmin);
});

test('an admin adds a user, copies the first-access password, the user signs in with it, and blocking them ends their session', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = stamp();
  const email = `nadia.${id}@vitrine.test`;
  const lastName = `Teste${id}`;
  const fullName = `Nádia ${lastName}`;

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: t('Users.title') })).toBeVisible();

  // The admin's own row offers no status change nor deletion, and says why.
  const ownRow = page.getByRole('row').filter({ hasText: e2eAdmin.email });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByRole('button', { name: new RegExp(`^(${t('Users.actions.block')}|${t('Users.actions.deactivate')}|${t('Users.actions.delete')})`) })).toHaveCount(0);
  await expect(ownRow.getByRole('button', { name: new RegExp(`^${t('Admin.rowMenu.more')}`) })).toHaveCount(0);
  await expect(ownRow.getByTestId('own-row-note')).toContainText(t('Errors.cannotChangeOwnStatus'));
  await expect(ownRow.getByTestId('own-row-note')).toContainText(t('Errors.cannotDeleteSelf'));

  // Required fields, then an invalid CPF: the messages show and what was typed stays.
  await page.getByRole('button', { name: t('Users.addUser') }).click();
  const form = page.getByRole('dialog', { name: t('Users.form.createTitle') });
  await form.getByRole('button', { name: t('Users.form.create') }).click();
  await expect(form.getByText(t('Validation.nameRequired'))).toBeVisible();
  await expect(form.getByText(t('Validation.lastNameRequired'))).toBeVisible();
  await expect(form.getByText(t('Validation.emailRequired'))).toBeVisible();
  await expect(form.getByText(t('Validation.cpfRequired'))).toBeVisible();
  await expect(form.getByText(t('Validation.telephoneRequired'))).toBeVisible();

  await field(form, 'Users.form.name').fill('Nádia');
  await field(form, 'Users.form.lastName').fill(lastName);
  await field(form, 'Users.form.email').fill(email);
  await field(form, 'Users.form.position').selectOption('marketing_director');
  await field(form, 'Users.form.permission').selectOption('operational');
  await field(form, 'Users.form.gender').selectOption('female');
  await field(form, 'Users.form.cpf').fill('123.456.789-00');
  await field(form, 'Users.form.phone').fill('(11) 98888-7777');
  await field(form, 'Users.form.biography').fill('Cuida das campanhas de marketing.');
  await form.getByRole('button', { name: t('Users.form.create') }).click();
  await expect(form.getByText(t('Users.errors.cpfInvalid'))).toBeVisible();
  await expect(field(form, 'Users.form.name')).toHaveValue('Nádia');
  await expect(field(form, 'Users.form.email')).toHaveValue(email);
  await expect(field(form, 'Users.form.biography')).toHaveValue('Cuida das campanhas de marketing.');

  await field(form, 'Users.form.cpf').fill(validCpf(Number(id.slice(-9))).replace(/\D/g, ''));
  await form.getByRole('button', { name: t('Users.form.create') }).click();
  await expect(page.getByText(t('Success.userCreated'))).toBeVisible();

  // The access information, shown once; Copy puts all three on the clipboard.
  const access = page.getByRole('dialog', { name: t('Users.access.title') });
  await expect(access).toBeVisible();
  await expect(access.getByTestId('access-email')).toHaveText(email);
  await expect(access).toContainText('/login');
  await expect(access).toContainText(t('Users.access.onceNote'));
  const shownPassword = (await access.getByTestId('access-password').innerText()).trim();
  expect(shownPassword.length).toBeGreaterThanOrEqual(8);
  await access.getByRole('button', { name: t('Users.access.copy') }).click();
  await expect(access.getByRole('status')).toHaveText(t('Users.access.copied'));
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(email);
  expect(clipboard).toContain('/login');
  const copiedPassword = clipboard.split('\n').find((line) => line.startsWith(`${t('Users.access.password')}:`))?.split(': ').slice(1).join(': ');
  expect(copiedPassword).toBe(shownPassword);
  await access.getByRole('button', { name: t('Users.access.close') }).click();
  await expect(access).toBeHidden();

  // The new user, in a browser of their own, signs in with the copied password and chooses theirs.
  const userPage = await anonymousPage(browser);
  await firstSignIn(userPage, email, copiedPassword!, `Nadia-Propria-${id.slice(-4)}!a`);

  // Search finds them by email; the row shows the translated role, position and status.
  await page.getByRole('searchbox', { name: t('Users.filters.search') }).fill(email);
  await page.getByRole('search').getByRole('button', { name: t('Users.filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(fullName);
  await expect(row).toContainText(t('Roles.seedTitles.operational'));
  await expect(row).toContainText(t('Profile.positions.marketing_director'));
  await expect(row.getByTestId('user-status')).toHaveText(t('Users.statuses.active'));

  // Edit: the dialog comes prefilled (the CPF formatted); a change is saved.
  const cpf = validCpf(Number(id.slice(-9)));
  await row.getByRole('button', { name: `${t('Users.actions.edit')}: ${fullName}` }).click();
  const editForm = page.getByRole('dialog', { name: t('Users.form.editTitle') });
  await expect(field(editForm, 'Users.form.cpf')).toHaveValue(cpf);
  await expect(field(editForm, 'Users.form.permission')).toHaveValue('operational');
  await field(editForm, 'Users.form.phone').fill('(21) 97777-6666');
  await editForm.getByRole('button', { name: t('Users.form.save') }).click();
  await expect(page.getByText(t('Success.userUpdated'))).toBeVisible();
  await expect(editForm).toBeHidden();

  // A change of role says so (spec §8: "User and roles updated").
  await row.getByRole('button', { name: `${t('Users.actions.edit')}: ${fullName}` }).click();
  await field(editForm, 'Users.form.permission').selectOption('manager');
  await editForm.getByRole('button', { name: t('Users.form.save') }).click();
  await expect(page.getByText(t('Success.userRolesUpdated'))).toBeVisible();
  await expect(editForm).toBeHidden();
  await expect(row).toContainText(t('Roles.seedTitles.manager'));

  // Block (in the row's "More" menu: only Edit stays a button), after a confirmation naming them.
  await row.getByRole('button', { name: t('Admin.rowMenu.label', { name: fullName }) }).click();
  await page.getByRole('menuitem', { name: t('Users.actions.block') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Users.confirm.blockTitle', { name: fullName }));
  await confirm.getByRole('button', { name: t('Users.actions.block') }).click();
  await expect(page.getByText(t('Success.userStatusChanged'))).toBeVisible();
  await expect(row.getByTestId('user-status')).toHaveText(t('Users.statuses.blocked'));

  // Their open page is sent to login on its next request.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login(\?|$)/);
  await userPage.context().close();
});

test('a role created on the roles page limits what its holder sees', async ({ page, browser }) => {
  const id = stamp();
  const roleName = `e2e-${id.slice(-10)}`;
  const roleTitle = `Leads ${id}`;
  const email = `leo.${id}@vitrine.test`;
  const fullName = `Leo Papel${id}`;

  await page.goto('/admin/users');
  await page.getByRole('main').getByRole('link', { name: t('Users.manageRoles') }).click();
  // The sidebar links the roles page too.
  await expect(page.getByRole('navigation', { name: t('Admin.navLabel') }).getByRole('link', { name: t('Roles.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/roles$/);
  await expect(page.getByRole('heading', { level: 1, name: t('Roles.title') })).toBeVisible();

  await page.getByRole('button', { name: t('Roles.newRole') }).click();
  const form = page.getByRole('dialog', { name: t('Roles.form.createTitle') });
  // The routes are grouped under the five access areas.
  for (const area of ['dashboard', 'articleManagement', 'siteEditor', 'userManagement', 'settings']) {
    await expect(form.getByRole('group', { name: t(`Roles.areas.${area}`) })).toBeVisible();
  }
  // The seo grant says what it really gives: scripts on every public page.
  const seoGrant = form.getByRole('group', { name: t('Roles.areas.siteEditor') }).getByLabel(t('Admin.nav.seo'), { exact: true });
  await expect(seoGrant).toHaveAccessibleDescription(new RegExp(t('Roles.grantWarnings.seo').slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await form.getByRole('button', { name: t('Roles.form.save') }).click();
  await expect(form.getByText(t('Roles.errors.routesRequired'))).toBeVisible();
  await field(form, 'Roles.form.title').fill(roleTitle);
  await field(form, 'Roles.form.name').fill(roleName);
  await form.getByRole('group', { name: t('Roles.areas.dashboard') }).getByLabel(t('Admin.nav.dashboard'), { exact: true }).check();
  await form.getByRole('group', { name: t('Roles.areas.siteEditor') }).getByLabel(t('Admin.nav.listLeads'), { exact: true }).check();
  await form.getByRole('button', { name: t('Roles.form.save') }).click();
  await expect(page.getByText(t('Roles.success.created'))).toBeVisible();
  const roleRow = page.getByRole('row').filter({ hasText: roleTitle });
  await expect(roleRow).toContainText(roleName);

  // The new role is a permission choice of the add-user dialog.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: t('Users.addUser') }).click();
  const userForm = page.getByRole('dialog', { name: t('Users.form.createTitle') });
  await field(userForm, 'Users.form.name').fill('Leo');
  await field(userForm, 'Users.form.lastName').fill(`Papel${id}`);
  await field(userForm, 'Users.form.email').fill(email);
  await field(userForm, 'Users.form.position').selectOption('operational');
  await field(userForm, 'Users.form.permission').selectOption({ label: roleTitle });
  await field(userForm, 'Users.form.cpf').fill(validCpf(Number(id.slice(-9)) + 7));
  await field(userForm, 'Users.form.phone').fill('+55 11 3333-4444');
  await userForm.getByRole('button', { name: t('Users.form.create') }).click();
  const access = page.getByRole('dialog', { name: t('Users.access.title') });
  const password = (await access.getByTestId('access-password').innerText()).trim();
  await access.getByRole('button', { name: t('Users.access.close') }).click();

  // Their sidebar holds exactly the role's two pages, and the API reference every member of staff may read.
  const userPage = await anonymousPage(browser);
  await firstSignIn(userPage, email, password, `Leo-Proprio-${id.slice(-4)}!a`);
  const nav = userPage.getByRole('navigation', { name: t('Admin.navLabel') });
  await expect(nav.getByRole('link')).toHaveText([t('Admin.nav.dashboard'), t('Admin.nav.listLeads'), t('ApiDocs.navLabel')]);
  await userPage.context().close();

  // Clean up: delete the user (confirmed), then the role no one holds any more.
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  const userRow = page.getByRole('row').filter({ hasText: email });
  await userRow.getByRole('button', { name: t('Admin.rowMenu.label', { name: fullName }) }).click();
  await page.getByRole('menuitem', { name: t('Users.actions.delete') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Users.confirm.deleteText'));
  await confirm.getByRole('button', { name: t('Users.actions.delete') }).click();
  await expect(page.getByText(t('Success.userDeleted'))).toBeVisible();
  await expect(userRow).toHaveCount(0);

  await page.goto('/admin/users/roles');
  await roleRow.getByRole('button', { name: `${t('Roles.actions.delete')}: ${roleTitle}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t('Roles.confirm.confirm') }).click();
  await expect(page.getByText(t('Roles.success.deleted'))).toBeVisible();
  await expect(roleRow).toHaveCount(0);
});

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of [
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 900 },
]) {
  test(`the users and roles pages and their dialogs have no serious accessibility violation (${viewport.label})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin/users');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('Users.addUser') }).first().click();
    const form = page.getByRole('dialog', { name: t('Users.form.createTitle') });
    await form.getByRole('button', { name: t('Users.form.create') }).click();
    await expect(form.getByText(t('Validation.nameRequired'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/admin/users/roles');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t('Roles.newRole') }).click();
    await expect(page.getByRole('dialog', { name: t('Roles.form.createTitle') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
