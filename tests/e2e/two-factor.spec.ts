import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eTwoFactor } from './support/accounts';
import { message } from './support/messages';
import { logIn, logOut, submitLogin } from './support/session';

// Two-factor sign-in (issue 19) in pt-BR, as the operational user Tadeu (e2eTwoFactor, used by no
// other journey): turn it on with a code computed from the key the page shows, sign out, sign in with
// password + code, then once with a recovery code.

const t = (key: string) => message('pt-BR', `TwoFactor.${key}`);

/** The code an authenticator app shows for this key, `steps` periods from now (the server accepts ±1). */
function codeFor(secret: string, steps = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

async function enterSignInCode(page: Page, code: string) {
  await expect(page).toHaveURL(/\/two-factor\?/);
  await expect(page.getByRole('heading', { name: t('title') })).toBeVisible();
  await page.getByRole('textbox', { name: t('code') }).fill(code);
  await page.getByRole('button', { name: t('submit') }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('turns two-factor on, then signs in with password + code and once with a recovery code', async ({ page }) => {
  await logIn(page, e2eTwoFactor);
  await page.goto('/admin/settings-profile');
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByTestId('two-factor-status')).toHaveText(t('profile.statusOff'));
  await card.getByRole('button', { name: t('profile.start') }).click();

  // The QR code is an image made on the server; the key is beside it in text.
  await expect(card.getByRole('img', { name: t('profile.qrAlt') })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('textbox', { name: t('profile.code') }).fill(codeFor(secret));
  await card.getByRole('button', { name: t('profile.confirm') }).click();

  const codes = card.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(card.getByRole('link', { name: t('profile.download') })).toHaveAttribute('download', /\.txt$/);
  await card.getByRole('button', { name: t('profile.done') }).click();
  await expect(card.getByTestId('two-factor-disable')).toBeVisible();

  // Password, then the app's code: the code of the next period (the one of this period was just used).
  await logOut(page);
  await page.goto('/login');
  await submitLogin(page, e2eTwoFactor);
  await enterSignInCode(page, codeFor(secret, 1));

  // Password, then a recovery code instead.
  await logOut(page);
  await page.goto('/login');
  await submitLogin(page, e2eTwoFactor);
  await enterSignInCode(page, recovery);
});
