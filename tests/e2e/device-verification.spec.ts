import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { e2eAdmin } from './support/accounts';
import { messagePattern } from './support/messages';
import { logOut, submitLogin } from './support/session';

// Device verification is off on the main e2e server (a newcomer must never be locked out), so this
// journey runs a second server from the same production build, with it on and a real SMTP server
// (started here) receiving the codes.
const port = Number(process.env.E2E_DEVICE_PORT ?? 3109);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = '.data-e2e-device';
let smtp: TestSmtp;
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    AUTH_SECRET: 'e2e-device-auth-secret-not-for-production-use-00',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    STAFF_DEVICE_VERIFICATION: 'true',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  };
  // Its own embedded database, whatever the main e2e server uses.
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['server/server.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the device-verification server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await smtp?.close();
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'pt-BR' });
}

async function codeFromEmail(): Promise<string> {
  const mail = await smtp.next(20_000);
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code, 'a 6-digit code in the email').toBeTruthy();
  return code!;
}

test('a fresh browser is asked for the emailed code; a remembered one is not', async ({ browser }) => {
  smtp.skipAll();
  const first = await newContext(browser);
  const page = await first.newPage();
  await page.goto('/login');
  await submitLogin(page, e2eAdmin);
  await expect(page).toHaveURL(/\/verify-device\?/);

  // A wrong code is refused, the right one opens the dashboard.
  const code = await codeFromEmail();
  const wrong = code === '000000' ? '111111' : '000000';
  await page.locator('input[name="code"]').fill(wrong);
  await page.locator('[type="submit"]').click();
  await expect(page.getByRole('alert').filter({ hasText: messagePattern('pt-BR', 'Errors.invalidCode') })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-device\?/);
  // React resets the form after the action answered: wait for that before typing again.
  await expect(page.locator('input[name="code"]')).toHaveValue('');
  await page.locator('input[name="code"]').fill(code);
  await page.locator('[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Same browser after logout: the device is remembered, no code.
  await logOut(page);
  await submitLogin(page, e2eAdmin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await first.close();

  // Another browser: asked again.
  const second = await newContext(browser);
  const other = await second.newPage();
  await other.goto('/login');
  await submitLogin(other, e2eAdmin);
  await expect(other).toHaveURL(/\/verify-device\?/);
  await second.close();
});
