// Takes the README's screenshots from a running production server (default http://127.0.0.1:3000,
// or SCREENSHOT_URL) in Debian's Chromium: the public home page and the back-office dashboard,
// signed in as ADMIN_EMAIL / ADMIN_PASSWORD. `node docs/screenshots.mjs` after `npm start`.
import { chromium } from '@playwright/test';

const base = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: 'docs/screenshot.png' });
  await page.goto(`${base}/login`);
  await page.getByLabel(/e-?mail/i).first().fill(process.env.ADMIN_EMAIL ?? 'admin@example.com');
  await page.getByLabel(/senha/i).first().fill(process.env.ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/\/admin\//);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'docs/screenshot-admin.png' });
} finally {
  await browser.close();
}
