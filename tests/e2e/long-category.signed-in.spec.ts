import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';

// Category names run up to 80 characters (lib/categories/schema.ts). A published article carrying
// one must not make any page scroll sideways on a 390 px phone, nor the compose page at 1366 px:
// chips shorten with an ellipsis and keep the full name in their title. Admin session (signed-in project).

const stamp = Date.now().toString(36);
const word = `larguissima${stamp}`;
const longName = `Gestão de pessoas, transformação digital e inovação ${stamp} `.padEnd(80, 'x').slice(0, 80);
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

let article: { id: number; key: string; authorProfile: string | null } = { id: 0, key: '', authorProfile: null };
let categoryId = 0;

test.beforeAll(async ({ request }) => {
  const auth = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(auth.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${(await auth.json()).token}` };

  const category = await request.post('/api/category/category', {
    data: { name: longName, description: 'Uma categoria de nome longo.', background_color: '#0f766e', text_color: '#ffffff' },
    headers,
  });
  expect(category.status(), await category.text()).toBe(201);
  categoryId = (await category.json()).data.id;

  const created = await request.post('/api/article/article', {
    data: {
      title: `Artigo com categoria longa ${stamp}`,
      content: `<p>Um texto sobre ${word} e o que vem depois.</p>`,
      categories: [categoryId],
      image: '/uploads/e2e-cover.webp',
      status: 'published',
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = (await created.json()).data;
  article = { id: data.id, key: data.unique_key, authorProfile: null };
});

/** Whether the page scrolls sideways: the document is wider than its viewport. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways (${scrollWidth} > ${clientWidth})`).toBeLessThanOrEqual(clientWidth);
}

test('an 80-character category shortens on its chips and keeps its full name on hover', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(`/post/${article.key}/${article.id}`);
  const chip = page.getByRole('link', { name: longName });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('title', longName);
  await expect(chip).toHaveCSS('text-overflow', 'ellipsis');
  const box = await chip.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);
  const profile = page.locator('a[href*="/profile/"]').first();
  article.authorProfile = (await profile.count()) ? await profile.getAttribute('href') : null;
});

test('no page of the site scrolls sideways at 390 px with an 80-character category', async ({ page }) => {
  await page.setViewportSize(phone);
  const paths = ['/', '/blog', `/post/${article.key}/${article.id}`, `/list-article-results?category=${categoryId}`, `/list-article-results/${word}`];
  if (!article.authorProfile) {
    await page.goto(`/post/${article.key}/${article.id}`);
    article.authorProfile = await page.locator('a[href*="/profile/"]').first().getAttribute('href');
  }
  expect(article.authorProfile, 'the article links its author’s profile').toBeTruthy();
  paths.push(article.authorProfile as string);
  for (const path of paths) await expectNoSidewaysScroll(page, path);
  // The chip really is on those pages (the check would pass trivially on a page without it).
  await page.goto(`/list-article-results/${word}`);
  await expect(page.getByTestId('category-chip').filter({ hasText: longName }).first()).toBeVisible();
});

test('no page of the back office scrolls sideways at 390 px, nor the compose page at 1366 px', async ({ page }) => {
  await page.setViewportSize(phone);
  const compose = `/admin/compose/${article.key}/${article.id}`;
  for (const path of [
    compose,
    '/admin/compose',
    '/admin/list-of-articles',
    `/admin/list-of-categories?search=${encodeURIComponent(stamp)}`,
    '/admin/dashboard',
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto(`/admin/list-of-categories?search=${encodeURIComponent(stamp)}`);
  await expect(page.getByTestId('category-chip').filter({ hasText: longName }).first()).toHaveAttribute('title', longName);

  await page.setViewportSize(desktop);
  await expectNoSidewaysScroll(page, compose);
  await expectNoSidewaysScroll(page, '/admin/compose');
  const chip = page.getByTestId('category-chip').filter({ hasText: longName });
  await expect(chip).toHaveAttribute('title', longName);
  // The chip stays inside the publish panel instead of pushing the form under it.
  const panel = await page.getByRole('group').filter({ has: chip }).boundingBox();
  const chipBox = await chip.boundingBox();
  expect(panel && chipBox && chipBox.x + chipBox.width).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0) + 1);
});
