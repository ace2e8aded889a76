import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin, e2eOperational } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

// The back-office article list (/admin/list-of-articles): an admin filters and searches (the URL
// keeps the filters), publishes, unpublishes, features and deletes articles after confirming; an
// operational user sees only their own articles and no author filter. pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const a = (key: string, values: Record<string, string> = {}) => t(`Admin.articles.${key}`, values);

// Unique per run: other journeys share the server's database.
const stamp = `lista-${Date.now().toString(36)}`;
const titles = {
  withCover: `Publicar ${stamp}`,
  noCover: `Sem imagem ${stamp}`,
  toDelete: `Apagar ${stamp}`,
  operational: `Olga escreve ${stamp}`,
};

async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: account });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

async function createDraft(request: APIRequestContext, token: string, title: string, categoryId: number, image: string | null) {
  const res = await request.post('/api/article/article', {
    data: { title, content: `<p>Conteúdo de ${title}.</p>`, categories: [categoryId], image },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  const admin = await apiToken(request, e2eAdmin);
  const categories = await request.post('/api/category/categories-list', { data: {}, headers: { authorization: `Bearer ${admin}` } });
  expect(categories.ok()).toBeTruthy();
  const categoryId: number = (await categories.json()).data.items[0].id;
  await createDraft(request, admin, titles.withCover, categoryId, '/uploads/e2e-cover.webp');
  await createDraft(request, admin, titles.noCover, categoryId, null);
  await createDraft(request, admin, titles.toDelete, categoryId, null);
  await createDraft(request, await apiToken(request, e2eOperational), titles.operational, categoryId, null);
});

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

async function applyFilters(page: Page, filters: { search?: string; status?: string }) {
  const form = page.getByRole('search', { name: a('filters.label') });
  if (filters.search !== undefined) await form.getByRole('searchbox', { name: a('filters.search') }).fill(filters.search);
  // A select's accessible name also holds its chosen option ("Status Todos"): find it by its field name.
  if (filters.status !== undefined) await form.locator('select[name="status"]').selectOption(filters.status);
  await form.getByRole('button', { name: a('filters.apply') }).click();
}

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('an admin filters, publishes, unpublishes, features and deletes articles', async ({ page }) => {
  await logIn(page, e2eAdmin);
  await page.goto('/admin/list-of-articles');
  await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
  await expect(page.getByRole('link', { name: a('newArticle') })).toHaveAttribute('href', '/admin/compose');
  // The seeded blog is listed with its reads and coloured category chips; an admin filters by author too.
  await expect(page.getByRole('table').getByTestId('category-chip').first()).toBeVisible();
  await expect(page.locator('select[name="author"]')).toBeVisible();

  // Search by title: the URL keeps it and only this run's four drafts are left.
  await applyFilters(page, { search: stamp });
  await expect(page).toHaveURL(new RegExp(`[?&]search=${stamp}`));
  await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(4);

  // Filter by status: none of them is published; all four are drafts.
  await applyFilters(page, { status: 'published' });
  await expect(page).toHaveURL(/[?&]status=published/);
  await expect(page.getByRole('heading', { name: a('emptyTitle') })).toBeVisible();
  await applyFilters(page, { status: 'draft' });
  await expect(page).toHaveURL(/[?&]status=draft/);
  await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(4);
  for (const badge of await page.getByRole('table').getByTestId('article-status').all()) await expect(badge).toHaveText(a('statuses.draft'));
  // Back to every status, still searching.
  await applyFilters(page, { status: '' });
  await expect(page).not.toHaveURL(/status=(draft|published)/);

  // Publishing an article without a cover image is refused with the "Image" message.
  await rowOf(page, titles.noCover).getByRole('button', { name: `${a('actions.publish')}: ${titles.noCover}` }).click();
  await confirm(page, titles.noCover, a('actions.publish'));
  await expect(page.getByText(message('pt-BR', 'Validation.imageRequired'))).toBeVisible();
  await expect(rowOf(page, titles.noCover).getByTestId('article-status')).toHaveText(a('statuses.draft'));

  // Publish the draft that has a cover: confirmed, reported, live (a view link opens it in a new tab).
  const published = rowOf(page, titles.withCover);
  await expect(published.getByRole('link', { name: a('actions.viewLabel', { title: titles.withCover }) })).toHaveCount(0);
  await published.getByRole('button', { name: `${a('actions.publish')}: ${titles.withCover}` }).click();
  await confirm(page, titles.withCover, a('actions.publish'));
  await expect(page.getByText(a('messages.published'))).toBeVisible();
  await expect(published.getByTestId('article-status')).toHaveText(a('statuses.published'));
  const view = published.getByRole('link', { name: a('actions.viewLabel', { title: titles.withCover }) });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/post\/publicar-lista-[a-z0-9]+\/\d+$/);
  await expect(published.getByRole('link', { name: `${a('actions.edit')}: ${titles.withCover}` })).toHaveAttribute(
    'href',
    /^\/admin\/compose\/publicar-lista-[a-z0-9]+\/\d+$/,
  );

  // Unpublish it again.
  await published.getByRole('button', { name: t('Admin.rowMenu.label', { name: titles.withCover }) }).click();
  await page.getByRole('menuitem', { name: a('actions.unpublish') }).click();
  await confirm(page, titles.withCover, a('actions.unpublish'));
  await expect(page.getByText(a('messages.unpublished'))).toBeVisible();
  await expect(published.getByTestId('article-status')).toHaveText(a('statuses.draft'));
  await expect(published.getByRole('link', { name: a('actions.viewLabel', { title: titles.withCover }) })).toHaveCount(0);

  // Feature it: the star stays on after a reload.
  const star = published.getByRole('button', { name: a('featured.label', { title: titles.withCover }) });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText(a('messages.featured'))).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // Delete another one after confirming: its row is gone.
  await rowOf(page, titles.toDelete).getByRole('button', { name: t('Admin.rowMenu.label', { name: titles.toDelete }) }).click();
  await page.getByRole('menuitem', { name: a('actions.delete') }).click();
  await confirm(page, titles.toDelete, a('actions.delete'));
  await expect(page.getByText(message('pt-BR', 'Success.articleDeleted'))).toBeVisible();
  await expect(rowOf(page, titles.toDelete)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(3);
});

test('an operational user sees only their own articles and no author filter', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/list-of-articles');
  await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
  await expect(page.getByText(a('descriptionOwn'))).toBeVisible();
  await expect(page.locator('select[name="category"]')).toBeVisible();
  await expect(page.locator('select[name="author"]')).toHaveCount(0);
  await expect(rowOf(page, titles.operational)).toHaveCount(1);
  // None of the admin's articles (this run's or the seeded blog's).
  await expect(rowOf(page, titles.withCover)).toHaveCount(0);
  const rows = page.getByRole('row').filter({ has: page.getByTestId('article-status') });
  for (const row of await rows.all()) await expect(row).toContainText('Olga');
  // An author in the URL changes nothing for them.
  await page.goto(`/admin/list-of-articles?search=${stamp}&author=1`);
  await expect(rowOf(page, titles.operational)).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(1);
});
