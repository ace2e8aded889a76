import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminStorageState, e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// Issue 33 §1, done when: two browser contexts (both the e2e admin) edit the same article; the first
// saves, the second's save shows the conflict screen naming who saved; "copy my text and reload"
// loads their text into the editor and keeps mine reachable ("Your unsaved text"). pt-BR.

const t = (key: string) => message('pt-BR', `Admin.compose.${key}`);
const stamp = Date.now().toString(36);

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

let article: { id: number; unique_key: string } | null = null;

test.beforeAll(async ({ request }) => {
  const headers = await bearer(request);
  const list = await request.post('/api/category/categories-list', { data: { limit: 1, page: 1 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const category = ((await list.json()).data.items as { id: number }[])[0];
  const res = await request.post('/api/article/article', {
    data: { title: `Conflito ${stamp}`, content: '<p>Texto original do artigo.</p>', categories: [category.id], unique_key: `conflito-${stamp}` },
    headers,
  });
  expect(res.status(), await res.text()).toBe(201);
  article = (await res.json()).data;
});

test.afterAll(async ({ request }) => {
  if (article) await request.delete(`/api/article/article/${article.id}/${article.unique_key}?permanent=true`, { headers: await bearer(request) });
});

const titleBox = (page: Page) => page.getByRole('textbox', { name: t('fields.title'), exact: true });

test('a second save from an older version shows the conflict screen; "copy my text and reload" keeps both texts', async ({ browser }) => {
  const first = await browser.newContext({ storageState: adminStorageState });
  const second = await browser.newContext({ storageState: adminStorageState });
  const a = await first.newPage();
  const b = await second.newPage();
  const url = `/admin/compose/${article!.unique_key}/${article!.id}`;
  await a.goto(url);
  await b.goto(url);
  await expect(titleBox(a)).toHaveValue(`Conflito ${stamp}`);
  await expect(titleBox(b)).toHaveValue(`Conflito ${stamp}`);

  const theirTitle = `Versão da primeira ${stamp}`;
  await titleBox(a).fill(theirTitle);
  const saved = a.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/article/article/${article!.id}/`));
  await a.getByRole('button', { name: t('actions.saveDraft') }).click();
  expect((await saved).status()).toBe(200);

  const myTitle = `Minha versão ${stamp}`;
  await titleBox(b).fill(myTitle);
  await b.getByRole('button', { name: t('actions.saveDraft') }).click();

  const dialog = b.getByRole('alertdialog', { name: t('conflict.title') });
  await expect(dialog).toBeVisible();
  // "<name> saved a newer version at 10:32": the seed's administrator is "Admin Vitrine".
  const said = message('pt-BR', 'Admin.compose.conflict.savedBy').split('{time}')[0].replace('{name}', '');
  await expect(dialog).toContainText(`${e2eAdmin.name}`);
  await expect(dialog).toContainText(said.trim());
  // Word-level: a changed word carries a hidden "Removed:"/"Added:" label, so compare the words.
  await expect(dialog.getByTestId('conflict-theirs-title')).toContainText('primeira');
  await expect(dialog.getByTestId('conflict-mine-title')).toContainText('Minha');

  await dialog.getByRole('button', { name: t('conflict.copyMine') }).click();
  await expect(dialog).toBeHidden();
  // The editor shows their text; mine stays reachable.
  await expect(titleBox(b)).toHaveValue(theirTitle);
  const kept = b.getByTestId('unsaved-text');
  await expect(kept).toBeVisible();
  await expect(kept.getByTestId('unsaved-title')).toHaveText(myTitle);
  await expect(kept.getByTestId('unsaved-body')).toContainText('Texto original do artigo.');

  // Still there after a reload of the page.
  await b.reload();
  await expect(titleBox(b)).toHaveValue(theirTitle);
  await expect(b.getByTestId('unsaved-title')).toHaveText(myTitle);

  await first.close();
  await second.close();
});
