import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin, e2eOperational } from './support/accounts';
import { icuPattern, message } from './support/messages';
import { logIn } from './support/session';

// The article editor (/admin/compose), in pt-BR. tests/fixtures/cover.png is a real 320×180 PNG
// (made with sharp) that the upload re-encodes like any cover.

const t = (key: string) => message('pt-BR', `Admin.compose.${key}`);
const tAll = (key: string) => message('pt-BR', key);
const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');

function editor(page: Page) {
  return page.getByRole('textbox', { name: t('fields.content') });
}

function toolbarButton(page: Page, key: string) {
  return page.getByRole('toolbar', { name: t('editor.toolbar') }).getByRole('button', { name: t(`editor.${key}`), exact: true });
}

/** Pastes a file into the editor as the browser does for an image copied from the file manager. */
async function pasteFile(page: Page, bytes: Buffer, name: string) {
  await editor(page).evaluate(
    (target, { base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'image/png' }));
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
}

async function chooseTechnology(page: Page) {
  await page.getByRole('checkbox', { name: tAll('Categories.catalogue.technology'), exact: true }).check();
}

test('an operational user writes an article with a heading, a list and a cover, and publishes it', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await expect(page.getByRole('heading', { level: 1, name: t('newTitle') })).toBeVisible();
  const title = `Artigo de ponta a ponta ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);

  // A heading, a paragraph and a bulleted list, through the toolbar.
  await editor(page).click();
  await toolbarButton(page, 'heading2').click();
  await expect(toolbarButton(page, 'heading2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Por que isso importa');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Um parágrafo de introdução.');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'bulletList').click();
  await expect(toolbarButton(page, 'bulletList')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Primeiro ponto');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Segundo ponto');
  await expect(editor(page).locator('h2')).toHaveText('Por que isso importa');
  await expect(editor(page).locator('ul > li')).toHaveCount(2);

  await chooseTechnology(page);
  await page.getByLabel(t('cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);

  // Publishing asks first, then offers the live article in a new tab.
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('publishConfirm.title') });
  await expect(confirm).toContainText(t('publishConfirm.text'));
  await confirm.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const done = page.getByRole('dialog', { name: t('publishedDialog.title') });
  const live = done.getByRole('link', { name: t('publishedDialog.open') });
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('href', /^\/post\/artigo-de-ponta-a-ponta-\d+\/\d+$/);
  const href = (await live.getAttribute('href'))!;
  const [, slug, id] = /^\/post\/([^/]+)\/(\d+)$/.exec(href)!;

  // The editor now sits at the article's edit URL and shows it published, with Update.
  await expect(page).toHaveURL(new RegExp(`/admin/compose/${slug}/${id}$`));
  await done.getByRole('button', { name: t('publishedDialog.close') }).click();
  await expect(page.getByTestId('article-status')).toHaveText(t('status.published'));
  await expect(page.getByRole('button', { name: t('actions.update'), exact: true })).toBeVisible();

  // What was saved is what was written (sanitized HTML keeps the heading, the list and the cover).
  const saved = await (await page.request.get(`/api/article/article/${id}`)).json();
  expect(saved.data).toMatchObject({ title, status: 'published', image: expect.stringMatching(/^\/api\/files\//) });
  expect(saved.data.content).toContain('<h2>Por que isso importa</h2>');
  expect(saved.data.content).toMatch(/<ul><li><p>Primeiro ponto<\/p><\/li><li><p>Segundo ponto<\/p><\/li><\/ul>/);

  // The live article shows what was written, with the category chip on its own colours
  // (technology: white text on #1e3a8a, by the light-colour rule).
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main h2', { hasText: 'Por que isso importa' })).toBeVisible();
  await expect(page.locator('main li', { hasText: 'Segundo ponto' })).toBeVisible();
  const chip = page.getByTestId('category-chip').first();
  await expect(chip).toHaveText(tAll('Categories.catalogue.technology'));
  await expect(chip).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(chip).toHaveCSS('color', 'rgb(255, 255, 255)');

  // It is on the blog among the recent articles at once (publishing expired the cached pages).
  await page.goto('/blog');
  await expect(page.locator('#recent').getByRole('link', { name: title })).toBeVisible();

  // Unpublished from the article list, the public URL is not found at the next request.
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  // Unpublish sits in the row's "More" menu (Edit stays a button).
  await row.getByRole('button', { name: tAll('Admin.rowMenu.label').replace('{name}', title) }).click();
  await page.getByRole('menuitem', { name: tAll('Admin.articles.actions.unpublish') }).click();
  const unpublish = page.getByRole('alertdialog');
  await unpublish.getByRole('button', { name: tAll('Admin.articles.actions.unpublish'), exact: true }).click();
  await expect(page.getByText(tAll('Admin.articles.messages.unpublished'))).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
  await page.goto('/blog');
  await expect(page.locator('#recent').getByRole('link', { name: title })).toHaveCount(0);
});

test('saving an empty form shows the required-field messages and keeps what was typed', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  for (const key of ['titleRequired', 'contentRequired', 'categoryRequired', 'imageRequired']) {
    await expect(page.getByText(tAll(`Validation.${key}`), { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A draft needs no image; the rest is still required, and the typed title stays.
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill('Só um título');
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(page.getByText(tAll('Validation.titleRequired'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(tAll('Validation.contentRequired'), { exact: true })).toBeVisible();
  await expect(page.getByText(tAll('Validation.imageRequired'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue('Só um título');
  await expect(page).toHaveURL(/\/admin\/compose$/);
});

test('a draft is saved automatically after a pause, and the link dialog refuses an invalid URL', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const title = `Rascunho automático ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Texto com um link: ');

  await toolbarButton(page, 'link').click();
  const dialog = page.getByRole('dialog', { name: t('editor.linkDialogTitle') });
  await dialog.getByLabel(t('editor.linkUrl')).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog.getByText(tAll('Validation.invalidUrl'), { exact: true })).toBeVisible();
  await dialog.getByLabel(t('editor.linkUrl')).fill('https://example.com/guia');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).getByRole('link', { name: 'https://example.com/guia' })).toBeVisible();

  // An image pasted into the text is uploaded and inserted; a file that is not an image is refused.
  await editor(page).press('End');
  await pasteFile(page, readFileSync(cover), 'foto.png');
  await expect(editor(page).locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
  await pasteFile(page, Buffer.from('isto não é uma imagem'), 'falsa.png');
  await expect(page.getByText(tAll('Uploads.unsupportedType')).first()).toBeVisible();
  await expect(editor(page).locator('img')).toHaveCount(1);

  // Ten seconds after the last change the draft is created; the address becomes its edit URL.
  await expect(page.getByTestId('save-status')).toHaveText(new RegExp(icuPattern(t('autosave.savedAt'))), { timeout: 25_000 });
  await expect(page).toHaveURL(/\/admin\/compose\/rascunho-automatico-\d+\/\d+$/);
  await expect(page.getByTestId('article-status')).toHaveText(t('status.draft'));
  // The editor kept its state through the address change (a new page would have no undo history).
  await expect(toolbarButton(page, 'undo')).toBeEnabled();
  await expect(editor(page).getByRole('link', { name: 'https://example.com/guia' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(title);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill('Texto que ainda não foi salvo');
  const articlesLink = page.getByRole('navigation', { name: tAll('Admin.navLabel') }).getByRole('link', { name: tAll('Admin.nav.listOfArticles'), exact: true });

  await articlesLink.click();
  const prompt = page.getByRole('alertdialog', { name: t('leave.title') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: t('leave.stay') }).click();
  await expect(page).toHaveURL(/\/admin\/compose$/);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue('Texto que ainda não foi salvo');

  await articlesLink.click();
  await prompt.getByRole('button', { name: t('leave.confirm') }).click();
  await expect(page).toHaveURL(/\/admin\/list-of-articles$/);
});

test("someone else's article is forbidden to an operational user", async ({ page }) => {
  await logIn(page, e2eOperational);
  // The seeded demo articles belong to the demo authors; the id decides, whatever the slug.
  await page.goto('/admin/compose/qualquer-coisa/1');
  await expect(page).toHaveURL(/\/error-forbidden$/);
});

test('an admin edits a published article twice and restores the earlier revision', async ({ page }) => {
  await logIn(page, e2eAdmin);
  // A published article, made through the API with the admin's session. A change made with the
  // session cookie must say it comes from the site (as the browser's own fetch does).
  const headers = { origin: new URL(page.url()).origin };
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(cover) } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).data.url as string;
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const original = `Versão original ${Date.now()}`;
  const created = await page.request.post('/api/article/article', {
    headers,
    data: { title: original, content: '<p>Primeira versão do texto.</p>', categories: [categories.data.items[0].id], image, status: 'published' },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()).data as { id: number; unique_key: string };

  // A wrong unique_key leads to the canonical editor URL.
  await page.goto(`/admin/compose/not-the-slug/${article.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/compose/${article.unique_key}/${article.id}$`));
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(original);
  await expect(page.getByTestId('revisions')).toHaveCount(0);

  const titleField = page.getByRole('textbox', { name: t('fields.title'), exact: true });
  const update = page.getByRole('button', { name: t('actions.update'), exact: true });
  await titleField.fill(`${original} (2)`);
  await update.click();
  await expect(page.getByText(tAll('Success.articleUpdated')).first()).toBeVisible();
  await expect(page.getByTestId('revisions').getByRole('listitem')).toHaveCount(1);
  await titleField.fill(`${original} (3)`);
  await update.click();
  const revisions = page.getByTestId('revisions').getByRole('listitem');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText(`${original} (2)`);
  await expect(revisions.nth(1)).toContainText(original);
  await expect(revisions.nth(1)).toContainText('Admin');

  // Restore the first version, after confirming: the title comes back and the restore is a revision too.
  await revisions.nth(1).getByRole('button', { name: t('revisions.restore') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('revisions.confirmTitle') });
  await confirm.getByRole('button', { name: t('revisions.restore') }).click();
  await expect(page.getByText(t('revisions.restored'))).toBeVisible();
  await expect(titleField).toHaveValue(original);
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText(`${original} (3)`);
  const saved = await (await page.request.get(`/api/article/article/${article.id}`)).json();
  expect(saved.data).toMatchObject({ title: original, status: 'published' });
});
