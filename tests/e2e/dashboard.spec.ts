import { expect, test } from '@playwright/test';
import { e2eAdmin, e2eOperational } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

// An operational user (no 'reports-all') sees the figures of their own articles only. Other journeys
// may have published articles as this account by now, so the check compares scopes rather than
// expecting zero: the page shows what the scoped API answers, which is less than the whole site.
test('an operational user sees only the figures of their own articles', async ({ page, request }) => {
  await logIn(page, e2eOperational);
  await expect(page.getByText(message('pt-BR', 'Reports.ownArticlesOnly'))).toBeVisible();

  const own = await page.request.get('/api/report/dashboard?period=30d');
  expect(own.status()).toBe(200);
  const scoped = (await own.json()).data;
  await expect(page.getByTestId('card-reads-value')).toHaveText(scoped.totals.reads.toLocaleString('pt-BR'));

  const auth = await request.post('/api/auth/auth', { data: e2eAdmin });
  const adminToken = (await auth.json()).token as string;
  const all = (await (await request.get('/api/report/dashboard?period=30d', { headers: { authorization: `Bearer ${adminToken}` } })).json()).data;
  expect(scoped.totals.reads).toBeLessThan(all.totals.reads);

  // Every post in the operational user's report is one of their own articles.
  // A POST with the session cookie must say it comes from the site, as the browser's own fetch does.
  const mine = await page.request.post('/api/article/articles-list', { headers: { origin: new URL(page.url()).origin }, data: { limit: 100, page: 1 } });
  const ownIds = new Set(((await mine.json()).data.items as { id: number }[]).map((a) => a.id));
  for (const row of scoped.posts.rows as { id: number }[]) expect(ownIds).toContain(row.id);
  if (scoped.posts.rows.length === 0) {
    const performance = page.getByRole('region', { name: message('pt-BR', 'Reports.postPerformance') });
    await expect(performance.getByText(message('pt-BR', 'Errors.noData'))).toBeVisible();
  }
});
