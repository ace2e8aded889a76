import { expect, test } from '@playwright/test';
import { message } from './support/messages';
import { adminViolations as violations } from './support/axe';

// The API reference (issue 20): /admin/api-docs, rendered on the server from the OpenAPI document
// that GET /api/openapi.json answers. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);


test('the reference lists the groups and shows an operation with its body fields and an example answer', async ({ page }) => {
  await page.goto('/admin/api-docs');
  await expect(page.getByRole('heading', { level: 1, name: t('ApiDocs.title') })).toBeVisible();

  // The index of the groups, each a section of the page.
  const index = page.getByRole('navigation', { name: t('ApiDocs.index') });
  for (const group of ['Authentication', 'Articles', 'Webhooks']) {
    await expect(index.getByRole('link', { name: group })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  }

  // POST /api/article/article: its permission, its body fields and an example answer.
  const create = page.locator('article#post-api-article-article');
  await expect(create.getByRole('heading', { level: 3 })).toContainText('/api/article/article');
  await expect(create).toContainText(t('ApiDocs.accessGrant', { grant: t('Admin.nav.compose') }));
  const body = create.getByRole('table', { name: t('ApiDocs.body', { type: 'application/json' }) });
  for (const field of ['title', 'content', 'categories', 'image']) {
    await expect(body.getByRole('cell', { name: field, exact: true })).toBeVisible();
  }
  await expect(create.locator('pre')).toContainText('"unique_key": "como-escolher-um-erp"');

  expect(await violations(page)).toEqual([]);

  // The link to the document, which is OpenAPI 3.1.
  await expect(page.getByRole('link', { name: t('ApiDocs.documentLink') })).toHaveAttribute('href', '/api/openapi.json');
  const res = await page.request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi.startsWith('3.1')).toBe(true);
  expect(Object.keys(doc.paths)).toContain('/api/article/article');
});
