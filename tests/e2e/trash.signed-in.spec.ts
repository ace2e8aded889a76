import { expect, test } from '@playwright/test';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 33 §4, done when (through the UI): the administrator deletes an article from the articles list,
// finds it in /admin/trash (who deleted it and when), restores it, and it is back in the list with the
// same address. axe on /admin/trash. Admin session, pt-BR. The article is deleted for good afterwards.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const title = `Artigo para a lixeira ${Date.now().toString(36)}`;
let article: { id: number; unique_key: string } | null = null;
let origin = '';

test.afterAll(async ({ request }) => {
  if (article) await request.delete(`/api/article/article/${article.id}/${article.unique_key}?permanent=true`, { headers: { origin } });
});

test('delete an article in the list, find it in the trash, restore it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/dashboard');
  origin = new URL(page.url()).origin;
  const headers = { origin };
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const created = await page.request.post('/api/article/article', { headers, data: { title, content: '<p>Vai e volta.</p>', categories: [categories.data.items[0].id] } });
  expect(created.status(), await created.text()).toBe(201);
  article = (await created.json()).data as { id: number; unique_key: string };

  // Delete it from the list: the confirmation says it goes to the trash.
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: t('Admin.rowMenu.label', { name: title }) }).click();
  await page.getByRole('menuitem', { name: t('Admin.articles.actions.delete') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('Admin.articles.confirm.deleteTitle', { title }) });
  await expect(confirm.getByText(t('Admin.articles.confirm.deleteText'))).toBeVisible();
  // The action's answer first: leaving the page while it is in flight would race the trash page's read.
  const trashed = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/admin/list-of-articles'));
  await confirm.getByRole('button', { name: t('Admin.articles.actions.delete') }).click();
  expect((await trashed).ok()).toBe(true);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // In the trash, with who deleted it; axe on the screen.
  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { level: 1, name: t('Trash.title') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: t('Trash.kinds.article'), exact: true })).toBeVisible();
  expect(await adminViolations(page)).toEqual([]);

  // Restore it (confirmed): gone from the trash, back in the list with the same id and address.
  await row.getByRole('button', { name: `${t('Trash.restore')}: ${title}` }).click();
  const ask = page.getByRole('alertdialog', { name: t('Trash.confirm.restoreTitle', { title }) });
  const restoredAnswer = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/admin/trash'));
  await ask.getByRole('button', { name: t('Trash.restore') }).click();
  expect((await restoredAnswer).ok()).toBe(true);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const read = await page.request.get(`/api/article/article/${article.id}`, { headers });
  expect(read.status()).toBe(200);
  expect((await read.json()).data).toMatchObject({ id: article.id, unique_key: article.unique_key, status: 'draft' });
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});
