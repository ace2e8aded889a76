import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCpf, withCpfCheckDigits } from '../../lib/format/cpf';
import { e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { message } from './support/messages';
import { submitLogin } from './support/session';

// Issue 33 §2, review before publishing, through the back office: a contributor (a role with compose
// and without publish) submits a draft for review; the administrator finds it under "Awaiting review"
// and requests changes with a comment; the author sees the comment in the editor and submits again;
// the administrator publishes it and the public page answers. Admin session, pt-BR. The article, the
// user and the role are deleted afterwards.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const stamp = Date.now();
const title = `Revisão ${stamp.toString(36)}`;
const comment = `Cite as fontes do segundo parágrafo (${stamp.toString(36)}).`;
const contributorPassword = 'Contrib-Passw0rd1!';
const cleanup: string[] = [];

async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/auth/auth', { data: account });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

let contributorEmail = '';
let article = { id: 0, unique_key: '' };

test.beforeAll(async ({ request }) => {
  const headers = await bearer(request, e2eAdmin);
  const roleName = `contrib-${stamp}`;
  const role = await request.post('/api/role/roles', {
    headers,
    data: { name: roleName, title: `Contributor ${stamp}`, active_routes: ['dashboard', 'list-of-articles', 'compose', 'media', 'list-of-categories', 'settings-profile'] },
  });
  expect(role.status(), await role.text()).toBe(201);
  const roleData = (await role.json()).data;
  contributorEmail = `contrib-${stamp}@vitrine.test`;
  const created = await request.post('/api/user/user', {
    headers,
    data: {
      name: 'Carla',
      last_name: 'Contribui',
      email: contributorEmail,
      position: 'operational',
      permission: roleName,
      cpf: formatCpf(withCpfCheckDigits(String(stamp + 7).slice(-9).replace(/^(\d)\1{8}$/, '123456789'))),
      phone: '+55 11 90000-0002',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const user = (await created.json()).data;
  cleanup.push(`/api/user/user/${user.id}/${user.unique_key}`, `/api/role/roles/${roleData.id}/${roleData.unique_key}`);
  const firstAccess = await request.post('/api/auth/auth', { data: { email: contributorEmail, password: user.first_access_password } });
  const chosen = await request.post('/api/auth/first-access', {
    headers: { authorization: `Bearer ${(await firstAccess.json()).token}` },
    data: { password: contributorPassword, password_confirmation: contributorPassword },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);

  // The contributor's draft (written through the API: the editor itself is admin-compose's journey).
  const own = await bearer(request, { email: contributorEmail, password: contributorPassword });
  const categories = await request.post('/api/category/categories-list', { data: {}, headers });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const draft = await request.post('/api/article/article', {
    headers: own,
    data: { title, content: '<p>Primeiro parágrafo.</p><p>Segundo parágrafo.</p>', categories: [categoryId], image: '/uploads/e2e-cover.webp' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  article = (await draft.json()).data;
  cleanup.unshift(`/api/article/article/${article.id}/${article.unique_key}`);
});

test.afterAll(async ({ request }) => {
  const headers = await bearer(request, e2eAdmin);
  for (const path of cleanup) await request.delete(path, { headers });
});

const editorPath = () => `/admin/compose/${article.unique_key}/${article.id}`;
const actions = (page: Page) => page.getByTestId('publish-actions');

test('a contributor submits, the admin requests changes, the author sees the comment, the admin publishes', async ({ page, browser }) => {
  const contributorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const writer = await contributorContext.newPage();
  await writer.goto('/login');
  await submitLogin(writer, { email: contributorEmail, password: contributorPassword });
  await expect(writer).toHaveURL(/\/admin\/dashboard$/);

  // The contributor sees "Submit for review" and no Publish.
  await writer.goto(editorPath());
  await expect(actions(writer).getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true })).toHaveCount(0);
  await actions(writer).getByRole('button', { name: t('Admin.compose.review.submit') }).click();
  await expect(writer.getByTestId('article-status')).toHaveText(t('Admin.compose.status.in_review'));
  await expect(writer.getByTestId('review-awaiting')).toBeVisible();

  // The administrator: the dashboard's count leads to the filtered list, and the article is there.
  await page.goto('/admin/dashboard');
  const awaiting = page.getByTestId('awaiting-review');
  await expect(awaiting).toBeVisible();
  await awaiting.getByRole('link', { name: t('Dashboard.awaitingReview.open') }).click();
  await expect(page).toHaveURL(/\/admin\/list-of-articles\?status=in_review$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(t('Admin.articles.statuses.in_review'));

  // Request changes: the comment is required.
  await page.goto(editorPath());
  await actions(page).getByRole('button', { name: t('Admin.compose.review.requestChanges') }).click();
  const dialog = page.getByRole('dialog', { name: t('Admin.compose.review.dialogTitle') });
  await dialog.getByRole('button', { name: t('Admin.compose.review.send') }).click();
  await expect(dialog.getByText(t('Articles.review.commentRequired'))).toBeVisible();
  await dialog.getByLabel(t('Admin.compose.review.commentLabel')).fill(comment);
  await dialog.getByRole('button', { name: t('Admin.compose.review.send') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('article-status')).toHaveText(t('Admin.compose.status.draft'));

  // The author sees the comment in the editor (axe on that screen), then submits again.
  await writer.reload();
  const notice = writer.getByTestId('review-notice');
  await expect(notice).toContainText(comment);
  await expect(notice).toContainText(message('pt-BR', 'Admin.compose.review.noticeTitle').split('{name}')[1].split('(')[0].trim());
  expect(await adminViolations(writer)).toEqual([]);
  await actions(writer).getByRole('button', { name: t('Admin.compose.review.submit') }).click();
  await expect(writer.getByTestId('article-status')).toHaveText(t('Admin.compose.status.in_review'));
  await expect(notice).toHaveCount(0);

  // The administrator publishes it; the public page answers.
  await page.goto(editorPath());
  await actions(page).getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('Admin.compose.publishConfirm.title') });
  await confirm.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: t('Admin.compose.publishedDialog.title') })).toBeVisible();
  const live = await page.request.get(`/post/${article.unique_key}/${article.id}`);
  expect(live.status()).toBe(200);
  await contributorContext.close();
});
