import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminStorageState, e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 33 §1 for pages: two browser contexts (both the e2e admin) edit the same page; the first
// saves, the second's save shows the conflict screen (the message, the titles and the blocks' text
// compared); "copy my text and reload" loads their version and keeps mine reachable ("Your unsaved
// text"), after a reload too. axe on the dialog. pt-BR. The page is deleted for good afterwards.

const t = (key: string) => message('pt-BR', key);
const stamp = Date.now().toString(36);

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

let created: { id: number; unique_key: string } | null = null;

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/page/page', {
    data: {
      title: `Conflito página ${stamp}`,
      slug: `conflito-pagina-${stamp}`,
      blocks: [{ type: 'hero', title: 'Texto do bloco original', text: 'Sistemas que trabalham por você.' }],
    },
    headers: await bearer(request),
  });
  expect(res.status(), await res.text()).toBe(201);
  created = (await res.json()).data;
});

test.afterAll(async ({ request }) => {
  if (created) await request.delete(`/api/page/page/${created.id}/${created.unique_key}?permanent=true`, { headers: await bearer(request) });
});

// The page's title comes first; each block's own title field (the hero's) has the same name.
const titleBox = (page: Page) => page.getByRole('textbox', { name: t('PagesAdmin.editor.pageTitle'), exact: true }).first();

async function save(page: Page) {
  await page.getByRole('button', { name: t('PagesAdmin.publishing.save'), exact: true }).click();
}

test('a second page save from an older version shows the conflict screen; "copy my text and reload" keeps both texts', async ({ browser }) => {
  const first = await browser.newContext({ storageState: adminStorageState });
  const second = await browser.newContext({ storageState: adminStorageState });
  const a = await first.newPage();
  const b = await second.newPage();
  const url = `/admin/pages/${created!.id}`;
  await a.goto(url);
  await b.goto(url);
  await expect(titleBox(a)).toHaveValue(`Conflito página ${stamp}`);
  await expect(titleBox(b)).toHaveValue(`Conflito página ${stamp}`);

  const theirTitle = `Versão da primeira ${stamp}`;
  await titleBox(a).fill(theirTitle);
  await save(a);
  await expect(a.getByTestId('save-state')).toHaveText(t('PagesAdmin.editor.allSaved'));

  const myTitle = `Minha versão ${stamp}`;
  await titleBox(b).fill(myTitle);
  await save(b);

  const dialog = b.getByRole('alertdialog', { name: t('Admin.compose.conflict.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(e2eAdmin.name);
  await expect(dialog.getByTestId('conflict-theirs-title')).toContainText('primeira');
  await expect(dialog.getByTestId('conflict-mine-title')).toContainText('Minha');
  // The blocks' text is compared too (here the same on both sides).
  await expect(dialog.getByTestId('conflict-theirs-blocks')).toContainText('Texto do bloco original');
  await expect(dialog.getByTestId('conflict-mine-blocks')).toContainText('Sistemas que trabalham por você.');
  expect(await adminViolations(b)).toEqual([]);

  await dialog.getByRole('button', { name: t('Admin.compose.conflict.copyMine') }).click();
  await expect(dialog).toBeHidden();
  await expect(titleBox(b)).toHaveValue(theirTitle);
  const kept = b.getByTestId('unsaved-text');
  await expect(kept.getByTestId('unsaved-title')).toHaveText(myTitle);
  await expect(kept.getByTestId('unsaved-body')).toContainText('Texto do bloco original');

  await b.reload();
  await expect(titleBox(b)).toHaveValue(theirTitle);
  await expect(b.getByTestId('unsaved-title')).toHaveText(myTitle);

  await first.close();
  await second.close();
});

test('the page revisions panel compares an earlier version with the current one: title and blocks’ text, word by word', async ({ page, request }) => {
  const headers = await bearer(request);
  const base = { slug: created!.unique_key, blocks: [{ type: 'hero', title: 'O farol antigo brilha' }] };
  const current = (await (await request.get(`/api/page/page/${created!.id}/${created!.unique_key}`, { headers })).json()).data as { title: string };
  expect((await request.put(`/api/page/page/${created!.id}/${created!.unique_key}`, { headers, data: { ...base, title: current.title } })).ok()).toBeTruthy();
  const newer = { ...base, title: current.title, blocks: [{ type: 'hero', title: 'O farol novo brilha' }] };
  expect((await request.put(`/api/page/page/${created!.id}/${created!.unique_key}`, { headers, data: newer })).ok()).toBeTruthy();

  await page.goto(`/admin/pages/${created!.id}`);
  const panel = page.getByTestId('revision-compare');
  await expect(panel.getByLabel(t('RevisionsCompare.after'))).toHaveValue('current');
  // The newest revision is the current version: compare the one before it.
  const before = panel.getByLabel(t('RevisionsCompare.before'));
  const second = await before.locator('option').nth(2).getAttribute('value');
  await before.selectOption(second ?? '');
  await panel.getByRole('button', { name: t('RevisionsCompare.compare') }).click();
  const diff = panel.getByTestId('revision-diff');
  const blocks = diff.getByRole('region', { name: t('RevisionsCompare.fields.blocks') });
  await expect(blocks.getByRole('deletion')).toContainText('antigo');
  await expect(blocks.getByRole('insertion')).toContainText('novo');
  await expect(diff).toContainText(e2eAdmin.name);
  expect(await adminViolations(page)).toEqual([]);
});
