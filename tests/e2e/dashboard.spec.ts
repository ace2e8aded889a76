import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCpf, withCpfCheckDigits } from '../../lib/format/cpf';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { logIn } from './support/session';

// An operational user (no 'reports-all') sees the figures of their own articles only. The journey
// makes its own data: a new operational user with one article read three times, and an article of the
// administrator's read twice, so every figure is known exactly whatever the other journeys did.

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/auth', { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).token as string}` };
}

/** A published article by the caller, read `reads` times by a browser: its id. */
async function publishedAndRead(request: APIRequestContext, auth: Record<string, string>, title: string, reads: number): Promise<number> {
  const categories = await request.post('/api/category/categories-list', { data: {}, headers: auth });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const created = await request.post('/api/article/article', {
    data: { title, content: '<p>Um artigo com leituras contadas.</p>', categories: [categoryId], image: '/uploads/e2e-cover.webp', status: 'published' },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, status } = (await created.json()).data;
  expect(status).toBe('published');
  for (let i = 0; i < reads; i += 1) expect((await request.post(`/api/article/read/${id}`, { headers: browser })).status()).toBe(204);
  return id;
}

type ReportRow = { id: number; title: string; reads: number };
const rowsOf = (report: { posts: { rows: ReportRow[] } }, ids: number[]) =>
  report.posts.rows.filter((r) => ids.includes(r.id)).map(({ id, title, reads }) => ({ id, title, reads }));

test('an operational user sees only the figures of their own articles', async ({ page, request }) => {
  const stamp = Date.now();
  const admin = await bearer(request, e2eAdmin);

  // A new operational user, past their first access.
  const email = `reports-${stamp}@vitrine.test`;
  const created = await request.post('/api/user/user', {
    headers: admin,
    data: {
      name: 'Rita',
      last_name: 'Relatórios',
      email,
      position: 'operational',
      permission: 'operational',
      cpf: formatCpf(withCpfCheckDigits(String(stamp).slice(-9).replace(/^(\d)\1{8}$/, '123456789'))),
      phone: '+55 11 90000-0000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const password = 'Reports-Passw0rd1!';
  const firstAccess = await bearer(request, { email, password: (await created.json()).data.first_access_password });
  const chosen = await request.post('/api/auth/first-access', { headers: firstAccess, data: { password, password_confirmation: password } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const own = await bearer(request, { email, password });

  const siteReads = async () => (await (await request.get('/api/report/dashboard?period=30d', { headers: admin })).json()).data.totals.reads as number;
  const readsBefore = await siteReads();

  const mineTitle = `Relatório da Rita ${stamp}`;
  const theirsTitle = `Relatório do administrador ${stamp}`;
  const mine = await publishedAndRead(request, own, mineTitle, 3);
  const theirs = await publishedAndRead(request, admin, theirsTitle, 2);

  // The API: the user's report holds their one article and its 3 reads; the administrator's, both
  // (the newest first, so on the first page), and the site's total grew by the 5 reads.
  const scoped = (await (await request.get('/api/report/dashboard?period=30d', { headers: own })).json()).data;
  expect(scoped.totals.reads).toBe(3);
  expect(rowsOf(scoped, [mine, theirs])).toEqual([{ id: mine, title: mineTitle, reads: 3 }]);
  expect(scoped.posts.rows).toHaveLength(1);
  const all = (await (await request.get('/api/report/dashboard?period=30d&sort=published&dir=desc', { headers: admin })).json()).data;
  expect(all.totals.reads).toBe(readsBefore + 5);
  expect(rowsOf(all, [mine, theirs]).sort((a, b) => a.id - b.id)).toEqual([
    { id: mine, title: mineTitle, reads: 3 },
    { id: theirs, title: theirsTitle, reads: 2 },
  ]);

  // The page shows the same: the note, the card and one row.
  await logIn(page, { email, password });
  await expect(page.getByText(message('pt-BR', 'Reports.ownArticlesOnly'))).toBeVisible();
  await expect(page.getByTestId('card-reads-value')).toHaveText('3');
  const table = page.getByRole('region', { name: message('pt-BR', 'Reports.postPerformance') }).getByTestId('posts-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(mineTitle);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('3');
  await expect(table).not.toContainText(theirsTitle);
});
