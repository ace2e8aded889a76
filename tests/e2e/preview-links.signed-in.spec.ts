import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminAxeRules } from './support/axe';
import { message } from './support/messages';

// Issue 31 §2, done when (through the UI): from the article editor the administrator shares a draft,
// the link opens in a fresh browser with no cookies (200, the draft's title, noindex in the header and
// the page, private no-store), the panel lists it and revokes it, and the link is then the site's
// not-found page. axe on the panel. Admin session, pt-BR. The draft is deleted afterwards.

const t = (key: string) => message('pt-BR', key);

const title = `Rascunho para o cliente ${Date.now().toString(36)}`;
let article: { id: number; unique_key: string } | null = null;
let origin = '';

test.afterAll(async ({ request }) => {
  if (article) await request.delete(`/api/article/article/${article.id}/${article.unique_key}?permanent=true`, { headers: { origin } });
});

test('share a draft article from the editor, open it without cookies, revoke it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/dashboard');
  origin = new URL(page.url()).origin;
  const headers = { origin };
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const created = await page.request.post('/api/article/article', {
    headers,
    data: { title, content: '<p>Texto ainda não publicado.</p>', categories: [categories.data.items[0].id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  article = (await created.json()).data as { id: number; unique_key: string };

  await page.goto(`/admin/compose/${article.unique_key}/${article.id}`);
  const panel = page.getByTestId('share-preview');
  await expect(panel.getByRole('heading', { level: 2, name: t('Previews.panel.heading') })).toBeVisible();
  await expect(panel.getByText(t('Previews.panel.none'))).toBeVisible();
  await panel.getByLabel(t('Previews.panel.days')).selectOption('3');
  await panel.getByRole('button', { name: t('Previews.panel.create') }).click();
  const link = panel.getByLabel(t('Previews.panel.newLink'));
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/preview/[A-Za-z0-9_-]{43}$`));
  const url = await link.inputValue();
  await expect(panel.getByTestId('share-preview-links').getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByTestId('share-preview-links')).toContainText('Admin');

  // Copy: the live region says so (the clipboard, or the selected text where there is none).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: t('Previews.panel.copy') }).click();
  await expect(panel.getByRole('status')).toHaveText(new RegExp(`${t('Previews.panel.copied')}|${t('Previews.panel.copyManual').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  const axe = await new AxeBuilder({ page }).include('[data-testid="share-preview"]').withTags(adminAxeRules).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A visitor without an account: a new browser context, no cookies.
  // The project's signed-in storage state would be inherited: start from an empty one.
  const visitor = await browser.newContext({ locale: 'pt-BR', storageState: { cookies: [], origins: [] } });
  try {
    expect(await visitor.cookies()).toEqual([]);
    const guest = await visitor.newPage();
    const answer = await guest.goto(url);
    expect(answer?.status()).toBe(200);
    const sent = answer ? await answer.allHeaders() : {};
    expect(sent['x-robots-tag']).toBe('noindex');
    expect(sent['cache-control']).toBe('private, no-store');
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText('Texto ainda não publicado.')).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(guest.getByTestId('shared-preview-banner')).toBeVisible();

    // Revoke from the panel.
    await panel.getByRole('button', { name: t('Previews.panel.revoke') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t('Previews.panel.revoke') }).click();
    await expect(panel.getByText(t('Previews.panel.none'))).toBeVisible();

    const gone = await guest.goto(url);
    expect(gone?.status()).toBe(404);
    await expect(guest.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(message('pt-BR', 'NotFound.title'));
    expect(gone ? (await gone.allHeaders())['cache-control'] : '').toBe('private, no-store');
  } finally {
    await visitor.close();
  }
});
