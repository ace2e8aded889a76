import { expect, test } from '@playwright/test';
import { message } from './support/messages';

// The administrator's dashboard on the seeded database (26 articles, 24 of them live with 60 days of daily reads).
// Other journeys publish articles too, so counts that grow with them are lower bounds.

const reads = (page: import('@playwright/test').Page) => page.getByTestId('card-reads-value');
const asNumber = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('shows the seeded figures for the default 30 days', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: message('pt-BR', 'Reports.title') })).toBeVisible();
  expect(asNumber(await reads(page).textContent())).toBeGreaterThan(0);
  expect(asNumber(await page.getByTestId('card-activeAuthors-value').textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: message('pt-BR', 'Reports.periods.last30Days') })).toHaveAttribute('aria-current', 'page');
  // The chart's box and its data table; publishers; categories; post performance with links.
  await expect(page.getByRole('img', { name: new RegExp(message('pt-BR', 'Reports.readsOverTime')) })).toBeVisible();
  // A header row and at least the three demo authors.
  expect(await page.getByRole('region', { name: message('pt-BR', 'Reports.publishers') }).getByRole('row').count()).toBeGreaterThanOrEqual(4);
  const posts = page.getByTestId('posts-table');
  await expect(posts.getByRole('row')).toHaveCount(11);
  const firstTitle = posts.getByRole('rowheader').first().getByRole('link');
  await expect(firstTitle).toHaveAttribute('href', /\/post\/[a-z0-9-]+\/\d+$/);
  await expect(posts.getByRole('link', { name: /^Editar/ }).first()).toHaveAttribute('href', /\/admin\/compose\/[a-z0-9-]+\/\d+$/);
});

test('changing the period changes the URL and the numbers, and the back button returns', async ({ page }) => {
  await page.goto('/admin/dashboard');
  const thirtyDays = asNumber(await reads(page).textContent());

  await page.getByRole('link', { name: message('pt-BR', 'Reports.periods.last7Days') }).click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(page.getByRole('link', { name: message('pt-BR', 'Reports.periods.last7Days') })).toHaveAttribute('aria-current', 'page');
  const sevenDays = asNumber(await reads(page).textContent());
  expect(sevenDays).toBeGreaterThan(0);
  expect(sevenDays).toBeLessThan(thirtyDays);

  // A custom range far in the past has no reads: the §8 empty states.
  const form = page.getByRole('form', { name: message('pt-BR', 'Reports.periods.custom') });
  await form.getByLabel(message('pt-BR', 'Reports.from')).fill('2020-01-01');
  await form.getByLabel(message('pt-BR', 'Reports.to')).fill('2020-01-31');
  await form.getByRole('button', { name: message('pt-BR', 'Reports.apply') }).click();
  await expect(page).toHaveURL(/period=custom&from=2020-01-01&to=2020-01-31/);
  await expect(reads(page)).toHaveText('0');
  await expect(page.getByText(message('pt-BR', 'Errors.noFlowData'))).toBeVisible();
  await expect(page.getByText(message('pt-BR', 'Errors.noAuthors'))).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(reads(page)).toHaveText(new Intl.NumberFormat('pt-BR').format(sevenDays));
});

test('sorts the post performance table through the URL', async ({ page }) => {
  await page.goto('/admin/dashboard?period=30d');
  const posts = page.getByTestId('posts-table');
  await posts.getByRole('link', { name: new RegExp(message('pt-BR', 'Reports.columns.title')) }).click();
  await expect(page).toHaveURL(/sort=title&dir=asc/);
  const titles = await posts.getByRole('rowheader').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
});

test('groups each translation group into one row and back, through the URL', async ({ page }) => {
  await page.goto('/admin/dashboard?period=30d&sort=title');
  const toggle = page.getByTestId('translations-view');
  await expect(toggle.getByRole('link', { name: message('pt-BR', 'Reports.translationsView.separate') })).toHaveAttribute('aria-current', 'true');
  const posts = page.getByTestId('posts-table');
  await expect(posts.getByTestId('post-languages')).toHaveCount(0);

  // Grouped: the seeded "como-escolher-um-erp" group sums its Portuguese, English and Spanish reads on one row.
  await toggle.getByRole('link', { name: message('pt-BR', 'Reports.translationsView.grouped') }).click();
  await expect(page).toHaveURL(/translations=grouped/);
  await expect(page).toHaveURL(/sort=title/);
  const row = posts.getByRole('row').filter({ has: page.locator('a[href*="/post/como-escolher-um-erp/"]') });
  await expect(row.getByTestId('post-languages')).toHaveText(message('pt-BR', 'Reports.translationsView.languages').replace('{languages}', 'pt-BR · en · es'));
  await expect(posts.getByRole('rowheader').filter({ hasText: 'Cómo elegir un ERP' })).toHaveCount(0);

  await toggle.getByRole('link', { name: message('pt-BR', 'Reports.translationsView.separate') }).click();
  await expect(page).not.toHaveURL(/translations=/);
  await expect(posts.getByTestId('post-languages')).toHaveCount(0);
});
