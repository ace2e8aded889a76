import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eProfile } from './support/accounts';
import { message, messagePattern } from './support/messages';
import { logIn, logOut, submitLogin } from './support/session';

// The own-profile screen (/admin/settings-profile) in pt-BR, as the operational user Paula
// (e2eProfile, used by no other journey). The password journey puts the original password back at
// the end, so a retry starts from the same account.

const t = (key: string) => message('pt-BR', `MyProfile.${key}`);
const pt = (key: string) => messagePattern('pt-BR', key);
const photo = path.resolve(__dirname, '..', 'fixtures', 'cover.png');

// Password inputs are textboxes too; the name leaves out the required asterisk (aria-hidden).
const field = (page: Page, key: string) => page.getByRole('textbox', { name: t(key), exact: true });
const sessionRows = (page: Page) => page.getByTestId('sessions-card').getByTestId('session-row');

/** A second browser (its own cookies) signed in as the same user. */
async function otherBrowser(browser: Browser, password = e2eProfile.password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, { email: e2eProfile.email, password });
  return { context, page };
}

async function openProfile(page: Page) {
  await page.goto('/admin/settings-profile');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
}

/** Ends sessions left by an earlier attempt, so the list starts with this browser's only. */
async function endOtherSessions(page: Page) {
  const button = page.getByRole('button', { name: t('sessions.revokeOthers') });
  if (await button.isVisible()) {
    await button.click();
    await page.getByRole('alertdialog').getByRole('button', { name: t('sessions.confirm') }).click();
    await expect(button).toBeHidden();
  }
}

async function changePassword(page: Page, current: string, next: string, confirmation = next) {
  await field(page, 'password.current').fill(current);
  await field(page, 'password.new').fill(next);
  await field(page, 'password.confirmation').fill(confirmation);
  await page.getByTestId('password-form').getByRole('button', { name: t('password.submit') }).click();
}

test.describe('own profile', () => {
  test('lists this browser and another one, and "sign out all other sessions" ends the other', async ({ page, browser }) => {
    await logIn(page, e2eProfile);
    await openProfile(page);
    await endOtherSessions(page);
    const other = await otherBrowser(browser);
    try {
      await page.reload();
      await expect(sessionRows(page)).toHaveCount(2);
      await expect(page.getByTestId('session-row').filter({ has: page.getByTestId('this-device') })).toHaveCount(1);
      await expect(sessionRows(page).first()).toContainText(t('sessions.thisDevice'));
      await expect(sessionRows(page).last().getByRole('button', { name: t('sessions.revoke'), exact: true })).toBeVisible();

      await page.getByRole('button', { name: t('sessions.revokeOthers') }).click();
      const confirm = page.getByRole('alertdialog', { name: t('sessions.confirmTitle') });
      await confirm.getByRole('button', { name: t('sessions.confirm') }).click();
      await expect(page.getByText(pt('MyProfile.sessions.othersEnded')).first()).toBeVisible();
      await expect(sessionRows(page)).toHaveCount(1);

      // The other browser is sent to login on its next navigation; this one carries on.
      await other.page.goto('/admin/dashboard');
      await expect(other.page).toHaveURL(/\/login(\?|$)/);
      await page.goto('/admin/dashboard');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      await other.context.close();
    }
  });

  test('changes the password: wrong current and mismatch are refused keeping what was typed; then the other browser is signed out and only the new password works', async ({ page, browser }) => {
    const other = await otherBrowser(browser);
    try {
      await logIn(page, e2eProfile);
      await openProfile(page);

      // Wrong current password: the server's message under the field, nothing typed is lost.
      await changePassword(page, 'Not-the-passw0rd!', e2eProfile.newPassword);
      const current = page.getByTestId('password-form').getByText(pt('Errors.currentPasswordIncorrect'));
      await expect(current).toBeVisible();
      await expect(field(page, 'password.current')).toHaveValue('Not-the-passw0rd!');
      await expect(field(page, 'password.new')).toHaveValue(e2eProfile.newPassword);
      await expect(field(page, 'password.confirmation')).toHaveValue(e2eProfile.newPassword);
      await expect(field(page, 'password.current')).toHaveAttribute('aria-invalid', 'true');

      // The show/hide toggle reveals what was typed.
      const toggle = page.getByTestId('password-form').getByRole('button', { name: t('password.show') }).first();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(field(page, 'password.current')).toHaveAttribute('type', 'text');

      // Mismatched confirmation.
      await changePassword(page, e2eProfile.password, e2eProfile.newPassword, `${e2eProfile.newPassword}x`);
      await expect(page.getByText(pt('Validation.passwordMismatch'))).toBeVisible();
      await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '4');

      // A valid change: success message, the form empties.
      await changePassword(page, e2eProfile.password, e2eProfile.newPassword);
      await expect(page.getByText(pt('Success.passwordReset')).first()).toBeVisible();
      await expect(field(page, 'password.current')).toHaveValue('');
      await expect(field(page, 'password.new')).toHaveValue('');
      await expect(sessionRows(page)).toHaveCount(1);

      // The browser signed in before the change is sent to login; this one stays signed in.
      await other.page.goto('/admin/dashboard');
      await expect(other.page).toHaveURL(/\/login(\?|$)/);
      await openProfile(page);

      // Out and in again: the old password fails, the new one works.
      await logOut(page);
      await submitLogin(page, e2eProfile);
      await expect(page.getByText(pt('Errors.invalidCredentials'))).toBeVisible();
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await logIn(page, { email: e2eProfile.email, password: e2eProfile.newPassword });

      // Put the original password back (the journey may be retried).
      await openProfile(page);
      await changePassword(page, e2eProfile.newPassword, e2eProfile.password);
      await expect(page.getByText(pt('Success.passwordReset')).first()).toBeVisible();
    } finally {
      await other.context.close();
    }
  });

  test('saves the name and photo and shows them in the header at once; a required field left empty is refused', async ({ page }) => {
    await logIn(page, e2eProfile);
    await openProfile(page);
    const lastName = `Perfil ${Date.now().toString(36)}`;

    await field(page, 'profile.name').fill('');
    await field(page, 'profile.phone').fill('');
    await page.getByTestId('profile-form').getByRole('button', { name: t('profile.save') }).click();
    await expect(page.getByText(pt('Validation.nameRequired'))).toBeVisible();
    await expect(page.getByText(pt('Validation.telephoneRequired'))).toBeVisible();

    await field(page, 'profile.name').fill('Paula');
    await field(page, 'profile.lastName').fill(lastName);
    await field(page, 'profile.phone').fill('+55 11 91234-5678');
    await page.getByLabel(t('profile.photoUpload')).setInputFiles(photo);
    await expect(page.getByTestId('photo-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
    await page.getByTestId('profile-form').getByRole('button', { name: t('profile.save') }).click();
    await expect(page.getByText(pt('Success.userUpdated')).first()).toBeVisible();

    await expect(page.getByTestId('user-menu')).toContainText(`Paula ${lastName}`);
    await expect(page.getByTestId('user-menu-avatar').locator('img')).toBeVisible();
    await expect(page.getByTestId('profile-email')).toHaveText(e2eProfile.email);

    // Still there after a reload (saved, not only shown).
    await page.reload();
    await expect(field(page, 'profile.lastName')).toHaveValue(lastName);
    await expect(page.getByTestId('user-menu')).toContainText(`Paula ${lastName}`);
  });

  test('reads on a 375 px phone with no serious accessibility violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, e2eProfile);
    await openProfile(page);
    await expect(sessionRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
