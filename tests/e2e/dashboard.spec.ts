import { expect, test } from '@playwright/test';
import { e2eOperational } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

// An operational user (no 'reports-all') sees the figures of their own articles only. The seeded
// articles belong to the demo authors, so this account has none: its post performance is empty.
test('an operational user sees only their own articles in post performance', async ({ page }) => {
  await logIn(page, e2eOperational);
  await expect(page.getByText(message('pt-BR', 'Reports.ownArticlesOnly'))).toBeVisible();
  await expect(page.getByTestId('card-reads-value')).toHaveText('0');
  await expect(page.getByTestId('posts-table')).toHaveCount(0);
  const performance = page.getByRole('region', { name: message('pt-BR', 'Reports.postPerformance') });
  await expect(performance.getByText(message('pt-BR', 'Errors.noData'))).toBeVisible();
  await expect(page.getByText(message('pt-BR', 'Errors.noAuthors'))).toBeVisible();

  // The API answers with the same scope.
  const res = await page.request.get('/api/report/dashboard?period=90d');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.data.totals.reads).toBe(0);
  expect(body.data.posts.rows).toEqual([]);
});
