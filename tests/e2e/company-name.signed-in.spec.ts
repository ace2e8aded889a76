import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// The company name saved in the layout settings is the one name of the site: tab titles, share data
// (Open Graph site_name, JSON-LD publisher), the login and account screens and the admin brand all
// follow it instead of the catalogue's "Vitrine". Admin session (signed-in project).

const company = `Ótica Horizonte ${Date.now().toString(36)}`;
let previous: { currentVersion: string; companyName: string } | null = null;

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

async function saveCompany(request: APIRequestContext, version: string, name: string) {
  const res = await request.post('/api/layout/layout-setting', { data: { current_version: version, company_name: name }, headers: await bearer(request) });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.beforeAll(async ({ request }) => {
  const latest = await request.get('/api/layout/layout-setting/latest');
  const data = (await latest.json()).data;
  previous = { currentVersion: data.currentVersion, companyName: data.companyName };
  await saveCompany(request, data.currentVersion, company);
});

test.afterAll(async ({ request }) => {
  if (previous) await saveCompany(request, previous.currentVersion, previous.companyName);
});

/** The page's JSON-LD objects (arrays flattened). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}

const publisherOf = (items: Record<string, unknown>[], type: string) =>
  (items.find((item) => item['@type'] === type)?.publisher as { name?: string } | undefined)?.name;

test('public pages carry the saved company name in the tab title and the share data', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle(new RegExp(`\\| ${company}$`));
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', company);
  expect(publisherOf(await jsonLd(page), 'Blog')).toBe(company);
  await expect(page.locator('meta[name="description"]').first()).not.toHaveAttribute('content', /Vitrine/);

  // An article: title template, Open Graph and the BlogPosting's publisher.
  const href = await page.locator('section#featured a[href*="/post/"]').first().getAttribute('href');
  await page.goto(href as string);
  await expect(page).toHaveTitle(new RegExp(`\\| ${company}$`));
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', company);
  expect(publisherOf(await jsonLd(page), 'BlogPosting')).toBe(company);

  // Its author's profile.
  const profile = await page.locator('a[href*="/profile/"]').first().getAttribute('href');
  await page.goto(profile as string);
  await expect(page).toHaveTitle(new RegExp(`\\| ${company}$`));
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', company);

  // In English too: the name is the company's, not a translation.
  await page.goto('/en/blog');
  await expect(page).toHaveTitle(new RegExp(`\\| ${company}$`));
});

test('the login and account screens and the admin brand show the saved company name', async ({ page, browser }) => {
  const signedOut = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await signedOut.newPage();
  try {
    await visitor.goto('/login');
    await expect(visitor.getByRole('link', { name: company, exact: true })).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(`\\| ${company}$`));
    await expect(visitor.getByText('Vitrine', { exact: true })).toHaveCount(0);
    await visitor.goto('/recover-password');
    await expect(visitor.getByRole('link', { name: company, exact: true })).toBeVisible();
  } finally {
    await signedOut.close();
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/dashboard');
  const brand = message('pt-BR', 'Admin.brand').replace('{company}', company);
  await expect(page.getByText(brand, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`\\| ${company}$`));
});
